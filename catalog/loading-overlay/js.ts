// Runs a simulated import behind a modal overlay: showModal makes the page inert and traps focus, a timer advances the
// percentage (ring, bar and time left) through the stages, each stage ticks off as it finishes, and at 100% the
// overlay closes and the status line reports the result. Cancel (or Escape) stops it; focus returns to the button.
// Replace the timer with your task's real progress events.
function mount(root: HTMLElement): () => void {
  const go = root.querySelector<HTMLButtonElement>(".go")!;
  const overlay = root.querySelector<HTMLDialogElement>(".overlay")!;
  const cancel = root.querySelector<HTMLButtonElement>(".cancel")!;
  const bar = root.querySelector<HTMLProgressElement>(".bar")!;
  const fill = root.querySelector<SVGCircleElement>(".ring-fill")!;
  const pct = root.querySelector<HTMLElement>(".ring-pct")!;
  const eta = root.querySelector<HTMLElement>(".eta")!;
  const doneMsg = root.querySelector<HTMLElement>(".done-msg")!;
  const cancelMsg = root.querySelector<HTMLElement>(".cancel-msg")!;
  const steps = [...root.querySelectorAll<HTMLElement>(".step")];
  const total = 10000;
  let timer = 0;
  let started = 0;
  let finished = false;
  const render = (value: number) => {
    const p = Math.min(100, Math.round(value));
    bar.value = p;
    pct.textContent = `${p}%`;
    fill.style.strokeDasharray = `${p} 100`;
    const left = Math.max(0, Math.ceil(((100 - p) / 100) * (total / 1000)));
    eta.textContent = p >= 100 ? "Finishing up" : left <= 1 ? "About a second left" : `About ${left} seconds left`;
    const per = 100 / steps.length;
    steps.forEach((s, i) => {
      const done = p >= (i + 1) * per;
      const active = !done && p >= i * per;
      s.classList.toggle("is-done", done);
      s.classList.toggle("is-active", active);
      s.querySelector(".state")!.textContent = done ? "Done" : active ? `${Math.round(((p - i * per) / per) * 100)}%` : "Waiting";
    });
  };
  const tick = () => {
    const value = ((performance.now() - started) / total) * 100;
    render(value);
    if (value >= 100) {
      finished = true;
      window.clearInterval(timer);
      timer = window.setTimeout(() => overlay.close(), 400);
    }
  };
  const start = () => {
    if (overlay.open) return;
    finished = false;
    render(0);
    doneMsg.hidden = true;
    cancelMsg.hidden = true;
    overlay.showModal();
    cancel.focus();
    started = performance.now();
    timer = window.setInterval(tick, 120);
  };
  const stop = () => overlay.close();
  const onClosed = () => {
    window.clearInterval(timer);
    window.clearTimeout(timer);
    doneMsg.hidden = !finished;
    cancelMsg.hidden = finished;
    go.focus();
  };
  go.addEventListener("click", start);
  cancel.addEventListener("click", stop);
  overlay.addEventListener("close", onClosed);
  return () => {
    window.clearInterval(timer);
    window.clearTimeout(timer);
    go.removeEventListener("click", start);
    cancel.removeEventListener("click", stop);
    overlay.removeEventListener("close", onClosed);
    if (overlay.open) overlay.close();
    doneMsg.hidden = true;
    cancelMsg.hidden = true;
  };
}
