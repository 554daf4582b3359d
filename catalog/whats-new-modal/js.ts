// Opens the dialog modally (the slide and the unread dot are component state, set by the same click), moves focus
// to each slide's title as it appears, closes on a backdrop click and returns focus to the button.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const dialog = root.querySelector<HTMLDialogElement>(".dialog")!;
  const slides = [...root.querySelectorAll<HTMLElement>(".slide")];
  const onOpen = () => {
    if (!dialog.open) dialog.showModal();
  };
  const onClose = () => {
    dialog.returnValue = "";
    open.focus();
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close();
  };
  const observer = new MutationObserver(() => {
    if (!dialog.open) return;
    const shown = slides.find((s) => !s.hidden);
    const active = root.ownerDocument.activeElement;
    if (shown && (!active || !dialog.contains(active) || active.closest("[hidden]") || active.classList.contains("btn"))) shown.querySelector<HTMLElement>(".slide-title")?.focus();
  });
  slides.forEach((s) => observer.observe(s, { attributes: true, attributeFilter: ["hidden"] }));
  open.addEventListener("click", onOpen);
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("click", onBackdrop);
  return () => {
    observer.disconnect();
    open.removeEventListener("click", onOpen);
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("click", onBackdrop);
    if (dialog.open) dialog.close();
  };
}
