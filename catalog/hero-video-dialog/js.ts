// Opens the tour (whatever is passed in the player slot: a <video>, an embed) in a modal dialog; the close button, Escape (native) and a backdrop click close it,
// a <video> in the slot pauses and focus goes back to the thumbnail.
function mount(root: HTMLElement): () => void {
  const thumb = root.querySelector<HTMLButtonElement>(".thumb")!;
  const dialog = root.querySelector<HTMLDialogElement>(".dialog")!;
  const close = root.querySelector<HTMLButtonElement>(".close")!;
  const player = root.querySelector<HTMLElement>(".player")!;
  const onOpen = () => {
    if (!dialog.open) dialog.showModal();
    close.focus();
  };
  const onClose = () => dialog.close();
  const onClosed = () => {
    player.querySelectorAll("video").forEach((v) => v.pause());
    thumb.focus();
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close();
  };
  thumb.addEventListener("click", onOpen);
  close.addEventListener("click", onClose);
  dialog.addEventListener("close", onClosed);
  dialog.addEventListener("click", onBackdrop);
  return () => {
    thumb.removeEventListener("click", onOpen);
    close.removeEventListener("click", onClose);
    dialog.removeEventListener("close", onClosed);
    dialog.removeEventListener("click", onBackdrop);
    if (dialog.open) dialog.close();
  };
}
