import { gsap } from "gsap";

// The illustration is one paused GSAP timeline with a label per step ("step-0", "step-1", "step-2"): scene A's cards
// fan out, then B's bars grow while A leaves, then C's ring and tick pop in while B leaves. Next and Back tween the
// playhead to the target label (tweenTo), so going back plays the scene in reverse. Only .to() tweens from the CSS
// state are used, so nothing renders before the first step change.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const stepsList = root.querySelector<HTMLElement>(".steps");
  const steps = [...root.querySelectorAll<HTMLElement>(".step")];
  const dotsBox = root.querySelector<HTMLElement>(".dots");
  const dots = [...root.querySelectorAll<HTMLElement>(".dot")];
  const back = root.querySelector<HTMLButtonElement>(".back");
  const next = root.querySelector<HTMLButtonElement>(".next");
  const last = Math.min(steps.length, 3) - 1;
  let index = 0;
  let timeline: gsap.core.Timeline | undefined;
  let seek: gsap.core.Tween | undefined;
  const ctx = gsap.context(() => {
    timeline = gsap
      .timeline({ paused: true, defaults: { duration: 0.6, ease: "power3.out" } })
      .addLabel("step-0")
      .to(".scene-a .card", { y: -30, opacity: 0, stagger: 0.05, duration: 0.4, ease: "power2.in" })
      .to(".scene-b", { opacity: 1, y: 0 }, "<0.2")
      .fromTo(".bar", { scaleY: 0.1 }, { scaleY: 1, stagger: 0.08, ease: "back.out(2)", immediateRender: false }, "<")
      .addLabel("step-1")
      .to(".scene-b .bar", { y: 40, opacity: 0, stagger: 0.04, duration: 0.4, ease: "power2.in" })
      .to(".scene-c", { opacity: 1, y: 0 }, "<0.2")
      .fromTo(".ring", { scale: 0.3, rotation: -90 }, { scale: 1, rotation: 0, ease: "back.out(1.8)", immediateRender: false }, "<")
      .fromTo(".check", { scale: 0 }, { scale: 1, rotation: -45, duration: 0.4, ease: "back.out(3)", immediateRender: false }, "-=0.25")
      .addLabel("step-2");
  }, root);
  const show = () => {
    root.classList.toggle("at-start", index === 0);
    root.classList.toggle("at-end", index === last);
    stepsList?.classList.add("is-ready");
    dotsBox?.classList.add("is-ready");
    steps.forEach((s, i) => s.classList.toggle("is-current", i === index));
    dots.forEach((d, i) => d.classList.toggle("is-current", i === index));
  };
  const goTo = (to: number) => {
    if (to < 0 || to > last || to === index || !timeline) return;
    index = to;
    show();
    ctx.add(() => {
      seek?.kill();
      if (reduce) timeline?.seek(`step-${to}`);
      else seek = timeline?.tweenTo(`step-${to}`, { duration: 1, ease: "power1.inOut" });
    });
  };
  const onBack = () => goTo(index - 1);
  const onNext = () => goTo(index + 1);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") onNext();
    else if (event.key === "ArrowLeft") onBack();
    else return;
    event.preventDefault();
  };
  root.classList.add("at-start");
  back?.addEventListener("click", onBack);
  next?.addEventListener("click", onNext);
  root.addEventListener("keydown", onKey);
  return () => {
    back?.removeEventListener("click", onBack);
    next?.removeEventListener("click", onNext);
    root.removeEventListener("keydown", onKey);
    root.classList.remove("at-start", "at-end");
    stepsList?.classList.remove("is-ready");
    dotsBox?.classList.remove("is-ready");
    for (const el of [...steps, ...dots]) el.classList.remove("is-current");
    seek?.kill();
    ctx.revert();
  };
}
