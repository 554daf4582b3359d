// Opens the dialog modally and reports which button closed it (the method="dialog" form closes it with the button's value).
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const dialog = root.querySelector<HTMLDialogElement>("dialog")!;
  const result = root.querySelector<HTMLElement>(".result")!;
  const onOpen = () => dialog.showModal();
  const onClose = () => {
    result.textContent = dialog.returnValue === "delete" ? "Project deleted." : "Nothing was deleted.";
    dialog.returnValue = "";
    open.focus();
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close("cancel");
  };
  open.addEventListener("click", onOpen);
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("click", onBackdrop);
  return () => {
    open.removeEventListener("click", onOpen);
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("click", onBackdrop);
    if (dialog.open) dialog.close();
  };
}
