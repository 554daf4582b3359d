import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// One timeline scrubbed by a ScrollTrigger on the component's own scroll box: while the scene scrolls out of view
// each layer moves down by a different share of the distance (far layers more, so they seem to lag behind), the
// title lifts and fades, and the fog rises. Reduced motion: nothing is created.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  gsap.registerPlugin(ScrollTrigger);
  const viewport = root.querySelector<HTMLElement>(".viewport");
  if (!viewport) return () => {};
  const ctx = gsap.context(() => {
    gsap
      .timeline({ defaults: { ease: "none" }, scrollTrigger: { scroller: viewport, trigger: ".scene", start: "top top", end: "bottom top", scrub: 0.4 } })
      .to(".sky", { yPercent: 55 }, 0)
      .to(".far", { yPercent: 38 }, 0)
      .to(".mid", { yPercent: 24 }, 0)
      .to(".heading", { yPercent: 40, opacity: 0 }, 0)
      .to(".near", { yPercent: 8 }, 0)
      .to(".fog", { yPercent: -60, opacity: 0.4 }, 0);
  }, root);
  return () => ctx.revert();
}
