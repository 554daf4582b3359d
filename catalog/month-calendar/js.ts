// Renders the month (Monday first) from a fixed "today", so the demo looks the same any day it is opened. The markup
// holds that month already, as this renders it: mount() renders again only when the month changes.
const TODAY = new Date(2026, 10, 20);
const EVENTS = new Set([3, 11, 20, 26]);

function mount(root: HTMLElement): () => void {
  const body = root.querySelector<HTMLElement>(".days")!;
  const title = root.querySelector<HTMLElement>(".month")!;
  const grid = root.querySelector<HTMLElement>(".grid")!;
  const picked = root.querySelector<HTMLElement>(".picked")!;
  const navs = [...root.querySelectorAll<HTMLButtonElement>(".nav")];
  let view = new Date(TODAY.getFullYear(), TODAY.getMonth(), 1);
  const label = (d: Date) => d.toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const render = () => {
    const name = view.toLocaleDateString("en-GB", { month: "long", year: "numeric" });
    title.textContent = name;
    grid.setAttribute("aria-label", name);
    const start = new Date(view);
    start.setDate(1 - ((view.getDay() + 6) % 7));
    const rows: HTMLTableRowElement[] = [];
    for (let w = 0; w < 6; w++) {
      const row = document.createElement("tr");
      for (let d = 0; d < 7; d++) {
        const date = new Date(start);
        date.setDate(start.getDate() + w * 7 + d);
        const cell = document.createElement("td");
        const button = document.createElement("button");
        button.type = "button";
        button.className = "day";
        button.textContent = String(date.getDate());
        button.setAttribute("aria-label", label(date));
        button.setAttribute("aria-pressed", "false");
        button.tabIndex = -1;
        if (date.getMonth() !== view.getMonth()) button.classList.add("is-other");
        else if (EVENTS.has(date.getDate())) button.classList.add("has-event");
        if (date.toDateString() === TODAY.toDateString()) button.setAttribute("aria-current", "date");
        cell.append(button);
        row.append(cell);
      }
      rows.push(row);
    }
    body.replaceChildren(...rows);
    const first = body.querySelector<HTMLButtonElement>("[aria-current=date]") ?? body.querySelector<HTMLButtonElement>(".day:not(.is-other)")!;
    first.tabIndex = 0;
  };
  const onNav = (event: Event) => {
    view = new Date(view.getFullYear(), view.getMonth() + Number((event.currentTarget as HTMLElement).dataset.step), 1);
    render();
  };
  const onPick = (event: MouseEvent) => {
    const day = (event.target as HTMLElement).closest<HTMLButtonElement>(".day");
    if (!day) return;
    body.querySelectorAll(".day").forEach((b) => b.setAttribute("aria-pressed", "false"));
    day.setAttribute("aria-pressed", "true");
    picked.textContent = `Selected ${day.getAttribute("aria-label")}`;
  };
  const onKey = (event: KeyboardEvent) => {
    const days = [...body.querySelectorAll<HTMLButtonElement>(".day")];
    const index = days.indexOf(event.target as HTMLButtonElement);
    const step = ({ ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 } as Record<string, number>)[event.key];
    if (index < 0 || step === undefined) return;
    const target = days[index + step];
    if (!target) return;
    event.preventDefault();
    days.forEach((d) => (d.tabIndex = -1));
    target.tabIndex = 0;
    target.focus();
  };
  navs.forEach((n) => n.addEventListener("click", onNav));
  body.addEventListener("click", onPick);
  body.addEventListener("keydown", onKey);
  return () => {
    navs.forEach((n) => n.removeEventListener("click", onNav));
    body.removeEventListener("click", onPick);
    body.removeEventListener("keydown", onKey);
  };
}
