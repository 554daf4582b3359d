import Lenis from "lenis";

// Lenis smooths this instance's scroll box; when scrolling settles between slides it glides to the nearest one (a
// debounced snap), the dots, Previous/Next buttons and arrow keys scroll there with lenis.scrollTo, and the current
// dot carries aria-current. With reduced motion the CSS scroll snap stays and every jump is instant.
function mount(root: HTMLElement): () => void {
  const wrapper = root.querySelector<HTMLElement>(".viewport");
  const content = root.querySelector<HTMLElement>(".track");
  if (!wrapper || !content) return () => {};
  const slides = [...root.querySelectorAll<HTMLElement>(".slide")];
  const dots = [...root.querySelectorAll<HTMLButtonElement>(".dot")];
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const lenis = reduce ? undefined : new Lenis({ wrapper, content, autoRaf: true, lerp: 0.12, smoothWheel: true });
  if (lenis) root.classList.add("is-smooth");
  let settle = 0;
  let snapping = false;
  const nearest = () => {
    let best = 0;
    slides.forEach((slide, i) => {
      if (Math.abs(slide.offsetTop - wrapper.scrollTop) < Math.abs(slides[best]!.offsetTop - wrapper.scrollTop)) best = i;
    });
    return best;
  };
  const mark = () => {
    const current = nearest();
    dots.forEach((dot, i) => dot.setAttribute("aria-current", i === current ? "true" : "false"));
  };
  const go = (index: number) => {
    const i = Math.max(0, Math.min(slides.length - 1, index));
    const top = slides[i]!.offsetTop;
    if (!lenis) return wrapper.scrollTo({ top });
    snapping = true;
    lenis.scrollTo(top, { duration: 0.9, onComplete: () => (snapping = false) });
  };
  const onScroll = () => {
    mark();
    if (!lenis || snapping) return;
    window.clearTimeout(settle);
    settle = window.setTimeout(() => {
      const i = nearest();
      if (Math.abs(slides[i]!.offsetTop - wrapper.scrollTop) > 1) go(i);
    }, 160);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(".dot, .step");
    if (!button) return;
    if (button.classList.contains("dot")) go(dots.indexOf(button));
    else go(nearest() + (button.classList.contains("next") ? 1 : -1));
  };
  const onKey = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    go(nearest() + step);
  };
  const stopListening = lenis ? lenis.on("scroll", onScroll) : undefined;
  wrapper.addEventListener("scroll", onScroll, { passive: true });
  wrapper.addEventListener("keydown", onKey);
  root.addEventListener("click", onClick);
  mark();
  return () => {
    window.clearTimeout(settle);
    stopListening?.();
    wrapper.removeEventListener("scroll", onScroll);
    wrapper.removeEventListener("keydown", onKey);
    root.removeEventListener("click", onClick);
    lenis?.destroy();
    root.classList.remove("is-smooth");
  };
}
