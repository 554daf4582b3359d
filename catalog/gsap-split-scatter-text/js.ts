import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";
import { SplitText } from "gsap/SplitText";

// mount() turns the static panel into a pinned one (.is-live: a tall runway in the component's own scroll box, the
// panel sticky inside it). SplitText cuts the quote into words (so lines still wrap) and characters; a timeline
// scrubbed by ScrollTrigger brings every character from its own random offset, turn and scale back to its place, then
// fades in the signature; a "Scroll to read" hint fades out as soon as the scrub starts. onSplit returns that timeline, so a re-split on resize (autoSplit) replaces it cleanly.
// Reduced motion: nothing is split or pinned.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const viewport = root.querySelector<HTMLElement>(".viewport");
  const runway = root.querySelector<HTMLElement>(".runway");
  const quote = root.querySelector<HTMLElement>(".quote");
  if (!viewport || !runway || !quote) return () => {};
  gsap.registerPlugin(ScrollTrigger, SplitText);
  const random = gsap.utils.random;
  // Split on the first animation frame, so the first render is the markup exactly.
  let ctx: gsap.Context | undefined;
  const start = () => (ctx = gsap.context(() => {
    root.classList.add("is-live");
    SplitText.create(quote, {
      type: "words,chars",
      charsClass: "char",
      autoSplit: true,
      onSplit: (split) =>
        gsap
          .timeline({ scrollTrigger: { scroller: viewport, trigger: runway, start: "top top", end: "bottom bottom", scrub: 0.8 } })
          .to(".hint", { autoAlpha: 0, duration: 0.15 }, 0)
          .from(split.chars, {
            x: () => random(-0.42, 0.42) * viewport.clientWidth,
            y: () => random(-0.4, 0.4) * viewport.clientHeight,
            rotation: () => random(-120, 120),
            scale: () => random(0.3, 1.8),
            opacity: () => random(0.12, 0.45),
            ease: "power2.out",
            duration: 1,
            stagger: { each: 0.012, from: "random" },
          }, 0)
          .from(".sign", { opacity: 0, y: 24, duration: 0.4 }, ">-0.15")
          .set({}, {}, "+=0.25"),
    });
  }, root));
  const first = requestAnimationFrame(start);
  return () => {
    cancelAnimationFrame(first);
    ctx?.revert();
    root.classList.remove("is-live");
  };
}
