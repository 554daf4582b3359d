// The delete dialog: opens modally, keeps the red button disabled until the field holds the repository's name
// exactly (read from the markup and shown in the label, so a new name prop just works), reports how it closed and returns focus. The
// visibility and archive rows are component state.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const dialog = root.querySelector<HTMLDialogElement>(".dialog")!;
  const field = root.querySelector<HTMLInputElement>(".field")!;
  const confirm = root.querySelector<HTMLButtonElement>(".confirm")!;
  const result = root.querySelector<HTMLElement>(".result")!;
  const echo = root.querySelector<HTMLElement>(".echo")!;
  const name = () => (root.querySelector(".target")?.textContent ?? "").trim();

  const check = () => {
    const match = field.value.trim() === name();
    confirm.disabled = !match;
    field.classList.toggle("is-match", match);
  };
  const onOpen = () => {
    echo.textContent = name();
    field.value = "";
    check();
    dialog.showModal();
    field.focus();
  };
  const onClose = () => {
    result.textContent = dialog.returnValue === "delete" ? `${name()} was deleted.` : "Nothing was deleted.";
    dialog.returnValue = "";
    open.focus();
  };
  const onSubmit = (event: SubmitEvent) => {
    const submitter = event.submitter as HTMLButtonElement | null;
    if (submitter?.value === "delete" && field.value.trim() !== name()) event.preventDefault();
  };
  // Enter in the field submits with the first button (Cancel) by default: make it delete only on a match.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (!confirm.disabled) dialog.close("delete");
  };
  open.addEventListener("click", onOpen);
  field.addEventListener("input", check);
  field.addEventListener("keydown", onKey);
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("submit", onSubmit);
  return () => {
    open.removeEventListener("click", onOpen);
    field.removeEventListener("input", check);
    field.removeEventListener("keydown", onKey);
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("submit", onSubmit);
    if (dialog.open) dialog.close();
    confirm.disabled = true;
    field.classList.remove("is-match");
  };
}
