import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// Every stroke has pathLength="1" and a dash of 1, so drawing it is tweening stroke-dashoffset from 1 to 0. A paused
// timeline draws the ridge, the hill, the trail, the sun and the birds in turn, drops the pin and fades the fills;
// a ScrollTrigger plays it the first time the figure enters the viewport and Replay restarts it.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  gsap.registerPlugin(ScrollTrigger);
  const replay = root.querySelector<HTMLButtonElement>(".replay");
  let timeline: gsap.core.Timeline | undefined;
  const ctx = gsap.context(() => {
    const draw = (selector: string, duration: number) => ({ targets: selector, vars: { strokeDashoffset: 1 }, to: { strokeDashoffset: 0, duration, ease: "power1.inOut" } });
    const steps = [draw(".ridge", 1.4), draw(".snow", 0.4), draw(".hill", 0.9), draw(".trail", 1.2), draw(".sun", 0.7), draw(".bird", 0.35)];
    timeline = gsap.timeline({ paused: true });
    // Nothing renders before the timeline plays (immediateRender: false), so an unplayed figure stays fully drawn.
    const fromStart = { immediateRender: false };
    timeline
      .fromTo(".line", { strokeDashoffset: 1 }, { strokeDashoffset: 1, duration: 0.01, ...fromStart }, 0)
      .fromTo(".fill", { opacity: 0 }, { opacity: 0, duration: 0.01, ...fromStart }, 0)
      .fromTo(".pin", { scale: 0, transformOrigin: "50% 50%" }, { scale: 0, duration: 0.01, ...fromStart }, 0);
    for (const [i, s] of steps.entries()) timeline.fromTo(s.targets, s.vars, { ...s.to, stagger: 0.15, ...fromStart }, i === 0 ? 0.01 : "-=0.35");
    timeline
      .fromTo(".fill", { opacity: 0 }, { opacity: 1, duration: 0.8, ease: "power1.out", ...fromStart }, "-=0.6")
      .fromTo(".pin", { scale: 0 }, { scale: 1, duration: 0.5, ease: "back.out(3)", ...fromStart }, "-=0.3");
    ScrollTrigger.create({ trigger: root, start: "top 85%", once: true, onEnter: () => timeline?.play(0) });
  }, root);
  const onReplay = () => timeline?.restart();
  replay?.addEventListener("click", onReplay);
  return () => {
    replay?.removeEventListener("click", onReplay);
    ctx.revert();
  };
}
