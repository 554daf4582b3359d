import { gsap } from "gsap";

// Each row's track is cloned once (the clone is aria-hidden) and the track loops with xPercent -50 -> 0 (or the
// reverse): a seamless ticker. A pointer on a row eases its timeScale to 0.15, the Pause button to 0.
// gsap.context reverts the tweens; the clones are removed on cleanup.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (reduce) return () => {};
  const rows = [...root.querySelectorAll<HTMLElement>(".row")];
  const pause = root.querySelector<HTMLButtonElement>(".pause");
  const clones: HTMLElement[] = [];
  let paused = false;
  // Set up on the first frame, so the first render is the markup exactly.
  let ctx: gsap.Context | undefined;
  const start = () => (ctx = gsap.context(() => {
    const loops = rows.map((row) => {
      const track = row.querySelector<HTMLElement>(".track");
      if (!track) return undefined;
      for (const item of [...track.children]) {
        const clone = item.cloneNode(true) as HTMLElement;
        clone.setAttribute("aria-hidden", "true");
        clone.removeAttribute("data-each");
        track.appendChild(clone);
        clones.push(clone);
      }
      row.classList.add("is-looping");
      const reverse = row.classList.contains("reverse");
      const duration = track.children.length * (reverse ? 4.5 : 2.6);
      const tween = gsap.fromTo(track, { xPercent: reverse ? -50 : 0 }, { xPercent: reverse ? 0 : -50, duration, ease: "none", repeat: -1 });
      const slow = () => !paused && gsap.to(tween, { timeScale: 0.15, duration: 0.6, ease: "power2.out", overwrite: true });
      const resume = () => !paused && gsap.to(tween, { timeScale: 1, duration: 0.8, ease: "power2.in", overwrite: true });
      row.addEventListener("pointerenter", slow);
      row.addEventListener("pointerleave", resume);
                  return { row, tween, slow, resume };
    });
    const onPause = () => {
      paused = !paused;
      pause?.setAttribute("aria-pressed", String(paused));
      for (const loop of loops) if (loop) gsap.to(loop.tween, { timeScale: paused ? 0 : 1, duration: 0.5, overwrite: true });
    };
    pause?.addEventListener("click", onPause);
    return () => {
      pause?.removeEventListener("click", onPause);
      pause?.setAttribute("aria-pressed", "false");
      for (const loop of loops) {
        if (!loop) continue;
        loop.row.removeEventListener("pointerenter", loop.slow);
        loop.row.removeEventListener("pointerleave", loop.resume);
                        loop.row.classList.remove("is-looping");
      }
      for (const clone of clones) clone.remove();
    };
  }, root));
  const first = requestAnimationFrame(start);
  return () => {
    cancelAnimationFrame(first);
    ctx?.revert();
  };
}
