import { gsap } from "gsap";
import { SplitText } from "gsap/SplitText";

// SplitText wraps the headline's lines in masks and its words in spans; GSAP lifts each word out of its mask, line by
// line, then brings in the rest. autoSplit re-splits when the width changes; revert() restores the original markup.
function mount(root: HTMLElement): () => void {
  const headline = root.querySelector<HTMLElement>(".headline");
  if (!headline || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  gsap.registerPlugin(SplitText);
  // Split on the first animation frame, so the first render is the markup exactly (what a framework rendered).
  let ctx: gsap.Context | undefined;
  const start = () => {
    ctx = gsap.context(() => {
      SplitText.create(headline, {
        type: "lines,words",
        mask: "lines",
        autoSplit: true,
        onSplit: (split) =>
          gsap
            .timeline()
            .from(split.words, { yPercent: 110, duration: 0.8, ease: "power4.out", stagger: 0.035 })
            .from([".kicker", ".dek", ".read"], { y: 10, duration: 0.5, ease: "power2.out", stagger: 0.08 }, "<"),
      });
    }, root);
  };
  const first = requestAnimationFrame(start);
  return () => {
    cancelAnimationFrame(first);
    ctx?.revert();
  };
}
