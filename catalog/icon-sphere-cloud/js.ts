// Places the integration chips on a Fibonacci sphere and turns it: every frame each point is rotated, projected
// and given a size, a fade (--depth) and a stacking order from its depth. The spin drifts around the vertical axis and leans
// toward the pointer while it is over the globe; it pauses off screen and, with reduced motion, is drawn once.
function mount(root: HTMLElement): () => void {
  const globe = root.querySelector<HTMLElement>(".globe");
  const cloud = root.querySelector<HTMLElement>(".cloud");
  if (!globe || !cloud) return () => {};
  const items = Array.from(cloud.querySelectorAll<HTMLElement>(".item"));
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const count = items.length;
  const points = items.map((_, i) => {
    const y = 1 - ((i + 0.5) / count) * 2;
    const radius = Math.sqrt(1 - y * y);
    const theta = i * Math.PI * (3 - Math.sqrt(5));
    return { x: Math.cos(theta) * radius, y, z: Math.sin(theta) * radius };
  });
  let ax = 0.35;
  let ay = 0;
  let speedX = 0;
  let speedY = 0.004;
  let targetX = 0;
  let targetY = 0.004;
  let frame = 0;
  let visible = true;

  const draw = () => {
    const size = Math.min(globe.clientWidth, globe.clientHeight);
    const r = size * (size < 360 ? 0.33 : 0.37);
    const cx = Math.cos(ax), sx = Math.sin(ax), cy = Math.cos(ay), sy = Math.sin(ay);
    points.forEach((p, i) => {
      const x1 = p.x * cy + p.z * sy;
      const z1 = -p.x * sy + p.z * cy;
      const y2 = p.y * cx - z1 * sx;
      const z2 = p.y * sx + z1 * cx;
      const depth = (z2 + 1) / 2;
      const item = items[i]!;
      item.style.transform = `translate(-50%, -50%) translate(${(x1 * r).toFixed(1)}px, ${(y2 * r).toFixed(1)}px) scale(${(0.62 + depth * 0.48).toFixed(3)})`;
      item.style.setProperty("--depth", `${Math.round(25 + depth * 75)}%`);
      item.style.zIndex = String(Math.round(depth * 100));
    });
  };
  const tick = () => {
    frame = 0;
    speedX += (targetX - speedX) * 0.05;
    speedY += (targetY - speedY) * 0.05;
    ax += speedX;
    ay += speedY;
    draw();
    if (visible && !reduce.matches) frame = requestAnimationFrame(tick);
  };
  const start = () => {
    if (!frame && visible && !reduce.matches) frame = requestAnimationFrame(tick);
  };
  const onMove = (event: PointerEvent) => {
    if (event.pointerType === "touch") return;
    const box = globe.getBoundingClientRect();
    const dx = (event.clientX - box.left) / box.width - 0.5;
    const dy = (event.clientY - box.top) / box.height - 0.5;
    targetY = dx * 0.03;
    targetX = -dy * 0.03;
  };
  const onLeave = () => {
    targetX = 0;
    targetY = 0.004;
  };
  const observer = new IntersectionObserver((entries) => {
    visible = entries.some((e) => e.isIntersecting);
    start();
  });
  const onMotion = () => {
    draw();
    start();
  };

  cloud.classList.add("is-sphere");
  draw();
  start();
  observer.observe(globe);
  globe.addEventListener("pointermove", onMove);
  globe.addEventListener("pointerleave", onLeave);
  reduce.addEventListener("change", onMotion);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    globe.removeEventListener("pointermove", onMove);
    globe.removeEventListener("pointerleave", onLeave);
    reduce.removeEventListener("change", onMotion);
    cloud.classList.remove("is-sphere");
    for (const item of items) {
      item.style.removeProperty("transform");
      item.style.removeProperty("--depth");
      item.style.removeProperty("z-index");
    }
  };
}
