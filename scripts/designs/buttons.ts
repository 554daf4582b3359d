// Buttons: variants, icon buttons, split and loading buttons, segmented controls and a speed dial.
import { BASE, CALM, ICONS, type Design } from "./kit.ts";

const BUTTON = `
$root .btn { display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; min-height: 2.75rem; padding: 0.625rem 1.125rem; border-radius: 0.625rem; border: 1px solid transparent; font-family: inherit; font-size: 0.95rem; font-weight: 600; line-height: 1; cursor: pointer; transition: background-color 0.15s, color 0.15s, box-shadow 0.15s, transform 0.15s; }
$root .btn:active { transform: translateY(1px); }
$root .btn:disabled { opacity: 0.55; cursor: not-allowed; }
`;

export const buttons: Design[] = [
  {
    id: "button-set", kind: "component", category: "buttons", difficulty: "easy",
    title: "Button set",
    description: "Primary, secondary, ghost and destructive buttons sharing one size and shape, with hover, pressed, disabled and keyboard focus states.",
    tags: ["button", "primary", "secondary", "ghost", "states"],
    html: `
<div class="$name" role="group" aria-label="Button styles">
  <button type="button" class="btn btn--primary">Save changes</button>
  <button type="button" class="btn btn--secondary">Preview</button>
  <button type="button" class="btn btn--ghost">Cancel</button>
  <button type="button" class="btn btn--danger">Delete</button>
  <button type="button" class="btn btn--primary" disabled>Publishing</button>
</div>`,
    css: `${BASE}${BUTTON}
$root { display: flex; flex-wrap: wrap; gap: 0.75rem; padding: 1.5rem; background: var(--bg); border-radius: 1rem; }
$root .btn--primary { background: var(--accent); color: var(--on-accent); box-shadow: 0 1px 2px rgb(0 0 0 / 0.15); }
$root .btn--primary:hover:not(:disabled) { box-shadow: 0 6px 16px -6px var(--accent); }
$root .btn--secondary { background: var(--soft); color: var(--text); border-color: var(--border); }
$root .btn--secondary:hover { border-color: var(--accent); }
$root .btn--ghost { background: transparent; color: var(--accent); }
$root .btn--ghost:hover { background: var(--soft); }
$root .btn--danger { background: transparent; color: var(--text); border-color: currentColor; }
$root .btn--danger:hover { background: #b91c1c; border-color: #b91c1c; color: #fff; }
${CALM}`,
  },
  {
    id: "icon-buttons", kind: "component", category: "buttons", difficulty: "easy",
    title: "Icon buttons",
    description: "Buttons with a leading icon and label, plus round icon-only buttons whose names come from aria-label and show as a tooltip on hover and focus.",
    tags: ["button", "icon", "icon-only", "tooltip", "toolbar"],
    html: `
<div class="$name">
  <button type="button" class="btn btn--label">${ICONS.plus}<span>New project</span></button>
  <button type="button" class="btn btn--label btn--outline">${ICONS.upload.replace(/28/g, "20")}<span>Import</span></button>
  <div class="icons" role="toolbar" aria-label="Item actions">
    <button type="button" class="btn btn--icon" aria-label="Like" data-tip="Like">${ICONS.heart}</button>
    <button type="button" class="btn btn--icon" aria-label="Share by email" data-tip="Email">${ICONS.mail}</button>
    <button type="button" class="btn btn--icon" aria-label="Settings" data-tip="Settings">${ICONS.gear}</button>
  </div>
</div>`,
    css: `${BASE}${BUTTON}
$root { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; padding: 1.5rem; background: var(--bg); border-radius: 1rem; }
$root .btn--label { background: var(--accent); color: var(--on-accent); }
$root .btn--outline { background: transparent; color: var(--accent); border-color: var(--accent); }
$root .btn--outline:hover { background: var(--soft); }
$root .icons { display: flex; gap: 0.5rem; padding-left: 0.75rem; border-left: 1px solid var(--border); }
$root .btn--icon { position: relative; width: 2.75rem; padding: 0; border-radius: 999px; background: var(--soft); color: var(--text); }
$root .btn--icon:hover { color: var(--accent); }
$root .btn--icon::after { content: attr(data-tip); position: absolute; bottom: calc(100% + 0.5rem); left: 50%; transform: translate(-50%, 4px); padding: 0.3rem 0.5rem; border-radius: 0.375rem; background: var(--text); color: var(--bg); font-size: 0.75rem; font-weight: 500; white-space: nowrap; opacity: 0; pointer-events: none; transition: opacity 0.15s, transform 0.15s; }
$root .btn--icon:hover::after, $root .btn--icon:focus-visible::after { opacity: 1; transform: translate(-50%, 0); }
${CALM}`,
  },
  {
    id: "split-button", kind: "component", category: "buttons", difficulty: "med",
    title: "Split button",
    description: "A main action joined to a menu of related actions; the arrow opens a keyboard-navigable menu that closes on Escape or an outside click.",
    tags: ["button", "split", "dropdown", "menu", "keyboard"],
    html: `
<div class="$name">
  <div class="split">
    <button type="button" class="main">Merge pull request</button>
    <button type="button" class="toggle" aria-haspopup="menu" aria-expanded="false" aria-controls="$name-menu" aria-label="More merge options">${ICONS.chevron}</button>
  </div>
  <ul class="menu" id="$name-menu" role="menu" aria-label="Merge options" hidden>
    <li role="none"><button type="button" role="menuitem" tabindex="-1">Create a merge commit</button></li>
    <li role="none"><button type="button" role="menuitem" tabindex="-1">Squash and merge</button></li>
    <li role="none"><button type="button" role="menuitem" tabindex="-1">Rebase and merge</button></li>
  </ul>
</div>`,
    css: `${BASE}
$root { position: relative; display: inline-block; }
$root .split { display: inline-flex; border-radius: 0.625rem; box-shadow: var(--shadow); }
$root .split button { min-height: 2.75rem; border: 0; background: var(--accent); color: var(--on-accent); font-family: inherit; font-size: 0.95rem; font-weight: 600; cursor: pointer; }
$root .main { padding: 0 1.125rem; border-radius: 0.625rem 0 0 0.625rem; }
$root .split .toggle { display: grid; place-items: center; width: 2.75rem; border-radius: 0 0.625rem 0.625rem 0; border-left: 1px solid rgb(255 255 255 / 0.35); }
$root .toggle svg { transition: transform 0.2s; }
$root .toggle[aria-expanded="true"] svg { transform: rotate(180deg); }
$root .split button:hover { filter: brightness(1.1); }
$root .menu { position: absolute; top: calc(100% + 0.375rem); right: 0; z-index: 10; min-width: 14rem; margin: 0; padding: 0.375rem; list-style: none; background: var(--bg); border: 1px solid var(--border); border-radius: 0.75rem; box-shadow: var(--shadow); }
$root .menu button { width: 100%; padding: 0.625rem 0.75rem; border: 0; border-radius: 0.5rem; background: none; color: var(--text); font: inherit; text-align: left; cursor: pointer; }
$root .menu button:hover, $root .menu button:focus-visible { background: var(--soft); color: var(--accent); outline-offset: -2px; }
${CALM}`,
    js: `
// Opens the menu from the arrow button; arrow keys move between items, Escape and outside clicks close it.
function mount(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>(".toggle")!;
  const menu = root.querySelector<HTMLElement>(".menu")!;
  const items = [...menu.querySelectorAll<HTMLButtonElement>("[role=menuitem]")];
  const setOpen = (open: boolean, focusFirst = false) => {
    menu.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    if (open && focusFirst) items[0]?.focus();
  };
  const onToggle = () => setOpen(toggle.getAttribute("aria-expanded") !== "true", true);
  const onKey = (event: KeyboardEvent) => {
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "Escape" && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    } else if (event.key === "ArrowDown" && index >= 0) {
      event.preventDefault();
      items[(index + 1) % items.length]!.focus();
    } else if (event.key === "ArrowUp" && index >= 0) {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]!.focus();
    }
  };
  const onItem = () => {
    setOpen(false);
    toggle.focus();
  };
  const onOutside = (event: MouseEvent) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  };
  toggle.addEventListener("click", onToggle);
  root.addEventListener("keydown", onKey);
  items.forEach((item) => item.addEventListener("click", onItem));
  document.addEventListener("click", onOutside);
  return () => {
    toggle.removeEventListener("click", onToggle);
    root.removeEventListener("keydown", onKey);
    items.forEach((item) => item.removeEventListener("click", onItem));
    document.removeEventListener("click", onOutside);
  };
}`,
  },
  {
    id: "loading-button", kind: "component", category: "buttons", difficulty: "med",
    title: "Loading button",
    description: "A submit button that shows a spinner and a busy label while work is in progress, then confirms success; screen readers hear each state through a live region.",
    tags: ["button", "loading", "spinner", "async", "aria-busy"],
    html: `
<div class="$name">
  <button type="button" class="btn" aria-describedby="$name-status">
    <span class="spinner" aria-hidden="true"></span>
    <span class="label">Send invoice</span>
  </button>
  <p class="status" id="$name-status" role="status">Ready to send.</p>
</div>`,
    css: `${BASE}${BUTTON}
$root { display: grid; justify-items: center; gap: 0.75rem; padding: 1.5rem 2rem; background: var(--bg); border-radius: 1rem; }
$root .btn { min-width: 11rem; background: var(--accent); color: var(--on-accent); }
$root .btn[aria-busy="true"] { cursor: progress; }
$root .spinner { display: none; width: 1rem; height: 1rem; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: $name-spin 0.7s linear infinite; }
$root .btn[aria-busy="true"] .spinner { display: inline-block; }
$root .btn.is-done { background: #15803d; color: #fff; }
$root .status { margin: 0; font-size: 0.875rem; color: var(--muted); }
@keyframes $name-spin { to { transform: rotate(1turn); } }
${CALM}`,
    js: `
// Simulates a request: busy for 1.2 s, then done for 2 s, then ready again.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".btn")!;
  const label = root.querySelector<HTMLElement>(".label")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  const timers: number[] = [];
  const set = (text: string, note: string, busy: boolean, done: boolean) => {
    label.textContent = text;
    status.textContent = note;
    button.setAttribute("aria-busy", String(busy));
    button.classList.toggle("is-done", done);
  };
  const onClick = () => {
    if (button.getAttribute("aria-busy") === "true") return;
    set("Sending…", "Sending the invoice.", true, false);
    timers.push(window.setTimeout(() => set("Sent", "Invoice sent.", false, true), 1200));
    timers.push(window.setTimeout(() => set("Send invoice", "Ready to send.", false, false), 3200));
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    timers.forEach((t) => window.clearTimeout(t));
  };
}`,
  },
  {
    id: "segmented-control", kind: "component", category: "buttons", difficulty: "med",
    title: "Segmented control",
    description: "A row of mutually exclusive options built on native radio buttons, so it works with arrow keys and forms; the selected segment slides a highlight under it.",
    tags: ["segmented", "radio", "toggle-group", "view-switcher"],
    html: `
<fieldset class="$name">
  <legend class="legend">View</legend>
  <div class="track">
    <label class="segment"><input type="radio" name="$name-view" value="day"><span>Day</span></label>
    <label class="segment"><input type="radio" name="$name-view" value="week" checked><span>Week</span></label>
    <label class="segment"><input type="radio" name="$name-view" value="month"><span>Month</span></label>
    <label class="segment"><input type="radio" name="$name-view" value="year"><span>Year</span></label>
  </div>
</fieldset>`,
    css: `${BASE}
$root { margin: 0; padding: 1.25rem; border: 0; background: var(--bg); border-radius: 1rem; }
$root .legend { float: left; width: 100%; padding: 0; margin-bottom: 0.5rem; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); }
$root .track { clear: both; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.25rem; padding: 0.25rem; background: var(--soft); border: 1px solid var(--border); border-radius: 0.75rem; }
$root .segment { position: relative; }
$root .segment input { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: pointer; }
$root .segment span { display: block; padding: 0.5rem 1rem; border-radius: 0.5rem; text-align: center; font-weight: 600; font-size: 0.9rem; color: var(--muted); transition: background-color 0.2s, color 0.2s, box-shadow 0.2s; }
$root .segment input:checked + span { background: var(--bg); color: var(--accent); box-shadow: 0 1px 3px rgb(0 0 0 / 0.18); }
$root .segment input:hover + span { color: var(--text); }
$root .segment input:focus-visible + span { outline: 2px solid var(--focus); outline-offset: 1px; }
${CALM}`,
  },
  {
    id: "speed-dial", kind: "component", category: "buttons", difficulty: "hard",
    title: "Speed dial",
    description: "A floating action button that fans out three labelled secondary actions; the trigger announces its expanded state and Escape collapses it.",
    tags: ["fab", "floating-action-button", "speed-dial", "menu", "mobile"],
    html: `
<div class="$name">
  <ul class="actions" id="$name-actions" aria-label="Quick actions">
    <li style="--i: 3"><button type="button" class="action" tabindex="-1"><span class="tip">Upload file</span>${ICONS.upload.replace(/28/g, "20")}</button></li>
    <li style="--i: 2"><button type="button" class="action" tabindex="-1"><span class="tip">New event</span>${ICONS.calendar}</button></li>
    <li style="--i: 1"><button type="button" class="action" tabindex="-1"><span class="tip">Write message</span>${ICONS.mail}</button></li>
  </ul>
  <button type="button" class="fab" aria-expanded="false" aria-controls="$name-actions" aria-label="Quick actions">${ICONS.plus}</button>
</div>`,
    css: `${BASE}
$root { display: flex; flex-direction: column; align-items: flex-end; gap: 0.75rem; min-height: 16rem; justify-content: flex-end; padding: 1rem; }
$root .actions { display: flex; flex-direction: column; gap: 0.625rem; margin: 0; padding: 0; list-style: none; }
$root .actions li { display: flex; justify-content: flex-end; }
$root .action { display: flex; align-items: center; gap: 0.75rem; padding: 0; border: 0; background: none; color: var(--text); font: inherit; cursor: pointer; opacity: 0; transform: translateY(1rem) scale(0.8); pointer-events: none; transition: opacity 0.2s, transform 0.2s; transition-delay: calc(var(--i) * 40ms); }
$root .action svg { box-sizing: content-box; padding: 0.7rem; border-radius: 50%; background: var(--bg); color: var(--accent); box-shadow: var(--shadow); }
$root .tip { padding: 0.3rem 0.6rem; border-radius: 0.375rem; background: var(--bg); box-shadow: var(--shadow); font-size: 0.85rem; font-weight: 600; white-space: nowrap; }
$root.is-open .action { opacity: 1; transform: none; pointer-events: auto; }
$root .fab { display: grid; place-items: center; width: 3.5rem; height: 3.5rem; border: 0; border-radius: 50%; background: var(--accent); color: var(--on-accent); box-shadow: var(--shadow); cursor: pointer; transition: transform 0.25s; }
$root .fab svg { width: 1.6rem; height: 1.6rem; }
$root.is-open .fab { transform: rotate(45deg); }
${CALM}`,
    js: `
// Toggles the dial; actions join the tab order only while they are visible.
function mount(root: HTMLElement): () => void {
  const fab = root.querySelector<HTMLButtonElement>(".fab")!;
  const actions = [...root.querySelectorAll<HTMLButtonElement>(".action")];
  const setOpen = (open: boolean) => {
    root.classList.toggle("is-open", open);
    fab.setAttribute("aria-expanded", String(open));
    actions.forEach((a) => (a.tabIndex = open ? 0 : -1));
  };
  const onFab = () => setOpen(!root.classList.contains("is-open"));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && root.classList.contains("is-open")) {
      setOpen(false);
      fab.focus();
    }
  };
  fab.addEventListener("click", onFab);
  root.addEventListener("keydown", onKey);
  return () => {
    fab.removeEventListener("click", onFab);
    root.removeEventListener("keydown", onKey);
  };
}`,
  },
];
