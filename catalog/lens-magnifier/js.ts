// Fills the lens with a zoomed, aria-hidden copy of the artwork and moves both with the pointer so the lens shows the
// spot under it at ZOOM times. Mouse and pen only; touch and reduced motion never show the lens.
const ZOOM = 2.5;

function mount(root: HTMLElement): () => void {
  const stage = root.querySelector<HTMLElement>(".stage")!;
  const art = root.querySelector<HTMLElement>(".art")!;
  const lens = root.querySelector<HTMLElement>(".lens")!;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const copy = art.cloneNode(true) as HTMLElement;
  copy.removeAttribute("role");
  copy.removeAttribute("aria-label");
  copy.classList.add("is-copy");
  lens.append(copy);

  const hide = () => stage.classList.remove("is-zooming");
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return hide();
    const box = art.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    if (x < 0 || y < 0 || x > box.width || y > box.height) return hide();
    const size = lens.offsetWidth;
    copy.style.width = `${box.width}px`;
    copy.style.height = `${box.height}px`;
    lens.style.transform = `translate(${x - size / 2}px, ${y - size / 2}px)`;
    copy.style.transform = `translate(${size / 2 - x * ZOOM}px, ${size / 2 - y * ZOOM}px) scale(${ZOOM})`;
    stage.classList.add("is-zooming");
  };
  stage.addEventListener("pointermove", onMove);
  stage.addEventListener("pointerleave", hide);
  return () => {
    stage.removeEventListener("pointermove", onMove);
    stage.removeEventListener("pointerleave", hide);
    hide();
    copy.remove();
    lens.style.removeProperty("transform");
  };
}
