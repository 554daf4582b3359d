// Data display: sortable table, member list, timeline, activity feed, kanban board, calendar, charts, avatars, badges.
import { BASE, CALM, ICONS, SR_ONLY, type Design } from "./kit.ts";

export const data: Design[] = [
  {
    id: "sortable-table", kind: "component", category: "tables", difficulty: "hard",
    title: "Sortable data table",
    description: "A data table with a caption, sortable column headers that announce their direction through aria-sort, status pills, right-aligned numbers and horizontal scrolling on small screens.",
    tags: ["table", "data-table", "sort", "aria-sort", "grid", "responsive"],
    html: `
<div class="$name">
  <div class="scroll">
    <table class="table">
      <caption id="$name-caption">Open invoices</caption>
      <thead>
        <tr>
          <th scope="col" aria-sort="ascending"><button type="button" class="sort" data-col="0">Client</button></th>
          <th scope="col" aria-sort="none"><button type="button" class="sort" data-col="1">Due</button></th>
          <th scope="col" aria-sort="none"><button type="button" class="sort" data-col="2">Status</button></th>
          <th scope="col" aria-sort="none" class="num"><button type="button" class="sort" data-col="3">Amount</button></th>
        </tr>
      </thead>
      <tbody>
        <tr><td>Acme Corp</td><td data-value="2026-12-01">Dec 1</td><td><span class="pill pill--ok">Paid</span></td><td class="num" data-value="1240">$1,240.00</td></tr>
        <tr><td>Bluebird Ltd</td><td data-value="2026-11-24">Nov 24</td><td><span class="pill pill--late">Overdue</span></td><td class="num" data-value="860">$860.00</td></tr>
        <tr><td>Cobalt &amp; Co</td><td data-value="2026-12-12">Dec 12</td><td><span class="pill">Draft</span></td><td class="num" data-value="3100">$3,100.00</td></tr>
        <tr><td>Delta Foods</td><td data-value="2026-12-05">Dec 5</td><td><span class="pill pill--ok">Paid</span></td><td class="num" data-value="475.5">$475.50</td></tr>
      </tbody>
    </table>
  </div>
</div>`,
    css: `${BASE}
$root { width: min(100%, 40rem); background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; overflow: hidden; }
$root .scroll { overflow-x: auto; }
$root .table { width: 100%; min-width: 32rem; border-collapse: collapse; font-size: 0.9rem; }
$root caption { padding: 1rem 1.25rem 0.75rem; text-align: left; font-weight: 700; font-size: 1.05rem; }
$root th { padding: 0; background: var(--surface); border-block: 1px solid var(--border); text-align: left; }
$root td { padding: 0.75rem 1.25rem; border-bottom: 1px solid var(--border); }
$root tbody tr:last-child td { border-bottom: 0; }
$root tbody tr:hover { background: var(--soft); }
$root .num { text-align: right; font-variant-numeric: tabular-nums; }
$root .sort { display: inline-flex; align-items: center; gap: 0.375rem; width: 100%; padding: 0.625rem 1.25rem; border: 0; background: none; color: var(--muted); font: inherit; font-size: 0.78rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; cursor: pointer; }
$root .num .sort { justify-content: flex-end; }
$root .sort::after { content: "↕"; opacity: 0.4; }
$root [aria-sort="ascending"] .sort::after { content: "↑"; opacity: 1; color: var(--accent); }
$root [aria-sort="descending"] .sort::after { content: "↓"; opacity: 1; color: var(--accent); }
$root .sort:focus-visible { outline-offset: -3px; }
$root .pill { display: inline-block; padding: 0.1rem 0.55rem; border-radius: 999px; background: var(--soft); color: var(--muted); font-size: 0.78rem; font-weight: 650; }
$root .pill--ok { background: #dcfce7; color: #166534; }
$root .pill--late { background: #fee2e2; color: #991b1b; }`,
    js: `
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
}`,
  },
  {
    id: "member-list", kind: "component", category: "lists", difficulty: "easy",
    title: "Member list",
    description: "A team member list with initials avatars, presence dots that also have text, names, emails, role selects and an invite link at the foot.",
    tags: ["list", "team", "members", "avatar", "roles", "presence"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <header class="head"><h2 class="title" id="$name-title">Team members</h2><span class="count">4 people</span></header>
  <ul class="list">
    <li class="row"><span class="avatar" aria-hidden="true">EW<span class="dot dot--on"></span></span><span class="who"><strong>Emma Wright</strong><span>emma@acme.test · <span class="state">Online</span></span></span><label class="sr-only" for="$name-r1">Role for Emma Wright</label><select id="$name-r1"><option>Owner</option><option>Editor</option><option>Viewer</option></select></li>
    <li class="row"><span class="avatar" aria-hidden="true">DK<span class="dot"></span></span><span class="who"><strong>Daniel Kim</strong><span>daniel@acme.test · <span class="state">Away</span></span></span><label class="sr-only" for="$name-r2">Role for Daniel Kim</label><select id="$name-r2"><option>Owner</option><option selected>Editor</option><option>Viewer</option></select></li>
    <li class="row"><span class="avatar" aria-hidden="true">FO<span class="dot dot--on"></span></span><span class="who"><strong>Fatima Osei</strong><span>fatima@acme.test · <span class="state">Online</span></span></span><label class="sr-only" for="$name-r3">Role for Fatima Osei</label><select id="$name-r3"><option>Owner</option><option selected>Editor</option><option>Viewer</option></select></li>
    <li class="row"><span class="avatar" aria-hidden="true">LM<span class="dot"></span></span><span class="who"><strong>Luca Moretti</strong><span>luca@acme.test · <span class="state">Away</span></span></span><label class="sr-only" for="$name-r4">Role for Luca Moretti</label><select id="$name-r4"><option>Owner</option><option>Editor</option><option selected>Viewer</option></select></li>
  </ul>
  <a class="invite" href="/team/invite">${ICONS.plus}Invite people</a>
</section>`,
    css: `${BASE}${SR_ONLY}
$root { width: min(100%, 30rem); background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .head { display: flex; justify-content: space-between; align-items: baseline; padding: 1rem 1.25rem; border-bottom: 1px solid var(--border); }
$root .title { margin: 0; font-size: 1.05rem; }
$root .count { font-size: 0.85rem; color: var(--muted); }
$root .list { margin: 0; padding: 0; list-style: none; }
$root .row { display: flex; align-items: center; gap: 0.75rem; padding: 0.75rem 1.25rem; }
$root .row + .row { border-top: 1px solid var(--border); }
$root .avatar { position: relative; display: grid; place-items: center; flex: none; width: 2.5rem; height: 2.5rem; border-radius: 50%; background: var(--soft); color: var(--accent); font-size: 0.8rem; font-weight: 700; }
$root .dot { position: absolute; right: 0; bottom: 0; width: 0.7rem; height: 0.7rem; border: 2px solid var(--bg); border-radius: 50%; background: #a1a1aa; }
$root .dot--on { background: #16a34a; }
$root .who { display: grid; flex: 1; min-width: 0; }
$root .who > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 0.8rem; color: var(--muted); }
$root select { min-height: 2.25rem; padding: 0 0.5rem; border: 1px solid var(--border); border-radius: 0.5rem; background: var(--surface); color: var(--text); font: inherit; font-size: 0.85rem; }
$root .invite { display: flex; align-items: center; gap: 0.5rem; padding: 0.875rem 1.25rem; border-top: 1px solid var(--border); color: var(--accent); font-weight: 600; text-decoration: none; }
$root .invite svg { width: 1.1rem; height: 1.1rem; }`,
  },
  {
    id: "vertical-timeline", kind: "component", category: "timelines", difficulty: "easy",
    title: "Vertical timeline",
    description: "An ordered timeline of milestones with dated markers on a connecting line, a highlighted current milestone and short descriptions; it reads as a plain ordered list without styles.",
    tags: ["timeline", "history", "milestones", "roadmap", "ordered-list"],
    html: `
<ol class="$name" aria-label="Company history">
  <li class="event"><time datetime="2019">2019</time><h3>Founded in a garage</h3><p>Two engineers, one prototype and a lot of coffee.</p></li>
  <li class="event"><time datetime="2021">2021</time><h3>Series A</h3><p>$12M raised to grow the team to 40 people.</p></li>
  <li class="event"><time datetime="2023">2023</time><h3>1 million users</h3><p>Launched the mobile apps and the public API.</p></li>
  <li class="event is-now" aria-current="step"><time datetime="2026">2026</time><h3>Going global</h3><p>Offices in Lisbon, Toronto and Singapore.</p></li>
</ol>`,
    css: `${BASE}
$root { position: relative; width: min(100%, 28rem); margin: 0; padding: 1.5rem 1.5rem 1.5rem 3.25rem; list-style: none; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root::before { content: ""; position: absolute; top: 2rem; bottom: 2rem; left: 1.9rem; width: 2px; background: var(--border); }
$root .event { position: relative; padding-bottom: 1.25rem; }
$root .event:last-child { padding-bottom: 0; }
$root .event::before { content: ""; position: absolute; top: 0.3rem; left: -1.75rem; width: 0.875rem; height: 0.875rem; border: 3px solid var(--bg); border-radius: 50%; background: var(--muted); box-shadow: 0 0 0 2px var(--border); }
$root .is-now::before { background: var(--accent); box-shadow: 0 0 0 4px color-mix(in srgb, var(--accent) 30%, transparent); }
$root time { font-size: 0.78rem; font-weight: 700; letter-spacing: 0.08em; color: var(--accent); }
$root h3 { margin: 0.125rem 0; font-size: 1rem; }
$root p { margin: 0; font-size: 0.9rem; color: var(--muted); }`,
  },
  {
    id: "activity-feed", kind: "component", category: "lists", difficulty: "med",
    title: "Activity feed",
    description: "A chronological activity feed with typed icons for commits, comments and deploys, relative times with exact timestamps, and a load-more button that appends older items.",
    tags: ["feed", "activity", "log", "history", "load-more"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <h2 class="title" id="$name-title">Recent activity</h2>
  <ul class="feed">
    <li class="item"><span class="icon icon--deploy" aria-hidden="true">${ICONS.bolt}</span><p><strong>Deployed</strong> v2.14.0 to production</p><time datetime="2026-11-20T10:02">12 min ago</time></li>
    <li class="item"><span class="icon icon--comment" aria-hidden="true">${ICONS.mail}</span><p><strong>Noah</strong> commented on <a href="/pr/381">#381 Retry webhooks</a></p><time datetime="2026-11-20T09:40">34 min ago</time></li>
    <li class="item"><span class="icon" aria-hidden="true">${ICONS.layers}</span><p><strong>Ines</strong> pushed 3 commits to <code>main</code></p><time datetime="2026-11-20T08:55">1 h ago</time></li>
  </ul>
  <button type="button" class="more">Load older activity</button>
</section>`,
    css: `${BASE}
$root { width: min(100%, 30rem); padding: 1.25rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .title { margin: 0 0 1rem; font-size: 1.05rem; }
$root .feed { display: grid; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
$root .item { display: grid; grid-template-columns: auto 1fr auto; align-items: center; gap: 0.75rem; padding: 0.5rem 0; }
$root .icon { display: grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: 0.625rem; background: var(--soft); color: var(--accent); }
$root .icon svg { width: 1.1rem; height: 1.1rem; }
$root .icon--deploy { background: var(--accent); color: var(--on-accent); }
$root .icon--comment { color: var(--accent-2); }
$root .item p { margin: 0; font-size: 0.9rem; }
$root .item a { color: var(--accent); }
$root code { padding: 0.05rem 0.3rem; border-radius: 0.25rem; background: var(--soft); font-size: 0.85em; }
$root time { font-size: 0.78rem; color: var(--muted); white-space: nowrap; }
$root .more { width: 100%; min-height: 2.5rem; margin-top: 0.75rem; border: 1px dashed var(--border); border-radius: 0.625rem; background: none; color: var(--muted); font: inherit; font-weight: 600; cursor: pointer; }
$root .more:hover { color: var(--accent); border-color: var(--accent); }`,
    js: `
// Appends two older items per click, then says there is nothing more.
const OLDER = [
  ["Maya", "opened", "#377 Dark mode tokens", "Yesterday"],
  ["Build 481", "failed on", "feature/search", "Yesterday"],
  ["Ravi", "merged", "#372 Faster cold start", "2 days ago"],
  ["Ines", "released", "v2.13.0", "3 days ago"],
];

function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(".feed")!;
  const more = root.querySelector<HTMLButtonElement>(".more")!;
  let next = 0;
  const onMore = () => {
    for (const [who, verb, what, when] of OLDER.slice(next, next + 2)) {
      const item = document.createElement("li");
      item.className = "item";
      const icon = document.createElement("span");
      icon.className = "icon";
      icon.setAttribute("aria-hidden", "true");
      icon.textContent = "•";
      const text = document.createElement("p");
      const strong = document.createElement("strong");
      strong.textContent = who!;
      text.append(strong, \` \${verb} \${what}\`);
      const time = document.createElement("time");
      time.textContent = when!;
      item.append(icon, text, time);
      list.append(item);
    }
    next += 2;
    if (next >= OLDER.length) {
      more.disabled = true;
      more.textContent = "No older activity";
    }
  };
  more.addEventListener("click", onMore);
  return () => more.removeEventListener("click", onMore);
}`,
  },
  {
    id: "kanban-board", kind: "component", category: "boards", difficulty: "hard",
    title: "Kanban board",
    description: "A three-column task board with cards showing labels, assignees and due dates; cards move between columns with a keyboard-reachable move menu as well as drag and drop, and counts update.",
    tags: ["kanban", "board", "tasks", "drag-and-drop", "project-management"],
    html: `
<div class="$name">
  <section class="col" data-col="todo" aria-labelledby="$name-c1"><h3 class="col-title" id="$name-c1">To do <span class="n">2</span></h3>
    <ul class="cards">
      <li class="card" draggable="true"><span class="label">Design</span><p>Empty states for reports</p><div class="meta"><span class="who" aria-label="Assigned to Ana">AN</span><button type="button" class="move" aria-label="Move “Empty states for reports” to the next column">→</button></div></li>
      <li class="card" draggable="true"><span class="label label--b">Bug</span><p>Tooltip clipped on Safari</p><div class="meta"><span class="who" aria-label="Assigned to Kai">KA</span><button type="button" class="move" aria-label="Move “Tooltip clipped on Safari” to the next column">→</button></div></li>
    </ul>
  </section>
  <section class="col" data-col="doing" aria-labelledby="$name-c2"><h3 class="col-title" id="$name-c2">In progress <span class="n">1</span></h3>
    <ul class="cards">
      <li class="card" draggable="true"><span class="label">Feature</span><p>CSV export</p><div class="meta"><span class="who" aria-label="Assigned to Lee">LE</span><button type="button" class="move" aria-label="Move “CSV export” to the next column">→</button></div></li>
    </ul>
  </section>
  <section class="col" data-col="done" aria-labelledby="$name-c3"><h3 class="col-title" id="$name-c3">Done <span class="n">1</span></h3>
    <ul class="cards">
      <li class="card"><span class="label">Chore</span><p>Upgrade build tooling</p><div class="meta"><span class="who" aria-label="Assigned to Mo">MO</span></div></li>
    </ul>
  </section>
  <p class="sr-status" role="status"></p>
</div>`,
    css: `${BASE}
$root { display: grid; grid-template-columns: repeat(3, minmax(12rem, 1fr)); gap: 0.75rem; width: min(100%, 48rem); padding: 1rem; overflow-x: auto; background: var(--surface); border: 1px solid var(--border); border-radius: 1rem; }
$root .col { display: flex; flex-direction: column; gap: 0.5rem; min-height: 14rem; padding: 0.75rem; border-radius: 0.75rem; background: var(--soft); }
$root .col.is-over { outline: 2px dashed var(--accent); }
$root .col-title { display: flex; justify-content: space-between; margin: 0; font-size: 0.85rem; }
$root .n { padding: 0 0.45rem; border-radius: 999px; background: var(--bg); color: var(--muted); font-size: 0.75rem; }
$root .cards { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root .card { padding: 0.75rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--bg); box-shadow: 0 1px 2px rgb(0 0 0 / 0.08); cursor: grab; }
$root .card p { margin: 0.375rem 0 0.625rem; font-size: 0.9rem; font-weight: 600; }
$root .label { padding: 0.05rem 0.45rem; border-radius: 0.3rem; background: var(--soft); color: var(--accent); font-size: 0.7rem; font-weight: 700; }
$root .label--b { color: #b91c1c; background: #fee2e2; }
$root .meta { display: flex; justify-content: space-between; align-items: center; }
$root .who { display: grid; place-items: center; width: 1.75rem; height: 1.75rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); font-size: 0.65rem; font-weight: 700; }
$root .move { width: 1.75rem; height: 1.75rem; border: 1px solid var(--border); border-radius: 0.375rem; background: var(--surface); color: var(--text); cursor: pointer; }
$root .sr-status { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }`,
    js: `
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
    status.textContent = \`Moved to \${col.querySelector(".col-title")!.firstChild!.textContent!.trim()}.\`;
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
}`,
  },
  {
    id: "month-calendar", kind: "component", category: "calendars", difficulty: "hard",
    title: "Month calendar",
    description: "A month grid with weekday headers, today marked, event dots, and a selectable day; previous and next buttons change the month, and arrow keys move between days.",
    tags: ["calendar", "date-picker", "month", "grid", "keyboard", "events"],
    html: `
<div class="$name">
  <header class="head">
    <button type="button" class="nav" data-step="-1" aria-label="Previous month">‹</button>
    <h2 class="month" aria-live="polite">November 2026</h2>
    <button type="button" class="nav" data-step="1" aria-label="Next month">›</button>
  </header>
  <table class="grid" role="grid" aria-label="November 2026">
    <thead><tr><th scope="col" abbr="Monday">Mo</th><th scope="col" abbr="Tuesday">Tu</th><th scope="col" abbr="Wednesday">We</th><th scope="col" abbr="Thursday">Th</th><th scope="col" abbr="Friday">Fr</th><th scope="col" abbr="Saturday">Sa</th><th scope="col" abbr="Sunday">Su</th></tr></thead>
    <tbody class="days"></tbody>
  </table>
  <p class="picked" role="status">No day selected</p>
</div>`,
    css: `${BASE}
$root { width: min(100%, 22rem); padding: 1.25rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; box-shadow: var(--shadow); }
$root .head { display: flex; align-items: center; justify-content: space-between; margin-bottom: 0.75rem; }
$root .month { margin: 0; font-size: 1.05rem; }
$root .nav { width: 2.25rem; height: 2.25rem; border: 1px solid var(--border); border-radius: 0.5rem; background: var(--surface); color: var(--text); font-size: 1.2rem; cursor: pointer; }
$root .grid { width: 100%; border-collapse: collapse; table-layout: fixed; }
$root th { padding: 0.25rem 0; font-size: 0.72rem; font-weight: 700; color: var(--muted); }
$root td { padding: 0.125rem; text-align: center; }
$root .day { position: relative; width: 100%; aspect-ratio: 1; border: 0; border-radius: 0.5rem; background: none; color: var(--text); font: inherit; font-size: 0.875rem; font-variant-numeric: tabular-nums; cursor: pointer; }
$root .day:hover { background: var(--soft); }
$root .day.is-other { color: var(--muted); opacity: 0.55; }
$root .day[aria-current="date"] { font-weight: 800; color: var(--accent); box-shadow: inset 0 0 0 1.5px var(--accent); }
$root .day[aria-selected="true"], $root .day[aria-pressed="true"] { background: var(--accent); color: var(--on-accent); }
$root .day.has-event::after { content: ""; position: absolute; bottom: 0.3rem; left: calc(50% - 0.15rem); width: 0.3rem; height: 0.3rem; border-radius: 50%; background: var(--accent-2); }
$root .picked { margin: 0.75rem 0 0; font-size: 0.85rem; color: var(--muted); }`,
    js: `
// Renders the month (Monday first) from a fixed "today", so the demo looks the same any day it is opened.
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
        button.dataset.date = date.toISOString();
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
    picked.textContent = \`Selected \${day.getAttribute("aria-label")}\`;
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
  render();
  navs.forEach((n) => n.addEventListener("click", onNav));
  body.addEventListener("click", onPick);
  body.addEventListener("keydown", onKey);
  return () => {
    navs.forEach((n) => n.removeEventListener("click", onNav));
    body.removeEventListener("click", onPick);
    body.removeEventListener("keydown", onKey);
  };
}`,
  },
  {
    id: "bar-chart", kind: "component", category: "charts", difficulty: "med",
    title: "Bar chart",
    description: "A responsive column chart drawn with CSS grid from a real data table: bars scale from custom properties, values sit on top, and the table stays available to screen readers.",
    tags: ["chart", "bar-chart", "data-visualization", "css-grid", "accessible-chart"],
    html: `
<figure class="$name" aria-labelledby="$name-cap">
  <figcaption class="cap" id="$name-cap">Signups per month, 2026 (thousands)</figcaption>
  <ul class="bars" aria-hidden="true">
    <li style="--v: 42"><span class="val">4.2</span><span class="bar"></span><span class="lab">Jun</span></li>
    <li style="--v: 55"><span class="val">5.5</span><span class="bar"></span><span class="lab">Jul</span></li>
    <li style="--v: 48"><span class="val">4.8</span><span class="bar"></span><span class="lab">Aug</span></li>
    <li style="--v: 71"><span class="val">7.1</span><span class="bar"></span><span class="lab">Sep</span></li>
    <li style="--v: 83"><span class="val">8.3</span><span class="bar"></span><span class="lab">Oct</span></li>
    <li style="--v: 96" class="is-top"><span class="val">9.6</span><span class="bar"></span><span class="lab">Nov</span></li>
  </ul>
  <table class="sr-only">
    <thead><tr><th scope="col">Month</th><th scope="col">Signups (thousands)</th></tr></thead>
    <tbody><tr><td>June</td><td>4.2</td></tr><tr><td>July</td><td>5.5</td></tr><tr><td>August</td><td>4.8</td></tr><tr><td>September</td><td>7.1</td></tr><tr><td>October</td><td>8.3</td></tr><tr><td>November</td><td>9.6</td></tr></tbody>
  </table>
</figure>`,
    css: `${BASE}${SR_ONLY}
$root { width: min(100%, 34rem); margin: 0; padding: 1.25rem 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .cap { margin-bottom: 1rem; font-weight: 700; }
$root .bars { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; align-items: end; gap: 0.75rem; height: 14rem; margin: 0; padding: 0 0 0.25rem; list-style: none; border-bottom: 2px solid var(--border); background: repeating-linear-gradient(to top, transparent 0 calc(25% - 1px), var(--border) calc(25% - 1px) 25%); }
$root .bars li { display: flex; flex-direction: column; align-items: center; justify-content: flex-end; height: 100%; }
$root .bar { width: 100%; max-width: 3rem; height: calc(var(--v) * 1%); border-radius: 0.4rem 0.4rem 0 0; background: color-mix(in srgb, var(--accent) 55%, var(--bg)); transform-origin: bottom; animation: $name-grow 0.8s cubic-bezier(0.2, 0.8, 0.2, 1) both; }
$root .is-top .bar { background: var(--accent); }
$root .val { margin-bottom: 0.25rem; font-size: 0.75rem; font-weight: 700; color: var(--muted); }
$root .lab { position: relative; top: 1.6rem; height: 0; font-size: 0.78rem; color: var(--muted); }
$root .bars { margin-bottom: 1.5rem; }
@keyframes $name-grow { from { transform: scaleY(0); } }
${CALM}`,
  },
  {
    id: "donut-chart", kind: "component", category: "charts", difficulty: "med",
    title: "Donut chart",
    description: "An SVG donut chart of traffic sources with a total in the centre and a legend that doubles as the data: each segment uses stroke-dasharray and has a pattern-free colour plus a percentage label.",
    tags: ["chart", "donut", "pie", "svg", "legend", "data-visualization"],
    html: `
<figure class="$name" aria-labelledby="$name-cap">
  <div class="chart">
    <svg viewBox="0 0 42 42" aria-hidden="true">
      <circle class="seg s1" cx="21" cy="21" r="15.915" stroke-dasharray="46 54" stroke-dashoffset="25"/>
      <circle class="seg s2" cx="21" cy="21" r="15.915" stroke-dasharray="28 72" stroke-dashoffset="79"/>
      <circle class="seg s3" cx="21" cy="21" r="15.915" stroke-dasharray="16 84" stroke-dashoffset="51"/>
      <circle class="seg s4" cx="21" cy="21" r="15.915" stroke-dasharray="10 90" stroke-dashoffset="35"/>
    </svg>
    <p class="total"><strong>84.2k</strong><span>visits</span></p>
  </div>
  <figcaption class="cap" id="$name-cap">
    <strong>Traffic sources, last 30 days</strong>
    <ul class="legend">
      <li><span class="key k1" aria-hidden="true"></span>Search<span class="pct">46%</span></li>
      <li><span class="key k2" aria-hidden="true"></span>Direct<span class="pct">28%</span></li>
      <li><span class="key k3" aria-hidden="true"></span>Social<span class="pct">16%</span></li>
      <li><span class="key k4" aria-hidden="true"></span>Referral<span class="pct">10%</span></li>
    </ul>
  </figcaption>
</figure>`,
    css: `${BASE}
$root { display: flex; flex-wrap: wrap; align-items: center; gap: 1.5rem; width: min(100%, 30rem); margin: 0; padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .chart { position: relative; width: 10rem; height: 10rem; }
$root svg { width: 100%; height: 100%; }
$root .seg { fill: none; stroke-width: 6; }
$root .s1 { stroke: var(--accent); }
$root .s2 { stroke: var(--accent-2); }
$root .s3 { stroke: color-mix(in srgb, var(--accent) 45%, var(--bg)); }
$root .s4 { stroke: var(--muted); }
$root .total { position: absolute; inset: 0; display: grid; place-content: center; margin: 0; text-align: center; }
$root .total strong { font-size: 1.4rem; }
$root .total span { font-size: 0.75rem; color: var(--muted); }
$root .cap { flex: 1 1 12rem; }
$root .legend { display: grid; gap: 0.5rem; margin: 0.75rem 0 0; padding: 0; list-style: none; font-size: 0.9rem; }
$root .legend li { display: flex; align-items: center; gap: 0.5rem; }
$root .key { width: 0.8rem; height: 0.8rem; border-radius: 0.2rem; }
$root .k1 { background: var(--accent); }
$root .k2 { background: var(--accent-2); }
$root .k3 { background: color-mix(in srgb, var(--accent) 45%, var(--bg)); }
$root .k4 { background: var(--muted); }
$root .pct { margin-left: auto; font-weight: 700; font-variant-numeric: tabular-nums; }`,
  },
  {
    id: "avatar-stack", kind: "component", category: "avatars", difficulty: "easy",
    title: "Avatar stack",
    description: "Overlapping circular avatars in three sizes with initials, a ring that separates them, a “+5” overflow counter and a full list of names for screen readers.",
    tags: ["avatar", "avatar-group", "stack", "team", "initials"],
    html: `
<div class="$name">
  <ul class="stack stack--lg" aria-label="Editors: Ada, Ben, Chloe, Dev and 5 more">
    <li class="av av--1" aria-hidden="true">AD</li><li class="av av--2" aria-hidden="true">BE</li><li class="av av--3" aria-hidden="true">CH</li><li class="av av--4" aria-hidden="true">DE</li><li class="av more" aria-hidden="true">+5</li>
  </ul>
  <ul class="stack" aria-label="Reviewers: Eli, Fay and Gus">
    <li class="av av--2" aria-hidden="true">EL</li><li class="av av--3" aria-hidden="true">FA</li><li class="av av--1" aria-hidden="true">GU</li>
  </ul>
  <ul class="stack stack--sm" aria-label="Watchers: Hal and Iris">
    <li class="av av--4" aria-hidden="true">HA</li><li class="av av--1" aria-hidden="true">IR</li>
  </ul>
</div>`,
    css: `${BASE}
$root { display: grid; justify-items: start; gap: 1.25rem; padding: 1.5rem 2rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .stack { --size: 2.5rem; display: flex; margin: 0; padding: 0 0 0 calc(var(--size) * 0.3); list-style: none; }
$root .stack--lg { --size: 3.25rem; }
$root .stack--sm { --size: 2rem; }
$root .av { display: grid; place-items: center; width: var(--size); height: var(--size); margin-left: calc(var(--size) * -0.3); border: 3px solid var(--bg); border-radius: 50%; font-size: calc(var(--size) * 0.34); font-weight: 700; }
$root .av--1 { background: var(--accent); color: var(--on-accent); }
$root .av--2 { background: var(--accent-2); color: #fff; }
$root .av--3 { background: var(--soft); color: var(--accent); }
$root .av--4 { background: var(--text); color: var(--bg); }
$root .more { background: var(--surface); color: var(--muted); box-shadow: inset 0 0 0 1px var(--border); }`,
  },
  {
    id: "badge-set", kind: "component", category: "badges", difficulty: "easy",
    title: "Badges and chips",
    description: "Status badges (solid, soft, outline, with dot), numeric counters on icons and removable filter chips; every state is written out, never shown by colour alone.",
    tags: ["badge", "chip", "tag", "pill", "status", "label"],
    html: `
<div class="$name">
  <p class="row"><span class="badge badge--solid">New</span><span class="badge badge--soft">Beta</span><span class="badge badge--outline">v2.4</span><span class="badge badge--dot">Live</span></p>
  <p class="row"><a class="icon" href="/inbox">${ICONS.mail}<span class="count">12</span><span class="sr-only">Inbox, 12 unread</span></a><a class="icon" href="/alerts">${ICONS.bell}<span class="count">3</span><span class="sr-only">Alerts, 3 new</span></a></p>
  <ul class="chips" aria-label="Active filters">
    <li class="chip">Remote<button type="button" aria-label="Remove filter Remote">${ICONS.close}</button></li>
    <li class="chip">Full-time<button type="button" aria-label="Remove filter Full-time">${ICONS.close}</button></li>
    <li class="chip">Design<button type="button" aria-label="Remove filter Design">${ICONS.close}</button></li>
  </ul>
</div>`,
    css: `${BASE}${SR_ONLY}
$root { display: grid; gap: 1rem; padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0; }
$root .badge { display: inline-flex; align-items: center; gap: 0.375rem; padding: 0.2rem 0.625rem; border-radius: 999px; font-size: 0.78rem; font-weight: 700; }
$root .badge--solid { background: var(--accent); color: var(--on-accent); }
$root .badge--soft { background: var(--soft); color: var(--accent); }
$root .badge--outline { border: 1px solid var(--border); color: var(--muted); }
$root .badge--dot { background: var(--surface); color: var(--text); border: 1px solid var(--border); }
$root .badge--dot::before { content: ""; width: 0.45rem; height: 0.45rem; border-radius: 50%; background: #16a34a; box-shadow: 0 0 0 3px rgb(22 163 74 / 0.25); }
$root .icon { position: relative; display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border-radius: 0.75rem; background: var(--surface); color: var(--text); }
$root .count { position: absolute; top: -0.3rem; right: -0.3rem; min-width: 1.25rem; height: 1.25rem; padding: 0 0.3rem; border: 2px solid var(--bg); border-radius: 999px; background: var(--accent-2); color: #fff; font-size: 0.68rem; font-weight: 800; display: grid; place-items: center; }
$root .chips { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root .chip { display: inline-flex; align-items: center; gap: 0.25rem; padding: 0.25rem 0.3rem 0.25rem 0.75rem; border: 1px solid var(--border); border-radius: 999px; background: var(--surface); font-size: 0.85rem; font-weight: 600; }
$root .chip button { display: grid; place-items: center; width: 1.5rem; height: 1.5rem; padding: 0; border: 0; border-radius: 50%; background: none; color: var(--muted); cursor: pointer; }
$root .chip button svg { width: 0.9rem; height: 0.9rem; }
$root .chip button:hover { background: var(--soft); color: var(--text); }`,
    js: `
// Removing a chip takes it away and moves focus to a neighbour.
function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(".chips")!;
  const onClick = (event: MouseEvent) => {
    const chip = (event.target as HTMLElement).closest<HTMLElement>(".chip");
    if (!chip) return;
    const neighbour = (chip.nextElementSibling ?? chip.previousElementSibling)?.querySelector<HTMLButtonElement>("button");
    chip.remove();
    neighbour?.focus();
  };
  list.addEventListener("click", onClick);
  return () => list.removeEventListener("click", onClick);
}`,
  },
];
