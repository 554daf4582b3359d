// The countdown: opening the dialog starts 60 seconds; the ring, the big timer and the sentence follow every second,
// the live region speaks only at 45, 30, 15 and 5 seconds, and at zero the warning gives way to the signed-out
// message. "Stay signed in" and "Sign out now" close the dialog through its method="dialog" form; the status line
// under the preview button reports which.
function mount(root: HTMLElement): () => void {
  const SECONDS = 60;
  const preview = root.querySelector<HTMLButtonElement>(".preview")!;
  const dialog = root.querySelector<HTMLDialogElement>(".dialog")!;
  const ring = root.querySelector<HTMLElement>(".ring")!;
  const time = root.querySelector<HTMLElement>(".ring-time")!;
  const left = root.querySelector<HTMLElement>(".left")!;
  const warn = root.querySelector<HTMLElement>(".warn")!;
  const ended = root.querySelector<HTMLElement>(".ended")!;
  const live = root.querySelector<HTMLElement>(".live")!;
  const result = root.querySelector<HTMLElement>(".result")!;
  let remaining = SECONDS;
  let timer = 0;

  const words = (s: number) => (s >= 60 ? "1 minute" : `${s} ${s === 1 ? "second" : "seconds"}`);
  const render = () => {
    time.textContent = `${Math.floor(remaining / 60)}:${String(remaining % 60).padStart(2, "0")}`;
    left.textContent = words(remaining);
    ring.style.setProperty("--p", String(remaining / SECONDS));
    ring.classList.toggle("is-low", remaining <= 15);
  };
  const stop = () => {
    window.clearInterval(timer);
    timer = 0;
  };
  const tick = () => {
    remaining = Math.max(0, remaining - 1);
    render();
    if ([45, 30, 15, 5].includes(remaining)) live.textContent = `${words(remaining)} left before you are signed out.`;
    if (remaining === 0) {
      stop();
      warn.hidden = true;
      ended.hidden = false;
      live.textContent = "You have been signed out.";
      ended.querySelector<HTMLButtonElement>(".btn")?.focus();
    }
  };
  const onOpen = () => {
    remaining = SECONDS;
    warn.hidden = false;
    ended.hidden = true;
    live.textContent = "";
    render();
    dialog.showModal();
    warn.querySelector<HTMLButtonElement>(".btn--primary")?.focus();
    stop();
    timer = window.setInterval(tick, 1000);
  };
  const onClose = () => {
    stop();
    const v = dialog.returnValue;
    result.textContent =
      v === "stay" ? "You stayed signed in; the timer starts again." : v === "signout" ? "Signed out." : v === "signin" ? "Back to the sign-in page." : "";
    dialog.returnValue = "";
    preview.focus();
  };
  // Escape would dismiss the warning without an answer: treat it as "stay".
  const onCancel = (event: Event) => {
    event.preventDefault();
    dialog.close(ended.hidden ? "stay" : "signin");
  };
  preview.addEventListener("click", onOpen);
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("cancel", onCancel);
  return () => {
    stop();
    preview.removeEventListener("click", onOpen);
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("cancel", onCancel);
    if (dialog.open) dialog.close();
    remaining = SECONDS;
    warn.hidden = false;
    ended.hidden = true;
    render();
    ring.style.removeProperty("--p");
    result.textContent = "";
  };
}
