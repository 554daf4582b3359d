// A tooltip naming the hovered day (counted back from data-end) and its contribution count (data-n).
function mount(root: HTMLElement): () => void {
  const tip = root.querySelector<HTMLElement>(".tip")!;
  const grid = root.querySelector<HTMLElement>(".cells")!;
  const end = new Date(`${grid.dataset.end ?? "2026-11-21"}T12:00:00Z`);
  const format = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const onOver = (event: PointerEvent) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>(".cells > i");
    if (!cell) return;
    const cells = [...grid.children];
    const day = new Date(end.getTime() - (cells.length - 1 - cells.indexOf(cell)) * 86_400_000);
    const n = Number(cell.dataset.n ?? 0);
    tip.textContent = `${n === 0 ? "No" : n} contribution${n === 1 ? "" : "s"} on ${format.format(day)}`;
    tip.hidden = false;
    const box = root.getBoundingClientRect();
    const r = cell.getBoundingClientRect();
    const half = tip.offsetWidth / 2;
    tip.style.left = `${Math.min(Math.max(r.left + r.width / 2 - box.left, half + 8), box.width - half - 8)}px`;
    tip.style.top = `${r.top - box.top - 6}px`;
  };
  const onOut = (event: PointerEvent) => {
    if (!(event.relatedTarget as HTMLElement | null)?.closest?.(".cells")) tip.hidden = true;
  };
  root.addEventListener("pointerover", onOver);
  root.addEventListener("pointerout", onOut);
  return () => {
    root.removeEventListener("pointerover", onOver);
    root.removeEventListener("pointerout", onOut);
    tip.hidden = true;
  };
}
