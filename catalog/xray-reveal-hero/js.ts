// Moves the x-ray lens: --x and --y are the pointer's position in the drawing, and the blueprint layer is masked
// to a circle there while the pointer is over it. Mouse and pen only; with reduced motion the plan is shown only
// through the toggle (framework state), which reveals it whole.
function mount(root: HTMLElement): () => void {
  const scene = root.querySelector<HTMLElement>(".scene");
  if (!scene) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  let x = 0;
  let y = 0;
  const paint = () => {
    frame = 0;
    scene.style.setProperty("--x", `${x}px`);
    scene.style.setProperty("--y", `${y}px`);
  };
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return;
    const box = scene.getBoundingClientRect();
    x = event.clientX - box.left;
    y = event.clientY - box.top;
    scene.classList.add("is-peeking");
    if (!frame) frame = requestAnimationFrame(paint);
  };
  const onLeave = () => {
    scene.classList.remove("is-peeking");
  };
  scene.addEventListener("pointermove", onMove);
  scene.addEventListener("pointerleave", onLeave);
  return () => {
    scene.removeEventListener("pointermove", onMove);
    scene.removeEventListener("pointerleave", onLeave);
    cancelAnimationFrame(frame);
    onLeave();
    scene.style.removeProperty("--x");
    scene.style.removeProperty("--y");
  };
}
