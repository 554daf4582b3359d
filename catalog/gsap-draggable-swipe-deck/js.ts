import { gsap } from "gsap";
import { Draggable } from "gsap/Draggable";

// GSAP Draggable on the top card of this deck: a drag past a threshold (or a button, or an arrow key) flings it off
// with a tilt, the rest step up, and the card goes to the back of the stack (order kept in JS). gsap.context reverts every tween and
// Draggable of this instance on cleanup.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Draggable);
  const deck = root.querySelector<HTMLElement>(".deck");
  const status = root.querySelector<HTMLElement>(".status");
  if (!deck) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const slots = [
    { y: 0, scale: 1, opacity: 1 },
    { y: 10, scale: 0.96, opacity: 1 },
    { y: 19, scale: 0.92, opacity: 1 },
  ];
  let busy = false;
  let drag: Draggable | undefined;
  // The stacking order lives here (not in the DOM), so the framework's list is never reordered under it.
  const order = [...deck.querySelectorAll<HTMLElement>(".card")];
  const cards = () => order;
  const layout = (animate: boolean) => {
    cards().forEach((card, i) => {
      const slot = slots[Math.min(i, 2)]!;
      const vars = { x: 0, rotation: 0, y: slot.y, scale: slot.scale, opacity: i > 2 ? 0 : slot.opacity, zIndex: 10 - i };
      if (animate && !reduce) gsap.to(card, { ...vars, duration: 0.35, ease: "power2.out" });
      else gsap.set(card, vars);
    });
  };
  // Set up on the first frame, so the first render is the markup exactly (the CSS already stacks the cards).
  let ctx: gsap.Context | undefined;
  const start = () => (ctx = gsap.context(() => {
    const arm = () => {
      drag?.kill();
      const top = cards()[0];
      if (!top) return;
      [drag] = Draggable.create(top, {
        type: "x",
        onDrag(this: Draggable) {
          gsap.set(top, { rotation: this.x / 18 });
        },
        onDragEnd(this: Draggable) {
          if (Math.abs(this.x) > top.offsetWidth * 0.3) fling(this.x > 0 ? 1 : -1);
          else gsap.to(top, { x: 0, rotation: 0, duration: 0.4, ease: "back.out(2)" });
        },
      });
    };
    const fling = (direction: 1 | -1) => {
      const top = cards()[0];
      if (!top || busy) return;
      busy = true;
      const name = top.querySelector(".name")?.textContent ?? "Card";
      if (status) status.textContent = `${name} ${direction > 0 ? "saved" : "skipped"}`;
      const done = () => {
        order.push(order.shift()!);
        gsap.set(top, { x: 0, rotation: 0, opacity: 0 });
        layout(true);
        busy = false;
        arm();
      };
      if (reduce) return done();
      gsap.to(top, { x: direction * (deck.offsetWidth + 80), rotation: direction * 24, opacity: 0, duration: 0.45, ease: "power2.in", onComplete: done });
    };
    layout(false);
    arm();
    const onSkip = () => fling(-1);
    const onSave = () => fling(1);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") fling(-1);
      else if (event.key === "ArrowRight") fling(1);
      else return;
      event.preventDefault();
    };
    const skip = root.querySelector(".skip");
    const save = root.querySelector(".save");
    skip?.addEventListener("click", onSkip);
    save?.addEventListener("click", onSave);
    root.addEventListener("keydown", onKey);
    return () => {
      skip?.removeEventListener("click", onSkip);
      save?.removeEventListener("click", onSave);
      root.removeEventListener("keydown", onKey);
      drag?.kill();
    };
  }, root));
  const first = requestAnimationFrame(start);
  return () => {
    cancelAnimationFrame(first);
    ctx?.revert();
  };
}
