// Pricing: a single plan card, three tiers, a monthly/yearly toggle and a feature comparison table.
import { BASE, CALM, ICONS, SR_ONLY, type Design } from "./kit.ts";

const TICK = `<span class="tick" aria-hidden="true">${ICONS.check}</span>`;

export const pricing: Design[] = [
  {
    id: "pricing-card", kind: "component", category: "pricing", difficulty: "easy",
    title: "Pricing card",
    description: "One plan card with the plan name, a large price with billing period, a short pitch, a checklist of included features and a full-width call to action.",
    tags: ["pricing", "plan", "card", "subscription", "saas"],
    html: `
<article class="$name" aria-labelledby="$name-plan">
  <h3 class="plan" id="$name-plan">Team</h3>
  <p class="price"><span class="amount">$24</span><span class="per">per user / month</span></p>
  <p class="pitch">For growing teams that need shared workspaces and admin controls.</p>
  <ul class="list">
    <li>${TICK}Unlimited projects</li>
    <li>${TICK}SSO with Google and Okta</li>
    <li>${TICK}Version history for 1 year</li>
    <li>${TICK}Priority email support</li>
  </ul>
  <a class="cta" href="/signup?plan=team">Start 14-day trial</a>
</article>`,
    css: `${BASE}
$root { display: grid; gap: 1rem; width: min(100%, 20rem); padding: 1.75rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; box-shadow: var(--shadow); }
$root .plan { margin: 0; font-size: 0.85rem; font-weight: 800; letter-spacing: 0.1em; text-transform: uppercase; color: var(--accent); }
$root .price { display: flex; align-items: baseline; gap: 0.5rem; margin: 0; }
$root .amount { font-size: 3rem; font-weight: 800; letter-spacing: -0.03em; line-height: 1; }
$root .per { color: var(--muted); font-size: 0.9rem; }
$root .pitch { margin: 0; color: var(--muted); }
$root .list { display: grid; gap: 0.625rem; margin: 0.25rem 0; padding: 0; list-style: none; }
$root .list li { display: flex; align-items: center; gap: 0.625rem; }
$root .tick { display: grid; place-items: center; flex: none; width: 1.375rem; height: 1.375rem; border-radius: 50%; background: var(--soft); color: var(--accent); }
$root .tick svg { width: 0.875rem; height: 0.875rem; }
$root .cta { display: grid; place-items: center; min-height: 3rem; border-radius: 0.75rem; background: var(--accent); color: var(--on-accent); font-weight: 700; text-decoration: none; }
$root .cta:hover { filter: brightness(1.08); }`,
  },
  {
    id: "pricing-tiers", kind: "component", category: "pricing", difficulty: "med",
    title: "Three pricing tiers",
    description: "Three plans side by side with the middle one raised and labelled “Most popular”; each lists features, with a different call to action per tier, and the columns stack on phones.",
    tags: ["pricing", "tiers", "plans", "comparison", "most-popular"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <h2 class="title" id="$name-title">Simple, honest pricing</h2>
  <div class="tiers">
    <article class="tier" aria-labelledby="$name-t1"><h3 id="$name-t1">Starter</h3><p class="price"><strong>$0</strong> forever</p><ul><li>${TICK}3 projects</li><li>${TICK}1 GB storage</li><li>${TICK}Community support</li></ul><a class="cta" href="/signup">Get started</a></article>
    <article class="tier tier--hot" aria-labelledby="$name-t2"><p class="flag">Most popular</p><h3 id="$name-t2">Pro</h3><p class="price"><strong>$18</strong> per month</p><ul><li>${TICK}Unlimited projects</li><li>${TICK}100 GB storage</li><li>${TICK}Custom domains</li><li>${TICK}Email support</li></ul><a class="cta cta--hot" href="/signup?plan=pro">Start free trial</a></article>
    <article class="tier" aria-labelledby="$name-t3"><h3 id="$name-t3">Business</h3><p class="price"><strong>$49</strong> per month</p><ul><li>${TICK}Everything in Pro</li><li>${TICK}SAML SSO</li><li>${TICK}Audit log</li><li>${TICK}99.9% SLA</li></ul><a class="cta" href="/sales">Contact sales</a></article>
  </div>
</section>`,
    css: `${BASE}
$root { width: min(100%, 64rem); padding: clamp(1.5rem, 4vw, 2.5rem); background: var(--surface); border-radius: 1.5rem; }
$root .title { margin: 0 0 2rem; text-align: center; font-size: clamp(1.6rem, 3.5vw, 2.25rem); }
$root .tiers { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); align-items: center; gap: 1.25rem; }
$root .tier { display: grid; gap: 0.75rem; padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .tier--hot { padding-block: 2.25rem; border: 2px solid var(--accent); box-shadow: var(--shadow); }
$root .flag { justify-self: start; margin: 0; padding: 0.2rem 0.6rem; border-radius: 999px; background: var(--accent); color: var(--on-accent); font-size: 0.75rem; font-weight: 700; }
$root h3 { margin: 0; font-size: 1.2rem; }
$root .price { margin: 0; color: var(--muted); }
$root .price strong { font-size: 2.25rem; color: var(--text); letter-spacing: -0.02em; }
$root ul { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root li { display: flex; align-items: center; gap: 0.5rem; font-size: 0.925rem; }
$root .tick { display: grid; color: var(--accent); }
$root .tick svg { width: 1.1rem; height: 1.1rem; }
$root .cta { display: grid; place-items: center; min-height: 2.75rem; margin-top: 0.5rem; border: 1px solid var(--border); border-radius: 0.75rem; color: var(--text); font-weight: 650; text-decoration: none; }
$root .cta--hot { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }`,
  },
  {
    id: "pricing-toggle", kind: "component", category: "pricing", difficulty: "med",
    title: "Pricing with billing toggle",
    description: "Two plans with a monthly/yearly switch that swaps every price and shows the yearly saving; the switch is a labelled role=switch button and prices update in a live region.",
    tags: ["pricing", "toggle", "billing", "annual", "monthly", "switch"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <header class="head">
    <h2 class="title" id="$name-title">Pick your plan</h2>
    <div class="billing">
      <span id="$name-monthly">Monthly</span>
      <button type="button" role="switch" aria-checked="false" aria-labelledby="$name-yearly" class="switch"><span class="knob" aria-hidden="true"></span></button>
      <span id="$name-yearly">Yearly <span class="save">save 20%</span></span>
    </div>
  </header>
  <div class="plans" aria-live="polite">
    <article class="plan" aria-labelledby="$name-p1"><h3 id="$name-p1">Solo</h3><p class="price"><strong data-monthly="$12" data-yearly="$115">$12</strong><span class="per" data-monthly="per month" data-yearly="per year">per month</span></p><a class="cta" href="/signup?plan=solo">Choose Solo</a></article>
    <article class="plan plan--main" aria-labelledby="$name-p2"><h3 id="$name-p2">Studio</h3><p class="price"><strong data-monthly="$39" data-yearly="$374">$39</strong><span class="per" data-monthly="per month" data-yearly="per year">per month</span></p><a class="cta" href="/signup?plan=studio">Choose Studio</a></article>
  </div>
</section>`,
    css: `${BASE}
$root { width: min(100%, 40rem); padding: 2rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.5rem; }
$root .head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem; margin-bottom: 1.5rem; }
$root .title { margin: 0; font-size: 1.5rem; }
$root .billing { display: flex; align-items: center; gap: 0.625rem; font-weight: 600; font-size: 0.9rem; }
$root .save { padding: 0.1rem 0.45rem; border-radius: 999px; background: var(--soft); color: var(--accent); font-size: 0.75rem; }
$root .switch { position: relative; width: 3.25rem; height: 1.85rem; border: 0; border-radius: 999px; background: var(--border); cursor: pointer; transition: background-color 0.2s; }
$root .knob { position: absolute; top: 0.2rem; left: 0.2rem; width: 1.45rem; height: 1.45rem; border-radius: 50%; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.3); transition: transform 0.2s; }
$root .switch[aria-checked="true"] { background: var(--accent); }
$root .switch[aria-checked="true"] .knob { transform: translateX(1.4rem); }
$root .plans { display: grid; grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr)); gap: 1rem; }
$root .plan { display: grid; gap: 0.5rem; padding: 1.5rem; border: 1px solid var(--border); border-radius: 1rem; background: var(--surface); }
$root .plan--main { border-color: var(--accent); }
$root .plan h3 { margin: 0; }
$root .price { display: flex; align-items: baseline; gap: 0.375rem; margin: 0; }
$root .price strong { font-size: 2.25rem; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; }
$root .per { color: var(--muted); font-size: 0.875rem; }
$root .cta { display: grid; place-items: center; min-height: 2.75rem; margin-top: 0.5rem; border-radius: 0.75rem; background: var(--accent); color: var(--on-accent); font-weight: 650; text-decoration: none; }
${CALM}`,
    js: `
// The switch swaps each price between its monthly and yearly value.
function mount(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>("[role=switch]")!;
  const onClick = () => {
    const yearly = toggle.getAttribute("aria-checked") !== "true";
    toggle.setAttribute("aria-checked", String(yearly));
    root.querySelectorAll<HTMLElement>("[data-monthly]").forEach((el) => {
      el.textContent = (yearly ? el.dataset.yearly : el.dataset.monthly) ?? "";
    });
  };
  toggle.addEventListener("click", onClick);
  return () => toggle.removeEventListener("click", onClick);
}`,
  },
  {
    id: "plan-comparison", kind: "component", category: "pricing", difficulty: "med",
    title: "Plan comparison table",
    description: "A feature-by-plan comparison table with grouped rows, ticks and dashes that carry text for screen readers, a highlighted recommended column and a sticky header row.",
    tags: ["pricing", "comparison", "table", "features", "plans"],
    html: `
<div class="$name">
  <table class="table">
    <caption class="cap">Compare plans</caption>
    <thead>
      <tr><th scope="col"><span class="sr-only">Feature</span></th><th scope="col">Free</th><th scope="col" class="hot">Plus</th><th scope="col">Pro</th></tr>
    </thead>
    <tbody>
      <tr class="group"><th scope="colgroup" colspan="4">Workspace</th></tr>
      <tr><th scope="row">Projects</th><td>3</td><td class="hot">Unlimited</td><td>Unlimited</td></tr>
      <tr><th scope="row">Storage</th><td>1 GB</td><td class="hot">50 GB</td><td>1 TB</td></tr>
      <tr class="group"><th scope="colgroup" colspan="4">Security</th></tr>
      <tr><th scope="row">Two-factor auth</th><td><span class="yes" aria-hidden="true">✓</span><span class="sr-only">Included</span></td><td class="hot"><span class="yes" aria-hidden="true">✓</span><span class="sr-only">Included</span></td><td><span class="yes" aria-hidden="true">✓</span><span class="sr-only">Included</span></td></tr>
      <tr><th scope="row">SAML single sign-on</th><td><span class="no" aria-hidden="true">—</span><span class="sr-only">Not included</span></td><td class="hot"><span class="no" aria-hidden="true">—</span><span class="sr-only">Not included</span></td><td><span class="yes" aria-hidden="true">✓</span><span class="sr-only">Included</span></td></tr>
      <tr><th scope="row">Audit log</th><td><span class="no" aria-hidden="true">—</span><span class="sr-only">Not included</span></td><td class="hot">30 days</td><td>1 year</td></tr>
    </tbody>
  </table>
</div>`,
    css: `${BASE}${SR_ONLY}
$root { position: relative; width: min(100%, 44rem); max-height: 26rem; overflow: auto; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .table { width: 100%; min-width: 28rem; border-collapse: collapse; font-size: 0.925rem; }
$root .cap { padding: 1rem 1.25rem; text-align: left; font-weight: 800; font-size: 1.1rem; }
$root thead th { position: sticky; top: 0; z-index: 1; padding: 0.75rem 1rem; background: var(--surface); border-bottom: 1px solid var(--border); font-size: 0.95rem; }
$root th[scope="row"] { padding: 0.7rem 1.25rem; text-align: left; font-weight: 500; }
$root td { padding: 0.7rem 1rem; text-align: center; border-bottom: 1px solid var(--border); }
$root tbody th { border-bottom: 1px solid var(--border); }
$root .group th { padding: 1rem 1.25rem 0.4rem; text-align: left; font-size: 0.75rem; font-weight: 800; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); }
$root .hot { background: var(--soft); }
$root thead .hot { color: var(--accent); box-shadow: inset 0 3px 0 var(--accent); }
$root .yes { color: var(--accent); font-weight: 800; }
$root .no { color: var(--muted); }`,
  },
];
