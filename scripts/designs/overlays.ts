// Overlays: modal dialog, side drawer, popover, tooltips and a cookie consent banner.
import { BASE, CALM, ICONS, type Design } from "./kit.ts";

export const overlays: Design[] = [
  {
    id: "confirm-dialog", kind: "component", category: "overlays", difficulty: "hard",
    title: "Confirm dialog",
    description: "A destructive-action confirmation built on the native dialog element: showModal traps focus and makes the page inert, Escape or Cancel close it, and focus returns to the trigger.",
    tags: ["modal", "dialog", "confirm", "overlay", "focus-trap"],
    html: `
<div class="$name">
  <button type="button" class="open">Delete project…</button>
  <dialog class="dialog" aria-labelledby="$name-title" aria-describedby="$name-desc">
    <form method="dialog" class="box">
      <span class="icon" aria-hidden="true">${ICONS.warn}</span>
      <h2 class="title" id="$name-title">Delete “Atlas redesign”?</h2>
      <p class="desc" id="$name-desc">The project, its 42 files and all comments will be removed for everyone. This cannot be undone.</p>
      <div class="actions">
        <button type="submit" value="cancel" class="btn">Cancel</button>
        <button type="submit" value="delete" class="btn btn--danger">Delete project</button>
      </div>
    </form>
  </dialog>
  <p class="result" role="status"></p>
</div>`,
    css: `${BASE}
$root { display: grid; justify-items: center; gap: 0.75rem; }
$root .open { min-height: 2.75rem; padding: 0 1.125rem; border: 1px solid #dc2626; border-radius: 0.625rem; background: var(--bg); color: #b91c1c; font: inherit; font-weight: 650; cursor: pointer; }
$root .dialog { width: min(calc(100% - 2rem), 26rem); padding: 0; border: 0; border-radius: 1.25rem; background: var(--bg); color: var(--text); box-shadow: 0 24px 64px -12px rgb(0 0 0 / 0.45); }
$root .dialog::backdrop { background: rgb(15 23 42 / 0.55); backdrop-filter: blur(2px); }
$root .dialog[open] { animation: $name-pop 0.2s ease-out; }
$root .box { display: grid; gap: 0.5rem; padding: 1.5rem; }
$root .icon { display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border-radius: 50%; background: #fee2e2; color: #b91c1c; }
$root .title { margin: 0.5rem 0 0; font-size: 1.2rem; }
$root .desc { margin: 0; color: var(--muted); }
$root .actions { display: flex; justify-content: flex-end; gap: 0.5rem; margin-top: 1rem; }
$root .btn { min-height: 2.5rem; padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .btn--danger { border-color: #b91c1c; background: #b91c1c; color: #fff; }
$root .result { min-height: 1.5rem; margin: 0; font-size: 0.9rem; color: var(--muted); }
@keyframes $name-pop { from { opacity: 0; transform: translateY(8px) scale(0.97); } }
${CALM}`,
    js: `
// Opens the dialog modally and reports which button closed it.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const dialog = root.querySelector<HTMLDialogElement>("dialog")!;
  const result = root.querySelector<HTMLElement>(".result")!;
  const onOpen = () => dialog.showModal();
  const onClose = () => {
    result.textContent = dialog.returnValue === "delete" ? "Project deleted." : "Nothing was deleted.";
    dialog.returnValue = "";
    open.focus();
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close("cancel");
  };
  open.addEventListener("click", onOpen);
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("click", onBackdrop);
  return () => {
    open.removeEventListener("click", onOpen);
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("click", onBackdrop);
    if (dialog.open) dialog.close();
  };
}`,
  },
  {
    id: "side-drawer", kind: "component", category: "overlays", difficulty: "hard",
    title: "Side drawer",
    description: "A filter panel that slides in from the right as a modal dialog, with a header, scrollable filter groups and a sticky footer; it closes on Escape, the close button or a backdrop click.",
    tags: ["drawer", "sheet", "side-panel", "dialog", "filters", "off-canvas"],
    html: `
<div class="$name">
  <button type="button" class="open">Filters</button>
  <dialog class="drawer" aria-labelledby="$name-title">
    <header class="head">
      <h2 class="title" id="$name-title">Filters</h2>
      <button type="button" class="close" aria-label="Close filters">${ICONS.close}</button>
    </header>
    <form class="body" method="dialog">
      <fieldset class="group">
        <legend>Price</legend>
        <label><input type="checkbox" name="price" value="under-50"> Under $50</label>
        <label><input type="checkbox" name="price" value="50-150" checked> $50 to $150</label>
        <label><input type="checkbox" name="price" value="over-150"> Over $150</label>
      </fieldset>
      <fieldset class="group">
        <legend>Colour</legend>
        <label><input type="checkbox" name="colour" value="oat"> Oat</label>
        <label><input type="checkbox" name="colour" value="charcoal" checked> Charcoal</label>
        <label><input type="checkbox" name="colour" value="sage"> Sage</label>
      </fieldset>
      <footer class="foot">
        <button type="reset" class="btn">Clear all</button>
        <button type="submit" class="btn btn--primary">Show 24 results</button>
      </footer>
    </form>
  </dialog>
</div>`,
    css: `${BASE}
$root .open { min-height: 2.75rem; padding: 0 1.25rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--bg); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .drawer { position: fixed; inset: 0 0 0 auto; width: min(100%, 22rem); height: 100%; max-height: none; margin: 0; padding: 0; border: 0; background: var(--bg); color: var(--text); box-shadow: -16px 0 48px -12px rgb(0 0 0 / 0.4); }
$root .drawer[open] { display: flex; flex-direction: column; animation: $name-in 0.25s ease-out; }
$root .drawer::backdrop { background: rgb(15 23 42 / 0.5); }
$root .head { display: flex; align-items: center; justify-content: space-between; padding: 1rem 1.25rem; border-bottom: 1px solid var(--border); }
$root .title { margin: 0; font-size: 1.15rem; }
$root .close { display: grid; place-items: center; width: 2.5rem; height: 2.5rem; border: 0; border-radius: 0.5rem; background: var(--soft); color: var(--text); cursor: pointer; }
$root .body { display: flex; flex-direction: column; flex: 1; overflow-y: auto; }
$root .group { display: grid; gap: 0.5rem; margin: 0; padding: 1.25rem; border: 0; border-bottom: 1px solid var(--border); }
$root .group legend { float: left; width: 100%; margin-bottom: 0.25rem; padding: 0; font-weight: 700; }
$root .group label { display: flex; align-items: center; gap: 0.5rem; }
$root .group input { width: 1.1rem; height: 1.1rem; accent-color: var(--accent); }
$root .foot { position: sticky; bottom: 0; display: flex; gap: 0.5rem; margin-top: auto; padding: 1rem 1.25rem; background: var(--bg); border-top: 1px solid var(--border); }
$root .btn { flex: 1; min-height: 2.75rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .btn--primary { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }
@keyframes $name-in { from { transform: translateX(100%); } }
${CALM}`,
    js: `
// Opens the drawer as a modal dialog; the close button and backdrop close it.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const drawer = root.querySelector<HTMLDialogElement>("dialog")!;
  const close = root.querySelector<HTMLButtonElement>(".close")!;
  const onOpen = () => drawer.showModal();
  const onClose = () => drawer.close();
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === drawer) drawer.close();
  };
  const onClosed = () => open.focus();
  open.addEventListener("click", onOpen);
  close.addEventListener("click", onClose);
  drawer.addEventListener("click", onBackdrop);
  drawer.addEventListener("close", onClosed);
  return () => {
    open.removeEventListener("click", onOpen);
    close.removeEventListener("click", onClose);
    drawer.removeEventListener("click", onBackdrop);
    drawer.removeEventListener("close", onClosed);
    if (drawer.open) drawer.close();
  };
}`,
  },
  {
    id: "info-popover", kind: "component", category: "overlays", difficulty: "med",
    title: "Info popover",
    description: "An inline help button that opens a small popover card with a heading, explanation and link; it is a disclosure (aria-expanded) that closes on Escape, outside clicks and when focus leaves.",
    tags: ["popover", "help", "disclosure", "info", "overlay"],
    html: `
<div class="$name">
  <p class="line">Annual percentage yield <span class="anchor"><button type="button" class="trigger" aria-expanded="false" aria-controls="$name-pop" aria-label="What is APY?">${ICONS.info}</button>
    <span class="pop" id="$name-pop" role="region" aria-label="About APY" hidden><strong class="pop-title">What is APY?</strong><span class="pop-text">The yearly return including compound interest, so you can compare accounts fairly.</span><a class="pop-link" href="/help/apy">Learn more</a></span></span></p>
  <p class="rate">4.20%</p>
</div>`,
    css: `${BASE}
$root { width: min(100%, 22rem); min-height: 14rem; padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .line { display: flex; align-items: center; gap: 0.375rem; margin: 0; font-weight: 600; color: var(--muted); }
$root .anchor { position: relative; display: inline-flex; }
$root .trigger { display: grid; place-items: center; width: 1.75rem; height: 1.75rem; padding: 0; border: 0; border-radius: 50%; background: var(--soft); color: var(--accent); cursor: pointer; }
$root .trigger svg { width: 1.1rem; height: 1.1rem; }
$root .pop { position: absolute; top: calc(100% + 0.625rem); left: 50%; z-index: 10; display: grid; gap: 0.375rem; width: min(16rem, 80vw); padding: 1rem; transform: translateX(-50%); border: 1px solid var(--border); border-radius: 0.75rem; background: var(--bg); color: var(--text); font-weight: 400; box-shadow: var(--shadow); }
$root .pop[hidden] { display: none; }
$root .pop::before { content: ""; position: absolute; top: -0.4rem; left: calc(50% - 0.4rem); width: 0.8rem; height: 0.8rem; transform: rotate(45deg); background: var(--bg); border: solid var(--border); border-width: 1px 0 0 1px; }
$root .pop-title { color: var(--text); }
$root .pop-text { font-size: 0.875rem; color: var(--muted); }
$root .pop-link { color: var(--accent); font-size: 0.875rem; font-weight: 600; }
$root .rate { margin: 0.25rem 0 0; font-size: 2.25rem; font-weight: 800; color: var(--accent); }`,
    js: `
// Toggles the popover; Escape, outside clicks and focus leaving close it.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLButtonElement>(".trigger")!;
  const pop = root.querySelector<HTMLElement>(".pop")!;
  const anchor = root.querySelector<HTMLElement>(".anchor")!;
  const set = (open: boolean) => {
    pop.hidden = !open;
    trigger.setAttribute("aria-expanded", String(open));
  };
  const onClick = () => set(trigger.getAttribute("aria-expanded") !== "true");
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !pop.hidden) {
      set(false);
      trigger.focus();
    }
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!anchor.contains(event.relatedTarget as Node)) set(false);
  };
  const onOutside = (event: MouseEvent) => {
    if (!anchor.contains(event.target as Node)) set(false);
  };
  trigger.addEventListener("click", onClick);
  anchor.addEventListener("keydown", onKey);
  anchor.addEventListener("focusout", onFocusOut);
  document.addEventListener("click", onOutside);
  return () => {
    trigger.removeEventListener("click", onClick);
    anchor.removeEventListener("keydown", onKey);
    anchor.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("click", onOutside);
  };
}`,
  },
  {
    id: "tooltip-set", kind: "component", category: "tooltips", difficulty: "easy",
    title: "Tooltips",
    description: "CSS-only tooltips on four sides that appear on hover and keyboard focus, linked with aria-describedby so the hint is read, and that stay on screen while hovered.",
    tags: ["tooltip", "hint", "css-only", "aria-describedby", "hover"],
    html: `
<div class="$name">
  <span class="tip tip--top"><button type="button" class="target" aria-describedby="$name-t1">Top</button><span role="tooltip" id="$name-t1" class="bubble">Saves a draft every 30 s</span></span>
  <span class="tip tip--right"><button type="button" class="target" aria-describedby="$name-t2">Right</button><span role="tooltip" id="$name-t2" class="bubble">Shortcut: Ctrl + S</span></span>
  <span class="tip tip--bottom"><button type="button" class="target" aria-describedby="$name-t3">Bottom</button><span role="tooltip" id="$name-t3" class="bubble">Only owners can publish</span></span>
  <span class="tip tip--left"><button type="button" class="target" aria-describedby="$name-t4">Left</button><span role="tooltip" id="$name-t4" class="bubble">Visible to your team</span></span>
</div>`,
    css: `${BASE}
$root { display: grid; grid-template-columns: repeat(2, auto); justify-content: center; gap: 4.5rem 6rem; padding: 4rem 2rem; background: var(--bg); border-radius: 1rem; }
$root .tip { position: relative; display: inline-flex; justify-content: center; }
$root .target { min-height: 2.5rem; padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: help; }
$root .bubble { position: absolute; z-index: 5; width: max-content; max-width: 12rem; padding: 0.4rem 0.625rem; border-radius: 0.5rem; background: var(--text); color: var(--bg); font-size: 0.8rem; line-height: 1.35; opacity: 0; visibility: hidden; transition: opacity 0.15s, visibility 0.15s, transform 0.15s; pointer-events: none; }
$root .bubble::after { content: ""; position: absolute; width: 0.5rem; height: 0.5rem; background: inherit; transform: rotate(45deg); }
$root .tip:hover .bubble, $root .tip:focus-within .bubble { opacity: 1; visibility: visible; pointer-events: auto; }
$root .tip--top .bubble { bottom: calc(100% + 0.5rem); }
$root .tip--top .bubble::after { bottom: -0.25rem; left: calc(50% - 0.25rem); }
$root .tip--bottom .bubble { top: calc(100% + 0.5rem); }
$root .tip--bottom .bubble::after { top: -0.25rem; left: calc(50% - 0.25rem); }
$root .tip--right .bubble { left: calc(100% + 0.5rem); top: 50%; translate: 0 -50%; }
$root .tip--right .bubble::after { left: -0.25rem; top: calc(50% - 0.25rem); }
$root .tip--left .bubble { right: calc(100% + 0.5rem); top: 50%; translate: 0 -50%; }
$root .tip--left .bubble::after { right: -0.25rem; top: calc(50% - 0.25rem); }
@media (max-width: 30rem) {
  $root { grid-template-columns: auto; gap: 4rem; }
  $root .tip--right .bubble, $root .tip--left .bubble { left: auto; right: auto; top: calc(100% + 0.5rem); translate: none; }
  $root .tip--right .bubble::after, $root .tip--left .bubble::after { display: none; }
}
${CALM}`,
  },
  {
    id: "cookie-banner", kind: "component", category: "overlays", difficulty: "med",
    title: "Cookie consent banner",
    description: "A consent banner with a short explanation, accept and reject buttons of equal weight, and a details disclosure with per-category switches; the choice is confirmed and the banner dismissed.",
    tags: ["cookie", "consent", "gdpr", "banner", "privacy"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <div class="text">
    <h2 class="title" id="$name-title">We value your privacy</h2>
    <p class="copy">We use cookies to keep you signed in and, with your consent, to measure how the site is used. <a href="/privacy">Privacy policy</a></p>
    <details class="more">
      <summary>Choose categories</summary>
      <label><input type="checkbox" checked disabled> Necessary (always on)</label>
      <label><input type="checkbox" name="analytics"> Analytics</label>
      <label><input type="checkbox" name="marketing"> Marketing</label>
    </details>
  </div>
  <div class="actions">
    <button type="button" class="btn" data-choice="reject">Reject all</button>
    <button type="button" class="btn" data-choice="save">Save choices</button>
    <button type="button" class="btn btn--primary" data-choice="accept">Accept all</button>
  </div>
  <p class="done" role="status"></p>
</section>`,
    css: `${BASE}
$root { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 1rem 2rem; width: min(100%, 52rem); padding: 1.25rem 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; box-shadow: var(--shadow); }
$root .text { flex: 1 1 20rem; }
$root .title { margin: 0 0 0.25rem; font-size: 1.05rem; }
$root .copy { margin: 0; font-size: 0.9rem; color: var(--muted); }
$root .copy a { color: var(--accent); }
$root .more { margin-top: 0.5rem; font-size: 0.9rem; }
$root .more summary { width: fit-content; color: var(--accent); font-weight: 600; cursor: pointer; }
$root .more label { display: flex; align-items: center; gap: 0.5rem; margin-top: 0.375rem; }
$root .more input { accent-color: var(--accent); }
$root .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
$root .btn { min-height: 2.5rem; padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .btn--primary { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }
$root .done { flex-basis: 100%; margin: 0; font-size: 0.9rem; color: var(--muted); }
$root .done:empty { display: none; }
$root.is-done .text, $root.is-done .actions { display: none; }`,
    js: `
// Records the visitor's choice and replaces the banner with a confirmation.
function mount(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-choice]")];
  const done = root.querySelector<HTMLElement>(".done")!;
  const onChoice = (event: Event) => {
    const choice = (event.currentTarget as HTMLElement).dataset.choice;
    const picked = [...root.querySelectorAll<HTMLInputElement>("input[name]")].filter((i) => i.checked).map((i) => i.name);
    const kept = choice === "accept" ? "all cookies" : choice === "reject" ? "necessary cookies only" : ["necessary", ...picked].join(", ") + " cookies";
    done.textContent = \`Saved: \${kept}. You can change this in Privacy settings.\`;
    root.classList.add("is-done");
  };
  buttons.forEach((b) => b.addEventListener("click", onChoice));
  return () => buttons.forEach((b) => b.removeEventListener("click", onChoice));
}`,
  },
];
