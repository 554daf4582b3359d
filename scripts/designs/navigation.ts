// Navigation: top bar, sidebar, breadcrumbs, pagination, tabs, bottom bar, step indicator, user menu, command palette.
import { BASE, CALM, ICONS, type Design } from "./kit.ts";

export const navigation: Design[] = [
  {
    id: "responsive-navbar", kind: "component", category: "navigation", difficulty: "med",
    title: "Responsive navbar",
    description: "A top navigation bar with logo, links, a current-page marker and a call to action; below 48rem the links fold into a disclosure menu behind a labelled hamburger button.",
    tags: ["navbar", "header", "navigation", "hamburger", "mobile-menu", "responsive"],
    html: `
<header class="$name">
  <a class="brand" href="/"><span class="logo" aria-hidden="true"></span>Northwind</a>
  <button type="button" class="burger" aria-expanded="false" aria-controls="$name-links" aria-label="Menu">${ICONS.menu}</button>
  <nav class="nav" id="$name-links" aria-label="Main">
    <ul class="links">
      <li><a href="/product" aria-current="page">Product</a></li>
      <li><a href="/pricing">Pricing</a></li>
      <li><a href="/customers">Customers</a></li>
      <li><a href="/docs">Docs</a></li>
    </ul>
    <a class="cta" href="/signup">Start free</a>
  </nav>
</header>`,
    css: `${BASE}
$root { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; width: min(100%, 64rem); padding: 0.75rem 1.25rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; box-shadow: var(--shadow); }
$root .brand { display: flex; align-items: center; gap: 0.5rem; margin-right: auto; color: var(--text); font-weight: 800; font-size: 1.15rem; text-decoration: none; }
$root .logo { width: 1.75rem; height: 1.75rem; border-radius: 0.5rem; background: conic-gradient(from 45deg, var(--accent), var(--accent-2), var(--accent)); }
$root .burger { display: none; place-items: center; width: 2.75rem; height: 2.75rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); cursor: pointer; }
$root .nav { display: flex; align-items: center; gap: 1.5rem; }
$root .links { display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
$root .links a { display: block; padding: 0.5rem 0.75rem; border-radius: 0.5rem; color: var(--muted); font-weight: 550; text-decoration: none; }
$root .links a:hover { color: var(--text); background: var(--soft); }
$root .links a[aria-current="page"] { color: var(--accent); box-shadow: inset 0 -2px 0 var(--accent); border-radius: 0.5rem 0.5rem 0 0; }
$root .cta { padding: 0.6rem 1rem; border-radius: 0.625rem; background: var(--accent); color: var(--on-accent); font-weight: 650; text-decoration: none; white-space: nowrap; }
@media (max-width: 48rem) {
  $root .burger { display: grid; }
  $root .nav { display: none; flex-basis: 100%; flex-direction: column; align-items: stretch; gap: 0.75rem; padding-top: 0.75rem; border-top: 1px solid var(--border); }
  $root.is-open .nav { display: flex; }
  $root .links { flex-direction: column; }
  $root .cta { text-align: center; }
}`,
    js: `
// The hamburger opens and closes the folded menu; Escape closes it and returns focus.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".burger")!;
  const setOpen = (open: boolean) => {
    root.classList.toggle("is-open", open);
    button.setAttribute("aria-expanded", String(open));
  };
  const onClick = () => setOpen(!root.classList.contains("is-open"));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && root.classList.contains("is-open")) {
      setOpen(false);
      button.focus();
    }
  };
  button.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  return () => {
    button.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
  };
}`,
  },
  {
    id: "sidebar-nav", kind: "component", category: "navigation", difficulty: "med",
    title: "Sidebar navigation",
    description: "An app sidebar with grouped sections, icons, count badges, a highlighted current page and a collapsible group built on details and summary.",
    tags: ["sidebar", "navigation", "app-shell", "menu", "vertical"],
    html: `
<nav class="$name" aria-label="Workspace">
  <p class="workspace"><span class="ws-logo" aria-hidden="true">A</span>Acme Studio</p>
  <ul class="list">
    <li><a href="/home" class="item">${ICONS.home}<span>Home</span></a></li>
    <li><a href="/inbox" class="item" aria-current="page">${ICONS.mail}<span>Inbox</span><span class="count" aria-label="12 unread">12</span></a></li>
    <li><a href="/reports" class="item">${ICONS.chart}<span>Reports</span></a></li>
    <li><a href="/calendar" class="item">${ICONS.calendar}<span>Calendar</span></a></li>
  </ul>
  <details class="group" open>
    <summary class="heading">Projects${ICONS.chevron}</summary>
    <ul class="list">
      <li><a href="/projects/atlas" class="item"><span class="dot dot--a" aria-hidden="true"></span><span>Atlas redesign</span></a></li>
      <li><a href="/projects/beacon" class="item"><span class="dot dot--b" aria-hidden="true"></span><span>Beacon launch</span></a></li>
    </ul>
  </details>
  <a href="/settings" class="item settings">${ICONS.gear}<span>Settings</span></a>
</nav>`,
    css: `${BASE}
$root { display: flex; flex-direction: column; gap: 0.5rem; width: min(100%, 16rem); min-height: 26rem; padding: 1rem 0.75rem; background: var(--surface); border: 1px solid var(--border); border-radius: 1rem; }
$root .workspace { display: flex; align-items: center; gap: 0.625rem; margin: 0 0.5rem 0.75rem; font-weight: 750; }
$root .ws-logo { display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 0.5rem; background: var(--accent); color: var(--on-accent); }
$root .list { display: grid; gap: 0.125rem; margin: 0; padding: 0; list-style: none; }
$root .item { display: flex; align-items: center; gap: 0.75rem; padding: 0.55rem 0.625rem; border-radius: 0.5rem; color: var(--muted); font-weight: 550; font-size: 0.925rem; text-decoration: none; }
$root .item svg { width: 1.125rem; height: 1.125rem; flex: none; }
$root .item:hover { background: var(--soft); color: var(--text); }
$root .item[aria-current="page"] { background: var(--bg); color: var(--accent); box-shadow: 0 1px 2px rgb(0 0 0 / 0.12); }
$root .count { margin-left: auto; padding: 0 0.45rem; border-radius: 999px; background: var(--accent); color: var(--on-accent); font-size: 0.75rem; font-weight: 700; }
$root .group { margin-top: 0.75rem; }
$root .heading { display: flex; align-items: center; justify-content: space-between; padding: 0.375rem 0.625rem; border-radius: 0.375rem; font-size: 0.75rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); cursor: pointer; list-style: none; }
$root .heading::-webkit-details-marker { display: none; }
$root .heading svg { width: 1rem; height: 1rem; transition: transform 0.2s; }
$root .group:not([open]) .heading svg { transform: rotate(-90deg); }
$root .dot { width: 0.625rem; height: 0.625rem; margin: 0 0.25rem; border-radius: 50%; }
$root .dot--a { background: var(--accent); }
$root .dot--b { background: var(--accent-2); }
$root .settings { margin-top: auto; }
${CALM}`,
  },
  {
    id: "breadcrumbs", kind: "component", category: "navigation", difficulty: "easy",
    title: "Breadcrumbs",
    description: "A breadcrumb trail in an ordered list with a home icon, chevron separators drawn in CSS and the current page marked with aria-current; long trails truncate the middle on small screens.",
    tags: ["breadcrumbs", "navigation", "trail", "wayfinding"],
    html: `
<nav class="$name" aria-label="Breadcrumb">
  <ol class="trail">
    <li><a href="/" class="home">${ICONS.home}<span class="label">Home</span></a></li>
    <li class="mid"><a href="/store">Store</a></li>
    <li class="mid"><a href="/store/furniture">Furniture</a></li>
    <li><a href="/store/furniture/chairs">Chairs</a></li>
    <li><span aria-current="page">Oslo lounge chair</span></li>
  </ol>
</nav>`,
    css: `${BASE}
$root { padding: 0.75rem 1rem; background: var(--bg); border: 1px solid var(--border); border-radius: 0.75rem; }
$root .trail { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem; margin: 0; padding: 0; list-style: none; font-size: 0.9rem; }
$root .trail li { display: flex; align-items: center; gap: 0.25rem; }
$root .trail li + li::before { content: ""; width: 0.4rem; height: 0.4rem; margin: 0 0.375rem; border: solid var(--muted); border-width: 1.5px 1.5px 0 0; transform: rotate(45deg); }
$root a { display: inline-flex; align-items: center; gap: 0.375rem; padding: 0.125rem 0.25rem; border-radius: 0.25rem; color: var(--muted); text-decoration: none; }
$root a:hover { color: var(--accent); text-decoration: underline; text-underline-offset: 3px; }
$root .home svg { width: 1.05rem; height: 1.05rem; }
$root [aria-current="page"] { color: var(--text); font-weight: 650; }
@media (max-width: 32rem) {
  $root .mid { display: none; }
  $root .home .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
}`,
  },
  {
    id: "pagination", kind: "component", category: "navigation", difficulty: "easy",
    title: "Pagination",
    description: "Numbered page links with previous and next, an ellipsis for skipped ranges, the current page marked for assistive technology, and a compact “Page 3 of 12” form on phones.",
    tags: ["pagination", "pager", "navigation", "pages"],
    html: `
<nav class="$name" aria-label="Pagination">
  <a class="edge" href="/results?page=2" rel="prev">${ICONS.arrow}<span>Previous</span></a>
  <ul class="pages">
    <li><a href="/results?page=1" aria-label="Page 1">1</a></li>
    <li><a href="/results?page=2" aria-label="Page 2">2</a></li>
    <li><a href="/results?page=3" aria-label="Page 3" aria-current="page">3</a></li>
    <li><a href="/results?page=4" aria-label="Page 4">4</a></li>
    <li class="gap" aria-hidden="true">…</li>
    <li><a href="/results?page=12" aria-label="Page 12">12</a></li>
  </ul>
  <p class="compact">Page 3 of 12</p>
  <a class="edge next" href="/results?page=4" rel="next"><span>Next</span>${ICONS.arrow}</a>
</nav>`,
    css: `${BASE}
$root { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; width: min(100%, 36rem); padding: 0.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 0.875rem; }
$root .edge { display: inline-flex; align-items: center; gap: 0.375rem; padding: 0.5rem 0.75rem; border-radius: 0.5rem; color: var(--text); font-weight: 600; font-size: 0.9rem; text-decoration: none; }
$root .edge:first-child svg { transform: scaleX(-1); }
$root .edge svg { width: 1rem; height: 1rem; }
$root .edge:hover { background: var(--soft); }
$root .pages { display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
$root .pages a { display: grid; place-items: center; min-width: 2.5rem; height: 2.5rem; border-radius: 0.5rem; color: var(--muted); font-weight: 600; text-decoration: none; font-variant-numeric: tabular-nums; }
$root .pages a:hover { background: var(--soft); color: var(--text); }
$root .pages a[aria-current="page"] { background: var(--accent); color: var(--on-accent); }
$root .gap { display: grid; place-items: center; width: 1.5rem; color: var(--muted); }
$root .compact { display: none; margin: 0; font-size: 0.9rem; font-weight: 600; }
@media (max-width: 34rem) {
  $root .pages { display: none; }
  $root .compact { display: block; }
}`,
  },
  {
    id: "tabs", kind: "component", category: "tabs", difficulty: "med",
    title: "Tabs",
    description: "Accessible tabs following the ARIA tabs pattern: arrow keys, Home and End move between tabs, only the active tab is in the tab order, and an underline slides to the selection.",
    tags: ["tabs", "tablist", "aria", "keyboard", "panels"],
    html: `
<div class="$name">
  <div class="list" role="tablist" aria-label="Account">
    <button type="button" role="tab" id="$name-t1" aria-controls="$name-p1" aria-selected="true">Overview</button>
    <button type="button" role="tab" id="$name-t2" aria-controls="$name-p2" aria-selected="false" tabindex="-1">Billing</button>
    <button type="button" role="tab" id="$name-t3" aria-controls="$name-p3" aria-selected="false" tabindex="-1">Team</button>
  </div>
  <div class="panel" role="tabpanel" id="$name-p1" aria-labelledby="$name-t1" tabindex="0">
    <h3>Overview</h3>
    <p>Your plan renews on 1 March. You have used 68% of this month’s quota.</p>
  </div>
  <div class="panel" role="tabpanel" id="$name-p2" aria-labelledby="$name-t2" tabindex="0" hidden>
    <h3>Billing</h3>
    <p>Visa ending 4242 · Invoices are emailed to finance@acme.test.</p>
  </div>
  <div class="panel" role="tabpanel" id="$name-p3" aria-labelledby="$name-t3" tabindex="0" hidden>
    <h3>Team</h3>
    <p>8 members, 2 pending invitations. Owners can change roles.</p>
  </div>
</div>`,
    css: `${BASE}
$root { width: min(100%, 32rem); background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; overflow: hidden; }
$root .list { display: flex; gap: 0.25rem; padding: 0 0.75rem; border-bottom: 1px solid var(--border); background: var(--surface); overflow-x: auto; }
$root [role="tab"] { position: relative; padding: 0.875rem 0.875rem; border: 0; background: none; color: var(--muted); font: inherit; font-weight: 600; cursor: pointer; white-space: nowrap; }
$root [role="tab"]::after { content: ""; position: absolute; left: 0.5rem; right: 0.5rem; bottom: 0; height: 3px; border-radius: 3px 3px 0 0; background: var(--accent); transform: scaleX(0); transition: transform 0.2s; }
$root [role="tab"][aria-selected="true"] { color: var(--accent); }
$root [role="tab"][aria-selected="true"]::after { transform: scaleX(1); }
$root [role="tab"]:hover { color: var(--text); }
$root [role="tab"]:focus-visible { outline-offset: -4px; }
$root .panel { padding: 1.25rem; }
$root .panel h3 { margin: 0 0 0.375rem; font-size: 1.05rem; }
$root .panel p { margin: 0; color: var(--muted); }
$root .panel:focus-visible { outline-offset: -4px; }
${CALM}`,
    js: `
// Click or arrow keys select a tab and show its panel (roving tabindex).
function mount(root: HTMLElement): () => void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>("[role=tab]")];
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      root.querySelector<HTMLElement>(\`#\${t.getAttribute("aria-controls")}\`)!.hidden = !on;
    }
    if (focus) tab.focus();
  };
  const onClick = (event: Event) => select(event.currentTarget as HTMLButtonElement, false);
  const onKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(event.currentTarget as HTMLButtonElement);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]!, true);
  };
  tabs.forEach((t) => {
    t.addEventListener("click", onClick);
    t.addEventListener("keydown", onKey);
  });
  return () => tabs.forEach((t) => {
    t.removeEventListener("click", onClick);
    t.removeEventListener("keydown", onKey);
  });
}`,
  },
  {
    id: "bottom-tab-bar", kind: "component", category: "navigation", difficulty: "easy",
    title: "Bottom tab bar",
    description: "A mobile bottom navigation bar with four icon-and-label destinations, a raised centre action and a notification dot; it respects the safe area on notched phones.",
    tags: ["bottom-navigation", "tab-bar", "mobile", "app", "icons"],
    html: `
<div class="$name">
  <div class="screen" aria-hidden="true"><span></span><span></span><span></span></div>
  <nav class="bar" aria-label="Primary">
    <a href="/feed" class="tab" aria-current="page">${ICONS.home}<span>Feed</span></a>
    <a href="/search" class="tab">${ICONS.search}<span>Search</span></a>
    <a href="/new" class="tab tab--main">${ICONS.plus}<span>Create</span></a>
    <a href="/alerts" class="tab has-dot">${ICONS.bell}<span>Alerts</span></a>
    <a href="/me" class="tab">${ICONS.user}<span>Profile</span></a>
  </nav>
</div>`,
    css: `${BASE}
$root { display: flex; flex-direction: column; width: min(100%, 22rem); height: 30rem; overflow: hidden; background: var(--surface); border: 8px solid var(--text); border-radius: 2.25rem; }
$root .screen { display: grid; align-content: start; gap: 0.75rem; flex: 1; padding: 1.25rem; }
$root .screen span { height: 5rem; border-radius: 1rem; background: var(--soft); }
$root .bar { display: grid; grid-template-columns: repeat(5, 1fr); align-items: end; padding: 0.5rem 0.25rem calc(0.5rem + env(safe-area-inset-bottom)); background: var(--bg); border-top: 1px solid var(--border); }
$root .tab { position: relative; display: grid; justify-items: center; gap: 0.125rem; padding: 0.25rem 0; border-radius: 0.5rem; color: var(--muted); font-size: 0.7rem; font-weight: 600; text-decoration: none; }
$root .tab[aria-current="page"] { color: var(--accent); }
$root .tab--main svg { box-sizing: content-box; margin-top: -1.5rem; padding: 0.75rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); box-shadow: var(--shadow); }
$root .has-dot::after { content: ""; position: absolute; top: 0.2rem; left: calc(50% + 0.3rem); width: 0.5rem; height: 0.5rem; border: 2px solid var(--bg); border-radius: 50%; background: #ef4444; }`,
  },
  {
    id: "progress-steps", kind: "component", category: "steppers", difficulty: "med",
    title: "Progress steps",
    description: "A checkout step indicator: completed steps show a check, the current step is highlighted and announced with aria-current=step, and connectors fill as you advance with Back and Next.",
    tags: ["stepper", "wizard", "steps", "checkout", "progress"],
    html: `
<div class="$name">
  <ol class="steps" aria-label="Checkout progress">
    <li class="step is-done"><span class="dot">${ICONS.check}</span><span class="name">Cart</span></li>
    <li class="step" aria-current="step"><span class="dot">2</span><span class="name">Shipping</span></li>
    <li class="step"><span class="dot">3</span><span class="name">Payment</span></li>
    <li class="step"><span class="dot">4</span><span class="name">Review</span></li>
  </ol>
  <div class="actions">
    <button type="button" class="btn" data-move="-1">Back</button>
    <button type="button" class="btn btn--primary" data-move="1">Next step</button>
  </div>
</div>`,
    css: `${BASE}
$root { display: grid; gap: 1.5rem; width: min(100%, 34rem); padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .steps { display: grid; grid-template-columns: repeat(4, 1fr); margin: 0; padding: 0; list-style: none; counter-reset: step; }
$root .step { position: relative; display: grid; justify-items: center; gap: 0.375rem; text-align: center; }
$root .step + .step::before { content: ""; position: absolute; top: 1rem; right: 50%; width: 100%; height: 3px; background: var(--border); z-index: 0; transition: background-color 0.3s; }
$root .step.is-done + .step::before, $root .step.is-done + .step.is-done::before { background: var(--accent); }
$root .dot { position: relative; z-index: 1; display: grid; place-items: center; width: 2rem; height: 2rem; border: 2px solid var(--border); border-radius: 50%; background: var(--bg); color: var(--muted); font-weight: 700; font-size: 0.85rem; }
$root .dot svg { width: 1rem; height: 1rem; }
$root .is-done .dot { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }
$root [aria-current="step"] .dot { border-color: var(--accent); color: var(--accent); box-shadow: 0 0 0 4px color-mix(in srgb, var(--accent) 20%, transparent); }
$root .name { font-size: 0.8rem; font-weight: 600; color: var(--muted); }
$root [aria-current="step"] .name { color: var(--text); }
$root .actions { display: flex; justify-content: space-between; gap: 0.75rem; }
$root .btn { min-height: 2.5rem; padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .btn--primary { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }
$root .btn:disabled { opacity: 0.5; cursor: not-allowed; }
${CALM}`,
    js: `
// Back and Next move the current step; finished steps get a check mark.
const CHECK = \`${ICONS.check}\`;

function mount(root: HTMLElement): () => void {
  const steps = [...root.querySelectorAll<HTMLElement>(".step")];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-move]")];
  let current = steps.findIndex((s) => s.getAttribute("aria-current") === "step");
  const render = () => {
    steps.forEach((step, i) => {
      const dot = step.querySelector<HTMLElement>(".dot")!;
      step.classList.toggle("is-done", i < current);
      if (i === current) step.setAttribute("aria-current", "step");
      else step.removeAttribute("aria-current");
      if (i < current) dot.innerHTML = CHECK;
      else dot.textContent = String(i + 1);
    });
    buttons[0]!.disabled = current === 0;
    buttons[1]!.disabled = current === steps.length - 1;
  };
  const onMove = (event: Event) => {
    current = Math.max(0, Math.min(steps.length - 1, current + Number((event.currentTarget as HTMLElement).dataset.move)));
    render();
  };
  render();
  buttons.forEach((b) => b.addEventListener("click", onMove));
  return () => buttons.forEach((b) => b.removeEventListener("click", onMove));
}`,
  },
  {
    id: "user-menu", kind: "component", category: "menus", difficulty: "hard",
    title: "User menu",
    description: "An avatar button that opens an account menu with the signed-in user, grouped actions and a sign-out item; it follows the menu button pattern with arrow keys, Home, End and Escape.",
    tags: ["dropdown", "menu", "account", "avatar", "menu-button"],
    html: `
<div class="$name">
  <button type="button" class="trigger" aria-haspopup="menu" aria-expanded="false" aria-controls="$name-menu">
    <span class="avatar" aria-hidden="true">SK</span><span class="who">Sam Kim</span>${ICONS.chevron}
  </button>
  <div class="menu" id="$name-menu" role="menu" aria-label="Account" hidden>
    <p class="me" role="none"><strong>Sam Kim</strong><span>sam@acme.test</span></p>
    <a role="menuitem" tabindex="-1" href="/profile">${ICONS.user}Your profile</a>
    <a role="menuitem" tabindex="-1" href="/settings">${ICONS.gear}Settings</a>
    <a role="menuitem" tabindex="-1" href="/billing">${ICONS.cart}Billing</a>
    <hr class="sep">
    <button type="button" role="menuitem" tabindex="-1" class="out">Sign out</button>
  </div>
</div>`,
    css: `${BASE}
$root { position: relative; display: inline-block; min-height: 20rem; }
$root .trigger { display: flex; align-items: center; gap: 0.5rem; padding: 0.3rem 0.6rem 0.3rem 0.3rem; border: 1px solid var(--border); border-radius: 999px; background: var(--bg); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .trigger svg { width: 1rem; height: 1rem; color: var(--muted); }
$root .avatar { display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); font-size: 0.8rem; font-weight: 700; }
$root .menu { position: absolute; top: calc(100% + 0.5rem); left: 0; z-index: 10; display: grid; width: 15rem; padding: 0.375rem; background: var(--bg); border: 1px solid var(--border); border-radius: 0.875rem; box-shadow: var(--shadow); }
$root .menu[hidden] { display: none; }
$root .me { display: grid; margin: 0; padding: 0.5rem 0.625rem 0.625rem; font-size: 0.9rem; }
$root .me span { color: var(--muted); font-size: 0.8rem; }
$root [role="menuitem"] { display: flex; align-items: center; gap: 0.625rem; padding: 0.55rem 0.625rem; border: 0; border-radius: 0.5rem; background: none; color: var(--text); font: inherit; font-size: 0.9rem; text-align: left; text-decoration: none; cursor: pointer; }
$root [role="menuitem"] svg { width: 1rem; height: 1rem; color: var(--muted); }
$root [role="menuitem"]:hover, $root [role="menuitem"]:focus-visible { background: var(--soft); outline-offset: -2px; }
$root .sep { width: 100%; margin: 0.25rem 0; border: 0; border-top: 1px solid var(--border); }
$root .out { color: #dc2626; }`,
    js: `
// Menu button: Enter, Space or ArrowDown open and focus the first item; arrows, Home and End move; Escape closes.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLButtonElement>(".trigger")!;
  const menu = root.querySelector<HTMLElement>("[role=menu]")!;
  const items = [...menu.querySelectorAll<HTMLElement>("[role=menuitem]")];
  const open = (index: number) => {
    menu.hidden = false;
    trigger.setAttribute("aria-expanded", "true");
    items[(index + items.length) % items.length]!.focus();
  };
  const close = (refocus: boolean) => {
    menu.hidden = true;
    trigger.setAttribute("aria-expanded", "false");
    if (refocus) trigger.focus();
  };
  const onTrigger = () => (menu.hidden ? open(0) : close(false));
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(event.key === "ArrowDown" ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      items[(moves[event.key]! + items.length) % items.length]!.focus();
    } else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
  };
  const onOutside = (event: MouseEvent) => {
    if (!menu.hidden && !root.contains(event.target as Node)) close(false);
  };
  trigger.addEventListener("click", onTrigger);
  trigger.addEventListener("keydown", onTriggerKey);
  menu.addEventListener("keydown", onMenuKey);
  document.addEventListener("click", onOutside);
  return () => {
    trigger.removeEventListener("click", onTrigger);
    trigger.removeEventListener("keydown", onTriggerKey);
    menu.removeEventListener("keydown", onMenuKey);
    document.removeEventListener("click", onOutside);
  };
}`,
  },
  {
    id: "command-palette", kind: "component", category: "menus", difficulty: "hard",
    title: "Command palette",
    description: "A ⌘K-style command palette: a search field filters grouped commands with keyboard shortcuts shown as kbd, arrow keys move the highlight and Enter runs the command.",
    tags: ["command-palette", "cmdk", "search", "keyboard", "launcher", "combobox"],
    html: `
<div class="$name" role="dialog" aria-label="Command palette">
  <div class="search">
    ${ICONS.search}
    <input class="input" role="combobox" aria-expanded="true" aria-controls="$name-list" aria-autocomplete="list" aria-label="Type a command" placeholder="Type a command or search…" autocomplete="off">
    <kbd class="esc">Esc</kbd>
  </div>
  <ul class="list" id="$name-list" role="listbox" aria-label="Commands">
    <li class="group" role="presentation">Navigation</li>
    <li role="option" id="$name-c1" aria-selected="true" class="cmd">${ICONS.home}<span>Go to dashboard</span><kbd>G D</kbd></li>
    <li role="option" id="$name-c2" aria-selected="false" class="cmd">${ICONS.mail}<span>Open inbox</span><kbd>G I</kbd></li>
    <li class="group" role="presentation">Actions</li>
    <li role="option" id="$name-c3" aria-selected="false" class="cmd">${ICONS.plus}<span>Create issue</span><kbd>C</kbd></li>
    <li role="option" id="$name-c4" aria-selected="false" class="cmd">${ICONS.user}<span>Invite teammate</span><kbd>⇧ I</kbd></li>
    <li role="option" id="$name-c5" aria-selected="false" class="cmd">${ICONS.gear}<span>Open settings</span><kbd>⌘ ,</kbd></li>
  </ul>
  <p class="status" role="status">Press Enter to run “Go to dashboard”.</p>
</div>`,
    css: `${BASE}
$root { width: min(100%, 34rem); overflow: hidden; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; box-shadow: 0 24px 64px -12px rgb(0 0 0 / 0.35); }
$root .search { display: flex; align-items: center; gap: 0.75rem; padding: 0 1rem; border-bottom: 1px solid var(--border); color: var(--muted); }
$root .input { flex: 1; min-width: 0; min-height: 3.5rem; border: 0; background: none; color: var(--text); font: inherit; font-size: 1.05rem; outline: none; }
$root kbd { padding: 0.1rem 0.4rem; border: 1px solid var(--border); border-bottom-width: 2px; border-radius: 0.375rem; background: var(--surface); color: var(--muted); font: 600 0.75rem/1.4 ui-monospace, monospace; }
$root .list { max-height: 18rem; margin: 0; padding: 0.5rem; overflow-y: auto; list-style: none; }
$root .group { padding: 0.5rem 0.75rem 0.25rem; font-size: 0.72rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); }
$root .cmd { display: flex; align-items: center; gap: 0.75rem; padding: 0.6rem 0.75rem; border-radius: 0.5rem; cursor: pointer; }
$root .cmd svg { width: 1.1rem; height: 1.1rem; color: var(--muted); }
$root .cmd span { flex: 1; }
$root .cmd[aria-selected="true"] { background: var(--soft); color: var(--accent); }
$root .cmd[aria-selected="true"] svg { color: var(--accent); }
$root .status { margin: 0; padding: 0.625rem 1rem; border-top: 1px solid var(--border); background: var(--surface); font-size: 0.8rem; color: var(--muted); }`,
    js: `
// Filters commands as you type, moves the highlight with the arrow keys and runs the highlighted one on Enter.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".input")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  const commands = [...root.querySelectorAll<HTMLElement>("[role=option]")];
  let active = 0;
  const shown = () => commands.filter((c) => !c.hidden);
  const highlight = (index: number) => {
    const list = shown();
    commands.forEach((c) => c.setAttribute("aria-selected", "false"));
    if (list.length === 0) {
      status.textContent = "No matching commands.";
      input.removeAttribute("aria-activedescendant");
      return;
    }
    active = (index + list.length) % list.length;
    const current = list[active]!;
    current.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", current.id);
    current.scrollIntoView({ block: "nearest" });
    status.textContent = \`Press Enter to run “\${current.querySelector("span")!.textContent}”.\`;
  };
  const onInput = () => {
    const q = input.value.trim().toLowerCase();
    commands.forEach((c) => (c.hidden = !c.textContent!.toLowerCase().includes(q)));
    highlight(0);
  };
  const run = (command: HTMLElement | undefined) => {
    if (command) status.textContent = \`Ran “\${command.querySelector("span")!.textContent}”.\`;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      highlight(active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      run(shown()[active]);
    } else if (event.key === "Escape") {
      input.value = "";
      onInput();
    }
  };
  const onClick = (event: MouseEvent) => run((event.target as HTMLElement).closest<HTMLElement>("[role=option]") ?? undefined);
  input.addEventListener("input", onInput);
  input.addEventListener("keydown", onKey);
  root.addEventListener("click", onClick);
  return () => {
    input.removeEventListener("input", onInput);
    input.removeEventListener("keydown", onKey);
    root.removeEventListener("click", onClick);
  };
}`,
  },
];
