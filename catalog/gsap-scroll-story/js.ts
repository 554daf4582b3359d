import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// ScrollTrigger with the component's own box as the scroller: the rail scrubs with progress, chapters reveal as they
// enter. gsap.context collects every tween and trigger of this instance so that revert() removes them all.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(ScrollTrigger);
  const scroller = root.querySelector<HTMLElement>(".viewport");
  const chapters = gsap.utils.toArray<HTMLElement>(".chapter", root);
  if (!scroller) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const ctx = gsap.context(() => {
    gsap.to(".fill", { scaleY: 1, ease: "none", scrollTrigger: { scroller, trigger: ".chapters", start: "top top", end: "bottom bottom", scrub: reduce ? true : 0.4 } });
    for (const chapter of chapters) {
      ScrollTrigger.create({
        scroller,
        trigger: chapter,
        start: "top 70%",
        end: "bottom 30%",
        toggleClass: "is-active",
      });
      if (!reduce)
        gsap.from(chapter, { opacity: 0, x: 24, duration: 0.6, ease: "power2.out", scrollTrigger: { scroller, trigger: chapter, start: "top 85%" } });
    }
  }, root);
  return () => ctx.revert();
}
