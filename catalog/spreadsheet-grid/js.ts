// Spreadsheet-style cell selection: click, drag or arrow keys (Shift extends); the name box, formula bar and
// Sum / Average / Count follow the selection.
function mount(root: HTMLElement): () => void {
  const table = root.querySelector<HTMLTableElement>(".sheet");
  const namebox = root.querySelector<HTMLElement>(".namebox");
  const formula = root.querySelector<HTMLElement>(".formula");
  const sum = root.querySelector<HTMLElement>(".s-sum");
  const avg = root.querySelector<HTMLElement>(".s-avg");
  const count = root.querySelector<HTMLElement>(".s-count");
  if (!table || !namebox || !formula || !sum || !avg || !count) return () => {};
  const rows = [...table.tBodies[0].rows];
  const grid = rows.map((tr) => [...tr.querySelectorAll<HTMLTableCellElement>("td")]);
  const colHeads = [...table.querySelectorAll<HTMLElement>("thead th")];
  const rowHeads = rows.map((tr) => tr.querySelector<HTMLElement>("th"));
  if (grid.length === 0 || grid[0].length === 0) return () => {};
  const maxR = grid.length - 1;
  const maxC = grid[0].length - 1;
  let anchor = { r: 1, c: 1 };
  let focus = { r: 1, c: 1 };
  let dragging = false;
  const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));

  const paint = () => {
    const r0 = Math.min(anchor.r, focus.r);
    const r1 = Math.max(anchor.r, focus.r);
    const c0 = Math.min(anchor.c, focus.c);
    const c1 = Math.max(anchor.c, focus.c);
    let total = 0;
    let n = 0;
    grid.forEach((cells, r) =>
      cells.forEach((cell, c) => {
        const inside = r >= r0 && r <= r1 && c >= c0 && c <= c1;
        cell.classList.toggle("is-sel", inside);
        cell.classList.toggle("is-focus", r === focus.r && c === focus.c);
        cell.setAttribute("aria-selected", inside ? "true" : "false");
        cell.tabIndex = r === focus.r && c === focus.c ? 0 : -1;
        if (inside && cell.dataset.value !== undefined) {
          total += Number(cell.dataset.value) || 0;
          n++;
        }
      }),
    );
    colHeads.forEach((th, c) => th.classList.toggle("is-hl", c >= c0 && c <= c1));
    rowHeads.forEach((th, r) => th?.classList.toggle("is-hl", r >= r0 && r <= r1));
    const a = grid[anchor.r][anchor.c].dataset.a ?? "";
    const f = grid[focus.r][focus.c].dataset.a ?? "";
    namebox.textContent = a === f ? f : `${grid[r0][c0].dataset.a}:${grid[r1][c1].dataset.a}`;
    const cell = grid[focus.r][focus.c];
    formula.textContent = cell.dataset.formula ?? cell.dataset.value ?? cell.textContent ?? "";
    sum.textContent = fmt(total);
    avg.textContent = n ? fmt(total / n) : "–";
    count.textContent = String(n);
  };
  const select = (r: number, c: number, extend: boolean, move: boolean) => {
    focus = { r: clamp(r, maxR), c: clamp(c, maxC) };
    if (!extend) anchor = { ...focus };
    paint();
    if (move) grid[focus.r][focus.c].focus();
  };
  const locate = (target: EventTarget | null) => {
    const cell = (target as HTMLElement | null)?.closest?.("td");
    if (!cell) return null;
    for (let r = 0; r <= maxR; r++) {
      const c = grid[r].indexOf(cell as HTMLTableCellElement);
      if (c >= 0) return { r, c };
    }
    return null;
  };
  const onDown = (event: PointerEvent) => {
    const at = locate(event.target);
    if (!at) return;
    event.preventDefault();
    dragging = true;
    select(at.r, at.c, event.shiftKey, true);
  };
  const onOver = (event: PointerEvent) => {
    if (!dragging) return;
    const at = locate(event.target);
    if (at) select(at.r, at.c, true, false);
  };
  const onUp = () => {
    dragging = false;
  };
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], Enter: [1, 0], Tab: [0, 1] };
    if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const c = event.key === "Home" ? 0 : maxC;
      const r = event.ctrlKey || event.metaKey ? (event.key === "Home" ? 0 : maxR) : focus.r;
      select(r, c, event.shiftKey, true);
      return;
    }
    const step = moves[event.key];
    if (!step) return;
    if (event.key === "Tab" && (event.shiftKey ? focus.c === 0 : focus.c === maxC)) return;
    event.preventDefault();
    const dir = (event.key === "Tab" || event.key === "Enter") && event.shiftKey ? -1 : 1;
    const extend = event.shiftKey && event.key.startsWith("Arrow");
    select(focus.r + step[0] * dir, focus.c + step[1] * dir, extend, true);
  };
  const onFocusIn = (event: FocusEvent) => {
    const at = locate(event.target);
    if (at && (at.r !== focus.r || at.c !== focus.c) && !dragging) select(at.r, at.c, false, false);
  };

  paint();
  table.addEventListener("pointerdown", onDown);
  table.addEventListener("pointerover", onOver);
  table.addEventListener("keydown", onKey);
  table.addEventListener("focusin", onFocusIn);
  window.addEventListener("pointerup", onUp);
  return () => {
    table.removeEventListener("pointerdown", onDown);
    table.removeEventListener("pointerover", onOver);
    table.removeEventListener("keydown", onKey);
    table.removeEventListener("focusin", onFocusIn);
    window.removeEventListener("pointerup", onUp);
    grid.flat().forEach((cell) => {
      cell.classList.remove("is-sel", "is-focus");
      cell.removeAttribute("aria-selected");
      cell.removeAttribute("tabindex");
    });
    colHeads.forEach((th) => th.classList.remove("is-hl"));
    rowHeads.forEach((th) => th?.classList.remove("is-hl"));
  };
}
