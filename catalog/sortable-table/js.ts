// Sorts rows by the clicked column; a second click reverses the order.
function mount(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".sort")];
  const body = root.querySelector("tbody")!;
  const onSort = (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    const header = button.closest("th")!;
    const col = Number(button.dataset.col);
    const direction = header.getAttribute("aria-sort") === "ascending" ? "descending" : "ascending";
    buttons.forEach((b) => b.closest("th")!.setAttribute("aria-sort", "none"));
    header.setAttribute("aria-sort", direction);
    const key = (row: HTMLTableRowElement) => {
      const cell = row.cells[col]!;
      return cell.dataset.value ?? cell.textContent ?? "";
    };
    const rows = [...body.rows].sort((a, b) => {
      const x = key(a), y = key(b);
      const n = Number(x) - Number(y);
      const order = Number.isNaN(n) ? x.localeCompare(y) : n;
      return direction === "ascending" ? order : -order;
    });
    body.append(...rows);
  };
  buttons.forEach((b) => b.addEventListener("click", onSort));
  return () => buttons.forEach((b) => b.removeEventListener("click", onSort));
}
