import { animate, inView, stagger } from "motion";

// Motion's inView with the component's own scroll box as root: each batch of features entering it springs its icons in
// (scale, rotate) and nudges its text, staggered. Only transforms move, so nothing is hidden at first paint. Set up on
// the first frame so the first render is the markup exactly; every observer and animation stops on cleanup.
function mount(root: HTMLElement): () => void {
  const scroller = root.querySelector<HTMLElement>(".scroller");
  if (!scroller || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const running: { stop: () => void }[] = [];
  let stopInView: (() => void) | undefined;
  const first = requestAnimationFrame(() => {
    stopInView = inView(
      root.querySelectorAll<HTMLElement>(".feature"),
      (feature) => {
        const icon = feature.querySelector(".icon");
        const copy = feature.querySelector(".copy");
        const index = [...feature.parentElement!.children].indexOf(feature) % 3;
        const delay = stagger(0.08, { startDelay: index * 0.06 });
        if (icon) running.push(animate(icon, { scale: [0.55, 1], rotate: [-18, 0] }, { type: "spring", stiffness: 380, damping: 14, delay }));
        if (copy) running.push(animate(copy, { x: [14, 0] }, { type: "spring", stiffness: 260, damping: 24, delay: index * 0.06 }));
        return () => {
          if (icon) (icon as HTMLElement).style.transform = "";
        };
      },
      { root: scroller, amount: 0.4 },
    );
  });
  return () => {
    cancelAnimationFrame(first);
    stopInView?.();
    for (const a of running) a.stop();
    for (const el of root.querySelectorAll<HTMLElement>(".icon, .copy")) el.style.transform = "";
  };
}
