// Inputs: switches, range sliders, checkboxes, radio cards, a quantity stepper, a tag input and a star rating.
import { BASE, CALM, ICONS, SR_ONLY, type Design } from "./kit.ts";

export const inputs: Design[] = [
  {
    id: "switch-list", kind: "component", category: "toggles", difficulty: "med",
    title: "Switch list",
    description: "Settings rows with on/off switches built as buttons with role=switch: each shows its state with position, colour and an on/off word, not colour alone.",
    tags: ["switch", "toggle", "settings", "role-switch", "preferences"],
    html: `
<ul class="$name" aria-label="Notification settings">
  <li class="row">
    <span class="text"><span class="name" id="$name-l1">Email digests</span><span class="desc">A summary of activity every morning.</span></span>
    <button type="button" role="switch" aria-checked="true" aria-labelledby="$name-l1" class="switch"><span class="thumb" aria-hidden="true"></span><span class="state" aria-hidden="true">On</span></button>
  </li>
  <li class="row">
    <span class="text"><span class="name" id="$name-l2">Push notifications</span><span class="desc">Mentions and direct messages.</span></span>
    <button type="button" role="switch" aria-checked="false" aria-labelledby="$name-l2" class="switch"><span class="thumb" aria-hidden="true"></span><span class="state" aria-hidden="true">Off</span></button>
  </li>
  <li class="row">
    <span class="text"><span class="name" id="$name-l3">Weekly report</span><span class="desc">Sent on Mondays at 9:00.</span></span>
    <button type="button" role="switch" aria-checked="true" aria-labelledby="$name-l3" class="switch"><span class="thumb" aria-hidden="true"></span><span class="state" aria-hidden="true">On</span></button>
  </li>
</ul>`,
    css: `${BASE}
$root { width: min(100%, 28rem); margin: 0; padding: 0.5rem 1.25rem; list-style: none; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .row { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: 0.875rem 0; }
$root .row + .row { border-top: 1px solid var(--border); }
$root .text { display: grid; }
$root .name { font-weight: 600; }
$root .desc { font-size: 0.85rem; color: var(--muted); }
$root .switch { position: relative; display: inline-flex; align-items: center; flex: none; width: 3.75rem; height: 2rem; padding: 0 0.5rem; border: 0; border-radius: 999px; background: var(--border); color: var(--text); font: inherit; cursor: pointer; transition: background-color 0.2s; }
$root .thumb { position: absolute; top: 0.25rem; left: 0.25rem; width: 1.5rem; height: 1.5rem; border-radius: 50%; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.3); transition: transform 0.2s; }
$root .state { margin-left: auto; font-size: 0.7rem; font-weight: 700; }
$root .switch[aria-checked="true"] { background: var(--accent); color: var(--on-accent); }
$root .switch[aria-checked="true"] .thumb { transform: translateX(1.75rem); }
$root .switch[aria-checked="true"] .state { margin-left: 0; margin-right: auto; }
${CALM}`,
    js: `
// Each switch flips its aria-checked state and its on/off word.
function mount(root: HTMLElement): () => void {
  const switches = [...root.querySelectorAll<HTMLButtonElement>("[role=switch]")];
  const onClick = (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    const on = button.getAttribute("aria-checked") !== "true";
    button.setAttribute("aria-checked", String(on));
    button.querySelector(".state")!.textContent = on ? "On" : "Off";
  };
  switches.forEach((s) => s.addEventListener("click", onClick));
  return () => switches.forEach((s) => s.removeEventListener("click", onClick));
}`,
  },
  {
    id: "range-slider", kind: "component", category: "inputs", difficulty: "med",
    title: "Range slider with value",
    description: "A styled native range input with a filled track, tick labels and a live output showing the chosen value, so keyboard, touch and screen readers all work as usual.",
    tags: ["slider", "range", "input", "output", "volume"],
    html: `
<div class="$name">
  <div class="top">
    <label for="$name-range" class="label">Monthly budget</label>
    <output class="out" for="$name-range">$1,200</output>
  </div>
  <input id="$name-range" type="range" min="0" max="5000" step="100" value="1200" aria-describedby="$name-ticks">
  <p class="ticks" id="$name-ticks"><span>$0</span><span>$2,500</span><span>$5,000</span></p>
</div>`,
    css: `${BASE}
$root { --fill: 24%; width: min(100%, 24rem); padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .top { display: flex; justify-content: space-between; align-items: baseline; margin-bottom: 0.75rem; }
$root .label { font-weight: 600; }
$root .out { font-size: 1.25rem; font-weight: 750; color: var(--accent); font-variant-numeric: tabular-nums; }
$root input { width: 100%; height: 1.75rem; margin: 0; background: transparent; appearance: none; -webkit-appearance: none; cursor: pointer; }
$root input::-webkit-slider-runnable-track { height: 0.5rem; border-radius: 999px; background: linear-gradient(to right, var(--accent) var(--fill), var(--border) var(--fill)); }
$root input::-moz-range-track { height: 0.5rem; border-radius: 999px; background: var(--border); }
$root input::-moz-range-progress { height: 0.5rem; border-radius: 999px; background: var(--accent); }
$root input::-webkit-slider-thumb { -webkit-appearance: none; width: 1.5rem; height: 1.5rem; margin-top: -0.5rem; border: 3px solid var(--bg); border-radius: 50%; background: var(--accent); box-shadow: 0 1px 4px rgb(0 0 0 / 0.35); }
$root input::-moz-range-thumb { width: 1.2rem; height: 1.2rem; border: 3px solid var(--bg); border-radius: 50%; background: var(--accent); }
$root input:focus-visible { outline: 2px solid var(--focus); outline-offset: 4px; border-radius: 999px; }
$root .ticks { display: flex; justify-content: space-between; margin: 0.5rem 0 0; font-size: 0.8rem; color: var(--muted); }`,
    js: `
// Mirrors the value in the output and in the filled part of the track.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>("input[type=range]")!;
  const output = root.querySelector<HTMLOutputElement>("output")!;
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const onInput = () => {
    const share = (Number(input.value) - Number(input.min)) / (Number(input.max) - Number(input.min));
    root.style.setProperty("--fill", \`\${share * 100}%\`);
    output.value = money.format(Number(input.value));
  };
  onInput();
  input.addEventListener("input", onInput);
  return () => input.removeEventListener("input", onInput);
}`,
  },
  {
    id: "checkbox-group", kind: "component", category: "inputs", difficulty: "easy",
    title: "Checkbox group",
    description: "A fieldset of custom-drawn checkboxes with descriptions, including a select-all box that shows the mixed state when only some items are ticked.",
    tags: ["checkbox", "fieldset", "select-all", "indeterminate", "form"],
    html: `
<fieldset class="$name">
  <legend class="legend">Export these tables</legend>
  <label class="item all"><input type="checkbox" class="check-all"><span class="box" aria-hidden="true"></span><span>Select all</span></label>
  <label class="item"><input type="checkbox" name="tables" value="orders" checked><span class="box" aria-hidden="true"></span><span><strong>Orders</strong><small>12,402 rows</small></span></label>
  <label class="item"><input type="checkbox" name="tables" value="customers"><span class="box" aria-hidden="true"></span><span><strong>Customers</strong><small>3,118 rows</small></span></label>
  <label class="item"><input type="checkbox" name="tables" value="invoices" checked><span class="box" aria-hidden="true"></span><span><strong>Invoices</strong><small>8,950 rows</small></span></label>
</fieldset>`,
    css: `${BASE}
$root { display: grid; gap: 0.25rem; width: min(100%, 22rem); margin: 0; padding: 1.25rem; border: 1px solid var(--border); border-radius: 1rem; background: var(--bg); }
$root .legend { float: left; width: 100%; margin-bottom: 0.5rem; padding: 0; font-weight: 700; }
$root .item { position: relative; display: flex; align-items: flex-start; gap: 0.75rem; padding: 0.5rem; border-radius: 0.5rem; cursor: pointer; }
$root .item:hover { background: var(--soft); }
$root .all { border-bottom: 1px solid var(--border); border-radius: 0.5rem 0.5rem 0 0; padding-bottom: 0.75rem; margin-bottom: 0.25rem; font-weight: 600; }
$root .item input { position: absolute; opacity: 0; width: 1.25rem; height: 1.25rem; margin: 0; }
$root .box { display: grid; place-items: center; flex: none; width: 1.25rem; height: 1.25rem; margin-top: 0.125rem; border: 2px solid var(--muted); border-radius: 0.35rem; background: var(--bg); }
$root input:checked + .box, $root input:indeterminate + .box { border-color: var(--accent); background: var(--accent); }
$root input:checked + .box::after { content: ""; width: 0.35rem; height: 0.65rem; margin-top: -0.15rem; border: solid var(--on-accent); border-width: 0 2px 2px 0; transform: rotate(45deg); }
$root input:indeterminate + .box::after { content: ""; width: 0.6rem; height: 2px; background: var(--on-accent); }
$root input:focus-visible + .box { outline: 2px solid var(--focus); outline-offset: 2px; }
$root strong, $root small { display: block; }
$root small { color: var(--muted); font-size: 0.8rem; }`,
    js: `
// Select all ticks every box; it turns mixed when only some are ticked.
function mount(root: HTMLElement): () => void {
  const all = root.querySelector<HTMLInputElement>(".check-all")!;
  const boxes = [...root.querySelectorAll<HTMLInputElement>("input[name=tables]")];
  const sync = () => {
    const ticked = boxes.filter((b) => b.checked).length;
    all.checked = ticked === boxes.length;
    all.indeterminate = ticked > 0 && ticked < boxes.length;
  };
  const onAll = () => {
    boxes.forEach((b) => (b.checked = all.checked));
    sync();
  };
  sync();
  all.addEventListener("change", onAll);
  boxes.forEach((b) => b.addEventListener("change", sync));
  return () => {
    all.removeEventListener("change", onAll);
    boxes.forEach((b) => b.removeEventListener("change", sync));
  };
}`,
  },
  {
    id: "radio-cards", kind: "component", category: "inputs", difficulty: "easy",
    title: "Radio cards",
    description: "Plan choices as selectable cards backed by native radio buttons: the chosen card gets an accent border and check mark, and arrow keys move between them.",
    tags: ["radio", "cards", "plan-picker", "selection", "form"],
    html: `
<fieldset class="$name">
  <legend class="legend">Choose a shipping speed</legend>
  <div class="grid">
    <label class="card"><input type="radio" name="$name-speed" value="standard" checked><span class="title">Standard</span><span class="meta">4–6 business days</span><span class="price">Free</span>${ICONS.check}</label>
    <label class="card"><input type="radio" name="$name-speed" value="express"><span class="title">Express</span><span class="meta">2 business days</span><span class="price">$9</span>${ICONS.check}</label>
    <label class="card"><input type="radio" name="$name-speed" value="overnight"><span class="title">Overnight</span><span class="meta">Next morning</span><span class="price">$24</span>${ICONS.check}</label>
  </div>
</fieldset>`,
    css: `${BASE}
$root { width: min(100%, 40rem); margin: 0; padding: 0; border: 0; }
$root .legend { margin-bottom: 0.75rem; padding: 0; font-weight: 700; font-size: 1.05rem; }
$root .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.75rem; }
$root .card { position: relative; display: grid; gap: 0.125rem; padding: 1rem; border: 2px solid var(--border); border-radius: 0.875rem; background: var(--bg); cursor: pointer; transition: border-color 0.15s, box-shadow 0.15s; }
$root .card:hover { border-color: color-mix(in srgb, var(--accent) 50%, var(--border)); }
$root .card input { position: absolute; opacity: 0; }
$root .card:has(input:checked) { border-color: var(--accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--accent) 20%, transparent); }
$root .card:has(input:focus-visible) { outline: 2px solid var(--focus); outline-offset: 3px; }
$root .title { font-weight: 700; }
$root .meta { font-size: 0.85rem; color: var(--muted); }
$root .price { margin-top: 0.5rem; font-weight: 700; color: var(--accent); }
$root .card svg { position: absolute; top: 0.75rem; right: 0.75rem; padding: 0.15rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); opacity: 0; transform: scale(0.6); transition: opacity 0.15s, transform 0.15s; }
$root .card:has(input:checked) svg { opacity: 1; transform: none; }
${CALM}`,
  },
  {
    id: "quantity-stepper", kind: "component", category: "inputs", difficulty: "med",
    title: "Quantity stepper",
    description: "A number field between minus and plus buttons with min and max limits; the buttons disable at the limits and the line total updates as the quantity changes.",
    tags: ["stepper", "quantity", "number-input", "cart", "counter"],
    html: `
<div class="$name">
  <div class="item">
    <span class="name" id="$name-name">Linen tea towel</span>
    <span class="unit">$12.00 each</span>
  </div>
  <div class="stepper" role="group" aria-labelledby="$name-name">
    <button type="button" class="step" data-step="-1" aria-label="Decrease quantity">−</button>
    <input type="number" class="qty" value="2" min="1" max="9" inputmode="numeric" aria-label="Quantity">
    <button type="button" class="step" data-step="1" aria-label="Increase quantity">+</button>
  </div>
  <output class="total" aria-live="polite">$24.00</output>
</div>`,
    css: `${BASE}
$root { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem 1.5rem; width: min(100%, 30rem); padding: 1rem 1.25rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .item { display: grid; flex: 1 1 10rem; }
$root .name { font-weight: 600; }
$root .unit { font-size: 0.85rem; color: var(--muted); }
$root .stepper { display: inline-flex; align-items: center; border: 1px solid var(--border); border-radius: 0.75rem; overflow: hidden; }
$root .step { width: 2.5rem; height: 2.5rem; border: 0; background: var(--surface); color: var(--accent); font-size: 1.25rem; font-weight: 700; cursor: pointer; }
$root .step:hover:not(:disabled) { background: var(--soft); }
$root .step:disabled { color: var(--muted); opacity: 0.5; cursor: not-allowed; }
$root .step:focus-visible { outline-offset: -3px; }
$root .qty { width: 3rem; height: 2.5rem; border: 0; border-inline: 1px solid var(--border); background: var(--bg); color: var(--text); font: inherit; font-weight: 700; text-align: center; -moz-appearance: textfield; }
$root .qty::-webkit-inner-spin-button, $root .qty::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
$root .qty:focus-visible { outline-offset: -3px; }
$root .total { min-width: 5rem; font-size: 1.2rem; font-weight: 750; text-align: right; font-variant-numeric: tabular-nums; }`,
    js: `
// Steps the quantity within its limits and keeps the total in sync.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".qty")!;
  const total = root.querySelector<HTMLOutputElement>(".total")!;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".step")];
  const price = 12;
  const clamp = (n: number) => Math.min(Number(input.max), Math.max(Number(input.min), Number.isFinite(n) ? n : 1));
  const sync = () => {
    const value = clamp(Number(input.value));
    input.value = String(value);
    buttons[0]!.disabled = value <= Number(input.min);
    buttons[1]!.disabled = value >= Number(input.max);
    total.value = \`$\${(value * price).toFixed(2)}\`;
  };
  const onStep = (event: Event) => {
    input.value = String(clamp(Number(input.value) + Number((event.currentTarget as HTMLElement).dataset.step)));
    sync();
  };
  sync();
  buttons.forEach((b) => b.addEventListener("click", onStep));
  input.addEventListener("change", sync);
  return () => {
    buttons.forEach((b) => b.removeEventListener("click", onStep));
    input.removeEventListener("change", sync);
  };
}`,
  },
  {
    id: "tag-input", kind: "component", category: "inputs", difficulty: "hard",
    title: "Tag input",
    description: "A text field that turns entries into removable chips on Enter or comma, removes the last chip on Backspace, ignores duplicates and announces every change.",
    tags: ["tags", "chips", "input", "multi-value", "keyboard"],
    html: `
<div class="$name">
  <label class="label" for="$name-input">Skills</label>
  <div class="box">
    <ul class="chips" aria-label="Chosen skills">
      <li class="chip"><span>Figma</span><button type="button" class="remove" aria-label="Remove Figma">${ICONS.close}</button></li>
      <li class="chip"><span>Accessibility</span><button type="button" class="remove" aria-label="Remove Accessibility">${ICONS.close}</button></li>
    </ul>
    <input id="$name-input" class="input" placeholder="Add a skill" aria-describedby="$name-help">
  </div>
  <p class="help" id="$name-help">Press Enter or comma to add; Backspace removes the last one.</p>
  <p class="sr-only" role="status"></p>
</div>`,
    css: `${BASE}${SR_ONLY}
$root { width: min(100%, 28rem); }
$root .label { display: block; margin-bottom: 0.375rem; font-weight: 600; font-size: 0.9rem; }
$root .box { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem; padding: 0.375rem; border: 1px solid var(--border); border-radius: 0.75rem; background: var(--bg); }
$root .box:focus-within { border-color: var(--accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--accent) 25%, transparent); }
$root .chips { display: contents; }
$root .chip { display: inline-flex; align-items: center; gap: 0.25rem; padding: 0.25rem 0.25rem 0.25rem 0.625rem; border-radius: 999px; background: var(--soft); color: var(--accent); font-size: 0.85rem; font-weight: 600; list-style: none; }
$root .remove { display: grid; place-items: center; width: 1.375rem; height: 1.375rem; padding: 0; border: 0; border-radius: 50%; background: transparent; color: inherit; cursor: pointer; }
$root .remove svg { width: 0.875rem; height: 0.875rem; }
$root .remove:hover { background: color-mix(in srgb, var(--accent) 20%, transparent); }
$root .input { flex: 1 1 8rem; min-width: 6rem; min-height: 2.25rem; padding: 0 0.5rem; border: 0; background: none; color: var(--text); font: inherit; outline: none; }
$root .help { margin: 0.375rem 0 0; font-size: 0.8rem; color: var(--muted); }`,
    js: `
// Adds chips from the field and removes them by button or Backspace.
const CLOSE_ICON = \`${ICONS.close}\`;

function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".input")!;
  const list = root.querySelector<HTMLElement>(".chips")!;
  const status = root.querySelector<HTMLElement>("[role=status]")!;
  const values = () => [...list.querySelectorAll(".chip span")].map((s) => s.textContent ?? "");
  const add = (raw: string) => {
    const value = raw.trim().replace(/,$/, "");
    if (!value) return;
    if (values().some((v) => v.toLowerCase() === value.toLowerCase())) {
      status.textContent = \`\${value} is already added.\`;
      return;
    }
    const chip = document.createElement("li");
    chip.className = "chip";
    const text = document.createElement("span");
    text.textContent = value;
    const remove = document.createElement("button");
    remove.innerHTML = CLOSE_ICON;
    remove.type = "button";
    remove.className = "remove";
    remove.setAttribute("aria-label", \`Remove \${value}\`);
    chip.append(text, remove);
    list.append(chip);
    status.textContent = \`Added \${value}.\`;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(input.value);
      input.value = "";
    } else if (event.key === "Backspace" && input.value === "") {
      const last = list.lastElementChild;
      if (last) {
        status.textContent = \`Removed \${last.querySelector("span")?.textContent}.\`;
        last.remove();
      }
    }
  };
  const onRemove = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest(".remove");
    const chip = button?.closest(".chip");
    if (!chip) return;
    status.textContent = \`Removed \${chip.querySelector("span")?.textContent}.\`;
    chip.remove();
    input.focus();
  };
  input.addEventListener("keydown", onKey);
  list.addEventListener("click", onRemove);
  return () => {
    input.removeEventListener("keydown", onKey);
    list.removeEventListener("click", onRemove);
  };
}`,
  },
  {
    id: "star-rating", kind: "component", category: "inputs", difficulty: "med",
    title: "Star rating input",
    description: "A five-star rating made of native radio buttons in a fieldset: hover previews, arrow keys change the value, and each star has a spoken label like “4 stars”.",
    tags: ["rating", "stars", "radio", "review", "feedback"],
    html: `
<form class="$name" action="/reviews" method="post">
  <fieldset class="stars">
    <legend class="legend">How was your stay?</legend>
    <div class="row">
      <input type="radio" id="$name-5" name="$name-rating" value="5"><label for="$name-5" title="Excellent">${ICONS.star}<span class="sr-only">5 stars</span></label>
      <input type="radio" id="$name-4" name="$name-rating" value="4" checked><label for="$name-4" title="Good">${ICONS.star}<span class="sr-only">4 stars</span></label>
      <input type="radio" id="$name-3" name="$name-rating" value="3"><label for="$name-3" title="Okay">${ICONS.star}<span class="sr-only">3 stars</span></label>
      <input type="radio" id="$name-2" name="$name-rating" value="2"><label for="$name-2" title="Poor">${ICONS.star}<span class="sr-only">2 stars</span></label>
      <input type="radio" id="$name-1" name="$name-rating" value="1"><label for="$name-1" title="Terrible">${ICONS.star}<span class="sr-only">1 star</span></label>
    </div>
  </fieldset>
  <label class="label" for="$name-comment">Anything we should know?</label>
  <textarea id="$name-comment" name="comment" rows="3"></textarea>
  <button type="submit" class="submit">Post review</button>
</form>`,
    css: `${BASE}${SR_ONLY}
$root { display: grid; gap: 0.75rem; width: min(100%, 24rem); padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .stars { margin: 0; padding: 0; border: 0; }
$root .legend { padding: 0; margin-bottom: 0.5rem; font-weight: 700; font-size: 1.1rem; }
$root .row { display: inline-flex; flex-direction: row-reverse; gap: 0.25rem; }
$root .row input { position: absolute; opacity: 0; width: 1px; height: 1px; }
$root .row label { color: var(--border); cursor: pointer; transition: color 0.12s, transform 0.12s; }
$root .row label svg { width: 2rem; height: 2rem; display: block; }
$root .row input:checked ~ label, $root .row label:hover, $root .row label:hover ~ label { color: #f59e0b; }
$root .row input:focus-visible + label { outline: 2px solid var(--focus); outline-offset: 2px; border-radius: 0.25rem; }
$root .row label:hover { transform: scale(1.12); }
$root .label { font-weight: 600; font-size: 0.9rem; }
$root textarea { min-height: 5rem; padding: 0.625rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--bg); color: var(--text); font: inherit; resize: vertical; }
$root .submit { min-height: 2.75rem; border: 0; border-radius: 0.625rem; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 650; cursor: pointer; }
${CALM}`,
  },
];
