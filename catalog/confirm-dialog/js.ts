// Opens the dialog modally and reports which button closed it.
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
  // method="dialog" closes with the pressed button's value; the components cancel a form's submit when no action is
  // given, which would keep the dialog open, so the dialog is closed here.
  const form = dialog.querySelector<HTMLFormElement>("form")!;
  const onSubmit = (event: SubmitEvent) => {
    if (dialog.open) dialog.close((event.submitter as HTMLButtonElement | null)?.value ?? "");
  };
  open.addEventListener("click", onOpen);
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("click", onBackdrop);
  form.addEventListener("submit", onSubmit);
  return () => {
    open.removeEventListener("click", onOpen);
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("click", onBackdrop);
    form.removeEventListener("submit", onSubmit);
    if (dialog.open) dialog.close();
  };
}
