// Cards move to the next column with their button, or by drag and drop; column counts follow.
function mount(root: HTMLElement): () => void {
  const cols = [...root.querySelectorAll<HTMLElement>(".col")];
  const status = root.querySelector<HTMLElement>("[role=status]")!;
  let dragged: HTMLElement | null = null;
  const count = () => cols.forEach((c) => (c.querySelector(".n")!.textContent = String(c.querySelectorAll(".card").length)));
  const moveTo = (card: HTMLElement, col: HTMLElement) => {
    col.querySelector(".cards")!.append(card);
    if (col === cols[cols.length - 1]) card.querySelector(".move")?.remove();
    count();
    status.textContent = `Moved to ${col.querySelector(".col-title")!.firstChild!.textContent!.trim()}.`;
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>(".move");
    if (!button) return;
    const card = button.closest<HTMLElement>(".card")!;
    const next = cols[cols.indexOf(card.closest<HTMLElement>(".col")!) + 1];
    if (next) {
      moveTo(card, next);
      card.querySelector<HTMLElement>(".move")?.focus();
    }
  };
  const onDragStart = (event: DragEvent) => {
    dragged = (event.target as HTMLElement).closest(".card");
    event.dataTransfer?.setData("text/plain", "card");
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    (event.currentTarget as HTMLElement).classList.add("is-over");
  };
  const onDragLeave = (event: DragEvent) => (event.currentTarget as HTMLElement).classList.remove("is-over");
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const col = event.currentTarget as HTMLElement;
    col.classList.remove("is-over");
    if (dragged) moveTo(dragged, col);
    dragged = null;
  };
  root.addEventListener("click", onClick);
  root.addEventListener("dragstart", onDragStart);
  cols.forEach((c) => {
    c.addEventListener("dragover", onDragOver);
    c.addEventListener("dragleave", onDragLeave);
    c.addEventListener("drop", onDrop);
  });
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("dragstart", onDragStart);
    cols.forEach((c) => {
      c.removeEventListener("dragover", onDragOver);
      c.removeEventListener("dragleave", onDragLeave);
      c.removeEventListener("drop", onDrop);
    });
  };
}
