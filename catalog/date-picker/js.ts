const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const pad = (n: number) => String(n).padStart(2, "0");
const format = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const keyOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
/** Moves by months, keeping the day where the month has it (31 January + 1 month = 28 or 29 February). */
const addMonths = (d: Date, n: number) => {
  const last = new Date(d.getFullYear(), d.getMonth() + n + 1, 0).getDate();
  return new Date(d.getFullYear(), d.getMonth() + n, Math.min(d.getDate(), last));
};
/** DD/MM/YYYY (also with - or . between) as a date, or null when it is not a real one. */
const parse = (text: string): Date | null => {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  const d = new Date(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
  return d.getDate() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 ? d : null;
};

// The calendar: a month grid built from today's date, with past days unavailable; the popover opens from the button
// (or Alt+Down in the field), keeps focus inside while open (Tab cycles), and the keyboard moves a roving focus over
// the days. Picking a day writes it into the field and closes; a date typed into the field moves the calendar to it.
function mount(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  const input = root.querySelector<HTMLInputElement>(".input")!;
  const toggle = root.querySelector<HTMLButtonElement>(".toggle")!;
  const dialog = root.querySelector<HTMLElement>("[role=dialog]")!;
  const title = root.querySelector<HTMLElement>(".month")!;
  const days = root.querySelector<HTMLElement>(".days")!;
  const prev = root.querySelector<HTMLButtonElement>(".prev")!;
  const next = root.querySelector<HTMLButtonElement>(".next")!;
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  let selected = parse(input.value);
  let active = selected ?? today;

  const render = () => {
    const first = new Date(active.getFullYear(), active.getMonth(), 1);
    title.textContent = `${MONTHS[first.getMonth()]} ${first.getFullYear()}`;
    prev.disabled = first <= new Date(today.getFullYear(), today.getMonth(), 1);
    let day = addDays(first, -((first.getDay() + 6) % 7));
    const rows: HTMLTableRowElement[] = [];
    for (let week = 0; week < 6; week++) {
      const row = doc.createElement("tr");
      for (let i = 0; i < 7; i++, day = addDays(day, 1)) {
        const cell = doc.createElement("td");
        const button = doc.createElement("button");
        button.type = "button";
        button.className = "day";
        button.textContent = String(day.getDate());
        button.dataset.date = keyOf(day);
        button.tabIndex = day.getTime() === active.getTime() ? 0 : -1;
        button.setAttribute("aria-label", `${WEEKDAYS[day.getDay()]} ${day.getDate()} ${MONTHS[day.getMonth()]} ${day.getFullYear()}`);
        if (day.getMonth() !== first.getMonth()) button.classList.add("is-other");
        if (day < today) button.setAttribute("aria-disabled", "true");
        if (day.getTime() === today.getTime()) button.setAttribute("aria-current", "date");
        cell.setAttribute("aria-selected", String(selected !== null && day.getTime() === selected.getTime()));
        cell.append(button);
        row.append(cell);
      }
      rows.push(row);
    }
    days.replaceChildren(...rows);
  };
  const focusDay = (d: Date) => {
    active = d < today ? today : d;
    render();
    days.querySelector<HTMLElement>(`[data-date="${keyOf(active)}"]`)!.focus();
  };
  const open = () => {
    active = selected && selected >= today ? selected : today;
    dialog.hidden = false;
    toggle.setAttribute("aria-expanded", "true");
    focusDay(active);
  };
  const close = (refocus: HTMLElement | null) => {
    if (dialog.hidden) return;
    dialog.hidden = true;
    toggle.setAttribute("aria-expanded", "false");
    refocus?.focus();
  };
  const pick = (d: Date) => {
    selected = d;
    input.value = format(d);
    input.dispatchEvent(new Event("change", { bubbles: true }));
    close(input);
  };

  const onToggle = () => (dialog.hidden ? open() : close(toggle));
  const onDayClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>(".day");
    if (!button || button.getAttribute("aria-disabled") === "true") return;
    pick(parse(button.dataset.date!.split("-").reverse().join("/"))!);
  };
  const onGridKey = (event: KeyboardEvent) => {
    if (!(event.target as HTMLElement).classList.contains("day")) return;
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -((active.getDay() + 6) % 7)),
      End: () => addDays(active, 6 - ((active.getDay() + 6) % 7)),
      PageUp: () => addMonths(active, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(active, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusDay(move());
  };
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(toggle);
    } else if (event.key === "Tab") {
      const stops = [...dialog.querySelectorAll<HTMLElement>("button:not(:disabled)")].filter((b) => b.tabIndex === 0);
      const first = stops[0]!;
      const last = stops[stops.length - 1]!;
      if (event.shiftKey && doc.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && doc.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  const onInputKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" && event.altKey) {
      event.preventDefault();
      open();
    }
  };
  const onInputChange = () => {
    const d = parse(input.value);
    if (!d) return;
    selected = d;
    active = d;
    input.value = format(d);
    if (!dialog.hidden) render();
  };
  const onMonth = (step: number) => () => {
    active = addMonths(active, step);
    if (active < today) active = today;
    render();
    // Keep focus on the arrow (it may have just been disabled: then on the grid).
    (step < 0 && prev.disabled ? days.querySelector<HTMLElement>("[tabindex='0']")! : step < 0 ? prev : next).focus();
  };
  const onPrev = onMonth(-1);
  const onNext = onMonth(1);
  const onToday = () => focusDay(today);
  const onClose = () => close(toggle);
  const onOutside = (event: PointerEvent) => {
    if (!dialog.hidden && !root.contains(event.target as Node)) close(null);
  };

  // The calendar is built when it opens (open() renders it): until then the markup stays as written.
  const closeButton = root.querySelector<HTMLButtonElement>(".close")!;
  const todayButton = root.querySelector<HTMLButtonElement>(".today")!;
  toggle.addEventListener("click", onToggle);
  days.addEventListener("click", onDayClick);
  days.addEventListener("keydown", onGridKey);
  dialog.addEventListener("keydown", onDialogKey);
  input.addEventListener("keydown", onInputKey);
  input.addEventListener("change", onInputChange);
  prev.addEventListener("click", onPrev);
  next.addEventListener("click", onNext);
  todayButton.addEventListener("click", onToday);
  closeButton.addEventListener("click", onClose);
  doc.addEventListener("pointerdown", onOutside);
  return () => {
    close(null);
    days.replaceChildren();
    toggle.removeEventListener("click", onToggle);
    days.removeEventListener("click", onDayClick);
    days.removeEventListener("keydown", onGridKey);
    dialog.removeEventListener("keydown", onDialogKey);
    input.removeEventListener("keydown", onInputKey);
    input.removeEventListener("change", onInputChange);
    prev.removeEventListener("click", onPrev);
    next.removeEventListener("click", onNext);
    todayButton.removeEventListener("click", onToday);
    closeButton.removeEventListener("click", onClose);
    doc.removeEventListener("pointerdown", onOutside);
  };
}
