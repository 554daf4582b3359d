// Select all ticks every box; it turns mixed when only some are ticked.
function mount(root: HTMLElement): () => void {
  const all = root.querySelector<HTMLInputElement>(".check-all")!;
  const boxes = [...root.querySelectorAll<HTMLInputElement>("input[name=tables]")];
  const sync = () => {
    const ticked = boxes.filter((b) => b.checked).length;
    all.checked = ticked === boxes.length;
    all.indeterminate = ticked > 0 && ticked < boxes.length;
  };
  const onAll = () => {
    boxes.forEach((b) => (b.checked = all.checked));
    sync();
  };
  sync();
  all.addEventListener("change", onAll);
  boxes.forEach((b) => b.addEventListener("change", sync));
  return () => {
    all.removeEventListener("change", onAll);
    boxes.forEach((b) => b.removeEventListener("change", sync));
  };
}
