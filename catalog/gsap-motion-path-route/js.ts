import { gsap } from "gsap";
import { MotionPathPlugin } from "gsap/MotionPathPlugin";

// MotionPathPlugin moves the courier along the road (auto-rotated a little with it) from the shop to where it is now,
// while the travelled part of the road draws in; it then idles with a small bob. Reverted on cleanup.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  gsap.registerPlugin(MotionPathPlugin);
  const road = root.querySelector<SVGPathElement>(".road");
  if (!road) return () => {};
  const ctx = gsap.context(() => {
    const progress = 0.55;
    gsap
      .timeline()
      .fromTo(".done", { attr: { "stroke-dashoffset": 1 } }, { attr: { "stroke-dashoffset": 1 - progress }, duration: 2.2, ease: "power1.inOut" })
      .fromTo(
        ".courier",
        { motionPath: { path: road, align: road, alignOrigin: [0.5, 0.5], start: 0, end: 0 } },
        { motionPath: { path: road, align: road, alignOrigin: [0.5, 0.5], start: 0, end: progress }, duration: 2.2, ease: "power1.inOut" },
        0,
      )
      .to(".courier circle", { attr: { r: 15 }, duration: 0.8, repeat: 3, yoyo: true, ease: "sine.inOut" });
  }, root);
  return () => ctx.revert();
}
