// Draws a grid of small squares on the markup's canvas (until then the layer shows a CSS dot grid) and re-rolls a few about
// twelve times a second while the component is visible; the chance of being lit grows toward the bottom. Reduced
// motion: one still frame.
function mount(root: HTMLElement): () => void {
  const layer = root.querySelector<HTMLElement>(".layer")!;
  const canvas = layer.querySelector<HTMLCanvasElement>("canvas")!;
  const ctx = canvas.getContext("2d");
  if (!ctx) return () => {};
  root.classList.add("has-canvas");
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const cell = 6;
  const gap = 4;
  const step = cell + gap;
  let cols = 0;
  let rows = 0;
  let levels = new Float32Array(0);
  let color = "#ffffff";
  let frame = 0;
  let last = 0;
  let visible = false;

  const chance = (r: number) => 0.05 + 0.55 * (r / Math.max(1, rows - 1)) ** 2;
  const roll = (i: number) => {
    const r = Math.floor(i / cols);
    levels[i] = Math.random() < chance(r) ? 0.15 + Math.random() * 0.65 : 0;
  };
  const draw = () => {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = color;
    for (let i = 0; i < levels.length; i++) {
      ctx.globalAlpha = 0.06 + levels[i]!;
      ctx.fillRect((i % cols) * step, Math.floor(i / cols) * step, cell, cell);
    }
    ctx.globalAlpha = 1;
  };
  const resize = () => {
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = root.getBoundingClientRect();
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    cols = Math.ceil(width / step);
    rows = Math.ceil(height / step);
    levels = new Float32Array(cols * rows);
    for (let i = 0; i < levels.length; i++) roll(i);
    color = getComputedStyle(root).getPropertyValue("--accent").trim() || "#ffffff";
    draw();
  };
  const tick = (now: number) => {
    frame = 0;
    if (!visible || reduce.matches) return;
    if (now - last > 80) {
      last = now;
      for (let n = 0; n < levels.length * 0.04; n++) roll(Math.floor(Math.random() * levels.length));
      draw();
    }
    frame = requestAnimationFrame(tick);
  };
  const sizes = new ResizeObserver(resize);
  sizes.observe(root);
  const seen = new IntersectionObserver((entries) => {
    visible = entries.some((e) => e.isIntersecting);
    if (visible && !frame) frame = requestAnimationFrame(tick);
  });
  seen.observe(root);
  resize();
  return () => {
    sizes.disconnect();
    seen.disconnect();
    cancelAnimationFrame(frame);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    root.classList.remove("has-canvas");
  };
}
