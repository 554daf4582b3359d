// Follows the pointer across the card: --x is its distance from the card's left edge, which the secret line is
// clipped to. While the pointer is over the card the clip follows it directly; on leave the clip slides shut.
// Mouse and pen only; with reduced motion the card only opens through the Reveal button.
function mount(root: HTMLElement): () => void {
  const stage = root.querySelector<HTMLElement>(".stage");
  if (!stage) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  let x = 0;
  const paint = () => {
    frame = 0;
    stage.style.setProperty("--x", `${x}px`);
  };
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return;
    x = event.clientX - stage.getBoundingClientRect().left;
    stage.classList.add("is-tracking");
    if (!frame) frame = requestAnimationFrame(paint);
  };
  const onLeave = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    stage.classList.remove("is-tracking");
    stage.style.removeProperty("--x");
  };
  stage.addEventListener("pointermove", onMove);
  stage.addEventListener("pointerleave", onLeave);
  return () => {
    stage.removeEventListener("pointermove", onMove);
    stage.removeEventListener("pointerleave", onLeave);
    onLeave();
  };
}
