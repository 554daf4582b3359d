import { animate } from "motion";

// A FLIP layout animation with Motion: just before a view button changes the state (a capture-phase click on the root
// runs before any framework's handler), every card's box is measured; when the root's class changes (the framework
// has re-rendered), each card is measured again, moved back to where it was with a transform and sprung to rest.
function mount(root: HTMLElement): () => void {
  const items = () => [...root.querySelectorAll<HTMLElement>(".item")];
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let before: Map<HTMLElement, DOMRect> | undefined;
  const running: { stop: () => void }[] = [];
  const measure = (event: Event) => {
    if (reduce || !(event.target as HTMLElement).closest(".opt")) return;
    for (const a of running.splice(0)) a.stop();
    before = new Map(items().map((el) => {
      el.style.transform = "";
      return [el, el.getBoundingClientRect()];
    }));
  };
  const play = () => {
    if (!before) return;
    const first = before;
    before = undefined;
    for (const el of items()) {
      const a = first.get(el);
      if (!a) continue;
      const b = el.getBoundingClientRect();
      const dx = a.left - b.left;
      const dy = a.top - b.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      running.push(animate(el, { x: [dx, 0], y: [dy, 0], scale: [0.96, 1] }, { type: "spring", stiffness: 320, damping: 30 }));
    }
  };
  const observer = new MutationObserver(play);
  observer.observe(root, { attributes: true, attributeFilter: ["class"] });
  root.addEventListener("click", measure, true);
  return () => {
    observer.disconnect();
    root.removeEventListener("click", measure, true);
    for (const a of running) a.stop();
    for (const el of items()) el.style.transform = "";
  };
}
