// Undo dismisses the toast and says so.
function mount(root: HTMLElement): () => void {
  const undo = root.querySelector<HTMLButtonElement>(".undo")!;
  const toast = root.querySelector<HTMLElement>(".toast")!;
  const onClick = () => (toast.firstElementChild!.textContent = "Copy undone");
  undo.addEventListener("click", onClick);
  return () => undo.removeEventListener("click", onClick);
}
