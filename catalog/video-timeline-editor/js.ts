// The playhead: drag it (or click the ruler) to scrub, move it with the arrow keys (Shift for 5 s, Home / End), and
// let it run while Play is pressed (component state sets aria-pressed). Its position is a percentage of the sequence,
// so it stays put when the zoom widens the timeline; the timecode reads HH:MM:SS:FF at 25 fps. With reduced motion
// playback moves in quarter-second steps instead of every frame.
function mount(root: HTMLElement): () => void {
  const inner = root.querySelector<HTMLElement>(".inner");
  const playhead = root.querySelector<HTMLElement>(".playhead");
  const handle = root.querySelector<HTMLElement>(".ph-handle");
  const ruler = root.querySelector<HTMLElement>(".ruler");
  const timecode = root.querySelector<HTMLElement>(".timecode");
  const play = root.querySelector<HTMLButtonElement>(".play");
  if (!inner || !playhead || !handle || !ruler || !timecode || !play) return () => {};
  const duration = Number(handle.getAttribute("aria-valuemax")) || 60;
  const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let time = Number(handle.getAttribute("aria-valuenow")) || 0;
  let frame = 0;
  let timer = 0;
  let last = 0;
  let dragging = false;

  const pad = (n: number) => String(Math.floor(n)).padStart(2, "0");
  const set = (t: number) => {
    time = Math.min(duration, Math.max(0, t));
    playhead.style.left = `${(time / duration) * 100}%`;
    handle.setAttribute("aria-valuenow", String(Math.round(time)));
    handle.setAttribute("aria-valuetext", `${Math.floor(time / 60)}:${pad(time % 60)}`);
    timecode.textContent = `00:${pad(time / 60)}:${pad(time % 60)}:${pad((time % 1) * 25)}`;
  };
  const fromPointer = (event: PointerEvent) => {
    const box = inner.getBoundingClientRect();
    set(((event.clientX - box.left) / box.width) * duration);
  };
  const onDown = (event: PointerEvent) => {
    dragging = true;
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    fromPointer(event);
    event.preventDefault();
  };
  const onMove = (event: PointerEvent) => {
    if (dragging) fromPointer(event);
  };
  const onUp = () => {
    dragging = false;
  };
  const onKey = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, number> = { ArrowRight: time + step, ArrowLeft: time - step, Home: 0, End: duration };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };
  const advance = (now: number) => {
    set(time + (now - last) / 1000);
    last = now;
    if (time >= duration) play.click();
    else frame = requestAnimationFrame(advance);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    window.clearInterval(timer);
    frame = 0;
    timer = 0;
  };
  const update = () => {
    const playing = play.getAttribute("aria-pressed") === "true";
    stop();
    if (!playing) return;
    if (time >= duration) set(0);
    if (calm)
      timer = window.setInterval(() => {
        set(time + 0.25);
        if (time >= duration) play.click();
      }, 250);
    else {
      last = performance.now();
      frame = requestAnimationFrame(advance);
    }
  };

  const observer = new MutationObserver(update);
  observer.observe(play, { attributes: true, attributeFilter: ["aria-pressed"] });
  for (const el of [ruler, handle]) {
    el.addEventListener("pointerdown", onDown);
    el.addEventListener("pointermove", onMove);
    el.addEventListener("pointerup", onUp);
    el.addEventListener("pointercancel", onUp);
  }
  handle.addEventListener("keydown", onKey);
  return () => {
    stop();
    observer.disconnect();
    for (const el of [ruler, handle]) {
      el.removeEventListener("pointerdown", onDown);
      el.removeEventListener("pointermove", onMove);
      el.removeEventListener("pointerup", onUp);
      el.removeEventListener("pointercancel", onUp);
    }
    handle.removeEventListener("keydown", onKey);
  };
}
