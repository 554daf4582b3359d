import Lenis from "lenis";

// Lenis with infinite: true on this instance's scroll box. For the loop to be seamless the wall is followed by a tail
// exactly one box tall holding a copy of the wall (inert, hidden from assistive tech): Lenis's limit is then the wall's
// own height, and wrapping from the limit back to 0 shows the same picture. When nobody is scrolling, the wall drifts
// down on its own (a tiny immediate scrollTo per frame), only while on screen, until the Pause drift button is
// pressed. Set up on the first frame; destroyed on cleanup. Reduced motion: native finite scrolling, no drift.
function mount(root: HTMLElement): () => void {
  const wrapper = root.querySelector<HTMLElement>(".scroller");
  const content = root.querySelector<HTMLElement>(".content");
  const wall = root.querySelector<HTMLElement>(".wall");
  const tail = root.querySelector<HTMLElement>(".tail");
  const button = root.querySelector<HTMLButtonElement>(".drift");
  if (!wrapper || !content || !wall || !tail) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let lenis: Lenis | undefined;
  let frame = 0;
  let paused = reduce;
  let visible = true;
  let lastInput = 0;
  const fit = () => {
    tail.style.height = `${wrapper.clientHeight}px`;
    lenis?.resize();
  };
  const resize = new ResizeObserver(fit);
  const seen = new IntersectionObserver(([entry]) => (visible = entry?.isIntersecting ?? true));
  const onInput = () => (lastInput = performance.now());
  const drift = (now: number) => {
    frame = requestAnimationFrame(drift);
    if (!lenis || paused || !visible || lenis.isScrolling || now - lastInput < 2500) return;
    lenis.scrollTo(lenis.scroll + 0.45, { immediate: true });
  };
  const onToggle = () => {
    if (!button || reduce) return;
    paused = !paused;
    button.setAttribute("aria-pressed", paused ? "true" : "false");
  };
  button?.addEventListener("click", onToggle);
  const first = requestAnimationFrame(() => {
    if (reduce) return;
    const copy = wall.cloneNode(true) as HTMLElement;
    copy.setAttribute("inert", "");
    tail.append(copy);
    fit();
    lenis = new Lenis({ wrapper, content, autoRaf: true, infinite: true, lerp: 0.09, syncTouch: true });
    resize.observe(wrapper);
    seen.observe(root);
    wrapper.addEventListener("wheel", onInput, { passive: true });
    wrapper.addEventListener("touchstart", onInput, { passive: true });
    wrapper.addEventListener("keydown", onInput);
    frame = requestAnimationFrame(drift);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(frame);
    resize.disconnect();
    seen.disconnect();
    button?.removeEventListener("click", onToggle);
    button?.setAttribute("aria-pressed", "false");
    wrapper.removeEventListener("wheel", onInput);
    wrapper.removeEventListener("touchstart", onInput);
    wrapper.removeEventListener("keydown", onInput);
    lenis?.destroy();
    tail.replaceChildren();
    tail.style.removeProperty("height");
  };
}
