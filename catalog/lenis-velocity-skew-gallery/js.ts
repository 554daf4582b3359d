import Lenis from "lenis";

// Lenis smooths this instance's scroll box; on each of its scroll frames the pictures lean by the scroll velocity
// (skewY, clamped to 7 degrees, the even column a little more than the odd one), each picture drifts inside its frame
// by how far it sits from the box's middle, and the corner gauge fills with speed. As Lenis eases the scroll to a stop
// its velocity falls to zero, so everything settles upright by itself. Set up on the first frame so the first render
// is the markup exactly; destroyed on cleanup. Reduced motion: native scrolling, no skew, no drift.
function mount(root: HTMLElement): () => void {
  const wrapper = root.querySelector<HTMLElement>(".scroller");
  const content = root.querySelector<HTMLElement>(".content");
  const gauge = root.querySelector<HTMLElement>(".gauge-fill");
  if (!wrapper || !content || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const shots = [...root.querySelectorAll<HTMLElement>(".shot")];
  let lenis: Lenis | undefined;
  let stop: (() => void) | undefined;
  const apply = (velocity: number) => {
    const skew = Math.max(-7, Math.min(7, velocity * 0.35));
    const box = wrapper.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    shots.forEach((shot, i) => {
      const lift = i % 2 ? "translateY(3.5rem) " : "";
      shot.style.transform = `${lift}skewY(${(skew * (i % 2 ? 1.15 : 1)).toFixed(2)}deg)`;
      const art = shot.querySelector<HTMLElement>(".art");
      if (!art) return;
      const frame = shot.getBoundingClientRect();
      const offset = (frame.top + frame.height / 2 - middle) / box.height;
      art.style.transform = `translateY(${(offset * -9).toFixed(2)}%)`;
    });
    if (gauge) gauge.style.transform = `scaleX(${Math.min(1, Math.abs(velocity) / 40).toFixed(3)})`;
  };
  const first = requestAnimationFrame(() => {
    lenis = new Lenis({ wrapper, content, autoRaf: true, lerp: 0.08 });
    stop = lenis.on("scroll", (l: Lenis) => apply(l.velocity));
    apply(0);
  });
  return () => {
    cancelAnimationFrame(first);
    stop?.();
    lenis?.destroy();
    for (const shot of shots) {
      shot.style.transform = "";
      shot.querySelector<HTMLElement>(".art")?.style.removeProperty("transform");
    }
    gauge?.style.removeProperty("transform");
  };
}
