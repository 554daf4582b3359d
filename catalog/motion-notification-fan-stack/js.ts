import { animate } from "motion";

// Motion lays the cards out: collapsed, every card after the first is moved up under the first one, shrunk a little
// and dimmed so only a sliver peeks out below (the list's height shrinks to match); expanded, they spring back to their
// place in the list. The layout follows the root's is-expanded class, which the framework sets from its state, and is
// measured again when the box resizes. Reduced motion applies the layouts without springs.
function mount(root: HTMLElement): () => void {
  const stack = root.querySelector<HTMLElement>(".stack");
  if (!stack) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const running: { stop: () => void }[] = [];
  let instant = true;
  const layout = () => {
    const notes = [...stack.querySelectorAll<HTMLElement>(".note")];
    if (notes.length === 0) return;
    const expanded = root.classList.contains("is-expanded");
    const options = reduce || instant ? { duration: 0 } : { type: "spring" as const, stiffness: 300, damping: 28 };
    instant = false;
    for (const a of running.splice(0)) a.stop();
    const first = notes[0]!;
    const peek = 10;
    const visible = Math.min(notes.length, 3);
    const full = notes.reduce((h, n) => h + n.offsetHeight, 0) + (notes.length - 1) * parseFloat(getComputedStyle(stack).rowGap || "0");
    const folded = first.offsetHeight + (visible - 1) * peek;
    running.push(animate(stack, { height: expanded ? full : folded }, options));
    notes.forEach((note, i) => {
      if (expanded || i === 0) {
        running.push(animate(note, { y: 0, scaleX: 1, scaleY: 1, opacity: 1 }, options));
        return;
      }
      // Bottom edges line up (transform-origin is the bottom), a taller card is squashed to the front card's height.
      const shift = first.offsetTop + first.offsetHeight - (note.offsetTop + note.offsetHeight) + Math.min(i, visible - 1) * peek;
      const shrink = 1 - Math.min(i, 3) * 0.05;
      const squash = Math.min(1, first.offsetHeight / note.offsetHeight) * shrink;
      running.push(animate(note, { y: shift, scaleX: shrink, scaleY: squash, opacity: i < visible ? 1 - i * 0.15 : 0 }, options));
    });
  };
  const observer = new MutationObserver(layout);
  observer.observe(root, { attributes: true, attributeFilter: ["class"] });
  let width = 0;
  const resized = new ResizeObserver(() => {
    if (Math.abs(root.clientWidth - width) < 1) return; // the stack's own height springing resizes the root too
    width = root.clientWidth;
    instant = true;
    layout();
  });
  resized.observe(root);
  root.classList.add("is-stacked");
  width = root.clientWidth;
  layout();
  return () => {
    observer.disconnect();
    resized.disconnect();
    for (const a of running) a.stop();
    root.classList.remove("is-stacked");
    stack.style.height = "";
    for (const note of stack.querySelectorAll<HTMLElement>(".note")) {
      note.style.transform = "";
      note.style.opacity = "";
    }
  };
}
