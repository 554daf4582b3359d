// Opens the form modally, counts the bio's characters as you type, closes on Cancel, the close button or a backdrop
// click (Escape is the browser's), returns focus to Edit profile and reports a save. The browser validates the form
// before the Save button (a method="dialog" submit) closes it. Removing the photo is component state.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const dialog = root.querySelector<HTMLDialogElement>(".dialog")!;
  const form = root.querySelector<HTMLFormElement>(".form")!;
  const bio = root.querySelector<HTMLTextAreaElement>(".textarea")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const now = root.querySelector<HTMLElement>(".count-now")!;
  const saved = root.querySelector<HTMLElement>(".saved-msg")!;
  const closers = [...root.querySelectorAll<HTMLButtonElement>(".close, .cancel")];
  const recount = () => {
    now.textContent = String(bio.value.length);
    count.classList.toggle("is-near", bio.value.length > 140);
  };
  const onOpen = () => {
    saved.hidden = true;
    if (!dialog.open) dialog.showModal();
  };
  const onCancel = () => dialog.close("cancel");
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close("cancel");
  };
  const onClose = () => {
    if (dialog.returnValue === "save") saved.hidden = false;
    else form.reset();
    recount();
    dialog.returnValue = "";
    open.focus();
  };
  recount();
  open.addEventListener("click", onOpen);
  closers.forEach((b) => b.addEventListener("click", onCancel));
  dialog.addEventListener("click", onBackdrop);
  dialog.addEventListener("close", onClose);
  bio.addEventListener("input", recount);
  return () => {
    open.removeEventListener("click", onOpen);
    closers.forEach((b) => b.removeEventListener("click", onCancel));
    dialog.removeEventListener("click", onBackdrop);
    dialog.removeEventListener("close", onClose);
    bio.removeEventListener("input", recount);
    if (dialog.open) dialog.close();
    saved.hidden = true;
  };
}
