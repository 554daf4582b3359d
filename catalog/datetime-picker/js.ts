// Focus and scrolling, which state cannot do: the date, time, month and open state are component state. Opening the
// panel scrolls the chosen time into view in its column; Escape or Done close it (state) and hand focus back to the
// field; choosing a time scrolls it to the middle of the column.
function mount(root: HTMLElement): () => void {
  const field = root.querySelector<HTMLButtonElement>(".field")!;
  const panel = root.querySelector<HTMLElement>(".panel")!;
  const slots = root.querySelector<HTMLElement>(".slots")!;
  let timer = 0;
  const later = (fn: () => void) => {
    clearTimeout(timer);
    timer = window.setTimeout(fn, 0);
  };
  const reveal = () => {
    const chosen = slots.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!chosen) return;
    const horizontal = slots.scrollWidth > slots.clientWidth + 1;
    if (horizontal) slots.scrollLeft = chosen.offsetLeft - slots.offsetLeft - slots.clientWidth / 2 + chosen.offsetWidth / 2;
    else slots.scrollTop = chosen.offsetTop - slots.offsetTop - slots.clientHeight / 2 + chosen.offsetHeight / 2;
  };
  const onField = () => later(() => !panel.hidden && reveal());
  const onPanel = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest(".done")) later(() => field.focus());
    else if (target.closest(".slot, .chip")) later(reveal);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") later(() => field.focus());
  };
  reveal();
  field.addEventListener("click", onField);
  panel.addEventListener("click", onPanel);
  panel.addEventListener("keydown", onKey);
  return () => {
    clearTimeout(timer);
    field.removeEventListener("click", onField);
    panel.removeEventListener("click", onPanel);
    panel.removeEventListener("keydown", onKey);
  };
}
