import Lenis from "lenis";

// Lenis smooths this instance's scroll box; the stage is sticky while the runway scrolls past it, and every Lenis
// scroll frame spreads the layers by the smoothed progress (eased, from a tight stack to their exploded places), fades
// each layer's callout in as it separates (top layer first) and fills the progress rail. The CSS alone shows the
// exploded view with every label (no JavaScript, or reduced motion, where this does nothing and the runway is one box
// tall). Set up on the first frame; destroyed on cleanup.
function mount(root: HTMLElement): () => void {
  const wrapper = root.querySelector<HTMLElement>(".scroller");
  const content = root.querySelector<HTMLElement>(".runway");
  const fill = root.querySelector<HTMLElement>(".rail-fill");
  if (!wrapper || !content || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const parts = [...root.querySelectorAll<HTMLElement>(".part")];
  const middle = (parts.length - 1) / 2;
  let lenis: Lenis | undefined;
  let stop: (() => void) | undefined;
  const spread = (progress: number) => {
    const p = Math.min(1, Math.max(0, progress / 0.85));
    const eased = 1 - Math.pow(1 - p, 3);
    parts.forEach((part, i) => {
      // Collapsed, the layers sit a few pixels apart like a closed case; exploded, a full gap apart.
      const y = (i - middle) * (0.09 + 0.91 * eased);
      part.style.transform = `translateY(calc(${y.toFixed(3)} * var(--gap)))`;
      const label = part.querySelector<HTMLElement>(".label");
      if (label) label.style.opacity = String(Math.min(1, Math.max(0, (p - 0.1 - i * 0.13) * 5)).toFixed(3));
    });
    if (fill) fill.style.transform = `scaleX(${p.toFixed(3)})`;
  };
  const first = requestAnimationFrame(() => {
    lenis = new Lenis({ wrapper, content, autoRaf: true, lerp: 0.09 });
    stop = lenis.on("scroll", (l: Lenis) => spread(l.progress));
    spread(lenis.progress || 0);
  });
  return () => {
    cancelAnimationFrame(first);
    stop?.();
    lenis?.destroy();
    for (const part of parts) {
      part.style.removeProperty("transform");
      part.querySelector<HTMLElement>(".label")?.style.removeProperty("opacity");
    }
    fill?.style.removeProperty("transform");
  };
}
