import { animate, scroll } from "motion";

// Motion's scroll() on the component's own scroll box: the rail's fill is a scroll-linked animation, and a scroll
// callback picks the step nearest the middle of the box, whose screen springs in on the sticky device while the others
// drop away. Reduced motion swaps the screens instantly. The cleanup stops the scroll tracking and every animation.
function mount(root: HTMLElement): () => void {
  const scroller = root.querySelector<HTMLElement>(".scroller");
  const fill = root.querySelector<HTMLElement>(".fill");
  const screens = [...root.querySelectorAll<HTMLElement>(".screen")];
  const steps = [...root.querySelectorAll<HTMLElement>(".step")];
  if (!scroller || screens.length === 0 || steps.length === 0) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const spring = reduce ? { duration: 0 } : { type: "spring" as const, stiffness: 260, damping: 26 };
  const running: { stop: () => void }[] = [];
  let active = -1;

  const show = (index: number) => {
    if (index === active) return;
    const from = active;
    active = index;
    steps.forEach((step, i) => {
      step.classList.toggle("is-active", i === index);
      step.classList.toggle("is-dim", i !== index);
    });
    const screenIndex = Math.min(index, screens.length - 1);
    screens.forEach((screen, i) => {
      const down = i > screenIndex || (i === screenIndex && from > index);
      if (i === screenIndex) running.push(animate(screen, { opacity: 1, y: 0, scale: 1 }, spring));
      else running.push(animate(screen, { opacity: 0, y: down ? 28 : -28, scale: 0.94 }, spring));
    });
  };

  const pick = () => {
    const middle = scroller.scrollTop + scroller.clientHeight / 2;
    let best = 0;
    let distance = Infinity;
    steps.forEach((step, i) => {
      const centre = step.offsetTop + step.offsetHeight / 2;
      const d = Math.abs(centre - middle);
      if (d < distance) {
        distance = d;
        best = i;
      }
    });
    show(best);
  };

  const stopFill = fill ? scroll(animate(fill, { scaleY: [0, 1] }, { ease: "linear" }), { container: scroller }) : () => {};
  const stopPick = scroll(() => pick(), { container: scroller });
  pick();
  return () => {
    stopFill();
    stopPick();
    for (const a of running) a.stop();
    for (const el of [...screens, ...(fill ? [fill] : [])]) {
      el.style.transform = "";
      el.style.opacity = "";
    }
    for (const step of steps) step.classList.remove("is-active", "is-dim");
  };
}
