// Marketing sections: FAQs, testimonials, logos, heroes, calls to action, features, stats, footers and team.
import { BASE, CALM, ICONS, SR_ONLY, type Design } from "./kit.ts";

const LOGO = (name: string, shape: string) =>
  `<li class="logo"><svg viewBox="0 0 120 32" role="img" aria-label="${name}"><title>${name}</title>${shape}<text x="34" y="21" class="logo-text">${name}</text></svg></li>`;

export const marketing: Design[] = [
  {
    id: "faq-details", kind: "component", category: "accordions", difficulty: "easy",
    title: "FAQ accordion (details)",
    description: "Frequently asked questions on native details and summary elements, so it works without JavaScript and is searchable with find-in-page; a plus sign rotates into a cross when open.",
    tags: ["faq", "accordion", "details", "summary", "no-javascript"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <h2 class="title" id="$name-title">Frequently asked questions</h2>
  <details class="item" open>
    <summary>Can I change plans later?</summary>
    <p>Yes. Upgrades apply at once and are prorated; downgrades take effect at the next billing date.</p>
  </details>
  <details class="item">
    <summary>Do you offer discounts for non-profits?</summary>
    <p>Registered non-profits get 40% off any plan. Write to us from your organisation’s address.</p>
  </details>
  <details class="item">
    <summary>Where is my data stored?</summary>
    <p>In the EU (Frankfurt) by default, or in the US if you choose it when creating the workspace.</p>
  </details>
  <details class="item">
    <summary>How do I cancel?</summary>
    <p>From Settings → Billing. You keep access until the end of the paid period.</p>
  </details>
</section>`,
    css: `${BASE}
$root { width: min(100%, 40rem); }
$root .title { margin: 0 0 1rem; font-size: 1.5rem; }
$root .item { border-bottom: 1px solid var(--border); }
$root .item summary { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: 1rem 0.25rem; font-weight: 650; cursor: pointer; list-style: none; border-radius: 0.375rem; }
$root .item summary::-webkit-details-marker { display: none; }
$root .item summary::after { content: "+"; flex: none; display: grid; place-items: center; width: 1.75rem; height: 1.75rem; border-radius: 50%; background: var(--soft); color: var(--accent); font-size: 1.25rem; font-weight: 500; transition: transform 0.2s; }
$root .item[open] summary::after { transform: rotate(45deg); }
$root .item summary:hover { color: var(--accent); }
$root .item p { margin: 0 0 1rem; padding: 0 0.25rem; color: var(--muted); }
${CALM}`,
  },
  {
    id: "accordion", kind: "component", category: "accordions", difficulty: "med",
    title: "Accordion",
    description: "An accordion following the ARIA pattern: each header is a button in a heading with aria-expanded and aria-controls, panels animate their height open, and one panel is open at a time.",
    tags: ["accordion", "disclosure", "aria-expanded", "collapse", "faq"],
    html: `
<div class="$name">
  <h3 class="head"><button type="button" class="trigger" id="$name-b1" aria-expanded="true" aria-controls="$name-p1">Shipping${ICONS.chevron}</button></h3>
  <div class="panel" id="$name-p1" role="region" aria-labelledby="$name-b1"><div class="inner"><p>Orders ship within 24 hours from our warehouse in Leeds. Tracking arrives by email.</p></div></div>
  <h3 class="head"><button type="button" class="trigger" id="$name-b2" aria-expanded="false" aria-controls="$name-p2">Returns${ICONS.chevron}</button></h3>
  <div class="panel" id="$name-p2" role="region" aria-labelledby="$name-b2" hidden><div class="inner"><p>Return unworn items within 60 days for a full refund. Return labels are free.</p></div></div>
  <h3 class="head"><button type="button" class="trigger" id="$name-b3" aria-expanded="false" aria-controls="$name-p3">Warranty${ICONS.chevron}</button></h3>
  <div class="panel" id="$name-p3" role="region" aria-labelledby="$name-b3" hidden><div class="inner"><p>Every piece is covered for two years against defects in materials and workmanship.</p></div></div>
</div>`,
    css: `${BASE}
$root { width: min(100%, 32rem); background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; overflow: hidden; }
$root .head { margin: 0; }
$root .head + .panel + .head, $root .panel + .head { border-top: 1px solid var(--border); }
$root .trigger { display: flex; align-items: center; justify-content: space-between; width: 100%; padding: 1rem 1.25rem; border: 0; background: none; color: var(--text); font: inherit; font-weight: 650; text-align: left; cursor: pointer; }
$root .trigger:hover { background: var(--surface); }
$root .trigger:focus-visible { outline-offset: -3px; }
$root .trigger svg { transition: transform 0.25s; color: var(--muted); }
$root .trigger[aria-expanded="true"] { color: var(--accent); }
$root .trigger[aria-expanded="true"] svg { transform: rotate(180deg); color: var(--accent); }
$root .panel { display: grid; grid-template-rows: 1fr; transition: grid-template-rows 0.25s ease; }
$root .panel.is-closing { grid-template-rows: 0fr; }
$root .inner { overflow: hidden; }
$root .inner p { margin: 0; padding: 0 1.25rem 1rem; color: var(--muted); }
${CALM}`,
    js: `
// Opens the clicked section and closes the others, animating the row height.
function mount(root: HTMLElement): () => void {
  const triggers = [...root.querySelectorAll<HTMLButtonElement>(".trigger")];
  const timers: number[] = [];
  const panelOf = (t: HTMLButtonElement) => root.querySelector<HTMLElement>(\`#\${t.getAttribute("aria-controls")}\`)!;
  const setOpen = (t: HTMLButtonElement, open: boolean) => {
    const panel = panelOf(t);
    t.setAttribute("aria-expanded", String(open));
    if (open) {
      panel.hidden = false;
      panel.classList.add("is-closing");
      requestAnimationFrame(() => panel.classList.remove("is-closing"));
    } else if (!panel.hidden) {
      panel.classList.add("is-closing");
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      timers.push(window.setTimeout(() => {
        if (t.getAttribute("aria-expanded") === "false") panel.hidden = true;
      }, reduce ? 0 : 250));
    }
  };
  const onClick = (event: Event) => {
    const clicked = event.currentTarget as HTMLButtonElement;
    const open = clicked.getAttribute("aria-expanded") !== "true";
    triggers.forEach((t) => setOpen(t, t === clicked ? open : false));
  };
  triggers.forEach((t) => t.addEventListener("click", onClick));
  return () => {
    triggers.forEach((t) => t.removeEventListener("click", onClick));
    timers.forEach((id) => window.clearTimeout(id));
  };
}`,
  },
  {
    id: "testimonial-card", kind: "component", category: "testimonials", difficulty: "easy",
    title: "Testimonial card",
    description: "A single customer quote in a blockquote with a large quotation mark, a star rating with text, the person's initials avatar, name, role and company.",
    tags: ["testimonial", "quote", "review", "social-proof", "blockquote"],
    html: `
<figure class="$name">
  <p class="stars" aria-label="Rated 5 out of 5">★★★★★</p>
  <blockquote class="quote"><p>We replaced three tools with this one and our weekly planning meeting went from an hour to fifteen minutes.</p></blockquote>
  <figcaption class="who">
    <span class="avatar" aria-hidden="true">RO</span>
    <span><strong>Rosa Ortega</strong><span class="role">Head of Operations, Tidewater Logistics</span></span>
  </figcaption>
</figure>`,
    css: `${BASE}
$root { position: relative; width: min(100%, 26rem); margin: 0; padding: 2rem 1.75rem 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; box-shadow: var(--shadow); }
$root::before { content: "“"; position: absolute; top: -1.25rem; left: 1.25rem; font: 700 5rem/1 Georgia, "Times New Roman", serif; color: var(--accent); }
$root .stars { margin: 0 0 0.75rem; color: #f59e0b; letter-spacing: 0.15em; }
$root .quote { margin: 0; }
$root .quote p { margin: 0; font-size: 1.1rem; line-height: 1.6; }
$root .who { display: flex; align-items: center; gap: 0.75rem; margin-top: 1.25rem; padding-top: 1.25rem; border-top: 1px solid var(--border); }
$root .avatar { display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); font-weight: 700; }
$root .who strong { display: block; }
$root .role { font-size: 0.85rem; color: var(--muted); }`,
  },
  {
    id: "testimonial-wall", kind: "component", category: "testimonials", difficulty: "med",
    title: "Testimonial wall",
    description: "A masonry-style wall of short quotes in CSS columns with a heading and an aggregate rating; cards of different lengths flow into two or three columns depending on width.",
    tags: ["testimonials", "masonry", "columns", "reviews", "social-proof"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <header class="head">
    <h2 class="title" id="$name-title">Loved by 4,000 teams</h2>
    <p class="score"><strong>4.9</strong> average from 1,280 reviews</p>
  </header>
  <div class="wall">
    <figure class="q"><blockquote>Setup took ten minutes. Ten.</blockquote><figcaption>Jin, CTO at Parcel</figcaption></figure>
    <figure class="q"><blockquote>The only tool our designers and engineers both open without being asked.</blockquote><figcaption>Amara, Design lead at Loop</figcaption></figure>
    <figure class="q"><blockquote>Support replied in four minutes on a Sunday. I was stunned.</blockquote><figcaption>Pete, founder of Brightside</figcaption></figure>
    <figure class="q"><blockquote>We cut our cloud bill by a third after moving our reports over.</blockquote><figcaption>Mei, Finance at Northbank</figcaption></figure>
    <figure class="q"><blockquote>Keyboard shortcuts for everything. Bliss.</blockquote><figcaption>Ollie, Engineer at Quill</figcaption></figure>
  </div>
</section>`,
    css: `${BASE}
$root { width: min(100%, 56rem); padding: 2rem; background: var(--surface); border-radius: 1.5rem; }
$root .head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0.5rem; margin-bottom: 1.5rem; }
$root .title { margin: 0; font-size: 1.6rem; }
$root .score { margin: 0; color: var(--muted); }
$root .score strong { color: var(--accent); font-size: 1.25rem; }
$root .wall { columns: 16rem; column-gap: 1rem; }
$root .q { break-inside: avoid; margin: 0 0 1rem; padding: 1.25rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .q blockquote { margin: 0 0 0.75rem; font-size: 1rem; line-height: 1.55; }
$root .q figcaption { font-size: 0.85rem; font-weight: 600; color: var(--accent); }`,
  },
  {
    id: "logo-cloud", kind: "component", category: "marketing", difficulty: "easy",
    title: "Logo cloud",
    description: "A “trusted by” strip of six customer logos drawn as inline SVG with accessible names, muted by default and brought to full colour on hover.",
    tags: ["logos", "customers", "social-proof", "brands", "svg"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <h2 class="title" id="$name-title">Trusted by teams at</h2>
  <ul class="logos">
    ${LOGO("Quartz", '<rect x="4" y="6" width="20" height="20" rx="4" class="logo-mark"/>')}
    ${LOGO("Helio", '<circle cx="14" cy="16" r="10" class="logo-mark"/>')}
    ${LOGO("Vanta", '<path d="M4 6h20L14 26z" class="logo-mark"/>')}
    ${LOGO("Orbit", '<circle cx="14" cy="16" r="10" fill="none" stroke-width="4" class="logo-ring"/>')}
    ${LOGO("Pinecone", '<path d="M14 4l10 12-10 12L4 16z" class="logo-mark"/>')}
    ${LOGO("Lumen", '<rect x="4" y="6" width="8" height="20" rx="2" class="logo-mark"/><rect x="16" y="12" width="8" height="14" rx="2" class="logo-mark"/>')}
  </ul>
</section>`,
    css: `${BASE}
$root { width: min(100%, 56rem); padding: 2rem; text-align: center; background: var(--bg); border-radius: 1.25rem; }
$root .title { margin: 0 0 1.5rem; font-size: 0.85rem; font-weight: 700; letter-spacing: 0.1em; text-transform: uppercase; color: var(--muted); }
$root .logos { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 1.5rem 2rem; align-items: center; margin: 0; padding: 0; list-style: none; }
$root .logo svg { width: 100%; max-width: 9rem; height: 2.25rem; color: var(--muted); opacity: 0.8; transition: color 0.2s, opacity 0.2s; }
$root .logo:hover svg { color: var(--accent); opacity: 1; }
$root .logo-mark { fill: currentColor; }
$root .logo-ring { stroke: currentColor; }
$root .logo-text { fill: currentColor; font: 700 17px system-ui, sans-serif; }
${CALM}`,
  },
  {
    id: "hero-centered", kind: "component", category: "heroes", difficulty: "med",
    title: "Centered hero",
    description: "A centred landing hero with an announcement pill, a large two-line headline with a gradient word, a supporting sentence, two calls to action and a row of trust notes.",
    tags: ["hero", "landing", "headline", "cta", "gradient-text"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <a class="pill" href="/changelog"><span class="pill-new">New</span>Version 3 is out — read what changed${ICONS.arrow}</a>
  <h1 class="title" id="$name-title">Ship interfaces <span class="grad">your users trust</span></h1>
  <p class="lead">Accessible components, design tokens and live previews in one workspace, so design and code never drift apart.</p>
  <div class="ctas">
    <a class="btn btn--primary" href="/signup">Start building free</a>
    <a class="btn" href="/demo">Book a demo</a>
  </div>
  <ul class="notes">
    <li>${ICONS.check}No credit card</li>
    <li>${ICONS.check}14-day trial</li>
    <li>${ICONS.check}Cancel any time</li>
  </ul>
</section>`,
    css: `${BASE}
$root { display: grid; justify-items: center; gap: 1.25rem; width: min(100%, 60rem); padding: clamp(2.5rem, 8vw, 5rem) 1.5rem; text-align: center; background: radial-gradient(ellipse at top, var(--soft), var(--bg) 70%); border-radius: 1.5rem; }
$root .pill { display: inline-flex; align-items: center; gap: 0.5rem; padding: 0.25rem 0.75rem 0.25rem 0.25rem; border: 1px solid var(--border); border-radius: 999px; background: var(--bg); color: var(--text); font-size: 0.85rem; text-decoration: none; }
$root .pill svg { width: 1rem; height: 1rem; }
$root .pill-new { padding: 0.125rem 0.5rem; border-radius: 999px; background: var(--accent); color: var(--on-accent); font-weight: 700; font-size: 0.75rem; }
$root .title { max-width: 16ch; margin: 0; font-size: clamp(2.25rem, 6vw, 4rem); line-height: 1.05; letter-spacing: -0.03em; }
$root .grad { background: linear-gradient(90deg, var(--accent), var(--accent-2)); -webkit-background-clip: text; background-clip: text; color: transparent; }
$root .lead { max-width: 40rem; margin: 0; font-size: 1.15rem; color: var(--muted); }
$root .ctas { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem; }
$root .btn { display: inline-flex; align-items: center; min-height: 3rem; padding: 0 1.5rem; border: 1px solid var(--border); border-radius: 0.75rem; background: var(--bg); color: var(--text); font-weight: 650; text-decoration: none; }
$root .btn--primary { border-color: var(--accent); background: var(--accent); color: var(--on-accent); box-shadow: 0 10px 24px -10px var(--accent); }
$root .notes { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem 1.5rem; margin: 0; padding: 0; list-style: none; font-size: 0.9rem; color: var(--muted); }
$root .notes li { display: flex; align-items: center; gap: 0.375rem; }
$root .notes svg { width: 1rem; height: 1rem; color: var(--accent); }`,
  },
  {
    id: "hero-split", kind: "component", category: "heroes", difficulty: "med",
    title: "Split hero with product mock",
    description: "A two-column hero: headline, copy and an email capture on one side, a drawn dashboard mock-up on the other; the columns stack on small screens with the text first.",
    tags: ["hero", "split", "landing", "mockup", "email-capture", "two-column"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <div class="copy">
    <p class="eyebrow">Analytics for product teams</p>
    <h1 class="title" id="$name-title">See which features people actually use</h1>
    <p class="lead">Privacy-friendly event tracking with funnels, retention and paths. No cookies, no sampling.</p>
    <form class="capture" action="/signup" method="post">
      <label class="sr-only" for="$name-email">Work email</label>
      <input id="$name-email" type="email" name="email" autocomplete="email" placeholder="Work email" required>
      <button type="submit" class="btn">Get started</button>
    </form>
  </div>
  <div class="mock" aria-hidden="true">
    <div class="mock-bar"><span></span><span></span><span></span></div>
    <div class="mock-body">
      <div class="mock-kpis"><span></span><span></span><span></span></div>
      <div class="mock-chart"><i style="--h: 40%"></i><i style="--h: 65%"></i><i style="--h: 50%"></i><i style="--h: 80%"></i><i style="--h: 70%"></i><i style="--h: 95%"></i></div>
    </div>
  </div>
</section>`,
    css: `${BASE}${SR_ONLY}
$root { display: grid; grid-template-columns: 1.1fr 1fr; align-items: center; gap: 2.5rem; width: min(100%, 64rem); padding: clamp(1.5rem, 5vw, 3.5rem); background: var(--bg); border-radius: 1.5rem; }
$root .eyebrow { margin: 0 0 0.75rem; color: var(--accent); font-weight: 700; font-size: 0.9rem; }
$root .title { margin: 0 0 1rem; font-size: clamp(2rem, 4.5vw, 3.25rem); line-height: 1.08; letter-spacing: -0.025em; }
$root .lead { margin: 0 0 1.5rem; font-size: 1.1rem; color: var(--muted); }
$root .capture { display: flex; flex-wrap: wrap; gap: 0.5rem; }
$root .capture input { flex: 1 1 12rem; min-height: 3rem; padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.75rem; background: var(--surface); color: var(--text); font: inherit; }
$root .btn { min-height: 3rem; padding: 0 1.25rem; border: 0; border-radius: 0.75rem; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 650; cursor: pointer; }
$root .mock { overflow: hidden; border: 1px solid var(--border); border-radius: 1rem; background: var(--surface); box-shadow: var(--shadow); }
$root .mock-bar { display: flex; gap: 0.375rem; padding: 0.75rem; border-bottom: 1px solid var(--border); }
$root .mock-bar span { width: 0.625rem; height: 0.625rem; border-radius: 50%; background: var(--border); }
$root .mock-body { display: grid; gap: 1rem; padding: 1rem; }
$root .mock-kpis { display: grid; grid-template-columns: repeat(3, 1fr); gap: 0.625rem; }
$root .mock-kpis span { height: 3.5rem; border-radius: 0.625rem; background: var(--soft); }
$root .mock-kpis span:first-child { background: var(--accent); }
$root .mock-chart { display: flex; align-items: flex-end; gap: 0.5rem; height: 9rem; padding: 0.75rem; border-radius: 0.625rem; background: var(--bg); }
$root .mock-chart i { flex: 1; height: var(--h); border-radius: 0.3rem 0.3rem 0 0; background: linear-gradient(var(--accent), var(--accent-2)); }
@media (max-width: 48rem) {
  $root { grid-template-columns: 1fr; }
}`,
  },
  {
    id: "cta-banner", kind: "component", category: "marketing", difficulty: "easy",
    title: "Call-to-action banner",
    description: "A bold closing banner on an accent background with a decorative grid pattern, a short headline, one line of copy and a pair of contrasting buttons.",
    tags: ["cta", "banner", "call-to-action", "marketing", "conversion"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <div class="text">
    <h2 class="title" id="$name-title">Ready when you are.</h2>
    <p class="copy">Start free, invite your team and import your first project in under five minutes.</p>
  </div>
  <div class="actions">
    <a class="btn btn--light" href="/signup">Create account</a>
    <a class="btn btn--ghost" href="/sales">Talk to sales</a>
  </div>
</section>`,
    css: `${BASE}
$root { position: relative; display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1.5rem; width: min(100%, 60rem); padding: clamp(1.75rem, 5vw, 3rem); overflow: hidden; border-radius: 1.5rem; background: var(--accent); color: var(--on-accent); isolation: isolate; }
$root::before { content: ""; position: absolute; inset: 0; z-index: -1; background-image: linear-gradient(currentColor 1px, transparent 1px), linear-gradient(90deg, currentColor 1px, transparent 1px); background-size: 28px 28px; opacity: 0.08; mask-image: linear-gradient(90deg, transparent, #000); }
$root .title { margin: 0 0 0.375rem; font-size: clamp(1.6rem, 3.5vw, 2.25rem); letter-spacing: -0.02em; }
$root .copy { margin: 0; opacity: 0.9; max-width: 36rem; }
$root .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
$root .btn { display: inline-flex; align-items: center; min-height: 3rem; padding: 0 1.375rem; border-radius: 0.75rem; font-weight: 700; text-decoration: none; }
$root .btn--light { background: var(--on-accent); color: var(--accent); }
$root .btn--ghost { border: 1.5px solid currentColor; color: var(--on-accent); }
$root .btn:focus-visible { outline-color: var(--on-accent); }`,
  },
  {
    id: "feature-grid", kind: "component", category: "features", difficulty: "easy",
    title: "Feature grid",
    description: "A section of six features in a responsive auto-fit grid, each with an icon tile, a short title and one sentence, under a centred heading and intro.",
    tags: ["features", "grid", "icons", "marketing", "benefits"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <header class="head">
    <p class="eyebrow">Why teams switch</p>
    <h2 class="title" id="$name-title">Everything you need, nothing you don’t</h2>
  </header>
  <ul class="grid">
    <li class="feature"><span class="icon" aria-hidden="true">${ICONS.bolt}</span><h3>Fast by default</h3><p>Pages load in under 100 ms from 30 edge regions.</p></li>
    <li class="feature"><span class="icon" aria-hidden="true">${ICONS.shield}</span><h3>Secure</h3><p>SSO, audit logs and encryption at rest on every plan.</p></li>
    <li class="feature"><span class="icon" aria-hidden="true">${ICONS.layers}</span><h3>Composable</h3><p>Blocks snap together; your design tokens flow through all of them.</p></li>
    <li class="feature"><span class="icon" aria-hidden="true">${ICONS.chart}</span><h3>Measurable</h3><p>Built-in analytics show what works without extra scripts.</p></li>
    <li class="feature"><span class="icon" aria-hidden="true">${ICONS.user}</span><h3>Collaborative</h3><p>Comments, mentions and live cursors for the whole team.</p></li>
    <li class="feature"><span class="icon" aria-hidden="true">${ICONS.gear}</span><h3>Extensible</h3><p>A typed API and webhooks for everything in the product.</p></li>
  </ul>
</section>`,
    css: `${BASE}
$root { width: min(100%, 64rem); padding: clamp(1.5rem, 5vw, 3rem); background: var(--bg); border-radius: 1.5rem; }
$root .head { max-width: 36rem; margin: 0 auto 2rem; text-align: center; }
$root .eyebrow { margin: 0 0 0.5rem; color: var(--accent); font-weight: 700; }
$root .title { margin: 0; font-size: clamp(1.6rem, 3.5vw, 2.25rem); letter-spacing: -0.02em; }
$root .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 1.25rem; margin: 0; padding: 0; list-style: none; }
$root .feature { padding: 1.25rem; border: 1px solid var(--border); border-radius: 1rem; background: var(--surface); }
$root .icon { display: grid; place-items: center; width: 2.75rem; height: 2.75rem; margin-bottom: 0.75rem; border-radius: 0.75rem; background: var(--soft); color: var(--accent); }
$root .feature h3 { margin: 0 0 0.25rem; font-size: 1.05rem; }
$root .feature p { margin: 0; color: var(--muted); font-size: 0.925rem; }`,
  },
  {
    id: "stats-band", kind: "component", category: "features", difficulty: "easy",
    title: "Stats band",
    description: "A band of four headline numbers with labels in a description list, separated by dividers on wide screens and arranged two by two on phones.",
    tags: ["stats", "numbers", "metrics", "social-proof", "kpi"],
    html: `
<section class="$name" aria-label="Key figures">
  <dl class="stats">
    <div class="stat"><dt>Active teams</dt><dd>12,400+</dd></div>
    <div class="stat"><dt>Uptime last year</dt><dd>99.99%</dd></div>
    <div class="stat"><dt>Countries</dt><dd>87</dd></div>
    <div class="stat"><dt>Median reply from support</dt><dd>4 min</dd></div>
  </dl>
</section>`,
    css: `${BASE}
$root { width: min(100%, 60rem); padding: 2rem; background: var(--surface); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .stats { display: grid; grid-template-columns: repeat(4, 1fr); margin: 0; }
$root .stat { display: flex; flex-direction: column-reverse; gap: 0.25rem; padding: 0 1.5rem; text-align: center; }
$root .stat + .stat { border-left: 1px solid var(--border); }
$root dt { font-size: 0.9rem; color: var(--muted); }
$root dd { margin: 0; font-size: clamp(1.75rem, 4vw, 2.5rem); font-weight: 800; letter-spacing: -0.02em; color: var(--accent); font-variant-numeric: tabular-nums; }
@media (max-width: 40rem) {
  $root .stats { grid-template-columns: 1fr 1fr; gap: 1.5rem 0; }
  $root .stat { padding: 0 0.75rem; }
  $root .stat:nth-child(odd) { border-left: 0; }
}`,
  },
  {
    id: "footer-columns", kind: "component", category: "footers", difficulty: "med",
    title: "Footer with link columns",
    description: "A site footer with brand blurb, four link columns under headings, a newsletter field, social links with names and a bottom bar with legal links; columns wrap on small screens.",
    tags: ["footer", "site-footer", "links", "sitemap", "newsletter"],
    html: `
<footer class="$name">
  <div class="top">
    <div class="brand">
      <a class="logo" href="/"><span class="mark" aria-hidden="true"></span>Fieldnote</a>
      <p class="blurb">Notes, docs and plans for teams who write things down.</p>
    </div>
    <nav class="cols" aria-label="Footer">
      <div class="col"><h2>Product</h2><ul><li><a href="/features">Features</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/changelog">Changelog</a></li></ul></div>
      <div class="col"><h2>Company</h2><ul><li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li><li><a href="/press">Press</a></li></ul></div>
      <div class="col"><h2>Resources</h2><ul><li><a href="/docs">Docs</a></li><li><a href="/guides">Guides</a></li><li><a href="/status">Status</a></li></ul></div>
      <div class="col"><h2>Legal</h2><ul><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li><li><a href="/dpa">DPA</a></li></ul></div>
    </nav>
  </div>
  <div class="bottom">
    <p class="copy">© 2026 Fieldnote Ltd.</p>
    <ul class="social">
      <li><a href="/rss">RSS</a></li>
      <li><a href="/community">Community</a></li>
      <li><a href="mailto:hello@fieldnote.test">Email us</a></li>
    </ul>
  </div>
</footer>`,
    css: `${BASE}
$root { width: min(100%, 64rem); padding: 2.5rem clamp(1.25rem, 4vw, 2.5rem) 1.5rem; background: var(--surface); border-top: 3px solid var(--accent); border-radius: 1.25rem; font-size: 0.925rem; }
$root .top { display: flex; flex-wrap: wrap; gap: 2rem 3rem; padding-bottom: 2rem; border-bottom: 1px solid var(--border); }
$root .brand { flex: 1 1 14rem; }
$root .logo { display: inline-flex; align-items: center; gap: 0.5rem; color: var(--text); font-weight: 800; font-size: 1.15rem; text-decoration: none; }
$root .mark { width: 1.5rem; height: 1.5rem; border-radius: 0.4rem 0.4rem 0.4rem 0; background: var(--accent); }
$root .blurb { margin: 0.75rem 0 0; max-width: 18rem; color: var(--muted); }
$root .cols { display: grid; flex: 3 1 28rem; grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr)); gap: 1.5rem; }
$root .col h2 { margin: 0 0 0.75rem; font-size: 0.8rem; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); }
$root .col ul, $root .social { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root a { color: var(--text); text-decoration: none; }
$root .col a:hover, $root .social a:hover { color: var(--accent); text-decoration: underline; text-underline-offset: 3px; }
$root .bottom { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem; padding-top: 1.25rem; }
$root .copy { margin: 0; color: var(--muted); }
$root .social { grid-auto-flow: column; gap: 1.25rem; }`,
  },
  {
    id: "footer-minimal", kind: "component", category: "footers", difficulty: "easy",
    title: "Minimal footer",
    description: "A one-line footer: logo mark, copyright, a short inline nav and a theme note; it wraps gracefully into centred rows on narrow screens.",
    tags: ["footer", "minimal", "simple", "inline-nav"],
    html: `
<footer class="$name">
  <a class="logo" href="/" aria-label="Orbital home"><span class="mark" aria-hidden="true"></span></a>
  <p class="copy">© 2026 Orbital Inc. Made in Montréal.</p>
  <nav class="nav" aria-label="Legal">
    <a href="/privacy">Privacy</a>
    <a href="/terms">Terms</a>
    <a href="/security">Security</a>
    <a href="/status">Status</a>
  </nav>
</footer>`,
    css: `${BASE}
$root { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem 1.5rem; width: min(100%, 60rem); padding: 1.25rem 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; font-size: 0.9rem; }
$root .logo { display: grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: 50%; }
$root .mark { width: 1.5rem; height: 1.5rem; border-radius: 50%; border: 5px solid var(--accent); border-right-color: var(--accent-2); }
$root .copy { flex: 1; margin: 0; color: var(--muted); }
$root .nav { display: flex; flex-wrap: wrap; gap: 1.25rem; }
$root .nav a { color: var(--text); text-decoration: none; }
$root .nav a:hover { color: var(--accent); text-decoration: underline; text-underline-offset: 3px; }
@media (max-width: 36rem) {
  $root { flex-direction: column; text-align: center; }
}`,
  },
  {
    id: "team-grid", kind: "component", category: "team", difficulty: "easy",
    title: "Team grid",
    description: "A grid of team members with drawn portrait placeholders, names, roles and a short line each, plus a profile link per person; it reflows from four columns to one.",
    tags: ["team", "people", "about", "grid", "profiles"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <h2 class="title" id="$name-title">The people behind the product</h2>
  <ul class="grid">
    <li class="person"><span class="face face--1" aria-hidden="true">NA</span><h3>Nadia Aziz</h3><p class="role">CEO</p><p class="bio">Ex-product lead who hates long meetings.</p><a href="/team/nadia">Profile<span class="sr-only"> of Nadia Aziz</span></a></li>
    <li class="person"><span class="face face--2" aria-hidden="true">BT</span><h3>Ben Torres</h3><p class="role">CTO</p><p class="bio">Writes Rust by day, bakes bread by night.</p><a href="/team/ben">Profile<span class="sr-only"> of Ben Torres</span></a></li>
    <li class="person"><span class="face face--3" aria-hidden="true">YL</span><h3>Yuki Lin</h3><p class="role">Head of Design</p><p class="bio">Believes every pixel should earn its place.</p><a href="/team/yuki">Profile<span class="sr-only"> of Yuki Lin</span></a></li>
    <li class="person"><span class="face face--4" aria-hidden="true">OM</span><h3>Omar Mensah</h3><p class="role">Customer Success</p><p class="bio">Answers tickets faster than you can file them.</p><a href="/team/omar">Profile<span class="sr-only"> of Omar Mensah</span></a></li>
  </ul>
</section>`,
    css: `${BASE}${SR_ONLY}
$root { width: min(100%, 64rem); padding: clamp(1.5rem, 4vw, 2.5rem); background: var(--bg); border-radius: 1.5rem; }
$root .title { margin: 0 0 1.5rem; font-size: 1.6rem; text-align: center; }
$root .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1.25rem; margin: 0; padding: 0; list-style: none; }
$root .person { display: grid; justify-items: center; padding: 1.5rem 1rem; text-align: center; border: 1px solid var(--border); border-radius: 1rem; background: var(--surface); }
$root .face { display: grid; place-items: center; width: 5.5rem; height: 5.5rem; margin-bottom: 0.75rem; border-radius: 50%; color: #fff; font-size: 1.5rem; font-weight: 800; }
$root .face--1 { background: linear-gradient(135deg, var(--accent), var(--accent-2)); }
$root .face--2 { background: linear-gradient(135deg, var(--accent-2), var(--accent)); }
$root .face--3 { background: linear-gradient(200deg, var(--accent), var(--text)); }
$root .face--4 { background: linear-gradient(20deg, var(--text), var(--accent-2)); }
$root .person h3 { margin: 0; font-size: 1.05rem; }
$root .role { margin: 0.125rem 0 0.5rem; color: var(--accent); font-weight: 600; font-size: 0.875rem; }
$root .bio { margin: 0 0 0.75rem; color: var(--muted); font-size: 0.875rem; }
$root .person a { color: var(--text); font-weight: 600; font-size: 0.875rem; }`,
  },
];
