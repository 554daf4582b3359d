// The light under the pointer: --x and --y place a soft circle on the wordmark where its letters show the filled,
// gradient copy, and the circle grows in while the pointer is over it. Mouse and pen only; nothing with reduced motion.
function mount(root: HTMLElement): () => void {
  const stage = root.querySelector<HTMLElement>(".stage");
  if (!stage) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  let x = 0;
  let y = 0;
  const paint = () => {
    frame = 0;
    stage.style.setProperty("--x", `${x}px`);
    stage.style.setProperty("--y", `${y}px`);
  };
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return;
    const box = stage.getBoundingClientRect();
    x = event.clientX - box.left;
    y = event.clientY - box.top;
    stage.classList.add("is-hot");
    if (!frame) frame = requestAnimationFrame(paint);
  };
  const onLeave = () => stage.classList.remove("is-hot");
  stage.addEventListener("pointermove", onMove);
  stage.addEventListener("pointerleave", onLeave);
  return () => {
    stage.removeEventListener("pointermove", onMove);
    stage.removeEventListener("pointerleave", onLeave);
    cancelAnimationFrame(frame);
    onLeave();
    stage.style.removeProperty("--x");
    stage.style.removeProperty("--y");
  };
}
