import Lenis from "lenis";

// Lenis on this instance's own horizontal box: vertical wheel and trackpad gestures scroll it sideways with eased
// inertia, the buttons glide one card at a time, and the bar follows the scroll. Set up on the first frame so the first
// render is the markup exactly; destroyed on cleanup. With reduced motion the row scrolls natively and jumps.
function mount(root: HTMLElement): () => void {
  const wrapper = root.querySelector<HTMLElement>(".scroller");
  const content = root.querySelector<HTMLElement>(".strip");
  const fill = root.querySelector<HTMLElement>(".fill");
  const prev = root.querySelector<HTMLButtonElement>(".prev");
  const next = root.querySelector<HTMLButtonElement>(".next");
  if (!wrapper || !content) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let lenis: Lenis | undefined;
  const progress = () => {
    const max = wrapper.scrollWidth - wrapper.clientWidth;
    if (fill) fill.style.transform = `scaleX(${max > 0 ? Math.max(0.1, wrapper.scrollLeft / max) : 1})`;
  };
  const step = (direction: 1 | -1) => {
    const card = content.querySelector<HTMLElement>(".room");
    const by = card ? card.offsetWidth + 20 : wrapper.clientWidth * 0.8;
    const target = Math.max(0, Math.min(wrapper.scrollWidth - wrapper.clientWidth, wrapper.scrollLeft + direction * by));
    if (lenis) lenis.scrollTo(target, { duration: 0.9 });
    else wrapper.scrollTo({ left: target });
  };
  const onPrev = () => step(-1);
  const onNext = () => step(1);
  const first = requestAnimationFrame(() => {
    if (!reduce) lenis = new Lenis({ wrapper, content, orientation: "horizontal", gestureOrientation: "both", autoRaf: true, lerp: 0.085 });
    wrapper.addEventListener("scroll", progress, { passive: true });
    prev?.addEventListener("click", onPrev);
    next?.addEventListener("click", onNext);
    progress();
  });
  return () => {
    cancelAnimationFrame(first);
    wrapper.removeEventListener("scroll", progress);
    prev?.removeEventListener("click", onPrev);
    next?.removeEventListener("click", onNext);
    lenis?.destroy();
    if (fill) fill.style.transform = "";
  };
}
