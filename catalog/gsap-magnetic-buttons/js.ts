import { gsap } from "gsap";

// Magnetic buttons: a pointer within reach of a button pulls it (and its label a little further) toward the pointer
// through gsap.quickTo setters; leaving lets it glide back. Only mouse/pen pointers, never with reduced
// motion; gsap.context reverts every tween and inline transform on cleanup.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (reduce) return () => {};
  const buttons = [...root.querySelectorAll<HTMLElement>(".magnet")];
  const ctx = gsap.context(() => {
    const magnets = buttons.map((button) => {
      const label = button.querySelector<HTMLElement>(".label") ?? button;
      const opts = { duration: 0.5, ease: "power3.out" };
      return {
        button,
        bx: gsap.quickTo(button, "x", opts),
        by: gsap.quickTo(button, "y", opts),
        lx: gsap.quickTo(label, "x", opts),
        ly: gsap.quickTo(label, "y", opts),
        label,
        pulled: false,
      };
    });
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      for (const m of magnets) {
        const box = m.button.getBoundingClientRect();
        const cx = box.left + box.width / 2 - Number(gsap.getProperty(m.button, "x"));
        const cy = box.top + box.height / 2 - Number(gsap.getProperty(m.button, "y"));
        const dx = event.clientX - cx;
        const dy = event.clientY - cy;
        const reach = Math.max(box.width, box.height) * 0.9;
        if (Math.hypot(dx, dy) < reach) {
          m.pulled = true;
          m.bx(dx * 0.35);
          m.by(dy * 0.35);
          m.lx(dx * 0.15);
          m.ly(dy * 0.15);
        } else if (m.pulled) release(m);
      }
    };
    const release = (m: (typeof magnets)[number]) => {
      m.pulled = false;
      m.bx(0);
      m.by(0);
      m.lx(0);
      m.ly(0);
    };
    const onLeave = () => magnets.forEach((m) => m.pulled && release(m));
    root.addEventListener("pointermove", onMove);
    root.addEventListener("pointerleave", onLeave);
    return () => {
      root.removeEventListener("pointermove", onMove);
      root.removeEventListener("pointerleave", onLeave);
    };
  }, root);
  return () => ctx.revert();
}
