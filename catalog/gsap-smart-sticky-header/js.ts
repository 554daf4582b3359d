import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// Three ScrollTriggers on the scroll box (pass the window as scroller in a page): one toggles .is-compact once the
// content has moved 48px; one watches the scroll direction and plays a paused "reveal" tween forward (scrolling up)
// or backward (scrolling down, past the header's own height), the classic headroom pattern; one scrubs the progress
// hairline. Focus entering the header always reveals it. With reduced motion the header never hides.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(ScrollTrigger);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const scroller = root.querySelector<HTMLElement>(".viewport");
  const header = root.querySelector<HTMLElement>(".header");
  if (!scroller || !header) return () => {};
  let reveal: gsap.core.Tween | undefined;
  const ctx = gsap.context(() => {
    ScrollTrigger.create({ scroller, start: 48, end: "max", toggleClass: { targets: header, className: "is-compact" } });
    gsap.to(".fill", { scaleX: 1, ease: "none", scrollTrigger: { scroller, start: 0, end: "max", scrub: true } });
    if (reduce) return;
    reveal = gsap.from(header, { yPercent: -110, duration: 0.3, ease: "power2.out", paused: true }).progress(1);
    ScrollTrigger.create({
      scroller,
      start: 0,
      end: "max",
      onUpdate: (self) => {
        if (self.direction === -1 || self.scroll() < header.offsetHeight * 2) reveal?.play();
        else if (!header.contains(document.activeElement)) reveal?.reverse();
      },
    });
  }, root);
  const onFocus = () => reveal?.play();
  header.addEventListener("focusin", onFocus);
  return () => {
    header.removeEventListener("focusin", onFocus);
    ctx.revert();
    header.classList.remove("is-compact");
  };
}
