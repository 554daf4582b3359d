// Morphs between the words: the outgoing word blurs out while the next blurs in, and the SVG threshold
// filter (its id read from the markup, so every instance uses its own) fuses them. Reduced motion: no morph.
function mount(root: HTMLElement): () => void {
  const stage = root.querySelector<HTMLElement>(".stage")!;
  const filter = root.querySelector<SVGFilterElement>("filter");
  const words = Array.from(root.querySelectorAll<HTMLElement>(".word"));
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  if (words.length < 2 || !filter || reduce.matches) return () => {};
  const MORPH = 1.4;
  const HOLD = 1.6;
  let index = 0;
  let morph = 0;
  let hold = HOLD;
  let last = performance.now();
  let frame = 0;
  const paint = (el: HTMLElement, fraction: number) => {
    el.style.filter = fraction >= 1 ? "" : `blur(${Math.min(8 / Math.max(fraction, 0.0001) - 8, 100)}px)`;
    el.style.opacity = `${Math.pow(fraction, 0.4) * 100}%`;
  };
  const show = () => {
    stage.style.filter = "";
    words.forEach((w, i) => {
      w.style.filter = "";
      w.style.opacity = i === index ? "1" : "0";
    });
  };
  const tick = (now: number) => {
    const dt = Math.min((now - last) / 1000, 0.1);
    last = now;
    if (hold > 0) {
      hold -= dt;
      if (hold <= 0) {
        morph = 0;
        stage.style.filter = `url(#${filter.id}) blur(0.6px)`;
      }
    } else {
      morph += dt;
      const fraction = Math.min(morph / MORPH, 1);
      const next = (index + 1) % words.length;
      paint(words[next], fraction);
      paint(words[index], 1 - fraction);
      if (fraction >= 1) {
        index = next;
        hold = HOLD;
        show();
      }
    }
    frame = requestAnimationFrame(tick);
  };
  show();
  frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    stage.style.filter = "";
    index = 0;
    words.forEach((w) => { w.style.filter = ""; w.style.opacity = ""; });
  };
}
