// Spawns sparkles along the mouse path: one every 14 px of travel, each a four-point star that pops in, spins,
// drifts down and fades (Web Animations API), removed when it finishes; at most 40 live at once. Hovering or
// focusing the call to action throws a ring of eight. Mouse and pen only; nothing with reduced motion.
const SPARKLE_COLOURS = ["var(--accent)", "var(--accent-2)", "#fde68a", "#ffffff"];

function mount(root: HTMLElement): () => void {
  const layer = root.querySelector<HTMLElement>(".sparkles");
  const cta = root.querySelector<HTMLElement>(".cta");
  if (!layer) return () => {};
  const doc = root.ownerDocument;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let lastX = -1000;
  let lastY = -1000;

  const spawn = (x: number, y: number, dx: number, dy: number, scale = 1) => {
    if (layer.childElementCount >= 40) return;
    const spark = doc.createElement("span");
    spark.className = "spark";
    const size = (12 + Math.random() * 16) * scale;
    spark.style.width = `${size}px`;
    spark.style.height = `${size}px`;
    spark.style.left = `${x - size / 2}px`;
    spark.style.top = `${y - size / 2}px`;
    spark.style.background = SPARKLE_COLOURS[Math.floor(Math.random() * SPARKLE_COLOURS.length)]!;
    layer.append(spark);
    const spin = (Math.random() < 0.5 ? -1 : 1) * (90 + Math.random() * 180);
    const animation = spark.animate(
      [
        { transform: "translate(0, 0) scale(0) rotate(0deg)", opacity: 1 },
        { transform: `translate(${dx * 0.3}px, ${dy * 0.3}px) scale(1) rotate(${spin * 0.4}deg)`, opacity: 1, offset: 0.25 },
        { transform: `translate(${dx}px, ${dy + 26}px) scale(0.2) rotate(${spin}deg)`, opacity: 0 },
      ],
      { duration: 900 + Math.random() * 600, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" },
    );
    animation.onfinish = () => spark.remove();
  };

  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return;
    const box = root.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    if (Math.hypot(x - lastX, y - lastY) < 14) return;
    lastX = x;
    lastY = y;
    spawn(x + (Math.random() - 0.5) * 12, y + (Math.random() - 0.5) * 12, (Math.random() - 0.5) * 36, Math.random() * 12);
    if (Math.random() < 0.4) spawn(x + (Math.random() - 0.5) * 24, y + (Math.random() - 0.5) * 24, (Math.random() - 0.5) * 50, Math.random() * 20, 0.6);
  };
  const onLeave = () => {
    lastX = -1000;
    lastY = -1000;
  };
  const burst = () => {
    if (reduce.matches || !cta) return;
    const box = root.getBoundingClientRect();
    const at = cta.getBoundingClientRect();
    const cx = at.left - box.left + at.width / 2;
    const cy = at.top - box.top + at.height / 2;
    for (let i = 0; i < 8; i++) {
      const angle = (i / 8) * Math.PI * 2;
      spawn(cx + Math.cos(angle) * at.width * 0.45, cy + Math.sin(angle) * at.height * 0.7, Math.cos(angle) * 40, Math.sin(angle) * 30, 1.1);
    }
  };

  root.addEventListener("pointermove", onMove);
  root.addEventListener("pointerleave", onLeave);
  cta?.addEventListener("pointerenter", burst);
  cta?.addEventListener("focus", burst);
  return () => {
    root.removeEventListener("pointermove", onMove);
    root.removeEventListener("pointerleave", onLeave);
    cta?.removeEventListener("pointerenter", burst);
    cta?.removeEventListener("focus", burst);
    layer.replaceChildren();
  };
}
