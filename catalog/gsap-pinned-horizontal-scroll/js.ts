import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// The component's own box is the scroller: its tall runway holds a sticky "pin", and a ScrollTrigger scrubs the
// track's x from 0 to minus its overflow while the runway scrolls past. Each panel's figure scales in against that
// tween (containerAnimation), the progress bar scrubs with it, and the buttons scroll the box to the next panel.
// With reduced motion nothing is tweened: CSS turns the row into a horizontally scrollable list and the buttons
// scroll that instead.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(ScrollTrigger);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const viewport = root.querySelector<HTMLElement>(".viewport");
  const pin = root.querySelector<HTMLElement>(".pin");
  const track = root.querySelector<HTMLElement>(".track");
  const panels = [...root.querySelectorAll<HTMLElement>(".panel")];
  const prev = root.querySelector<HTMLButtonElement>(".prev");
  const next = root.querySelector<HTMLButtonElement>(".next");
  if (!viewport || !pin || !track) return () => {};
  const distance = () => Math.max(0, track.scrollWidth - pin.clientWidth);
  let slide: gsap.core.Tween | undefined;
  const ctx = gsap.context(() => {
    if (reduce) return;
    slide = gsap.to(track, {
      x: () => -distance(),
      ease: "none",
      scrollTrigger: { scroller: viewport, trigger: ".runway", start: "top top", end: "bottom bottom", scrub: 0.5, invalidateOnRefresh: true },
    });
    gsap.to(".fill", { scaleX: 1, ease: "none", scrollTrigger: { scroller: viewport, trigger: ".runway", start: "top top", end: "bottom bottom", scrub: true } });
    for (const panel of panels) {
      gsap.from(panel.querySelector(".shape"), {
        scale: 0.4,
        rotation: -12,
        ease: "none",
        scrollTrigger: { containerAnimation: slide, trigger: panel, start: "left right", end: "center center", scrub: true },
      });
    }
  }, root);
  const current = () => {
    if (reduce) return Math.round(pin.scrollLeft / ((panels[1]?.offsetLeft ?? 1) - (panels[0]?.offsetLeft ?? 0) || 1));
    const max = viewport.scrollHeight - viewport.clientHeight;
    return Math.round((viewport.scrollTop / (max || 1)) * (panels.length - 1));
  };
  const go = (delta: number) => {
    const to = Math.min(panels.length - 1, Math.max(0, current() + delta));
    if (reduce) {
      pin.scrollTo({ left: (panels[to]?.offsetLeft ?? 0) - (panels[0]?.offsetLeft ?? 0) });
      return;
    }
    const max = viewport.scrollHeight - viewport.clientHeight;
    viewport.scrollTo({ top: (to / Math.max(1, panels.length - 1)) * max, behavior: "smooth" });
  };
  const onPrev = () => go(-1);
  const onNext = () => go(1);
  prev?.addEventListener("click", onPrev);
  next?.addEventListener("click", onNext);
  return () => {
    prev?.removeEventListener("click", onPrev);
    next?.removeEventListener("click", onNext);
    ctx.revert();
  };
}
