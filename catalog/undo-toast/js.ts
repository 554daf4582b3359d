// The timer: when the toast shows (or shows another message) it gives five seconds, then dismisses itself through
// its close button, so the component's state stays the one source of truth. The pointer or focus on the toast pauses
// the countdown; leaving resumes it with the time that was left.
function mount(root: HTMLElement): () => void {
  const DURATION = 5000;
  const toast = root.querySelector<HTMLElement>(".toast")!;
  const subject = root.querySelector<HTMLElement>(".toast-subject")!;
  const dismiss = root.querySelector<HTMLButtonElement>(".dismiss")!;
  let timer = 0;
  let left = DURATION;
  let started = 0;
  let hovered = false;
  let focused = false;

  const stop = () => window.clearTimeout(timer);
  const run = () => {
    stop();
    started = Date.now();
    timer = window.setTimeout(() => dismiss.click(), left);
  };
  const restart = () => {
    left = DURATION;
    toast.style.setProperty("--duration", `${DURATION}ms`);
    toast.classList.remove("is-running", "is-paused");
    void toast.offsetWidth; // restart the bar's animation
    toast.classList.add("is-running");
    if (hovered || focused) toast.classList.add("is-paused");
    else run();
  };
  const pause = () => {
    if (toast.hidden || toast.classList.contains("is-paused")) return;
    stop();
    left = Math.max(0, left - (Date.now() - started));
    toast.classList.add("is-paused");
  };
  const resume = () => {
    if (toast.hidden || hovered || focused || !toast.classList.contains("is-paused")) return;
    toast.classList.remove("is-paused");
    run();
  };
  const observer = new MutationObserver(() => {
    if (toast.hidden) {
      stop();
      toast.classList.remove("is-running", "is-paused");
    } else restart();
  });
  const onEnter = () => {
    hovered = true;
    pause();
  };
  const onLeave = () => {
    hovered = false;
    resume();
  };
  const onFocusIn = () => {
    focused = true;
    pause();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (toast.contains(event.relatedTarget as Node)) return;
    focused = false;
    resume();
  };

  observer.observe(toast, { attributes: true, attributeFilter: ["hidden"] });
  observer.observe(subject, { childList: true, characterData: true, subtree: true });
  // Archiving again while the toast is up changes nothing the observer sees when it is the same message: restart anyway.
  const onArchive = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest(".archive") && !toast.hidden) restart();
  };
  root.addEventListener("click", onArchive);
  toast.addEventListener("pointerenter", onEnter);
  toast.addEventListener("pointerleave", onLeave);
  toast.addEventListener("focusin", onFocusIn);
  toast.addEventListener("focusout", onFocusOut);
  if (!toast.hidden) restart();
  return () => {
    stop();
    observer.disconnect();
    root.removeEventListener("click", onArchive);
    toast.removeEventListener("pointerenter", onEnter);
    toast.removeEventListener("pointerleave", onLeave);
    toast.removeEventListener("focusin", onFocusIn);
    toast.removeEventListener("focusout", onFocusOut);
    toast.classList.remove("is-running", "is-paused");
  };
}
