// Design systems: eleven specimen layouts (foundations, components, dashboard, marketing, forms, mobile, editorial,
// data visualisation, commerce, docs, feedback), each rendered in every theme from ds-kit.ts.
import { ICONS } from "./kit.ts";
import { designSystem, DS_BASE, dsHead } from "./ds-kit.ts";

const ds = designSystem;
const SWATCHES = ["bg", "surface", "soft", "text", "muted", "border", "primary", "on-primary", "secondary", "success", "warning", "danger"];

export const designSystems = [
  ds({
    id: "foundations-design-system", category: "design-systems", difficulty: "med",
    title: "Foundations design system",
    description: "The foundations sheet of a design system: twelve colour roles as labelled swatches, the type scale from xs to 3xl, the spacing scale as bars, three corner radii and two elevation levels.",
    tags: ["design-system", "tokens", "foundations", "colour", "typography", "spacing"],
    html: `
<div class="$name">
  ${dsHead("Foundations", "Colour, type, space, shape and depth")}
  <section class="ds-section" aria-labelledby="$name-colour"><h2 class="ds-h" id="$name-colour">Colour</h2>
    <ul class="swatches">${SWATCHES.map((s) => `<li><span class="chip chip--${s}" aria-hidden="true"></span><code>color-${s}</code></li>`).join("")}</ul>
  </section>
  <section class="ds-section" aria-labelledby="$name-type"><h2 class="ds-h" id="$name-type">Type scale</h2>
    <ul class="scale">${["3xl", "2xl", "xl", "lg", "base", "sm", "xs"].map((t) => `<li class="t-${t}"><code>text-${t}</code><span>The quick brown fox</span></li>`).join("")}</ul>
  </section>
  <section class="ds-section grid2">
    <div><h2 class="ds-h">Spacing</h2><ul class="space">${["1", "2", "3", "4", "6", "8"].map((n) => `<li><code>spacing-${n}</code><span class="bar s-${n}" aria-hidden="true"></span></li>`).join("")}</ul></div>
    <div><h2 class="ds-h">Radius and elevation</h2><ul class="shapes"><li class="r-sm">radius-sm</li><li class="r-md">radius-md</li><li class="r-lg">radius-lg</li><li class="e-sm">shadow-sm</li><li class="e-md">shadow-md</li></ul></div>
  </section>
</div>`,
    css: `${DS_BASE}
$root code { font-family: var(--font-mono); font-size: var(--text-xs); color: var(--color-muted); }
$root .swatches { display: grid; grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr)); gap: var(--spacing-4); margin: 0; padding: 0; list-style: none; }
$root .swatches li { display: grid; gap: var(--spacing-2); }
$root .chip { height: 4rem; border: 1px solid var(--color-border); border-radius: var(--radius-md); }
${SWATCHES.map((s) => `$root .chip--${s} { background: var(--color-${s}); }`).join("\n")}
$root .scale { display: grid; gap: var(--spacing-3); margin: 0; padding: 0; list-style: none; }
$root .scale li { display: grid; grid-template-columns: 6rem 1fr; align-items: baseline; gap: var(--spacing-4); overflow: hidden; }
$root .scale span { font-family: var(--font-display); line-height: var(--leading-tight); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
${["3xl", "2xl", "xl", "lg", "base", "sm", "xs"].map((t) => `$root .t-${t} span { font-size: var(--text-${t}); }`).join("\n")}
$root .grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: var(--spacing-8); }
$root .space { display: grid; gap: var(--spacing-2); margin: 0; padding: 0; list-style: none; }
$root .space li { display: grid; grid-template-columns: 6rem 1fr; align-items: center; }
$root .bar { height: 0.75rem; border-radius: var(--radius-full); background: var(--color-primary); }
${["1", "2", "3", "4", "6", "8"].map((n) => `$root .s-${n} { width: calc(var(--spacing-${n}) * 4); }`).join("\n")}
$root .shapes { display: flex; flex-wrap: wrap; gap: var(--spacing-4); margin: 0; padding: 0; list-style: none; }
$root .shapes li { display: grid; place-items: center; width: 6rem; height: 4.5rem; border: 1px solid var(--color-border); background: var(--color-surface); font-family: var(--font-mono); font-size: var(--text-xs); }
$root .r-sm { border-radius: var(--radius-sm); }
$root .r-md { border-radius: var(--radius-md); }
$root .r-lg { border-radius: var(--radius-lg); }
$root .e-sm { border-radius: var(--radius-md); box-shadow: var(--shadow-sm); }
$root .e-md { border-radius: var(--radius-md); box-shadow: var(--shadow-md); }`,
  }),
  ds({
    id: "component-kit-design-system", category: "design-systems", difficulty: "med",
    title: "Component kit design system",
    description: "The core components of a design system rendered from its tokens: four button styles, a text field with help text, a select, checkbox and switch, badges, an alert and a card.",
    tags: ["design-system", "components", "ui-kit", "buttons", "inputs", "tokens"],
    html: `
<div class="$name">
  ${dsHead("Component kit", "Every part built from the same tokens")}
  <div class="kit">
    <section class="panel" aria-labelledby="$name-b"><h2 class="ds-h" id="$name-b">Buttons</h2>
      <div class="row"><button type="button" class="btn btn--primary">Primary</button><button type="button" class="btn">Secondary</button><button type="button" class="btn btn--ghost">Ghost</button><button type="button" class="btn btn--danger">Delete</button></div>
    </section>
    <section class="panel" aria-labelledby="$name-f"><h2 class="ds-h" id="$name-f">Fields</h2>
      <label class="lbl" for="$name-in">Project name</label><input class="input" id="$name-in" value="Apollo" aria-describedby="$name-help"><p class="help" id="$name-help">Shown to your whole team.</p>
      <label class="lbl" for="$name-sel">Visibility</label><select class="input" id="$name-sel"><option>Private</option><option>Team</option><option>Public</option></select>
      <label class="check"><input type="checkbox" checked> Send weekly summary</label>
      <button type="button" class="switch" role="switch" aria-checked="true"><span class="knob" aria-hidden="true"></span>Notifications</button>
    </section>
    <section class="panel" aria-labelledby="$name-s"><h2 class="ds-h" id="$name-s">Status</h2>
      <p class="row"><span class="badge">Default</span><span class="badge badge--primary">New</span><span class="badge badge--success">Passed</span><span class="badge badge--danger">Failed</span></p>
      <div class="alert" role="note">${ICONS.info}<p>Your trial ends in <strong>3 days</strong>.</p></div>
    </section>
    <article class="panel card" aria-labelledby="$name-c"><h2 class="card-title" id="$name-c">Quarterly review</h2><p class="card-text">Notes, decisions and owners from the Q3 planning session.</p><a class="btn btn--primary" href="/reviews/q3">Open review</a></article>
  </div>
</div>`,
    css: `${DS_BASE}
$root .kit { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: var(--spacing-6); }
$root .panel { display: grid; align-content: start; gap: var(--spacing-3); padding: var(--spacing-6); border: 1px solid var(--color-border); border-radius: var(--radius-lg); background: var(--color-surface); }
$root .row { display: flex; flex-wrap: wrap; gap: var(--spacing-2); margin: 0; }
$root .btn--ghost { border-color: transparent; background: transparent; color: var(--color-primary); }
$root .btn--danger { border-color: var(--color-danger); background: transparent; color: var(--color-danger); }
$root .lbl { font-size: var(--text-sm); font-weight: var(--font-weight-medium); }
$root .input { width: 100%; min-height: 2.5rem; padding: 0 var(--spacing-3); border: 1px solid var(--color-border); border-radius: var(--radius-md); background: var(--color-bg); color: var(--color-text); font: inherit; }
$root .input:focus-visible { outline-offset: 0; border-color: var(--color-primary); }
$root .help { margin: calc(var(--spacing-2) * -1) 0 0; font-size: var(--text-xs); color: var(--color-muted); }
$root .check { display: flex; align-items: center; gap: var(--spacing-2); }
$root .check input { width: 1.1rem; height: 1.1rem; accent-color: var(--color-primary); }
$root .switch { display: inline-flex; align-items: center; gap: var(--spacing-3); padding: 0; border: 0; background: none; color: var(--color-text); font: inherit; cursor: pointer; }
$root .knob { position: relative; width: 2.75rem; height: 1.5rem; border-radius: var(--radius-full); background: var(--color-border); transition: background-color var(--duration-base) var(--ease-out); }
$root .knob::after { content: ""; position: absolute; top: 0.2rem; left: 0.2rem; width: 1.1rem; height: 1.1rem; border-radius: 50%; background: #fff; transition: transform var(--duration-base) var(--ease-out); }
$root .switch[aria-checked="true"] .knob { background: var(--color-primary); }
$root .switch[aria-checked="true"] .knob::after { transform: translateX(1.25rem); }
$root .badge { padding: 0.1rem var(--spacing-2); border-radius: var(--radius-full); background: var(--color-soft); font-size: var(--text-xs); font-weight: var(--font-weight-bold); }
$root .badge--primary { background: var(--color-primary); color: var(--color-on-primary); }
$root .badge--success { color: var(--color-success); box-shadow: inset 0 0 0 1px var(--color-success); background: transparent; }
$root .badge--danger { color: var(--color-danger); box-shadow: inset 0 0 0 1px var(--color-danger); background: transparent; }
$root .alert { display: flex; gap: var(--spacing-3); padding: var(--spacing-3) var(--spacing-4); border-left: 4px solid var(--color-primary); border-radius: var(--radius-sm); background: var(--color-soft); }
$root .alert svg { flex: none; color: var(--color-primary); }
$root .alert p { margin: 0; }
$root .card { box-shadow: var(--shadow-md); }
$root .card-title { margin: 0; font-family: var(--font-display); font-size: var(--text-xl); }
$root .card-text { margin: 0; color: var(--color-muted); }
$root .card .btn { justify-self: start; }`,
    js: `
// The switch flips its checked state.
function mount(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>("[role=switch]")!;
  const onClick = () => toggle.setAttribute("aria-checked", String(toggle.getAttribute("aria-checked") !== "true"));
  toggle.addEventListener("click", onClick);
  return () => toggle.removeEventListener("click", onClick);
}`,
  }),
  ds({
    id: "dashboard-kit-design-system", category: "design-systems", difficulty: "hard",
    title: "Dashboard kit design system",
    description: "A design system shown as a working dashboard: a navigation rail, page header with segmented range control, metric tiles, a bar chart and a status table, all drawn from tokens.",
    tags: ["design-system", "dashboard", "admin", "data", "tokens", "app-ui"],
    html: `
<div class="$name">
  <div class="shell">
    <nav class="rail" aria-label="App">
      <a href="/home" aria-current="page" aria-label="Home">${ICONS.home}</a>
      <a href="/reports" aria-label="Reports">${ICONS.chart}</a>
      <a href="/people" aria-label="People">${ICONS.user}</a>
      <a href="/settings" aria-label="Settings">${ICONS.gear}</a>
    </nav>
    <main class="page">
      <header class="top"><h1 class="ds-title">Operations</h1><div class="seg" role="group" aria-label="Range"><button type="button" aria-pressed="false">7d</button><button type="button" aria-pressed="true">30d</button><button type="button" aria-pressed="false">90d</button></div></header>
      <ul class="tiles"><li><span>Tickets</span><strong>1,284</strong><em class="good">−8%</em></li><li><span>First reply</span><strong>2h 14m</strong><em class="good">−21m</em></li><li><span>CSAT</span><strong>94%</strong><em class="bad">−1 pt</em></li></ul>
      <section class="panel" aria-labelledby="$name-vol"><h2 class="ds-h" id="$name-vol">Volume by channel</h2><div class="bars" aria-hidden="true"><i style="--v: 80"></i><i style="--v: 55"></i><i style="--v: 35"></i><i style="--v: 20"></i></div><p class="legend">Email 80 · Chat 55 · Phone 35 · Social 20 (hundreds)</p></section>
      <section class="panel" aria-labelledby="$name-q"><h2 class="ds-h" id="$name-q">Queues</h2><table><thead><tr><th scope="col">Queue</th><th scope="col">Open</th><th scope="col">Status</th></tr></thead><tbody><tr><td>Billing</td><td>42</td><td><span class="dot dot--ok"></span>Healthy</td></tr><tr><td>Technical</td><td>118</td><td><span class="dot dot--warn"></span>Busy</td></tr><tr><td>Returns</td><td>9</td><td><span class="dot dot--ok"></span>Healthy</td></tr></tbody></table></section>
    </main>
  </div>
</div>`,
    css: `${DS_BASE}
$root { padding: 0; }
$root .shell { display: grid; grid-template-columns: 4.5rem minmax(0, 1fr); min-height: 100vh; }
$root .rail { display: grid; align-content: start; justify-items: center; gap: var(--spacing-2); padding: var(--spacing-4) 0; background: var(--color-surface); border-right: 1px solid var(--color-border); }
$root .rail a { display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border-radius: var(--radius-md); color: var(--color-muted); }
$root .rail a:hover { background: var(--color-soft); color: var(--color-text); }
$root .rail a[aria-current="page"] { background: var(--color-primary); color: var(--color-on-primary); }
$root .page { display: grid; align-content: start; gap: var(--spacing-6); padding: var(--spacing-6); }
$root .top { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: var(--spacing-4); }
$root .seg { display: inline-flex; padding: 0.2rem; border: 1px solid var(--color-border); border-radius: var(--radius-md); background: var(--color-surface); }
$root .seg button { padding: 0.35rem var(--spacing-3); border: 0; border-radius: var(--radius-sm); background: none; color: var(--color-muted); font: inherit; font-weight: var(--font-weight-medium); cursor: pointer; }
$root .seg [aria-pressed="true"] { background: var(--color-bg); color: var(--color-text); box-shadow: var(--shadow-sm); }
$root .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: var(--spacing-4); margin: 0; padding: 0; list-style: none; }
$root .tiles li { display: grid; gap: var(--spacing-1); padding: var(--spacing-4); border: 1px solid var(--color-border); border-radius: var(--radius-lg); background: var(--color-surface); }
$root .tiles span { color: var(--color-muted); font-size: var(--text-sm); }
$root .tiles strong { font-size: var(--text-2xl); font-family: var(--font-display); }
$root .tiles em { font-style: normal; font-size: var(--text-sm); font-weight: var(--font-weight-bold); }
$root .good { color: var(--color-success); }
$root .bad { color: var(--color-danger); }
$root .panel { padding: var(--spacing-4); border: 1px solid var(--color-border); border-radius: var(--radius-lg); background: var(--color-surface); }
$root .bars { display: grid; gap: var(--spacing-2); }
$root .bars i { display: block; width: calc(var(--v) * 1%); height: 1.25rem; border-radius: var(--radius-sm); background: var(--color-primary); }
$root .bars i:nth-child(even) { background: var(--color-secondary); }
$root .legend { margin: var(--spacing-3) 0 0; color: var(--color-muted); font-size: var(--text-sm); }
$root table { width: 100%; border-collapse: collapse; font-size: var(--text-sm); }
$root th { padding: var(--spacing-2); text-align: left; color: var(--color-muted); border-bottom: 1px solid var(--color-border); }
$root td { padding: var(--spacing-2); border-bottom: 1px solid var(--color-border); }
$root .dot { display: inline-block; width: 0.5rem; height: 0.5rem; margin-right: var(--spacing-2); border-radius: 50%; }
$root .dot--ok { background: var(--color-success); }
$root .dot--warn { background: var(--color-warning); }
@media (max-width: 36rem) {
  $root .shell { grid-template-columns: minmax(0, 1fr); }
  $root .rail { grid-auto-flow: column; justify-content: center; border-right: 0; border-bottom: 1px solid var(--color-border); }
}`,
    js: `
// The range control is a single-choice group of toggle buttons.
function mount(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".seg button")];
  const onClick = (event: Event) => buttons.forEach((b) => b.setAttribute("aria-pressed", String(b === event.currentTarget)));
  buttons.forEach((b) => b.addEventListener("click", onClick));
  return () => buttons.forEach((b) => b.removeEventListener("click", onClick));
}`,
  }),
  ds({
    id: "marketing-kit-design-system", category: "design-systems", difficulty: "med",
    title: "Marketing kit design system",
    description: "Marketing building blocks from one token set: announcement bar, hero with display type, three feature tiles with icons, a quote with attribution and a closing call-to-action band.",
    tags: ["design-system", "marketing", "landing", "hero", "brand", "tokens"],
    html: `
<div class="$name">
  <p class="announce"><span class="tag">New</span>Spring collection is live · <a href="/spring">See what’s new</a></p>
  <section class="hero" aria-labelledby="$name-h"><p class="kicker">Brand system</p><h1 class="display" id="$name-h">Bold ideas, consistently told.</h1><p class="lead">One set of tokens for every page, email and slide.</p><div class="row"><a class="btn btn--primary" href="/start">Get started</a><a class="btn" href="/brand">Brand guide</a></div></section>
  <ul class="tiles">
    <li><span class="ic" aria-hidden="true">${ICONS.bolt}</span><h2>Fast</h2><p>Pages built from blocks in minutes.</p></li>
    <li><span class="ic" aria-hidden="true">${ICONS.layers}</span><h2>Consistent</h2><p>Tokens keep every surface on brand.</p></li>
    <li><span class="ic" aria-hidden="true">${ICONS.heart}</span><h2>Loved</h2><p>Teams ship more with less debate.</p></li>
  </ul>
  <figure class="quote"><blockquote>“Our launch pages finally look like one company made them.”</blockquote><figcaption>— Marta Silva, Brand Director</figcaption></figure>
  <section class="band" aria-label="Call to action"><p class="band-text">Ready to bring your brand together?</p><a class="btn btn--inverse" href="/demo">Book a demo</a></section>
</div>`,
    css: `${DS_BASE}
$root { display: grid; gap: var(--spacing-8); align-content: start; }
$root .announce { margin: 0; padding: var(--spacing-2) var(--spacing-4); border-radius: var(--radius-full); background: var(--color-soft); font-size: var(--text-sm); text-align: center; }
$root .announce a { color: var(--color-primary); font-weight: var(--font-weight-medium); }
$root .tag { margin-right: var(--spacing-2); padding: 0.05rem var(--spacing-2); border-radius: var(--radius-full); background: var(--color-primary); color: var(--color-on-primary); font-size: var(--text-xs); font-weight: var(--font-weight-bold); }
$root .hero { display: grid; justify-items: center; gap: var(--spacing-4); padding: var(--spacing-8) 0; text-align: center; }
$root .kicker { margin: 0; color: var(--color-primary); font-weight: var(--font-weight-bold); letter-spacing: 0.08em; text-transform: uppercase; font-size: var(--text-sm); }
$root .display { max-width: 18ch; margin: 0; font-family: var(--font-display); font-size: clamp(var(--text-2xl), 6vw, calc(var(--text-3xl) * 1.6)); font-weight: var(--font-weight-bold); line-height: var(--leading-tight); letter-spacing: -0.02em; }
$root .lead { margin: 0; color: var(--color-muted); font-size: var(--text-lg); }
$root .row { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--spacing-3); }
$root .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: var(--spacing-6); margin: 0; padding: 0; list-style: none; }
$root .tiles li { padding: var(--spacing-6); border-radius: var(--radius-lg); background: var(--color-surface); border: 1px solid var(--color-border); }
$root .ic { display: grid; place-items: center; width: 2.75rem; height: 2.75rem; margin-bottom: var(--spacing-3); border-radius: var(--radius-md); background: var(--color-primary); color: var(--color-on-primary); }
$root .tiles h2 { margin: 0 0 var(--spacing-1); font-size: var(--text-lg); }
$root .tiles p { margin: 0; color: var(--color-muted); }
$root .quote { margin: 0; padding: var(--spacing-8) var(--spacing-4); text-align: center; }
$root .quote blockquote { margin: 0 0 var(--spacing-3); font-family: var(--font-display); font-size: var(--text-2xl); line-height: var(--leading-tight); }
$root .quote figcaption { color: var(--color-muted); }
$root .band { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--spacing-4); padding: var(--spacing-8); border-radius: var(--radius-lg); background: var(--color-primary); color: var(--color-on-primary); }
$root .band-text { margin: 0; font-family: var(--font-display); font-size: var(--text-xl); font-weight: var(--font-weight-bold); }
$root .btn--inverse { border-color: var(--color-on-primary); background: var(--color-on-primary); color: var(--color-primary); }`,
  }),
  ds({
    id: "form-kit-design-system", category: "design-systems", difficulty: "med",
    title: "Form kit design system",
    description: "Form patterns from a token set: default, focused, filled, error and disabled text fields, a radio group, checkboxes, a textarea with counter and primary and secondary actions.",
    tags: ["design-system", "forms", "inputs", "validation", "states", "tokens"],
    html: `
<div class="$name">
  ${dsHead("Form kit", "Fields and their states")}
  <form class="grid" action="/forms" method="post">
    <div class="field"><label for="$name-a">Default</label><input id="$name-a" placeholder="Placeholder text"></div>
    <div class="field"><label for="$name-b">Filled</label><input id="$name-b" value="Filled value"></div>
    <div class="field is-error"><label for="$name-c">With error</label><input id="$name-c" value="not-an-email" aria-invalid="true" aria-describedby="$name-c-err"><p class="msg" id="$name-c-err">Enter an email like name@example.com.</p></div>
    <div class="field"><label for="$name-d">Disabled</label><input id="$name-d" value="Locked" disabled></div>
    <fieldset class="field group"><legend>Plan</legend><label><input type="radio" name="$name-plan" checked> Monthly</label><label><input type="radio" name="$name-plan"> Yearly</label></fieldset>
    <fieldset class="field group"><legend>Topics</legend><label><input type="checkbox" checked> Product</label><label><input type="checkbox"> Events</label></fieldset>
    <div class="field wide"><label for="$name-e">Message</label><textarea id="$name-e" rows="3" maxlength="200" aria-describedby="$name-e-help"></textarea><p class="hint" id="$name-e-help">Up to 200 characters.</p></div>
    <div class="actions wide"><button type="button" class="btn">Cancel</button><button type="submit" class="btn btn--primary">Save</button></div>
  </form>
</div>`,
    css: `${DS_BASE}
$root .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: var(--spacing-6); max-width: 48rem; }
$root .wide { grid-column: 1 / -1; }
$root .field { display: grid; align-content: start; gap: var(--spacing-2); margin: 0; padding: 0; border: 0; }
$root .field label, $root .field legend { font-size: var(--text-sm); font-weight: var(--font-weight-medium); }
$root .field legend { margin-bottom: var(--spacing-2); padding: 0; }
$root input:not([type="radio"]):not([type="checkbox"]), $root textarea { width: 100%; min-height: 2.75rem; padding: var(--spacing-2) var(--spacing-3); border: 1px solid var(--color-border); border-radius: var(--radius-md); background: var(--color-bg); color: var(--color-text); font: inherit; transition: border-color var(--duration-fast) var(--ease-out), box-shadow var(--duration-fast) var(--ease-out); }
$root input:focus-visible, $root textarea:focus-visible { outline: none; border-color: var(--color-primary); box-shadow: 0 0 0 3px color-mix(in srgb, var(--color-primary) 25%, transparent); }
$root input:disabled { background: var(--color-soft); color: var(--color-muted); cursor: not-allowed; }
$root .is-error input { border-color: var(--color-danger); }
$root .msg { margin: 0; color: var(--color-danger); font-size: var(--text-xs); }
$root .hint { margin: 0; color: var(--color-muted); font-size: var(--text-xs); }
$root .group label { display: flex; align-items: center; gap: var(--spacing-2); font-weight: var(--font-weight-regular); }
$root .group input { width: 1.1rem; height: 1.1rem; accent-color: var(--color-primary); }
$root .actions { display: flex; justify-content: flex-end; gap: var(--spacing-3); padding-top: var(--spacing-4); border-top: 1px solid var(--color-border); }`,
  }),
  ds({
    id: "mobile-kit-design-system", category: "design-systems", difficulty: "hard",
    title: "Mobile kit design system",
    description: "A mobile design system shown on two phone frames: a list screen with search, segmented tabs and rows, and a detail screen with a large title, stats, actions and a tab bar.",
    tags: ["design-system", "mobile", "ios", "android", "app", "tokens"],
    html: `
<div class="$name">
  ${dsHead("Mobile kit", "Screens for small hands")}
  <div class="phones">
    <section class="phone" aria-label="List screen">
      <div class="bar"><span class="time">9:41</span><span class="signal" aria-hidden="true"></span></div>
      <h2 class="screen-title">Trips</h2>
      <label class="search"><span class="sr-only">Search trips</span>${ICONS.search}<input placeholder="Search"></label>
      <ul class="rows"><li><span class="thumb t1" aria-hidden="true"></span><span><strong>Lisbon</strong><small>12–18 May</small></span></li><li><span class="thumb t2" aria-hidden="true"></span><span><strong>Kyoto</strong><small>2–11 Oct</small></span></li><li><span class="thumb t3" aria-hidden="true"></span><span><strong>Oaxaca</strong><small>Dec, dates tbd</small></span></li></ul>
      <nav class="tabbar" aria-label="Tabs"><a href="/trips" aria-current="page">${ICONS.home}<span>Trips</span></a><a href="/saved">${ICONS.heart}<span>Saved</span></a><a href="/me">${ICONS.user}<span>Me</span></a></nav>
    </section>
    <section class="phone" aria-label="Detail screen">
      <div class="bar"><span class="time">9:41</span><span class="signal" aria-hidden="true"></span></div>
      <div class="cover" aria-hidden="true"></div>
      <h2 class="screen-title">Kyoto</h2>
      <dl class="stats"><div><dt>Days</dt><dd>10</dd></div><div><dt>Places</dt><dd>24</dd></div><div><dt>Budget</dt><dd>¥280k</dd></div></dl>
      <a class="btn btn--primary full" href="/trips/kyoto/plan">Open itinerary</a>
      <a class="btn full" href="/trips/kyoto/share">Share trip</a>
    </section>
  </div>
</div>`,
    css: `${DS_BASE}
$root .phones { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--spacing-8); }
$root .phone { position: relative; display: flex; flex-direction: column; gap: var(--spacing-3); width: min(100%, 18rem); height: 34rem; padding: var(--spacing-3) var(--spacing-4) 0; overflow: hidden; border: 10px solid var(--color-text); border-radius: 2.5rem; background: var(--color-bg); box-shadow: var(--shadow-md); }
$root .bar { display: flex; justify-content: space-between; align-items: center; font-size: var(--text-xs); font-weight: var(--font-weight-bold); }
$root .signal { width: 1.5rem; height: 0.6rem; border-radius: 2px; background: linear-gradient(90deg, var(--color-text) 60%, var(--color-border) 60%); }
$root .screen-title { margin: 0; font-family: var(--font-display); font-size: var(--text-2xl); }
$root .search { display: flex; align-items: center; gap: var(--spacing-2); padding: 0 var(--spacing-3); border-radius: var(--radius-md); background: var(--color-soft); color: var(--color-muted); }
$root .search input { flex: 1; min-width: 0; min-height: 2.25rem; border: 0; background: none; color: var(--color-text); font: inherit; outline: none; }
$root .rows { display: grid; margin: 0; padding: 0; list-style: none; }
$root .rows li { display: flex; align-items: center; gap: var(--spacing-3); padding: var(--spacing-3) 0; border-bottom: 1px solid var(--color-border); }
$root .rows span:last-child { display: grid; }
$root .rows small { color: var(--color-muted); }
$root .thumb { width: 2.75rem; height: 2.75rem; border-radius: var(--radius-md); }
$root .t1 { background: linear-gradient(135deg, var(--color-primary), var(--color-secondary)); }
$root .t2 { background: linear-gradient(135deg, var(--color-secondary), var(--color-soft)); }
$root .t3 { background: linear-gradient(135deg, var(--color-warning), var(--color-primary)); }
$root .tabbar { display: grid; grid-template-columns: repeat(3, 1fr); margin: auto calc(var(--spacing-4) * -1) 0; padding: var(--spacing-2) 0 var(--spacing-4); border-top: 1px solid var(--color-border); background: var(--color-surface); }
$root .tabbar a { display: grid; justify-items: center; gap: 0.1rem; color: var(--color-muted); font-size: var(--text-xs); text-decoration: none; }
$root .tabbar a[aria-current="page"] { color: var(--color-primary); }
$root .cover { height: 8rem; margin: 0 calc(var(--spacing-4) * -1); background: linear-gradient(160deg, var(--color-secondary), var(--color-primary)); }
$root .stats { display: grid; grid-template-columns: repeat(3, 1fr); margin: 0; text-align: center; }
$root .stats div { display: flex; flex-direction: column-reverse; }
$root .stats dt { color: var(--color-muted); font-size: var(--text-xs); }
$root .stats dd { margin: 0; font-size: var(--text-lg); font-weight: var(--font-weight-bold); }
$root .full { width: 100%; }`,
  }),
  ds({
    id: "editorial-kit-design-system", category: "design-systems", difficulty: "med",
    title: "Editorial kit design system",
    description: "A typographic specimen for reading: kicker, headline, standfirst, byline, body copy with links, subheads, a pull quote, a list, a figure with caption and a footnote, all from the theme's type tokens.",
    tags: ["design-system", "typography", "editorial", "reading", "prose", "tokens"],
    html: `
<div class="$name">
  <article class="story">
    <p class="kicker">Field notes</p>
    <h1 class="headline">The quiet return of the public library</h1>
    <p class="standfirst">Across Europe, libraries are becoming the busiest rooms in town again. We visited six to find out why.</p>
    <p class="byline">By <a href="/writers/ana">Ana Moreau</a> · <time datetime="2026-11-02">2 November 2026</time></p>
    <p>On a wet Tuesday morning in Aarhus, the queue for <a href="/dokk1">Dokk1</a> starts before the doors open. Inside are parents with prams, students with laptops and retirees at the newspaper tables.</p>
    <h2 class="subhead">More than books</h2>
    <p>Today’s libraries lend sewing machines, host citizenship classes and run repair cafés. The books are still there; they are simply no longer alone.</p>
    <blockquote class="pull">“It’s the last indoor place where you don’t have to buy anything to belong.”</blockquote>
    <ul class="list"><li>Open seven days a week</li><li>Free Wi-Fi and printing</li><li>Rooms bookable by anyone</li></ul>
    <figure class="fig"><div class="fig-art" aria-hidden="true"></div><figcaption>The reading room at Oodi, Helsinki, on a Saturday.</figcaption></figure>
    <p class="note">Visits were arranged independently; no library paid for coverage.</p>
  </article>
</div>`,
    css: `${DS_BASE}
$root .story { max-width: 40rem; margin: 0 auto; font-size: var(--text-lg); line-height: var(--leading-normal); }
$root .kicker { margin: 0 0 var(--spacing-3); color: var(--color-primary); font-family: var(--font-sans); font-size: var(--text-sm); font-weight: var(--font-weight-bold); letter-spacing: 0.1em; text-transform: uppercase; }
$root .headline { margin: 0 0 var(--spacing-4); font-family: var(--font-display); font-size: clamp(var(--text-2xl), 6vw, calc(var(--text-3xl) * 1.4)); font-weight: var(--font-weight-bold); line-height: var(--leading-tight); letter-spacing: -0.02em; }
$root .standfirst { margin: 0 0 var(--spacing-4); color: var(--color-muted); font-family: var(--font-display); font-size: var(--text-xl); line-height: 1.4; }
$root .byline { margin: 0 0 var(--spacing-8); padding-bottom: var(--spacing-4); border-bottom: 1px solid var(--color-border); font-size: var(--text-sm); color: var(--color-muted); }
$root a { color: var(--color-primary); text-underline-offset: 3px; }
$root .story > p { margin: 0 0 var(--spacing-4); }
$root .subhead { margin: var(--spacing-8) 0 var(--spacing-3); font-family: var(--font-display); font-size: var(--text-xl); }
$root .pull { margin: var(--spacing-8) 0; padding: var(--spacing-4) 0; border-block: 3px solid var(--color-primary); font-family: var(--font-display); font-size: var(--text-2xl); line-height: var(--leading-tight); text-align: center; }
$root .list { margin: 0 0 var(--spacing-6); padding-left: var(--spacing-6); }
$root .list li::marker { color: var(--color-primary); }
$root .fig { margin: var(--spacing-6) 0; }
$root .fig-art { aspect-ratio: 16 / 9; border-radius: var(--radius-md); background: repeating-linear-gradient(90deg, var(--color-soft) 0 2rem, var(--color-surface) 2rem 2.2rem), linear-gradient(var(--color-primary), var(--color-secondary)); background-blend-mode: multiply; }
$root .fig figcaption { margin-top: var(--spacing-2); color: var(--color-muted); font-size: var(--text-sm); }
$root .note { font-size: var(--text-sm); color: var(--color-muted); font-style: italic; }`,
  }),
  ds({
    id: "data-viz-kit-design-system", category: "design-systems", difficulty: "hard",
    title: "Data visualisation kit design system",
    description: "Chart building blocks from a theme: a categorical palette with names, a KPI with delta, a stacked bar, a labelled line chart in SVG and a legend, each chart with a text equivalent.",
    tags: ["design-system", "data-visualization", "charts", "palette", "dashboard", "tokens"],
    html: `
<div class="$name">
  ${dsHead("Data viz kit", "Colour and marks for charts")}
  <section class="ds-section" aria-labelledby="$name-pal"><h2 class="ds-h" id="$name-pal">Categorical palette</h2><ul class="pal"><li class="c1">Primary</li><li class="c2">Secondary</li><li class="c3">Success</li><li class="c4">Warning</li><li class="c5">Danger</li><li class="c6">Muted</li></ul></section>
  <div class="charts">
    <section class="panel" aria-labelledby="$name-kpi"><h2 class="ds-h" id="$name-kpi">KPI</h2><p class="kpi">72.4%</p><p class="delta">▲ 3.1 pts vs last quarter</p></section>
    <section class="panel" aria-labelledby="$name-stack"><h2 class="ds-h" id="$name-stack">Share of traffic</h2><div class="stack" aria-hidden="true"><span class="c1" style="--w: 48%"></span><span class="c2" style="--w: 27%"></span><span class="c3" style="--w: 15%"></span><span class="c6" style="--w: 10%"></span></div><p class="sr-only">Search 48%, direct 27%, social 15%, other 10%.</p><ul class="legend"><li><i class="c1"></i>Search 48%</li><li><i class="c2"></i>Direct 27%</li><li><i class="c3"></i>Social 15%</li><li><i class="c6"></i>Other 10%</li></ul></section>
    <section class="panel wide" aria-labelledby="$name-line"><h2 class="ds-h" id="$name-line">Weekly active users</h2>
      <svg class="line" viewBox="0 0 300 120" role="img" aria-label="Weekly active users grew from 12k to 19k over eight weeks"><path d="M0 100H300M0 60H300M0 20H300" class="grid"/><polyline points="0,90 40,84 80,78 120,70 160,60 200,52 240,40 280,30" class="l1"/><polyline points="0,100 40,96 80,95 120,88 160,86 200,80 240,76 280,70" class="l2"/></svg>
      <ul class="legend"><li><i class="c1"></i>This year</li><li><i class="c2"></i>Last year</li></ul>
    </section>
  </div>
</div>`,
    css: `${DS_BASE}
$root .pal { display: grid; grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr)); gap: var(--spacing-3); margin: 0; padding: 0; list-style: none; }
$root .pal li { display: flex; align-items: flex-end; height: 4.5rem; padding: var(--spacing-2); border-radius: var(--radius-md); color: #fff; font-size: var(--text-sm); font-weight: var(--font-weight-bold); text-shadow: 0 1px 2px rgb(0 0 0 / 0.45); }
$root .c1 { background: var(--color-primary); }
$root .c2 { background: var(--color-secondary); }
$root .c3 { background: var(--color-success); }
$root .c4 { background: var(--color-warning); }
$root .c5 { background: var(--color-danger); }
$root .c6 { background: var(--color-muted); }
$root .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: var(--spacing-6); }
$root .wide { grid-column: 1 / -1; }
$root .panel { padding: var(--spacing-6); border: 1px solid var(--color-border); border-radius: var(--radius-lg); background: var(--color-surface); }
$root .kpi { margin: 0; font-family: var(--font-display); font-size: calc(var(--text-3xl) * 1.3); font-weight: var(--font-weight-bold); line-height: 1; }
$root .delta { margin: var(--spacing-2) 0 0; color: var(--color-success); font-weight: var(--font-weight-bold); }
$root .stack { display: flex; height: 1.5rem; overflow: hidden; border-radius: var(--radius-full); }
$root .stack span { width: var(--w); }
$root .legend { display: flex; flex-wrap: wrap; gap: var(--spacing-2) var(--spacing-4); margin: var(--spacing-3) 0 0; padding: 0; list-style: none; font-size: var(--text-sm); }
$root .legend i { display: inline-block; width: 0.7rem; height: 0.7rem; margin-right: var(--spacing-1); border-radius: 2px; vertical-align: -0.05rem; }
$root .line { width: 100%; height: auto; max-height: 16rem; }
$root .grid { stroke: var(--color-border); stroke-width: 1; }
$root .l1 { fill: none; stroke: var(--color-primary); stroke-width: 3; stroke-linejoin: round; }
$root .l2 { fill: none; stroke: var(--color-secondary); stroke-width: 2; stroke-dasharray: 6 4; }`,
  }),
  ds({
    id: "commerce-kit-design-system", category: "design-systems", difficulty: "med",
    title: "Commerce kit design system",
    description: "Shop components from one theme: a promo banner, product tiles with sale and new badges, price styles with strike-through, star ratings, a quantity stepper look and an add-to-cart button.",
    tags: ["design-system", "e-commerce", "shop", "product", "pricing", "tokens"],
    html: `
<div class="$name">
  <p class="promo">Free shipping on orders over $60 · Code <strong>WELCOME10</strong> for 10% off</p>
  ${dsHead("Commerce kit", "Tiles, prices and buying")}
  <ul class="products">
    <li class="tile"><div class="img i1" aria-hidden="true"><span class="badge sale">−25%</span></div><h2 class="name">Canvas tote</h2><p class="rating"><span aria-hidden="true">★★★★☆</span> <span class="sr-only">4 out of 5</span>(86)</p><p class="price"><strong>$36</strong> <s>$48</s></p><a class="btn btn--primary" href="/cart/add/tote">${ICONS.cart}Add to cart</a></li>
    <li class="tile"><div class="img i2" aria-hidden="true"><span class="badge new">New</span></div><h2 class="name">Stoneware mug</h2><p class="rating"><span aria-hidden="true">★★★★★</span> <span class="sr-only">5 out of 5</span>(212)</p><p class="price"><strong>$22</strong></p><a class="btn btn--primary" href="/cart/add/mug">${ICONS.cart}Add to cart</a></li>
    <li class="tile"><div class="img i3" aria-hidden="true"></div><h2 class="name">Wool throw</h2><p class="rating"><span aria-hidden="true">★★★★☆</span> <span class="sr-only">4 out of 5</span>(41)</p><p class="price"><strong>$95</strong></p><a class="btn" href="/notify/throw">Notify me</a></li>
  </ul>
</div>`,
    css: `${DS_BASE}
$root .promo { margin: calc(clamp(1.25rem, 4vw, 3rem) * -1) calc(clamp(1.25rem, 4vw, 3rem) * -1) var(--spacing-8); padding: var(--spacing-2) var(--spacing-4); background: var(--color-primary); color: var(--color-on-primary); font-size: var(--text-sm); text-align: center; }
$root .products { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: var(--spacing-6); margin: 0; padding: 0; list-style: none; }
$root .tile { display: grid; gap: var(--spacing-2); }
$root .img { position: relative; aspect-ratio: 4 / 5; margin-bottom: var(--spacing-2); border-radius: var(--radius-lg); }
$root .i1 { background: radial-gradient(ellipse 35% 40% at 50% 55%, var(--color-secondary) 0 70%, transparent 71%), var(--color-soft); }
$root .i2 { background: radial-gradient(circle at 50% 55%, var(--color-primary) 0 22%, transparent 23%), var(--color-surface); box-shadow: inset 0 0 0 1px var(--color-border); }
$root .i3 { background: repeating-linear-gradient(45deg, var(--color-soft) 0 10px, var(--color-surface) 10px 20px); box-shadow: inset 0 0 0 1px var(--color-border); }
$root .badge { position: absolute; top: var(--spacing-3); left: var(--spacing-3); padding: 0.1rem var(--spacing-2); border-radius: var(--radius-full); font-size: var(--text-xs); font-weight: var(--font-weight-bold); }
$root .sale { background: var(--color-danger); color: #fff; }
$root .new { background: var(--color-bg); color: var(--color-primary); }
$root .name { margin: 0; font-size: var(--text-lg); }
$root .rating { margin: 0; color: var(--color-muted); font-size: var(--text-sm); }
$root .rating span[aria-hidden] { color: var(--color-warning); }
$root .price { margin: 0; }
$root .price strong { font-size: var(--text-xl); }
$root .price s { color: var(--color-muted); }`,
  }),
  ds({
    id: "docs-kit-design-system", category: "design-systems", difficulty: "med",
    title: "Docs kit design system",
    description: "Documentation pieces from a theme: a side navigation, headings, inline code and keyboard keys, note, warning and tip callouts, a code block and a parameter table.",
    tags: ["design-system", "documentation", "docs", "callouts", "code", "tokens"],
    html: `
<div class="$name">
  <div class="layout">
    <nav class="side" aria-label="Docs"><p class="grp">Guides</p><a href="/docs/start" aria-current="page">Getting started</a><a href="/docs/auth">Authentication</a><a href="/docs/errors">Errors</a><p class="grp">Reference</p><a href="/docs/api">API</a><a href="/docs/cli">CLI</a></nav>
    <main class="doc">
      <h1 class="ds-title">Getting started</h1>
      <p>Install the CLI, then run <code>acme login</code>. Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search these docs.</p>
      <aside class="call note" aria-label="Note">${ICONS.info}<p><strong>Note:</strong> the CLI stores your token in the system keychain.</p></aside>
      <aside class="call warn" aria-label="Warning">${ICONS.warn}<p><strong>Warning:</strong> never commit <code>.acme/credentials</code>.</p></aside>
      <aside class="call tip" aria-label="Tip">${ICONS.check}<p><strong>Tip:</strong> add <code>--json</code> to any command for scriptable output.</p></aside>
      <pre class="code"><code>acme deploy --env production --yes</code></pre>
      <table class="params"><caption>Deploy options</caption><thead><tr><th scope="col">Flag</th><th scope="col">Default</th><th scope="col">Description</th></tr></thead><tbody><tr><td><code>--env</code></td><td>staging</td><td>Target environment</td></tr><tr><td><code>--yes</code></td><td>false</td><td>Skip the confirmation</td></tr></tbody></table>
    </main>
  </div>
</div>`,
    css: `${DS_BASE}
$root .layout { display: grid; grid-template-columns: 13rem minmax(0, 44rem); gap: var(--spacing-8); }
$root .side { display: grid; align-content: start; gap: var(--spacing-1); font-size: var(--text-sm); }
$root .grp { margin: var(--spacing-4) 0 var(--spacing-1); font-size: var(--text-xs); font-weight: var(--font-weight-bold); letter-spacing: 0.08em; text-transform: uppercase; color: var(--color-muted); }
$root .side a { padding: var(--spacing-1) var(--spacing-3); border-radius: var(--radius-sm); color: var(--color-muted); text-decoration: none; }
$root .side a[aria-current="page"] { background: var(--color-soft); color: var(--color-primary); font-weight: var(--font-weight-medium); }
$root .doc { display: grid; align-content: start; gap: var(--spacing-4); }
$root .doc p { margin: 0; }
$root code { padding: 0.1rem 0.35rem; border-radius: var(--radius-sm); background: var(--color-soft); font-family: var(--font-mono); font-size: 0.9em; }
$root kbd { padding: 0.05rem 0.4rem; border: 1px solid var(--color-border); border-bottom-width: 2px; border-radius: var(--radius-sm); background: var(--color-surface); font-family: var(--font-mono); font-size: var(--text-xs); }
$root .call { display: flex; gap: var(--spacing-3); padding: var(--spacing-3) var(--spacing-4); border: 1px solid var(--color-border); border-left-width: 4px; border-radius: var(--radius-md); background: var(--color-surface); }
$root .call svg { flex: none; }
$root .note { border-left-color: var(--color-primary); }
$root .note svg { color: var(--color-primary); }
$root .warn { border-left-color: var(--color-warning); }
$root .warn svg { color: var(--color-warning); }
$root .tip { border-left-color: var(--color-success); }
$root .tip svg { color: var(--color-success); }
$root .code { margin: 0; padding: var(--spacing-4); overflow-x: auto; border-radius: var(--radius-md); background: #0d1117; color: #e6edf3; }
$root .code code { padding: 0; background: none; }
$root .params { width: 100%; border-collapse: collapse; font-size: var(--text-sm); }
$root .params caption { margin-bottom: var(--spacing-2); text-align: left; font-weight: var(--font-weight-bold); }
$root .params th, $root .params td { padding: var(--spacing-2) var(--spacing-3); text-align: left; border-bottom: 1px solid var(--color-border); }
@media (max-width: 44rem) {
  $root .layout { grid-template-columns: minmax(0, 1fr); }
  $root .side { grid-auto-flow: column; grid-auto-columns: max-content; overflow-x: auto; }
  $root .grp { display: none; }
}`,
  }),
  ds({
    id: "feedback-kit-design-system", category: "design-systems", difficulty: "med",
    title: "Feedback kit design system",
    description: "Feedback states from a theme: success, warning and danger alerts, a toast, status badges, determinate progress, a skeleton placeholder and an empty state, each readable without colour.",
    tags: ["design-system", "feedback", "alerts", "toast", "progress", "tokens"],
    html: `
<div class="$name">
  ${dsHead("Feedback kit", "Telling people what happened")}
  <div class="cols">
    <section class="stack" aria-labelledby="$name-al"><h2 class="ds-h" id="$name-al">Alerts</h2>
      <p class="alert ok" role="status">${ICONS.check}<span><strong>Published.</strong> Your page is live.</span></p>
      <p class="alert warn" role="note">${ICONS.warn}<span><strong>Almost full:</strong> 9.1 of 10 GB used.</span></p>
      <p class="alert bad" role="alert">${ICONS.close}<span><strong>Upload failed.</strong> Check the file type and retry.</span></p>
    </section>
    <section class="stack" aria-labelledby="$name-st"><h2 class="ds-h" id="$name-st">Toast and status</h2>
      <div class="toast" role="status"><span>Link copied</span><button type="button" class="undo">Undo</button></div>
      <p class="badges"><span class="b ok">● Online</span><span class="b warn">● Degraded</span><span class="b bad">● Offline</span></p>
      <label class="lbl" for="$name-prog">Importing contacts</label><progress id="$name-prog" max="100" value="62">62%</progress>
    </section>
    <section class="stack" aria-labelledby="$name-em"><h2 class="ds-h" id="$name-em">Loading and empty</h2>
      <div class="skeleton" aria-busy="true" aria-label="Loading"><span></span><span></span><span class="short"></span></div>
      <div class="empty"><p class="empty-title">No messages</p><p>When someone writes to you, it shows up here.</p><a class="btn btn--primary" href="/compose">Write a message</a></div>
    </section>
  </div>
</div>`,
    css: `${DS_BASE}
$root .cols { display: grid; grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr)); gap: var(--spacing-8); }
$root .stack { display: grid; align-content: start; gap: var(--spacing-3); }
$root .alert { display: flex; gap: var(--spacing-3); margin: 0; padding: var(--spacing-3) var(--spacing-4); border-radius: var(--radius-md); border: 1px solid; background: var(--color-surface); }
$root .alert svg { flex: none; }
$root .ok { border-color: var(--color-success); color: var(--color-success); }
$root .warn { border-color: var(--color-warning); color: var(--color-warning); }
$root .bad { border-color: var(--color-danger); color: var(--color-danger); }
$root .alert span { color: var(--color-text); }
$root .toast { display: flex; align-items: center; justify-content: space-between; gap: var(--spacing-4); padding: var(--spacing-3) var(--spacing-4); border-radius: var(--radius-md); background: var(--color-text); color: var(--color-bg); box-shadow: var(--shadow-md); }
$root .undo { border: 0; background: none; color: inherit; font: inherit; font-weight: var(--font-weight-bold); text-decoration: underline; cursor: pointer; }
$root .badges { display: flex; flex-wrap: wrap; gap: var(--spacing-2); margin: 0; }
$root .b { padding: 0.1rem var(--spacing-2); border: 1px solid; border-radius: var(--radius-full); background: var(--color-surface); font-size: var(--text-xs); font-weight: var(--font-weight-bold); }
$root .lbl { font-size: var(--text-sm); font-weight: var(--font-weight-medium); }
$root progress { width: 100%; height: 0.6rem; accent-color: var(--color-primary); }
$root .skeleton { display: grid; gap: var(--spacing-2); padding: var(--spacing-4); border: 1px solid var(--color-border); border-radius: var(--radius-md); }
$root .skeleton span { height: 0.75rem; border-radius: var(--radius-full); background: var(--color-soft); }
$root .skeleton .short { width: 60%; }
$root .empty { display: grid; justify-items: center; gap: var(--spacing-2); padding: var(--spacing-6); border: 1px dashed var(--color-border); border-radius: var(--radius-lg); text-align: center; }
$root .empty p { margin: 0; color: var(--color-muted); }
$root .empty .empty-title { color: var(--color-text); font-weight: var(--font-weight-bold); font-size: var(--text-lg); }`,
    js: `
// Undo dismisses the toast and says so.
function mount(root: HTMLElement): () => void {
  const undo = root.querySelector<HTMLButtonElement>(".undo")!;
  const toast = root.querySelector<HTMLElement>(".toast")!;
  const onClick = () => (toast.firstElementChild!.textContent = "Copy undone");
  undo.addEventListener("click", onClick);
  return () => undo.removeEventListener("click", onClick);
}`,
  }),
];
