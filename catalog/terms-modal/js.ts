// The dialog and the reading requirement; whether you ticked the box and whether you accepted are component state.
// mount() opens the native dialog modally (focus trapped, page inert, Escape closes), fills the progress bar as the
// terms scroll, unlocks the checkbox once the end is reached (or at once when the text fits), offers a Jump to end
// button, closes on a backdrop click and returns focus to the Review button.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const dialog = root.querySelector<HTMLDialogElement>(".dialog")!;
  const box = dialog.querySelector<HTMLElement>(".box")!;
  const scroll = dialog.querySelector<HTMLElement>(".scroll")!;
  const bar = dialog.querySelector<HTMLElement>(".progress-bar")!;
  const check = dialog.querySelector<HTMLInputElement>(".check")!;
  const jump = dialog.querySelector<HTMLButtonElement>(".jump")!;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");

  const update = () => {
    const max = scroll.scrollHeight - scroll.clientHeight;
    const share = max <= 4 ? 1 : Math.min(1, scroll.scrollTop / max);
    bar.style.transform = `scaleX(${share})`;
    if (share >= 0.98 && !box.classList.contains("is-read")) {
      box.classList.add("is-read");
      check.disabled = false;
    }
  };
  const onOpen = () => {
    if (!dialog.open) dialog.showModal();
    update();
  };
  const onClose = () => open.focus();
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close("dismiss");
  };
  const onJump = () => {
    scroll.scrollTo({ top: scroll.scrollHeight, behavior: reduce.matches ? "auto" : "smooth" });
    check.focus({ preventScroll: true });
  };
  open.addEventListener("click", onOpen);
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("click", onBackdrop);
  scroll.addEventListener("scroll", update, { passive: true });
  jump.addEventListener("click", onJump);
  return () => {
    open.removeEventListener("click", onOpen);
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("click", onBackdrop);
    scroll.removeEventListener("scroll", update);
    jump.removeEventListener("click", onJump);
    box.classList.remove("is-read");
    bar.removeAttribute("style");
    if (dialog.open) dialog.close();
  };
}
