// Pulls the button toward a mouse or pen pointer that comes within range, the label a little further (parallax),
// and springs it back when the pointer leaves; touch, keyboard and reduced motion see a normal button.
function mount(root: HTMLElement): () => void {
  const magnet = root.querySelector<HTMLElement>(".magnet")!;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const reset = () => {
    magnet.classList.remove("is-pulled");
    magnet.style.removeProperty("--mx");
    magnet.style.removeProperty("--my");
  };
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return;
    const box = magnet.getBoundingClientRect();
    const dx = event.clientX - (box.left + box.width / 2);
    const dy = event.clientY - (box.top + box.height / 2);
    const range = Math.max(box.width, box.height) * 1.4;
    if (Math.hypot(dx, dy) > range) return reset();
    magnet.classList.add("is-pulled");
    const pull = (d: number, max: number) => Math.max(-max, Math.min(max, d * 0.3));
    magnet.style.setProperty("--mx", `${pull(dx, 28)}px`);
    magnet.style.setProperty("--my", `${pull(dy, 16)}px`);
  };
  root.addEventListener("pointermove", onMove);
  root.addEventListener("pointerleave", reset);
  return () => {
    root.removeEventListener("pointermove", onMove);
    root.removeEventListener("pointerleave", reset);
    reset();
  };
}
