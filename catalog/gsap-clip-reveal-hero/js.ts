import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// The component's own box is the scroller. mount() switches the static layout (headline above a whole picture) to the
// pinned one (.is-live), then one scrubbed timeline opens the picture's clip-path from a rounded window between the
// two headline lines to the full frame, zooms the scene back from 140%, parts the lines and lifts the caption in.
// The window's start is measured from the lines (function values + invalidateOnRefresh), so it fits any size.
// With reduced motion nothing is pinned or scrubbed: the static layout stays.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const viewport = root.querySelector<HTMLElement>(".viewport");
  const runway = root.querySelector<HTMLElement>(".runway");
  const pin = root.querySelector<HTMLElement>(".pin");
  const media = root.querySelector<HTMLElement>(".media");
  const first = root.querySelector<HTMLElement>(".line.first");
  const second = root.querySelector<HTMLElement>(".line.second");
  if (!viewport || !runway || !pin || !media || !first || !second) return () => {};
  gsap.registerPlugin(ScrollTrigger);
  root.classList.add("is-live");
  const windowClip = () => {
    const side = pin.clientWidth * (pin.clientWidth < 600 ? 0.1 : 0.28);
    const top = first.offsetTop + first.offsetHeight + 14;
    const bottom = pin.clientHeight - second.offsetTop + 14;
    return `inset(${top}px ${side}px ${bottom}px ${side}px round 18px)`;
  };
  const ctx = gsap.context(() => {
    gsap
      .timeline({
        defaults: { ease: "none" },
        scrollTrigger: { scroller: viewport, trigger: runway, start: "top top", end: "bottom bottom", scrub: 0.6, invalidateOnRefresh: true },
      })
      .fromTo(media, { clipPath: windowClip }, { clipPath: "inset(0px 0px 0px 0px round 0px)", duration: 1 }, 0)
      .fromTo(".scene", { scale: 1.4 }, { scale: 1, duration: 1 }, 0)
      .to(first, { xPercent: -35, autoAlpha: 0, duration: 0.55 }, 0.15)
      .to(second, { xPercent: 35, autoAlpha: 0, duration: 0.55 }, 0.15)
      .to(".hint", { autoAlpha: 0, duration: 0.15 }, 0)
      .fromTo(".caption", { autoAlpha: 0, y: 40 }, { autoAlpha: 1, y: 0, duration: 0.3 }, 0.8)
      .set({}, {}, 1.35);
  }, root);
  return () => {
    ctx.revert();
    root.classList.remove("is-live");
  };
}
