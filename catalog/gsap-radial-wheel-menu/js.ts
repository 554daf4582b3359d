import { gsap } from "gsap";
import { Draggable } from "gsap/Draggable";

// The selected category is framework state; this turns the wheel to it. The ring is a GSAP Draggable of type
// "rotation": on release it snaps to the nearest step and clicks that category's button, so the framework selects it.
// A click (or the arrow keys, which move focus and click) turns the ring the short way round to put the chosen
// category under the pointer. While the ring turns, every label and the centre panel turn back by the same angle,
// so text stays upright. Reduced motion: the ring jumps instead of gliding.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Draggable);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const ring = root.querySelector<HTMLElement>(".ring");
  const spokes = [...root.querySelectorAll<HTMLButtonElement>(".spoke")];
  if (!ring || spokes.length === 0) return () => {};
  const step = 360 / spokes.length;
  const upright = () => {
    const angle = Number(gsap.getProperty(ring, "rotation"));
    gsap.set(root.querySelectorAll(".face"), { rotation: -angle });
    gsap.set(root.querySelectorAll(".detail"), { rotation: -angle, xPercent: -50, yPercent: -50, x: 0, y: 0, left: "50%", top: "50%" });
  };
  const ctx = gsap.context(() => {});
  let drag: Draggable | undefined;
  const turnTo = (index: number) => {
    const current = Number(gsap.getProperty(ring, "rotation"));
    let target = -index * step;
    target += Math.round((current - target) / 360) * 360;
    ctx.add(() => gsap.to(ring, { rotation: target, duration: reduce ? 0 : 0.7, ease: "power3.out", overwrite: true, onUpdate: () => { upright(); drag?.update(); } }));
  };
  ctx.add(() => {
    [drag] = Draggable.create(ring, {
      type: "rotation",
      zIndexBoost: false,
      minimumMovement: 6,
      onDrag: upright,
      onDragEnd(this: Draggable) {
        const index = ((Math.round(-this.rotation / step) % spokes.length) + spokes.length) % spokes.length;
        turnTo(index);
        // Draggable swallows clicks for 50 ms after a drag, so the selection click waits a moment.
        ctx.add(() => gsap.delayedCall(0.08, () => spokes[index]?.click()));
      },
    });
  });
  const onClick = (event: MouseEvent) => {
    const spoke = (event.target as HTMLElement).closest<HTMLButtonElement>(".spoke");
    const index = spoke ? spokes.indexOf(spoke) : -1;
    if (index >= 0) turnTo(index);
  };
  const onKey = (event: KeyboardEvent) => {
    const spoke = (event.target as HTMLElement).closest<HTMLButtonElement>(".spoke");
    const index = spoke ? spokes.indexOf(spoke) : -1;
    if (index < 0) return;
    const delta = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = spokes[(index + delta + spokes.length) % spokes.length]!;
    next.focus();
    next.click();
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  const selected = spokes.findIndex((s) => s.getAttribute("aria-pressed") === "true");
  if (selected > 0) {
    gsap.set(ring, { rotation: -selected * step });
    upright();
  }
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
    drag?.kill();
    ctx.revert();
    gsap.set([ring, ...root.querySelectorAll(".face"), ...root.querySelectorAll(".detail")], { clearProps: "all" });
  };
}
