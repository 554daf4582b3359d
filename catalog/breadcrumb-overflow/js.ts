// The overflow list's open state is component state; this closes it (through its button, so the state stays the one
// source of truth) on a click outside or when focus leaves it, and copies the full path to the clipboard.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".ellipsis")!;
  const more = root.querySelector<HTMLElement>(".more")!;
  const copy = root.querySelector<HTMLButtonElement>(".copy")!;
  const status = root.querySelector<HTMLElement>(".copied")!;
  const doc = root.ownerDocument;
  let timer = 0;
  const isOpen = () => button.getAttribute("aria-expanded") === "true";

  const onPointer = (event: PointerEvent) => {
    if (isOpen() && !more.contains(event.target as Node)) button.click();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (isOpen() && event.relatedTarget && !more.contains(event.relatedTarget as Node)) button.click();
  };
  const onCopy = () => {
    const path = copy.dataset.path ?? "";
    const done = () => {
      status.textContent = "Path copied";
      window.clearTimeout(timer);
      timer = window.setTimeout(() => (status.textContent = ""), 2500);
    };
    if (navigator.clipboard) navigator.clipboard.writeText(path).then(done, () => (status.textContent = path));
    else status.textContent = path;
  };
  doc.addEventListener("pointerdown", onPointer);
  more.addEventListener("focusout", onFocusOut);
  copy.addEventListener("click", onCopy);
  return () => {
    window.clearTimeout(timer);
    doc.removeEventListener("pointerdown", onPointer);
    more.removeEventListener("focusout", onFocusOut);
    copy.removeEventListener("click", onCopy);
    status.textContent = "";
  };
}
