import { gsap } from "gsap";
import { MotionPathPlugin } from "gsap/MotionPathPlugin";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// The markup is the finished scene. One paused timeline replays the story: the tray settles, the plane lifts out and
// flies the trail (MotionPathPlugin with autoRotate, the trail's own path) while the trail draws in behind it, the
// badge and sparkles pop, clouds drift in and the copy and actions rise. A ScrollTrigger plays it once when the card
// is in view; Replay restarts it. Reduced motion: nothing runs and the finished scene stays.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const trail = root.querySelector<SVGPathElement>(".trail");
  const plane = root.querySelector<SVGGElement>(".plane-wrap");
  const replay = root.querySelector<HTMLButtonElement>(".replay");
  if (!trail || !plane) return () => {};
  gsap.registerPlugin(MotionPathPlugin, ScrollTrigger);
  let story: gsap.core.Timeline | undefined;
  // Built on the first animation frame, so the first render is the finished scene exactly.
  let ctx: gsap.Context | undefined;
  const start = () => (ctx = gsap.context(() => {
    root.classList.add("is-live");
    const length = trail.getTotalLength();
    gsap.set(".plane", { attr: { transform: "translate(0 0)" } });
    story = gsap
      .timeline({ paused: true, defaults: { ease: "power2.out" } })
      .from(".blob", { scale: 0.85, transformOrigin: "50% 50%", duration: 0.5 })
      .from(".tray", { y: -26, duration: 0.5, ease: "bounce.out" }, 0.1)
      .from(".cloud", { x: (i) => (i ? 24 : -24), opacity: 0, duration: 0.9, stagger: 0.1 }, 0.2)
      .fromTo(trail, { strokeDasharray: `0 ${length}` }, { strokeDasharray: `${length} 0`, duration: 1.6, ease: "power1.inOut" }, 0.6)
      .from(plane, { scale: 0.3, transformOrigin: "50% 50%", duration: 0.3 }, 0.6)
      .to(plane, { duration: 1.6, ease: "power1.inOut", motionPath: { path: trail, align: trail, alignOrigin: [0.5, 0.5], autoRotate: true } }, 0.6)
      .set(trail, { strokeDasharray: "1 7" })
      .from(".badge", { scale: 0, transformOrigin: "50% 50%", duration: 0.5, ease: "back.out(2.6)" }, "-=0.5")
      .from(".spark", { scale: 0, rotation: -90, transformOrigin: "50% 50%", duration: 0.45, stagger: 0.12, ease: "back.out(3)" }, "<0.1")
      .from(".title", { y: 10, duration: 0.5 }, "<");
    ScrollTrigger.create({ trigger: root, start: "top 85%", once: true, onEnter: () => story?.play(0) });
  }, root));
  const first = requestAnimationFrame(start);
  const onReplay = () => story?.restart();
  replay?.addEventListener("click", onReplay);
  return () => {
    replay?.removeEventListener("click", onReplay);
    cancelAnimationFrame(first);
    ctx?.revert();
    root.classList.remove("is-live");
  };
}
