// Feedback: alerts, toasts, empty state, progress bars, a notification centre and a progress ring.
import { BASE, CALM, ICONS, SR_ONLY, type Design } from "./kit.ts";

export const feedback: Design[] = [
  {
    id: "alert-stack", kind: "component", category: "alerts", difficulty: "easy",
    title: "Alert messages",
    description: "Info, success, warning and error alerts with an icon, a bold lead-in and body text; each type differs by icon and wording as well as colour, and the error carries role=alert.",
    tags: ["alert", "notice", "callout", "success", "error", "warning"],
    html: `
<div class="$name">
  <div class="alert alert--info" role="note">${ICONS.info}<p><strong>Heads up:</strong> maintenance is planned for Sunday 02:00–03:00 UTC.</p></div>
  <div class="alert alert--success" role="status">${ICONS.check}<p><strong>Saved.</strong> Your profile changes are live.</p></div>
  <div class="alert alert--warning" role="note">${ICONS.warn}<p><strong>Storage almost full:</strong> 92% of 10 GB used.</p></div>
  <div class="alert alert--error" role="alert">${ICONS.close}<p><strong>Payment failed.</strong> The card was declined; try another method.</p></div>
</div>`,
    css: `${BASE}
$root { display: grid; gap: 0.75rem; width: min(100%, 34rem); padding: 1.25rem; background: var(--bg); border-radius: 1rem; }
$root .alert { display: flex; align-items: flex-start; gap: 0.75rem; padding: 0.875rem 1rem; border: 1px solid; border-left-width: 4px; border-radius: 0.625rem; }
$root .alert svg { flex: none; margin-top: 0.125rem; }
$root .alert p { margin: 0; font-size: 0.925rem; }
$root .alert--info { border-color: var(--accent); background: var(--soft); color: var(--text); }
$root .alert--info svg { color: var(--accent); }
$root .alert--success { border-color: #15803d; background: #f0fdf4; color: #14532d; }
$root .alert--warning { border-color: #b45309; background: #fffbeb; color: #78350f; }
$root .alert--error { border-color: #b91c1c; background: #fef2f2; color: #7f1d1d; }`,
  },
  {
    id: "toast-stack", kind: "component", category: "notifications", difficulty: "hard",
    title: "Toast notifications",
    description: "Buttons that raise stacked toasts in a polite live region; each toast has an icon, message, undo action and close button, dismisses itself after five seconds and pauses while hovered or focused.",
    tags: ["toast", "snackbar", "notification", "live-region", "undo"],
    html: `
<div class="$name">
  <div class="triggers">
    <button type="button" class="btn" data-kind="success" data-text="Message archived.">Archive message</button>
    <button type="button" class="btn" data-kind="info" data-text="Link copied to clipboard.">Copy link</button>
  </div>
  <ol class="stack" aria-live="polite" aria-label="Notifications"></ol>
</div>`,
    css: `${BASE}
$root { display: grid; gap: 1rem; width: min(100%, 24rem); min-height: 18rem; align-content: start; }
$root .triggers { display: flex; flex-wrap: wrap; gap: 0.5rem; }
$root .btn { min-height: 2.5rem; padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--bg); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .stack { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root .toast { display: flex; align-items: center; gap: 0.75rem; padding: 0.75rem 0.75rem 0.75rem 1rem; border-radius: 0.75rem; background: var(--text); color: var(--bg); box-shadow: var(--shadow); animation: $name-in 0.25s ease-out; }
$root .toast svg { flex: none; }
$root .toast[data-kind="success"] svg { color: #4ade80; }
$root .toast[data-kind="info"] svg { color: #60a5fa; }
$root .toast p { flex: 1; margin: 0; font-size: 0.9rem; }
$root .toast button { border: 0; background: none; color: inherit; font: inherit; font-weight: 700; cursor: pointer; border-radius: 0.375rem; padding: 0.25rem 0.4rem; }
$root .toast .undo { color: var(--accent); }
@keyframes $name-in { from { opacity: 0; transform: translateY(0.5rem); } }
${CALM}`,
    js: `
// Each button adds a toast; toasts leave after 5 s unless hovered or focused, or when closed.
const ICONS: Record<string, string> = { success: \`${ICONS.check}\`, info: \`${ICONS.info}\` };

function mount(root: HTMLElement): () => void {
  const stack = root.querySelector<HTMLElement>(".stack")!;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-kind]")];
  const timers = new Map<HTMLElement, number>();
  const remove = (toast: HTMLElement) => {
    window.clearTimeout(timers.get(toast));
    timers.delete(toast);
    toast.remove();
  };
  const schedule = (toast: HTMLElement) => timers.set(toast, window.setTimeout(() => remove(toast), 5000));
  const add = (event: Event) => {
    const source = event.currentTarget as HTMLElement;
    const toast = document.createElement("li");
    toast.className = "toast";
    toast.dataset.kind = source.dataset.kind;
    toast.innerHTML = ICONS[source.dataset.kind ?? "info"] ?? "";
    const text = document.createElement("p");
    text.textContent = source.dataset.text ?? "";
    const undo = document.createElement("button");
    undo.type = "button";
    undo.className = "undo";
    undo.textContent = "Undo";
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = "✕";
    close.setAttribute("aria-label", "Dismiss");
    undo.addEventListener("click", () => remove(toast));
    close.addEventListener("click", () => remove(toast));
    toast.addEventListener("mouseenter", () => window.clearTimeout(timers.get(toast)));
    toast.addEventListener("mouseleave", () => schedule(toast));
    toast.addEventListener("focusin", () => window.clearTimeout(timers.get(toast)));
    toast.addEventListener("focusout", () => schedule(toast));
    toast.append(text, undo, close);
    stack.append(toast);
    while (stack.children.length > 3) remove(stack.firstElementChild as HTMLElement);
    schedule(toast);
  };
  buttons.forEach((b) => b.addEventListener("click", add));
  return () => {
    buttons.forEach((b) => b.removeEventListener("click", add));
    [...timers.keys()].forEach(remove);
  };
}`,
  },
  {
    id: "empty-state", kind: "component", category: "feedback", difficulty: "easy",
    title: "Empty state",
    description: "A friendly empty state for a list with no items yet: a drawn illustration, a headline that says what is missing, one sentence on why it matters and a primary and secondary action.",
    tags: ["empty-state", "blank-slate", "onboarding", "illustration", "zero-data"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <svg class="art" viewBox="0 0 160 120" aria-hidden="true"><rect x="20" y="24" width="120" height="80" rx="10" class="a"/><rect x="34" y="40" width="60" height="8" rx="4" class="b"/><rect x="34" y="56" width="92" height="8" rx="4" class="c"/><rect x="34" y="72" width="76" height="8" rx="4" class="c"/><circle cx="124" cy="28" r="16" class="d"/><path d="M117 28h14M124 21v14" class="e"/></svg>
  <h2 class="title" id="$name-title">No invoices yet</h2>
  <p class="text">Create your first invoice and we’ll remind your client before it’s due.</p>
  <div class="actions">
    <a class="btn btn--primary" href="/invoices/new">Create invoice</a>
    <a class="btn" href="/invoices/import">Import from CSV</a>
  </div>
</section>`,
    css: `${BASE}
$root { display: grid; justify-items: center; gap: 0.5rem; width: min(100%, 26rem); padding: 2.5rem 1.5rem; text-align: center; background: var(--bg); border: 1px dashed var(--border); border-radius: 1.25rem; }
$root .art { width: 10rem; height: auto; margin-bottom: 0.5rem; }
$root .a { fill: var(--soft); }
$root .b { fill: var(--accent); opacity: 0.8; }
$root .c { fill: var(--border); }
$root .d { fill: var(--accent-2); }
$root .e { stroke: #fff; stroke-width: 3; stroke-linecap: round; }
$root .title { margin: 0; font-size: 1.25rem; }
$root .text { margin: 0 0 0.75rem; color: var(--muted); }
$root .actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; }
$root .btn { display: inline-flex; align-items: center; min-height: 2.5rem; padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.625rem; color: var(--text); font-weight: 600; text-decoration: none; }
$root .btn--primary { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }`,
  },
  {
    id: "progress-bars", kind: "component", category: "progress", difficulty: "easy",
    title: "Progress bars",
    description: "Labelled progress bars on native progress elements: a plain bar, a striped one, a multi-step quota with a warning threshold and an indeterminate bar for unknown durations.",
    tags: ["progress", "progress-bar", "loading", "quota", "upload"],
    html: `
<div class="$name">
  <div class="item">
    <div class="row"><label for="$name-p1">Uploading report.pdf</label><span>64%</span></div>
    <progress id="$name-p1" max="100" value="64">64%</progress>
  </div>
  <div class="item">
    <div class="row"><label for="$name-p2">Profile completeness</label><span>3 of 5</span></div>
    <progress id="$name-p2" class="striped" max="5" value="3">3 of 5</progress>
  </div>
  <div class="item">
    <div class="row"><label for="$name-p3">Storage</label><span>9.2 of 10 GB</span></div>
    <progress id="$name-p3" class="warn" max="10" value="9.2">9.2 GB</progress>
  </div>
  <div class="item">
    <div class="row"><label for="$name-p4">Preparing export</label><span>Please wait</span></div>
    <progress id="$name-p4" class="busy">Working</progress>
  </div>
</div>`,
    css: `${BASE}
$root { display: grid; gap: 1.125rem; width: min(100%, 26rem); padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .row { display: flex; justify-content: space-between; margin-bottom: 0.375rem; font-size: 0.875rem; }
$root .row label { font-weight: 600; }
$root .row span { color: var(--muted); font-variant-numeric: tabular-nums; }
$root progress { display: block; width: 100%; height: 0.625rem; border: 0; border-radius: 999px; background: var(--soft); overflow: hidden; appearance: none; -webkit-appearance: none; }
$root progress::-webkit-progress-bar { background: var(--soft); border-radius: 999px; }
$root progress::-webkit-progress-value { background: var(--accent); border-radius: 999px; transition: width 0.3s; }
$root progress::-moz-progress-bar { background: var(--accent); border-radius: 999px; }
$root .striped::-webkit-progress-value { background: repeating-linear-gradient(45deg, var(--accent) 0 8px, color-mix(in srgb, var(--accent) 70%, #fff) 8px 16px); }
$root .warn::-webkit-progress-value { background: #d97706; }
$root .warn::-moz-progress-bar { background: #d97706; }
$root .busy:indeterminate { background: linear-gradient(90deg, transparent 0 35%, var(--accent) 35% 65%, transparent 65%) var(--soft); background-size: 200% 100%; animation: $name-slide 1.2s linear infinite; }
$root .busy:indeterminate::-webkit-progress-bar { background: transparent; }
@keyframes $name-slide { from { background-position: 100% 0; } to { background-position: -100% 0; } }
${CALM}`,
  },
  {
    id: "notification-center", kind: "component", category: "notifications", difficulty: "hard",
    title: "Notification centre",
    description: "A bell button with an unread badge that opens a panel of notifications grouped by day; items can be marked read one by one or all at once, and the badge count follows.",
    tags: ["notifications", "bell", "inbox", "badge", "dropdown", "unread"],
    html: `
<div class="$name">
  <button type="button" class="bell" aria-expanded="true" aria-controls="$name-panel"><span class="sr-only">Notifications, </span>${ICONS.bell}<span class="badge">3</span><span class="sr-only"> unread</span></button>
  <section class="panel" id="$name-panel" aria-labelledby="$name-title">
    <header class="head"><h2 class="title" id="$name-title">Notifications</h2><button type="button" class="all">Mark all read</button></header>
    <h3 class="day">Today</h3>
    <ul class="list">
      <li class="note is-unread"><span class="who" aria-hidden="true">LB</span><p><strong>Lena Berg</strong> commented on <em>Q4 roadmap</em><time datetime="2026-11-20T09:12">9:12</time></p><button type="button" class="read" aria-label="Mark as read"></button></li>
      <li class="note is-unread"><span class="who" aria-hidden="true">TN</span><p><strong>Tom Nakamura</strong> assigned you <em>Fix login redirect</em><time datetime="2026-11-20T08:40">8:40</time></p><button type="button" class="read" aria-label="Mark as read"></button></li>
    </ul>
    <h3 class="day">Yesterday</h3>
    <ul class="list">
      <li class="note is-unread"><span class="who" aria-hidden="true">AR</span><p><strong>Ana Ruiz</strong> invited you to <em>Design crit</em><time datetime="2026-11-19T16:05">16:05</time></p><button type="button" class="read" aria-label="Mark as read"></button></li>
      <li class="note"><span class="who" aria-hidden="true">CI</span><p><strong>Build 482</strong> passed on main<time datetime="2026-11-19T11:30">11:30</time></p></li>
    </ul>
  </section>
</div>`,
    css: `${BASE}${SR_ONLY}
$root { position: relative; display: grid; justify-items: end; width: min(100%, 24rem); min-height: 28rem; align-content: start; }
$root .bell { position: relative; display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border: 1px solid var(--border); border-radius: 50%; background: var(--bg); color: var(--text); cursor: pointer; }
$root .badge { position: absolute; top: -0.25rem; right: -0.25rem; min-width: 1.25rem; height: 1.25rem; padding: 0 0.3rem; border: 2px solid var(--bg); border-radius: 999px; background: #dc2626; color: #fff; font-size: 0.7rem; font-weight: 700; line-height: 1; display: grid; place-items: center; }
$root .badge:empty { display: none; }
$root .panel { width: 100%; margin-top: 0.5rem; padding: 0.5rem 0 0.75rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; box-shadow: var(--shadow); }
$root .head { display: flex; align-items: center; justify-content: space-between; padding: 0.5rem 1rem; }
$root .title { margin: 0; font-size: 1rem; }
$root .all { border: 0; background: none; color: var(--accent); font: inherit; font-size: 0.85rem; font-weight: 600; cursor: pointer; }
$root .day { margin: 0.5rem 1rem 0.25rem; font-size: 0.72rem; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); }
$root .list { margin: 0; padding: 0; list-style: none; }
$root .note { display: flex; align-items: flex-start; gap: 0.75rem; padding: 0.625rem 1rem; }
$root .note.is-unread { background: var(--soft); }
$root .who { display: grid; place-items: center; flex: none; width: 2.25rem; height: 2.25rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); font-size: 0.75rem; font-weight: 700; }
$root .note p { flex: 1; margin: 0; font-size: 0.875rem; }
$root .note time { display: block; color: var(--muted); font-size: 0.75rem; }
$root .read { flex: none; width: 0.75rem; height: 0.75rem; margin-top: 0.4rem; padding: 0; border: 0; border-radius: 50%; background: var(--accent); cursor: pointer; }
$root .read:focus-visible { outline-offset: 3px; }`,
    js: `
// The bell toggles the panel; reading a note (or all) updates the badge.
function mount(root: HTMLElement): () => void {
  const bell = root.querySelector<HTMLButtonElement>(".bell")!;
  const panel = root.querySelector<HTMLElement>(".panel")!;
  const badge = root.querySelector<HTMLElement>(".badge")!;
  const all = root.querySelector<HTMLButtonElement>(".all")!;
  const count = () => {
    const unread = root.querySelectorAll(".note.is-unread").length;
    badge.textContent = unread ? String(unread) : "";
  };
  const read = (note: Element) => {
    note.classList.remove("is-unread");
    note.querySelector(".read")?.remove();
  };
  const onBell = () => {
    const open = panel.hidden;
    panel.hidden = !open;
    bell.setAttribute("aria-expanded", String(open));
  };
  const onPanel = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest(".read");
    if (button) {
      read(button.closest(".note")!);
      count();
      all.focus();
    }
  };
  const onAll = () => {
    root.querySelectorAll(".note.is-unread").forEach(read);
    count();
  };
  bell.addEventListener("click", onBell);
  panel.addEventListener("click", onPanel);
  all.addEventListener("click", onAll);
  return () => {
    bell.removeEventListener("click", onBell);
    panel.removeEventListener("click", onPanel);
    all.removeEventListener("click", onAll);
  };
}`,
  },
  {
    id: "progress-ring", kind: "component", category: "progress", difficulty: "med",
    title: "Progress ring",
    description: "A circular SVG progress meter with the percentage in the middle, exposed as role=progressbar with aria-valuenow; three rings show goals at different completion.",
    tags: ["progress", "ring", "circle", "svg", "gauge", "goal"],
    html: `
<ul class="$name" aria-label="Weekly goals">
  <li class="goal">
    <div class="ring" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="72" aria-labelledby="$name-g1" style="--p: 72">
      <svg viewBox="0 0 100 100" aria-hidden="true"><circle cx="50" cy="50" r="42" class="track"/><circle cx="50" cy="50" r="42" class="value" pathLength="100"/></svg>
      <span class="pct">72%</span>
    </div>
    <span class="name" id="$name-g1">Move</span>
  </li>
  <li class="goal">
    <div class="ring" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="45" aria-labelledby="$name-g2" style="--p: 45">
      <svg viewBox="0 0 100 100" aria-hidden="true"><circle cx="50" cy="50" r="42" class="track"/><circle cx="50" cy="50" r="42" class="value" pathLength="100"/></svg>
      <span class="pct">45%</span>
    </div>
    <span class="name" id="$name-g2">Focus</span>
  </li>
  <li class="goal">
    <div class="ring" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="100" aria-labelledby="$name-g3" style="--p: 100">
      <svg viewBox="0 0 100 100" aria-hidden="true"><circle cx="50" cy="50" r="42" class="track"/><circle cx="50" cy="50" r="42" class="value" pathLength="100"/></svg>
      <span class="pct">Done</span>
    </div>
    <span class="name" id="$name-g3">Sleep</span>
  </li>
</ul>`,
    css: `${BASE}
$root { display: flex; flex-wrap: wrap; justify-content: center; gap: 1.5rem; margin: 0; padding: 1.5rem 2rem; list-style: none; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .goal { display: grid; justify-items: center; gap: 0.5rem; }
$root .ring { position: relative; display: grid; place-items: center; width: 6.5rem; height: 6.5rem; }
$root .ring svg { position: absolute; inset: 0; transform: rotate(-90deg); }
$root .track { fill: none; stroke: var(--soft); stroke-width: 10; }
$root .value { fill: none; stroke: var(--accent); stroke-width: 10; stroke-linecap: round; stroke-dasharray: calc(var(--p) * 1) 100; animation: $name-fill 1s ease-out; }
$root .pct { font-weight: 800; font-size: 1.1rem; font-variant-numeric: tabular-nums; }
$root .name { font-weight: 600; color: var(--muted); }
@keyframes $name-fill { from { stroke-dasharray: 0 100; } }
${CALM}`,
  },
];
