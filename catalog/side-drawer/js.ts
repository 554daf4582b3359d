// Opens the drawer as a modal dialog; the close button and backdrop close it.
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
  // method="dialog" closes the drawer on submit; the components cancel a form's submit when no action is given,
  // which would keep it open, so the drawer is closed here.
  const form = drawer.querySelector<HTMLFormElement>("form")!;
  const onSubmit = () => {
    if (drawer.open) drawer.close();
  };
  open.addEventListener("click", onOpen);
  close.addEventListener("click", onClose);
  drawer.addEventListener("click", onBackdrop);
  drawer.addEventListener("close", onClosed);
  form.addEventListener("submit", onSubmit);
  return () => {
    open.removeEventListener("click", onOpen);
    close.removeEventListener("click", onClose);
    drawer.removeEventListener("click", onBackdrop);
    drawer.removeEventListener("close", onClosed);
    form.removeEventListener("submit", onSubmit);
    if (drawer.open) drawer.close();
  };
}
