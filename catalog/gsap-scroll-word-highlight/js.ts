import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";
import { SplitText } from "gsap/SplitText";

// SplitText splits the manifesto into words (aria kept on the paragraph); onSplit builds a tween that takes the words
// from faint to full one after another, scrubbed by a ScrollTrigger whose scroller is the component's own box, so
// the highlight follows the reader. autoSplit re-splits (and rebuilds the tween) when the width changes; revert()
// restores the paragraph.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  gsap.registerPlugin(ScrollTrigger, SplitText);
  const viewport = root.querySelector<HTMLElement>(".viewport");
  const text = root.querySelector<HTMLElement>(".manifesto");
  if (!viewport || !text) return () => {};
  const ctx = gsap.context(() => {}, root);
  // Split on the reader's first sign of interest (pointer, touch, wheel, focus), not at mount, so the markup
  // stays exactly as written until someone is about to scroll it.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    ctx.add(() => SplitText.create(text, {
      type: "words",
      autoSplit: true,
      onSplit: (split) =>
        gsap.fromTo(
          split.words,
          { opacity: 0.18 },
          {
            opacity: 1,
            ease: "none",
            stagger: 0.1,
            scrollTrigger: { scroller: viewport, trigger: text, start: "top 75%", end: "bottom 45%", scrub: 0.3 },
          },
        ),
    }));
  };
  const events = ["pointerenter", "touchstart", "wheel", "focusin"] as const;
  for (const e of events) root.addEventListener(e, start, { passive: true });
  return () => {
    for (const e of events) root.removeEventListener(e, start);
    ctx.revert();
  };
}
