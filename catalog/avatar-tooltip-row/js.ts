// The sway: while a mouse or pen moves across an avatar, its tooltip leans and slides toward that side
// (--sway from -1 at the left edge to 1 at the right), springing back upright when the pointer leaves.
// The tooltips themselves open on :hover and :focus-visible in CSS; with reduced motion they do not sway.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const links = Array.from(root.querySelectorAll<HTMLElement>(".link"));
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return;
    const link = event.currentTarget as HTMLElement;
    const box = link.getBoundingClientRect();
    const sway = ((event.clientX - box.left) / box.width) * 2 - 1;
    link.style.setProperty("--sway", Math.max(-1, Math.min(1, sway)).toFixed(3));
  };
  const onLeave = (event: PointerEvent) => {
    (event.currentTarget as HTMLElement).style.removeProperty("--sway");
  };
  for (const link of links) {
    link.addEventListener("pointermove", onMove);
    link.addEventListener("pointerleave", onLeave);
  }
  return () => {
    for (const link of links) {
      link.removeEventListener("pointermove", onMove);
      link.removeEventListener("pointerleave", onLeave);
      link.style.removeProperty("--sway");
    }
  };
}
