// Opens the overlay modally from the Search button or the / key (when you are not typing; the first search on a page
// takes it), focuses the field with its text selected, closes from the close button (Escape is the browser's) and
// returns focus. The scope filter and the removed recent searches are component state.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const dialog = root.querySelector<HTMLDialogElement>(".dialog")!;
  const close = root.querySelector<HTMLButtonElement>(".close")!;
  const input = root.querySelector<HTMLInputElement>(".input")!;
  const doc = root.ownerDocument;
  const show = () => {
    if (dialog.open) return;
    dialog.showModal();
    input.focus();
    input.select();
  };
  const hide = () => dialog.close();
  const onClosed = () => open.focus();
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "/" || event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || dialog.open) return;
    const target = event.target as HTMLElement | null;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (!root.isConnected) return;
    event.preventDefault();
    show();
  };
  open.addEventListener("click", show);
  close.addEventListener("click", hide);
  dialog.addEventListener("close", onClosed);
  doc.addEventListener("keydown", onKey);
  return () => {
    open.removeEventListener("click", show);
    close.removeEventListener("click", hide);
    dialog.removeEventListener("close", onClosed);
    doc.removeEventListener("keydown", onKey);
    if (dialog.open) dialog.close();
  };
}
