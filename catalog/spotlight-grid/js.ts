// One spotlight for the whole grid: every card's border and surface light up where the pointer is, even the cards
// next to the one under it, so the light seems to shine through the gaps. Mouse and pen only; rAF-throttled;
// with reduced motion the light does not follow the pointer.
function mount(root: HTMLElement): () => void {
  const grid = root.querySelector<HTMLElement>(".cards")!;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  let last: PointerEvent | null = null;
  const paint = () => {
    frame = 0;
    if (!last) return;
    for (const card of grid.querySelectorAll<HTMLElement>(".card")) {
      const box = card.getBoundingClientRect();
      card.style.setProperty("--x", `${last.clientX - box.left}px`);
      card.style.setProperty("--y", `${last.clientY - box.top}px`);
    }
  };
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return;
    last = event;
    if (!frame) frame = requestAnimationFrame(paint);
  };
  const onLeave = () => {
    last = null;
    for (const card of grid.querySelectorAll<HTMLElement>(".card")) {
      card.style.removeProperty("--x");
      card.style.removeProperty("--y");
    }
  };
  grid.addEventListener("pointermove", onMove);
  grid.addEventListener("pointerleave", onLeave);
  return () => {
    grid.removeEventListener("pointermove", onMove);
    grid.removeEventListener("pointerleave", onLeave);
    cancelAnimationFrame(frame);
    onLeave();
  };
}
