// Feeds the box's scroll position to CSS (--s, in px), once per frame; each layer moves by its own share of it.
// Reduced motion: nothing is wired and the scene stays still.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  if (reduce.matches) return () => {};
  const viewport = root.querySelector<HTMLElement>(".viewport")!;
  let frame = 0;
  const update = () => {
    frame = 0;
    root.style.setProperty("--s", `${Math.min(viewport.scrollTop, 600)}px`);
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  viewport.addEventListener("scroll", onScroll, { passive: true });
  update();
  return () => {
    viewport.removeEventListener("scroll", onScroll);
    cancelAnimationFrame(frame);
    root.style.removeProperty("--s");
  };
}
