import { gsap } from "gsap";
import { MotionPathPlugin } from "gsap/MotionPathPlugin";
import { CustomEase } from "gsap/CustomEase";

// The count is framework state; this adds the flight. On an Add click, a copy of the product's picture is placed over
// it and flown to the bag on a MotionPathPlugin path of three points (start, a lift above both, the bag) while it
// shrinks and spins; on arrival the bag jolts and the badge pops on a CustomEase that overshoots once. The lift is
// kept inside the component so the arc never leaves its box. Nothing moves with reduced motion.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const bag = root.querySelector<HTMLElement>(".bag");
  const badge = root.querySelector<HTMLElement>(".badge");
  if (!bag || !badge) return () => {};
  gsap.registerPlugin(MotionPathPlugin, CustomEase);
  const pop = CustomEase.create("flyToCartPop", "M0,0 C0.12,0 0.2,1.5 0.38,1.5 0.56,1.5 0.62,0.84 0.76,0.93 0.88,1 0.94,1 1,1");
  const ctx = gsap.context(() => {});
  const flyers = new Set<HTMLElement>();
  const fly = (button: HTMLElement) => {
    const art = button.closest(".card")?.querySelector<HTMLElement>(".art");
    if (!art) return;
    const box = root.getBoundingClientRect();
    const from = art.getBoundingClientRect();
    const to = bag.getBoundingClientRect();
    const size = Math.min(from.width, from.height, 112);
    const x0 = from.left - box.left + from.width / 2;
    const y0 = from.top - box.top + from.height / 2;
    const dx = to.left + to.width / 2 - (from.left + from.width / 2);
    const dy = to.top + to.height / 2 - (from.top + from.height / 2);
    const lift = Math.max(16 + size * 0.2 - y0, Math.min(0, dy) - 70);
    const flyer = art.cloneNode(true) as HTMLElement;
    flyer.classList.add("flyer");
    Object.assign(flyer.style, { width: `${size}px`, height: `${size}px`, left: `${x0 - size / 2}px`, top: `${y0 - size / 2}px` });
    root.append(flyer);
    flyers.add(flyer);
    ctx.add(() => {
      gsap
        .timeline({ onComplete: () => { flyer.remove(); flyers.delete(flyer); } })
        .fromTo(flyer, { scale: 0.85 }, { scale: 1, duration: 0.15, ease: "power2.out" })
        .to(flyer, {
          motionPath: { path: [{ x: 0, y: 0 }, { x: dx * 0.45, y: lift }, { x: dx, y: dy }], curviness: 1.3 },
          scale: 0.14,
          rotation: 160,
          duration: 0.8,
          ease: "power1.inOut",
        })
        .to(flyer, { autoAlpha: 0, duration: 0.1 }, "-=0.1")
        .fromTo(bag, { rotation: -16 }, { rotation: 0, duration: 0.7, ease: "elastic.out(1.1, 0.32)" }, "-=0.04")
        .fromTo(badge, { scale: 0.55 }, { scale: 1, duration: 0.55, ease: pop }, "<");
    });
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>(".add");
    if (button && root.contains(button)) fly(button);
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    ctx.revert();
    for (const flyer of flyers) flyer.remove();
    flyers.clear();
  };
}
