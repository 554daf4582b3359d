// Row editing in place: Edit swaps a row's values for inputs, Save (or Enter) checks and writes them back, Cancel (or
// Escape) restores them; one row at a time, with focus moved into the row and back to its Edit button.
function mount(root: HTMLElement): () => void {
  const toast = root.querySelector<HTMLElement>(".toast");
  let editing: HTMLTableRowElement | null = null;
  const part = <T extends HTMLElement>(row: Element, selector: string) => row.querySelector<T>(selector);
  const levels: Record<string, string> = { ok: "In stock", low: "Low stock", out: "Out of stock" };

  const setMode = (row: HTMLTableRowElement, on: boolean) => {
    row.classList.toggle("is-editing", on);
    const edit = part<HTMLButtonElement>(row, ".act-edit");
    const save = part<HTMLButtonElement>(row, ".act-save");
    const cancel = part<HTMLButtonElement>(row, ".act-cancel");
    if (edit) edit.hidden = on;
    if (save) save.hidden = !on;
    if (cancel) cancel.hidden = !on;
    row.querySelectorAll<HTMLInputElement>(".edit").forEach((input) => input.removeAttribute("aria-invalid"));
    editing = on ? row : null;
  };
  const fill = (row: HTMLTableRowElement) => {
    const pairs: [string, string][] = [[".in-name", ".name"], [".in-stock", ".stock"], [".in-price", ".price"]];
    for (const [input, view] of pairs) {
      const field = part<HTMLInputElement>(row, input);
      const text = part<HTMLElement>(row, view);
      if (field && text) field.value = text.textContent ?? "";
    }
  };
  const start = (row: HTMLTableRowElement) => {
    if (editing && editing !== row) cancel(editing, false);
    fill(row);
    setMode(row, true);
    const first = part<HTMLInputElement>(row, ".in-name");
    first?.focus();
    first?.select();
  };
  const cancel = (row: HTMLTableRowElement, refocus: boolean) => {
    fill(row);
    setMode(row, false);
    if (refocus) part<HTMLButtonElement>(row, ".act-edit")?.focus();
  };
  const save = (row: HTMLTableRowElement) => {
    const name = part<HTMLInputElement>(row, ".in-name");
    const stock = part<HTMLInputElement>(row, ".in-stock");
    const price = part<HTMLInputElement>(row, ".in-price");
    if (!name || !stock || !price) return;
    const units = Number(stock.value);
    const cost = Number(price.value);
    const bad = !name.value.trim() ? name : stock.value === "" || !Number.isInteger(units) || units < 0 ? stock : price.value === "" || !(cost >= 0) ? price : null;
    if (bad) {
      bad.setAttribute("aria-invalid", "true");
      bad.focus();
      if (toast) toast.textContent = bad === name ? "Enter a product name." : bad === stock ? "Stock must be a whole number, 0 or more." : "Enter a price, 0 or more.";
      return;
    }
    const label = name.value.trim();
    part<HTMLElement>(row, ".name")!.textContent = label;
    part<HTMLElement>(row, ".stock")!.textContent = String(units);
    part<HTMLElement>(row, ".price")!.textContent = cost.toFixed(2);
    const level = units === 0 ? "out" : units < 10 ? "low" : "ok";
    row.dataset.stock = level;
    const badge = part<HTMLElement>(row, ".badge");
    if (badge) badge.textContent = levels[level];
    part<HTMLButtonElement>(row, ".act-edit")?.setAttribute("aria-label", `Edit ${label}`);
    setMode(row, false);
    part<HTMLButtonElement>(row, ".act-edit")?.focus();
    if (toast) toast.textContent = `Saved ${label}.`;
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("button");
    const row = button?.closest<HTMLTableRowElement>("tr.row");
    if (!button || !row) return;
    if (button.classList.contains("act-edit")) start(row);
    else if (button.classList.contains("act-save")) save(row);
    else if (button.classList.contains("act-cancel")) cancel(row, true);
  };
  const onKey = (event: KeyboardEvent) => {
    const input = (event.target as HTMLElement).closest(".edit");
    const row = input?.closest<HTMLTableRowElement>("tr.row");
    if (!row) return;
    if (event.key === "Enter") {
      event.preventDefault();
      save(row);
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel(row, true);
    }
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
    if (editing) setMode(editing, false);
  };
}
