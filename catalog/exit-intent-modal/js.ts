// Opens the offer modally from the preview button, or once per visit when the pointer leaves the window through its
// top edge; the close button, "No thanks", "Continue shopping" and a backdrop click close it (Escape is the
// browser's) and focus returns. Copy puts the code on the clipboard and confirms for two seconds. The step (form or
// code) is component state.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const dialog = root.querySelector<HTMLDialogElement>(".dialog")!;
  const closers = [...root.querySelectorAll<HTMLButtonElement>(".close, .decline, .continue")];
  const copy = root.querySelector<HTMLButtonElement>(".copy")!;
  const copyLabel = root.querySelector<HTMLElement>(".copy-label")!;
  const code = root.querySelector<HTMLElement>(".code")!;
  const doc = root.ownerDocument;
  let shown = false;
  let timer = 0;
  let back: HTMLElement | null = null;
  const show = () => {
    if (dialog.open) return;
    shown = true;
    back = doc.activeElement as HTMLElement | null;
    dialog.showModal();
  };
  const hide = () => dialog.close();
  const onClosed = () => (back && back !== doc.body ? back : open).focus();
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close();
  };
  const onLeave = (event: MouseEvent) => {
    if (shown || event.relatedTarget || event.clientY > 0 || event.defaultPrevented) return;
    event.preventDefault();
    show();
  };
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(code.textContent ?? "");
      copyLabel.textContent = "Copied!";
    } catch {
      copyLabel.textContent = "Select and copy";
    }
    clearTimeout(timer);
    timer = window.setTimeout(() => (copyLabel.textContent = "Copy code"), 2000);
  };
  open.addEventListener("click", show);
  closers.forEach((b) => b.addEventListener("click", hide));
  dialog.addEventListener("close", onClosed);
  dialog.addEventListener("click", onBackdrop);
  doc.addEventListener("mouseout", onLeave);
  copy.addEventListener("click", onCopy);
  return () => {
    clearTimeout(timer);
    open.removeEventListener("click", show);
    closers.forEach((b) => b.removeEventListener("click", hide));
    dialog.removeEventListener("close", onClosed);
    dialog.removeEventListener("click", onBackdrop);
    doc.removeEventListener("mouseout", onLeave);
    copy.removeEventListener("click", onCopy);
    if (dialog.open) dialog.close();
  };
}
