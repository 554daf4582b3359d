import { gsap } from "gsap";

// On the first frame mount() fills the field with as many dots as fit (rebuilt when the size changes) and sends one
// wave from the centre. A click or tap on the hero (not on its links or buttons) finds the dot under the pointer and
// sends a wave from it: GSAP's grid stagger ({ grid: [rows, cols], from: index }) delays each dot by its distance, so
// the dots swell and light up in a ring that spreads, then settle. Send a ping starts a wave from the centre.
// Reduced motion: no dots are made, the CSS pattern stays still.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const field = root.querySelector<HTMLElement>(".field");
  const ping = root.querySelector<HTMLButtonElement>(".ping");
  if (!field) return () => {};
  let dots: HTMLElement[] = [];
  let cols = 0;
  let rows = 0;
  let size = "";
  const ctx = gsap.context(() => {});
  const build = () => {
    const gap = parseFloat(getComputedStyle(root).getPropertyValue("--gap")) || 22;
    const nextCols = Math.max(1, Math.floor(field.clientWidth / gap));
    const nextRows = Math.max(1, Math.floor(field.clientHeight / gap));
    if (`${nextCols}x${nextRows}` === size) return;
    size = `${nextCols}x${nextRows}`;
    cols = nextCols;
    rows = nextRows;
    gsap.killTweensOf(dots);
    field.replaceChildren();
    field.style.gridTemplateColumns = `repeat(${cols}, var(--gap))`;
    dots = Array.from({ length: cols * rows }, () => {
      const dot = document.createElement("span");
      dot.className = "pt";
      return dot;
    });
    field.append(...dots);
    root.classList.add("is-live");
  };
  const wave = (from: number) => {
    if (dots.length === 0) return;
    const accent = getComputedStyle(root).getPropertyValue("--accent").trim() || "#6366f1";
    const stagger = { grid: [rows, cols] as [number, number], from, amount: Math.min(1.6, 0.03 * Math.max(rows, cols)) };
    ctx.add(() => {
      gsap
        .timeline()
        .to(dots, { scale: 2.4, backgroundColor: accent, duration: 0.3, ease: "power2.out", stagger, overwrite: true })
        .to(dots, { scale: 1, backgroundColor: "", duration: 0.9, ease: "power2.inOut", stagger }, 0.3);
    });
  };
  const centre = () => Math.floor(rows / 2) * cols + Math.floor(cols / 2);
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a, button")) return;
    const box = field.getBoundingClientRect();
    const gap = box.width / Math.max(1, cols);
    const grid = field.firstElementChild?.getBoundingClientRect();
    const left = grid ? grid.left - (gap - grid.width) / 2 : box.left;
    const top = grid ? grid.top - (gap - grid.height) / 2 : box.top;
    const col = gsap.utils.clamp(0, cols - 1, Math.floor((event.clientX - left) / gap));
    const row = gsap.utils.clamp(0, rows - 1, Math.floor((event.clientY - top) / gap));
    wave(row * cols + col);
  };
  const onPing = () => wave(centre());
  let first = true;
  const observer = new ResizeObserver(() => {
    build();
    if (first) {
      first = false;
      wave(centre());
    }
  });
  const frame = requestAnimationFrame(() => observer.observe(field));
  root.addEventListener("click", onClick);
  ping?.addEventListener("click", onPing);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    root.removeEventListener("click", onClick);
    ping?.removeEventListener("click", onPing);
    ctx.revert();
    gsap.killTweensOf(dots);
    field.replaceChildren();
    field.style.removeProperty("grid-template-columns");
    root.classList.remove("is-live");
  };
}
