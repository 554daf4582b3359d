// Opens the drawer as a modal dialog; the close button and backdrop close it, and so does submitting its method="dialog" form.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const drawer = root.querySelector<HTMLDialogElement>("dialog")!;
  const close = root.querySelector<HTMLButtonElement>(".close")!;
  const onOpen = () => drawer.showModal();
  const onClose = () => drawer.close();
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === drawer) drawer.close();
  };
  const onClosed = () => open.focus();
  open.addEventListener("click", onOpen);
  close.addEventListener("click", onClose);
  drawer.addEventListener("click", onBackdrop);
  drawer.addEventListener("close", onClosed);
  return () => {
    open.removeEventListener("click", onOpen);
    close.removeEventListener("click", onClose);
    drawer.removeEventListener("click", onBackdrop);
    drawer.removeEventListener("close", onClosed);
    if (drawer.open) drawer.close();
  };
}
