// Fills the background with as many square cells as fit (again when the hero resizes); CSS lights a cell while the
// pointer is over it and fades it out slowly after, so moving the mouse leaves a trail.
function mount(root: HTMLElement): () => void {
  const layer = root.querySelector<HTMLElement>(".cells")!;
  const size = 44;
  let shown = "";
  const fill = () => {
    const cols = Math.ceil(root.clientWidth / size);
    const rows = Math.ceil(root.clientHeight / size);
    if (`${cols}x${rows}` === shown) return;
    shown = `${cols}x${rows}`;
    layer.style.setProperty("--cols", String(cols));
    layer.replaceChildren(
      ...Array.from({ length: cols * rows }, () => {
        const cell = document.createElement("span");
        cell.className = "cell";
        return cell;
      }),
    );
    root.classList.add("has-cells");
  };
  const observer = new ResizeObserver(fill);
  observer.observe(root);
  fill();
  return () => {
    observer.disconnect();
    layer.replaceChildren();
    layer.style.removeProperty("--cols");
    root.classList.remove("has-cells");
  };
}
