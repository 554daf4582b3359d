// Moves a dot to the pointer at once and eases a ring after it (a fraction of the gap each frame), inside the component
// only and only for mouse and pen; over a card the ring grows into a "View" bubble. Touch and reduced motion: untouched.
function mount(root: HTMLElement): () => void {
  const dot = root.querySelector<HTMLElement>(".dot")!;
  const ring = root.querySelector<HTMLElement>(".ring")!;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  let x = 0;
  let y = 0;
  let rx = 0;
  let ry = 0;

  const place = (el: HTMLElement, px: number, py: number) => {
    el.style.transform = `translate(${px}px, ${py}px)`;
  };
  const loop = () => {
    rx += (x - rx) * 0.18;
    ry += (y - ry) * 0.18;
    place(ring, rx, ry);
    frame = Math.abs(x - rx) + Math.abs(y - ry) > 0.2 ? requestAnimationFrame(loop) : 0;
  };
  const hide = () => {
    root.classList.remove("is-active", "is-over-card");
    cancelAnimationFrame(frame);
    frame = 0;
  };
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return hide();
    const box = root.getBoundingClientRect();
    x = event.clientX - box.left;
    y = event.clientY - box.top;
    if (!root.classList.contains("is-active")) {
      rx = x;
      ry = y;
      root.classList.add("is-active");
    }
    place(dot, x, y);
    root.classList.toggle("is-over-card", Boolean((event.target as Element).closest(".card")));
    if (!frame) frame = requestAnimationFrame(loop);
  };
  const onDown = (event: PointerEvent) => {
    if (event.pointerType === "touch") hide();
  };
  root.addEventListener("pointermove", onMove);
  root.addEventListener("pointerdown", onDown);
  root.addEventListener("pointerleave", hide);
  return () => {
    root.removeEventListener("pointermove", onMove);
    root.removeEventListener("pointerdown", onDown);
    root.removeEventListener("pointerleave", hide);
    hide();
    dot.style.removeProperty("transform");
    ring.style.removeProperty("transform");
  };
}
