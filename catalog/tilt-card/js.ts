// Follows a mouse or pen pointer with a small tilt; does nothing for touch or when motion is reduced.
function mount(root: HTMLElement): () => void {
  const card = root.querySelector<HTMLElement>(".card")!;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return;
    const box = card.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width;
    const y = (event.clientY - box.top) / box.height;
    card.classList.add("is-tilting");
    card.style.setProperty("--ry", `${(x - 0.5) * 16}deg`);
    card.style.setProperty("--rx", `${(0.5 - y) * 16}deg`);
    card.style.setProperty("--gx", `${x * 100}%`);
    card.style.setProperty("--gy", `${y * 100}%`);
  };
  const onLeave = () => {
    card.classList.remove("is-tilting");
    ["--rx", "--ry", "--gx", "--gy"].forEach((p) => card.style.removeProperty(p));
  };
  card.addEventListener("pointermove", onMove);
  card.addEventListener("pointerleave", onLeave);
  return () => {
    card.removeEventListener("pointermove", onMove);
    card.removeEventListener("pointerleave", onLeave);
    onLeave();
  };
}
