import { gsap } from "gsap";

// A pool of decorative frames. Each pointermove (mouse or pen) adds the distance travelled; past a threshold the next
// frame in the pool is placed at the pointer (centred, on top of the others), scaled and tilted in with a nudge along
// the direction of travel, then sinks and fades. Focusing a series link pins that series' frame beside it instead,
// so keyboard users see the same pictures. Touch pointers and reduced motion get nothing.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const frames = [...root.querySelectorAll<HTMLElement>(".frame")];
  const links = [...root.querySelectorAll<HTMLElement>(".link")];
  if (frames.length === 0) return () => {};
  root.classList.add("is-live");
  let next = 0;
  let z = 1;
  let last: { x: number; y: number } | undefined;
  let travelled = 0;
  const ctx = gsap.context(() => {});
  const local = (clientX: number, clientY: number) => {
    const box = root.getBoundingClientRect();
    return { x: clientX - box.left, y: clientY - box.top };
  };
  const show = (frame: HTMLElement, x: number, y: number, dx: number, dy: number, hold: boolean) =>
    ctx.add(() => {
      gsap.killTweensOf(frame);
      gsap.set(frame, { x: x - frame.offsetWidth / 2, y: y - frame.offsetHeight / 2, zIndex: ++z, rotation: gsap.utils.random(-9, 9), autoAlpha: 1, scale: 0.4 });
      const tl = gsap.timeline().to(frame, { scale: 1, x: `+=${dx * 0.6}`, y: `+=${dy * 0.6}`, duration: 0.55, ease: "expo.out" });
      if (!hold) tl.to(frame, { autoAlpha: 0, scale: 0.82, y: "+=40", duration: 0.7, ease: "power2.in" }, 0.55);
    });
  const onMove = (event: PointerEvent) => {
    if (event.pointerType === "touch") return;
    const point = local(event.clientX, event.clientY);
    if (!last) {
      last = point;
      return;
    }
    const dx = point.x - last.x;
    const dy = point.y - last.y;
    travelled += Math.hypot(dx, dy);
    last = point;
    if (travelled < 90) return;
    travelled = 0;
    show(frames[next]!, point.x, point.y, dx, dy, false);
    next = (next + 1) % frames.length;
  };
  const onLeave = () => {
    last = undefined;
  };
  const onFocus = (event: FocusEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLElement>(".link");
    const index = link ? links.indexOf(link) : -1;
    if (!link || index < 0 || !link.matches(":focus-visible")) return;
    const box = root.getBoundingClientRect();
    const rect = link.getBoundingClientRect();
    const frame = frames[index % frames.length]!;
    const x = rect.left - box.left + rect.width * 0.6;
    show(frame, x, rect.top - box.top + rect.height / 2, 0, 0, true);
  };
  const onBlur = (event: FocusEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLElement>(".link");
    const index = link ? links.indexOf(link) : -1;
    if (index < 0) return;
    const frame = frames[index % frames.length]!;
    ctx.add(() => gsap.to(frame, { autoAlpha: 0, scale: 0.85, duration: 0.3, overwrite: true }));
  };
  root.addEventListener("pointermove", onMove);
  root.addEventListener("pointerleave", onLeave);
  root.addEventListener("focusin", onFocus);
  root.addEventListener("focusout", onBlur);
  return () => {
    root.removeEventListener("pointermove", onMove);
    root.removeEventListener("pointerleave", onLeave);
    root.removeEventListener("focusin", onFocus);
    root.removeEventListener("focusout", onBlur);
    ctx.revert();
    gsap.set(frames, { clearProps: "all" });
    root.classList.remove("is-live");
  };
}
