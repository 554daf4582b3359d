// A crosshair and tooltip for the month under the pointer (or chosen with the arrow keys), read from the data table.
function mount(root: HTMLElement): () => void {
  const plot = root.querySelector<HTMLElement>(".plot");
  const cursor = root.querySelector<HTMLElement>(".cursor");
  const tip = root.querySelector<HTMLElement>(".tip");
  if (!plot || !cursor || !tip) return () => {};
  const heads = [...root.querySelectorAll<HTMLElement>(".table thead th")].map((th) => th.textContent?.trim() ?? "");
  const rows = () => [...root.querySelectorAll<HTMLTableRowElement>(".table tbody tr")];
  let index = -1;

  const show = (i: number, mode?: boolean) => {
    const list = rows();
    if (list.length === 0) return;
    index = Math.max(0, Math.min(list.length - 1, i));
    const cells = [...list[index].cells].map((c) => c.textContent?.trim() ?? "");
    const total = Number(cells[cells.length - 1]) || 0;
    const share = mode ?? root.classList.contains("is-share");
    tip.replaceChildren();
    const title = document.createElement("strong");
    title.textContent = cells[0];
    tip.append(title);
    for (let s = 1; s < cells.length; s++) {
      const line = document.createElement("span");
      line.className = s === cells.length - 1 ? "tip-row tip-total" : `tip-row tip-s${s}`;
      const name = document.createElement("span");
      name.textContent = heads[s] ?? "";
      const value = document.createElement("b");
      const n = Number(cells[s]) || 0;
      value.textContent = share && s < cells.length - 1 ? `${Math.round((n / (total || 1)) * 100)}%` : `$${n}k`;
      line.append(name, value);
      tip.append(line);
    }
    const pct = list.length > 1 ? (index / (list.length - 1)) * 100 : 50;
    cursor.style.left = `${pct}%`;
    tip.style.left = `${pct}%`;
    tip.classList.toggle("is-left", pct > 55);
    cursor.hidden = false;
    tip.hidden = false;
    plot.setAttribute("aria-valuemax", String(list.length));
    plot.setAttribute("aria-valuenow", String(index + 1));
    plot.setAttribute("aria-valuetext", [...tip.children].map((c) => c.textContent).join(", "));
  };
  const hide = () => {
    cursor.hidden = true;
    tip.hidden = true;
  };
  const onMove = (event: PointerEvent) => {
    const box = plot.getBoundingClientRect();
    const count = rows().length;
    if (box.width === 0 || count < 2) return;
    show(Math.round(((event.clientX - box.left) / box.width) * (count - 1)));
  };
  const onKey = (event: KeyboardEvent) => {
    const last = rows().length - 1;
    const next = event.key === "ArrowRight" ? index + 1 : event.key === "ArrowLeft" ? index - 1 : event.key === "Home" ? 0 : event.key === "End" ? last : null;
    if (next === null) return;
    event.preventDefault();
    show(next);
  };
  const onFocus = () => show(index < 0 ? rows().length - 1 : index);
  const onModeClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest(".mode");
    if (button && !tip.hidden) show(index, [...root.querySelectorAll(".mode")].indexOf(button) === 1);
  };

  plot.addEventListener("pointermove", onMove);
  plot.addEventListener("pointerleave", hide);
  plot.addEventListener("keydown", onKey);
  plot.addEventListener("focus", onFocus);
  plot.addEventListener("blur", hide);
  root.addEventListener("click", onModeClick);
  return () => {
    plot.removeEventListener("pointermove", onMove);
    plot.removeEventListener("pointerleave", hide);
    plot.removeEventListener("keydown", onKey);
    plot.removeEventListener("focus", onFocus);
    plot.removeEventListener("blur", hide);
    root.removeEventListener("click", onModeClick);
    hide();
  };
}
