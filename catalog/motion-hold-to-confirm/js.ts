import { animate, press } from "motion";

// Motion's press gesture with a hold: while the button is held (pointer, or Enter, which Motion turns into a press;
// Space is mapped to the same press here) onHold reports progress 0 to 1 over 1.5 s and the fill follows it. Letting go
// early springs the fill back; once the hold completes (onActive) the button pops, the check draws, the label swaps, the
// status message shows and focus moves to Undo, which restores everything. Reduced motion: the fill still shows the
// hold's progress, with no springs or pop.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".hold");
  const fill = root.querySelector<HTMLElement>(".fill");
  const check = root.querySelector<SVGPathElement>(".check path");
  const [idle, done] = [...root.querySelectorAll<HTMLElement>(".face .label")];
  const message = root.querySelector<HTMLElement>(".message");
  const undo = root.querySelector<HTMLButtonElement>(".undo");
  if (!button || !fill) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const spring = { type: "spring" as const, stiffness: 380, damping: 24 };
  const running: { stop: () => void }[] = [];
  const run = (a: { stop: () => void }) => running.push(a);
  let confirmed = false;

  const show = (isDone: boolean) => {
    confirmed = isDone;
    root.classList.toggle("is-done", isDone);
    button.disabled = isDone;
    if (idle) idle.hidden = isDone;
    if (done) done.hidden = !isDone;
    if (message) message.hidden = !isDone;
    if (undo) undo.hidden = !isDone;
  };
  const confirm = () => {
    show(true);
    fill.style.transform = "scaleX(1)";
    undo?.focus();
    if (reduce) return;
    run(animate(button, { scale: [0.94, 1.06, 1] }, { duration: 0.45, ease: "easeOut" }));
    if (check) run(animate(check, { pathLength: [0, 1] }, { duration: 0.35, ease: "easeOut", delay: 0.1 }));
    if (message) run(animate(message, { opacity: [0, 1], y: [6, 0] }, spring));
  };
  const cancel = press(
    button,
    () => {
      if (confirmed) return;
      if (!reduce) run(animate(button, { scale: 0.97 }, spring));
      return {
        onHold: (progress: number) => {
          fill.style.transform = `scaleX(${progress})`;
        },
        onActive: () => confirm(),
        onComplete: () => {
          if (!reduce) run(animate(button, { scale: 1 }, spring));
          if (confirmed) return;
          const from = Number(/scaleX\(([\d.]+)\)/.exec(fill.style.transform)?.[1] ?? 0);
          if (reduce) fill.style.transform = "scaleX(0)";
          else run(animate(from, 0, { ...spring, onUpdate: (v) => (fill.style.transform = `scaleX(${Math.max(0, v)})`) }));
        },
      };
    },
    { hold: 1.5 },
  );
  // Motion maps Enter to a press; Space gets the same treatment, since a button answers to both.
  const fire = (type: "down" | "up") => button.dispatchEvent(new PointerEvent(`pointer${type}`, { isPrimary: true, bubbles: true }));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== " ") return;
    event.preventDefault();
    if (!event.repeat) fire("down");
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === " ") fire("up");
  };
  const onUndo = () => {
    show(false);
    fill.style.transform = "scaleX(0)";
    button.focus();
    if (!reduce) run(animate(button, { scale: [0.96, 1] }, spring));
  };
  button.addEventListener("keydown", onKeyDown);
  button.addEventListener("keyup", onKeyUp);
  undo?.addEventListener("click", onUndo);
  return () => {
    cancel();
    for (const a of running) a.stop();
    button.removeEventListener("keydown", onKeyDown);
    button.removeEventListener("keyup", onKeyUp);
    undo?.removeEventListener("click", onUndo);
    show(false);
    fill.style.transform = "";
    button.style.transform = "";
    if (check) for (const name of ["style", "pathLength", "stroke-dasharray", "stroke-dashoffset"]) check.removeAttribute(name);
    if (message) message.style.removeProperty("transform");
    if (message) message.style.removeProperty("opacity");
  };
}
