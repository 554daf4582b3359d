import { gsap } from "gsap";
import { Observer } from "gsap/Observer";

// Each tape's word list is cloned once (aria-hidden) and the track loops from xPercent 0 to -50 forever; the loops
// start far into their repeats so they can also run backwards. All of it is set up on the first animation frame. GSAP Observer watches wheel, touch and pointer drags
// over the stage: its velocity sets a speed boost in the gesture's direction (negative timeScale reverses the tapes)
// and a skew, both easing back to cruising speed. Pause sets the speed to 0. Reduced motion: nothing runs.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const stage = root.querySelector<HTMLElement>(".stage");
  const pause = root.querySelector<HTMLButtonElement>(".pause");
  const tracks = [...root.querySelectorAll<HTMLElement>(".track")];
  if (!stage || tracks.length === 0) return () => {};
  gsap.registerPlugin(Observer);
  const clones: HTMLElement[] = [];
  const loops: { tween: gsap.core.Tween; sign: number }[] = [];
  const state = { speed: 1 };
  let direction = 1;
  let paused = false;
  let observer: Observer | undefined;
  const apply = () => {
    for (const loop of loops) loop.tween.timeScale(state.speed * loop.sign);
  };
  // Set up on the first frame, so the first render is the markup exactly (the clones come after).
  let ctx: gsap.Context | undefined;
  const start = () => (ctx = gsap.context(() => {
    tracks.forEach((track, i) => {
      const list = track.querySelector<HTMLElement>(".words");
      if (!list) return;
      const clone = list.cloneNode(true) as HTMLElement;
      clone.setAttribute("aria-hidden", "true");
      clone.removeAttribute("aria-label");
      track.append(clone);
      clones.push(clone);
      const tween = gsap.to(track, { xPercent: -50, duration: list.children.length * (i === 0 ? 3.2 : 4.2), ease: "none", repeat: -1 });
      tween.totalTime(tween.duration() * 500);
      loops.push({ tween, sign: i % 2 === 0 ? 1 : -1 });
    });
    apply();
    const skewTo = gsap.quickTo(tracks, "skewX", { duration: 0.45, ease: "power3.out" });
    let settle: gsap.core.Timeline | undefined;
    observer = Observer.create({
      target: stage,
      type: "wheel,touch,pointer",
      onChange: (self) => {
        if (paused) return;
        const dragging = self.event.type.startsWith("pointer") || self.event.type.startsWith("touch");
        const velocity = dragging ? -self.velocityX : self.velocityY;
        if (!velocity) return;
        direction = velocity > 0 ? 1 : -1;
        const boost = direction * (1 + Math.min(7, Math.abs(velocity) / 350));
        skewTo(gsap.utils.clamp(-14, 14, -velocity / 160));
        settle?.kill();
        settle = gsap
          .timeline({ onUpdate: apply })
          .to(state, { speed: boost, duration: 0.2, ease: "power2.out" })
          .to(state, { speed: direction, duration: 1.4, ease: "power2.inOut" })
          .call(() => skewTo(0), undefined, 0.25);
      },
    });
  }, root));
  const first = requestAnimationFrame(start);
  const onPause = () => {
    paused = !paused;
    pause?.setAttribute("aria-pressed", String(paused));
    ctx?.add(() => gsap.to(state, { speed: paused ? 0 : direction, duration: 0.6, ease: "power2.out", overwrite: true, onUpdate: apply }));
  };
  pause?.addEventListener("click", onPause);
  return () => {
    pause?.removeEventListener("click", onPause);
    pause?.setAttribute("aria-pressed", "false");
    cancelAnimationFrame(first);
    observer?.kill();
    ctx?.revert();
    for (const clone of clones) clone.remove();
  };
}
