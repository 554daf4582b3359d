// Makes the hovered story's preview chase the pointer: it eases toward the cursor each frame and tilts by the
// horizontal speed. Mouse and pen only; touch, keyboard and reduced motion keep the pinned position from css.css.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  let tx = 0;
  let ty = 0;
  let x = 0;
  let y = 0;

  const loop = () => {
    const dx = tx - x;
    x += dx * 0.16;
    y += (ty - y) * 0.16;
    root.style.setProperty("--px", `${x.toFixed(1)}px`);
    root.style.setProperty("--py", `${y.toFixed(1)}px`);
    root.style.setProperty("--tilt", `${Math.max(-12, Math.min(12, dx * 0.08)).toFixed(2)}deg`);
    frame = Math.abs(dx) + Math.abs(ty - y) > 0.3 ? requestAnimationFrame(loop) : 0;
  };
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return;
    const box = root.getBoundingClientRect();
    tx = event.clientX - box.left;
    ty = event.clientY - box.top;
    if (!root.classList.contains("is-following")) {
      x = tx;
      y = ty;
      root.classList.add("is-following");
    }
    if (!frame) frame = requestAnimationFrame(loop);
  };
  const onLeave = () => {
    root.classList.remove("is-following");
    cancelAnimationFrame(frame);
    frame = 0;
  };
  root.addEventListener("pointermove", onMove);
  root.addEventListener("pointerleave", onLeave);
  return () => {
    root.removeEventListener("pointermove", onMove);
    root.removeEventListener("pointerleave", onLeave);
    onLeave();
    ["--px", "--py", "--tilt"].forEach((name) => root.style.removeProperty(name));
  };
}
