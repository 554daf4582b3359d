import { animate } from "motion";

// Motion morphs the island: when the framework swaps the island's state class, this reads the size and corner radius
// the CSS gives the new state, puts the island back at the size it had, and springs width, height and radius to the
// new ones (then hands them back to the CSS); the newly shown contents scale and un-blur into place. Reduced motion:
// the island takes its new shape at once.
function mount(root: HTMLElement): () => void {
  const island = root.querySelector<HTMLElement>(".island");
  if (!island) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const running: { stop: () => void }[] = [];
  const measure = () => {
    const box = island.getBoundingClientRect();
    return { width: box.width, height: box.height, radius: getComputedStyle(island).borderTopLeftRadius };
  };
  let last = measure();
  let state = island.className;
  let moving = false;
  const clear = () => {
    for (const p of ["width", "height", "border-radius"]) island.style.removeProperty(p);
  };
  const morph = () => {
    if (island.className === state) return;
    state = island.className;
    // Mid-morph the inline size is where the island is now; at rest the last measured shape is.
    const from = moving ? measure() : last;
    for (const a of running.splice(0)) a.stop();
    moving = false;
    clear();
    const next = measure();
    last = next;
    if (reduce) return;
    Object.assign(island.style, { width: `${from.width}px`, height: `${from.height}px`, borderRadius: from.radius });
    const shape = animate(
      island,
      { width: `${next.width}px`, height: `${next.height}px`, borderRadius: next.radius },
      { type: "spring", stiffness: 380, damping: 28, mass: 0.9 },
    );
    moving = true;
    shape.then(() => {
      // A morph that was interrupted hands nothing back: the next one owns the inline size.
      if (!running.includes(shape)) return;
      moving = false;
      clear();
    });
    running.push(shape);
    const view = [...island.querySelectorAll<HTMLElement>(".view")].find((v) => !v.hidden);
    if (view) running.push(animate(view, { opacity: [0, 1], scale: [0.92, 1], filter: ["blur(6px)", "blur(0px)"] }, { duration: 0.35, delay: 0.08, ease: "easeOut" }));
  };
  const observer = new MutationObserver(morph);
  observer.observe(island, { attributes: true, attributeFilter: ["class"] });
  const resize = new ResizeObserver(() => {
    if (!moving) last = measure();
  });
  resize.observe(root);
  return () => {
    observer.disconnect();
    resize.disconnect();
    for (const a of running) a.stop();
    clear();
    for (const view of island.querySelectorAll<HTMLElement>(".view")) view.removeAttribute("style");
  };
}
