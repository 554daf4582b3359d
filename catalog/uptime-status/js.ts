// A tooltip that names the hovered day (counted back from the list's data-end date) and its incident, if any.
function mount(root: HTMLElement): () => void {
  const tip = root.querySelector<HTMLElement>(".tip")!;
  const list = root.querySelector<HTMLElement>("[data-end]")!;
  const end = new Date(`${list.dataset.end ?? "2026-11-23"}T12:00:00Z`);
  const format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const onOver = (event: PointerEvent) => {
    const bar = (event.target as HTMLElement).closest<HTMLElement>(".bars > i");
    if (!bar) return;
    const bars = [...bar.parentElement!.children];
    const back = bars.length - 1 - bars.indexOf(bar);
    const day = new Date(end.getTime() - back * 86_400_000);
    tip.textContent = `${format.format(day)} · ${bar.dataset.note ?? "No downtime recorded"}`;
    tip.hidden = false;
    const box = root.getBoundingClientRect();
    const r = bar.getBoundingClientRect();
    const half = tip.offsetWidth / 2;
    const x = Math.min(Math.max(r.left + r.width / 2 - box.left, half + 8), box.width - half - 8);
    tip.style.left = `${x}px`;
    tip.style.top = `${r.top - box.top - 8}px`;
  };
  const onOut = (event: PointerEvent) => {
    if (!(event.relatedTarget as HTMLElement | null)?.closest?.(".bars")) tip.hidden = true;
  };
  root.addEventListener("pointerover", onOver);
  root.addEventListener("pointerout", onOut);
  return () => {
    root.removeEventListener("pointerover", onOver);
    root.removeEventListener("pointerout", onOut);
    tip.hidden = true;
  };
}
