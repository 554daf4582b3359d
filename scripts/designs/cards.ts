// Cards: profile, product, article, metric, event, flip, glass and contact cards.
import { BASE, CALM, ICONS, SR_ONLY, type Design } from "./kit.ts";

export const cards: Design[] = [
  {
    id: "profile-card", kind: "component", category: "cards", difficulty: "easy",
    title: "Profile card",
    description: "A person's card with an initials avatar, name, role, three stats and follow and message actions.",
    tags: ["card", "profile", "avatar", "user", "social"],
    html: `
<article class="$name" aria-labelledby="$name-name">
  <div class="cover" aria-hidden="true"></div>
  <div class="avatar" aria-hidden="true">MA</div>
  <h3 class="name" id="$name-name">Maya Alvarez</h3>
  <p class="role">Product designer · Lisbon</p>
  <dl class="stats">
    <div><dt>Projects</dt><dd>48</dd></div>
    <div><dt>Followers</dt><dd>2.1k</dd></div>
    <div><dt>Following</dt><dd>312</dd></div>
  </dl>
  <div class="actions">
    <button type="button" class="btn btn--primary">Follow</button>
    <button type="button" class="btn">Message</button>
  </div>
</article>`,
    css: `${BASE}
$root { width: min(100%, 20rem); overflow: hidden; text-align: center; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; box-shadow: var(--shadow); }
$root .cover { height: 5.5rem; background: linear-gradient(135deg, var(--accent), var(--accent-2)); }
$root .avatar { display: grid; place-items: center; width: 5rem; height: 5rem; margin: -2.5rem auto 0; border: 4px solid var(--bg); border-radius: 50%; background: var(--soft); color: var(--accent); font-weight: 700; font-size: 1.5rem; }
$root .name { margin: 0.75rem 0 0; font-size: 1.2rem; }
$root .role { margin: 0.125rem 0 0; color: var(--muted); font-size: 0.9rem; }
$root .stats { display: grid; grid-template-columns: repeat(3, 1fr); margin: 1.25rem 1rem 0; padding: 0.75rem 0; border-block: 1px solid var(--border); }
$root .stats div { display: flex; flex-direction: column-reverse; }
$root .stats dt { font-size: 0.75rem; color: var(--muted); }
$root .stats dd { margin: 0; font-weight: 700; font-size: 1.1rem; }
$root .actions { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem; padding: 1rem; }
$root .btn { min-height: 2.5rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .btn--primary { background: var(--accent); border-color: var(--accent); color: var(--on-accent); }
$root .btn:hover { filter: brightness(1.06); }`,
  },
  {
    id: "product-card", kind: "component", category: "e-commerce", difficulty: "med",
    title: "Product card",
    description: "A shop product card with a drawn product image, sale badge, star rating, old and new price and an add-to-cart button with a wishlist toggle.",
    tags: ["card", "product", "shop", "price", "rating", "add-to-cart"],
    html: `
<article class="$name" aria-labelledby="$name-title">
  <div class="media">
    <svg viewBox="0 0 200 140" role="img" aria-label="Ceramic pour-over coffee dripper" class="art"><rect width="200" height="140" class="art-bg"/><path d="M62 40h76l-14 46H76z" class="art-cup"/><rect x="84" y="86" width="32" height="8" rx="3" class="art-cup"/><ellipse cx="100" cy="104" rx="46" ry="8" class="art-shadow"/></svg>
    <span class="badge">−20%</span>
    <button type="button" class="wish" aria-pressed="false" aria-label="Save to wishlist">${ICONS.heart}</button>
  </div>
  <div class="body">
    <p class="brand">Northfield Ceramics</p>
    <h3 class="title" id="$name-title">Pour-over dripper</h3>
    <p class="rating"><span class="stars" aria-hidden="true">★★★★☆</span><span class="sr-only">Rated 4 out of 5,</span> 128 reviews</p>
    <p class="price"><span class="sr-only">Now</span><strong>$31.20</strong> <span class="sr-only">was</span><s>$39.00</s></p>
    <button type="button" class="add">${ICONS.cart}<span>Add to cart</span></button>
  </div>
</article>`,
    css: `${BASE}${SR_ONLY}
$root { width: min(100%, 18rem); overflow: hidden; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; box-shadow: var(--shadow); }
$root .media { position: relative; background: var(--soft); }
$root .art { display: block; width: 100%; height: auto; }
$root .art-bg { fill: var(--soft); }
$root .art-cup { fill: var(--accent); }
$root .art-shadow { fill: var(--border); }
$root .badge { position: absolute; top: 0.75rem; left: 0.75rem; padding: 0.2rem 0.5rem; border-radius: 999px; background: var(--accent-2); color: #fff; font-size: 0.75rem; font-weight: 700; }
$root .wish { position: absolute; top: 0.5rem; right: 0.5rem; display: grid; place-items: center; width: 2.5rem; height: 2.5rem; border: 0; border-radius: 50%; background: var(--bg); color: var(--muted); cursor: pointer; }
$root .wish[aria-pressed="true"] { color: #e11d48; }
$root .body { display: grid; gap: 0.25rem; padding: 1rem; }
$root .brand { margin: 0; font-size: 0.75rem; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); }
$root .title { margin: 0; font-size: 1.1rem; }
$root .rating { margin: 0; font-size: 0.85rem; color: var(--muted); }
$root .stars { color: #d97706; letter-spacing: 0.1em; margin-right: 0.25rem; }
$root .price { display: flex; align-items: baseline; gap: 0.5rem; margin: 0.25rem 0 0.5rem; }
$root .price strong { font-size: 1.35rem; color: var(--text); }
$root .price s { color: var(--muted); }
$root .add { display: flex; align-items: center; justify-content: center; gap: 0.5rem; min-height: 2.75rem; border: 0; border-radius: 0.625rem; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 600; cursor: pointer; }
$root .add:hover { filter: brightness(1.08); }`,
    js: `
// The heart toggles the saved state.
function mount(root: HTMLElement): () => void {
  const wish = root.querySelector<HTMLButtonElement>(".wish")!;
  const onClick = () => {
    const saved = wish.getAttribute("aria-pressed") !== "true";
    wish.setAttribute("aria-pressed", String(saved));
    wish.setAttribute("aria-label", saved ? "Remove from wishlist" : "Save to wishlist");
  };
  wish.addEventListener("click", onClick);
  return () => wish.removeEventListener("click", onClick);
}`,
  },
  {
    id: "article-card", kind: "component", category: "cards", difficulty: "easy",
    title: "Article card",
    description: "A blog post card with a patterned cover, category chip, headline, excerpt and author byline; the whole card is one link with a clear focus outline.",
    tags: ["card", "blog", "article", "post", "byline"],
    html: `
<article class="$name">
  <div class="cover" aria-hidden="true"></div>
  <div class="body">
    <p class="chip">Engineering</p>
    <h3 class="title"><a href="/blog/shipping-small" class="link">Shipping small: how we cut our release cycle to a day</a></h3>
    <p class="excerpt">Feature flags, trunk-based development and a review checklist that fits on one screen.</p>
    <footer class="byline">
      <span class="avatar" aria-hidden="true">JO</span>
      <span><strong>Jonas Okafor</strong><br><time datetime="2026-10-14">Oct 14, 2026</time> · 6 min read</span>
    </footer>
  </div>
</article>`,
    css: `${BASE}
$root { position: relative; width: min(100%, 22rem); overflow: hidden; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; transition: transform 0.2s, box-shadow 0.2s; }
$root:hover, $root:focus-within { transform: translateY(-3px); box-shadow: var(--shadow); }
$root .cover { height: 9rem; background: radial-gradient(circle at 20% 30%, var(--accent-2) 0 12%, transparent 13%), radial-gradient(circle at 75% 60%, var(--accent) 0 22%, transparent 23%), repeating-linear-gradient(45deg, var(--soft) 0 10px, var(--surface) 10px 20px); }
$root .body { padding: 1.25rem; }
$root .chip { display: inline-block; margin: 0; padding: 0.15rem 0.6rem; border-radius: 999px; background: var(--soft); color: var(--accent); font-size: 0.75rem; font-weight: 700; }
$root .title { margin: 0.5rem 0; font-size: 1.15rem; line-height: 1.35; }
$root .link { color: var(--text); text-decoration: none; }
$root .link::after { content: ""; position: absolute; inset: 0; border-radius: 1rem; }
$root .link:focus-visible { outline: none; }
$root .link:focus-visible::after { outline: 3px solid var(--focus); outline-offset: -3px; }
$root .excerpt { margin: 0 0 1rem; color: var(--muted); font-size: 0.925rem; }
$root .byline { display: flex; align-items: center; gap: 0.75rem; font-size: 0.8rem; color: var(--muted); }
$root .byline strong { color: var(--text); }
$root .avatar { display: grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); font-weight: 700; font-size: 0.8rem; }
${CALM}`,
  },
  {
    id: "stat-card", kind: "component", category: "dashboards", difficulty: "med",
    title: "Metric card",
    description: "A dashboard KPI card: metric name, large value, trend against last period and a sparkline drawn in SVG with a text alternative.",
    tags: ["card", "kpi", "metric", "sparkline", "dashboard", "trend"],
    html: `
<section class="$name" aria-labelledby="$name-label">
  <header class="head">
    <h3 class="label" id="$name-label">Monthly revenue</h3>
    <span class="period">Last 30 days</span>
  </header>
  <p class="value">$48,210</p>
  <p class="trend"><span class="up" aria-hidden="true">▲</span> 12.4% <span class="muted">vs previous 30 days</span></p>
  <svg class="spark" viewBox="0 0 120 36" preserveAspectRatio="none" role="img" aria-label="Revenue rose steadily over the month, with a dip in week two">
    <path d="M0 28 L15 24 L30 26 L45 18 L60 22 L75 14 L90 12 L105 8 L120 4 L120 36 L0 36 Z" class="area"/>
    <path d="M0 28 L15 24 L30 26 L45 18 L60 22 L75 14 L90 12 L105 8 L120 4" class="line"/>
  </svg>
</section>`,
    css: `${BASE}
$root { width: min(100%, 20rem); padding: 1.25rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; box-shadow: var(--shadow); }
$root .head { display: flex; justify-content: space-between; align-items: baseline; gap: 0.5rem; }
$root .label { margin: 0; font-size: 0.9rem; font-weight: 600; color: var(--muted); }
$root .period { font-size: 0.75rem; color: var(--muted); }
$root .value { margin: 0.5rem 0 0; font-size: 2rem; font-weight: 750; letter-spacing: -0.02em; }
$root .trend { margin: 0.125rem 0 0.75rem; font-size: 0.85rem; font-weight: 600; color: var(--accent); }
$root .muted { color: var(--muted); font-weight: 400; }
$root .spark { display: block; width: 100%; height: 3rem; }
$root .area { fill: var(--soft); }
$root .line { fill: none; stroke: var(--accent); stroke-width: 2; vector-effect: non-scaling-stroke; }`,
  },
  {
    id: "event-card", kind: "component", category: "cards", difficulty: "easy",
    title: "Event card",
    description: "An event listing with a calendar date block, title, time and venue with icons, attendee count and an RSVP button that toggles.",
    tags: ["card", "event", "calendar", "rsvp", "meetup"],
    html: `
<article class="$name" aria-labelledby="$name-title">
  <div class="date" aria-hidden="true"><span class="month">Dec</span><span class="day">04</span></div>
  <div class="info">
    <h3 class="title" id="$name-title">Design systems meetup</h3>
    <p class="meta">${ICONS.calendar}<time datetime="2026-12-04T18:30">Thu, Dec 4 · 18:30</time></p>
    <p class="meta">${ICONS.pin}<span>Harbour Hall, Pier 9</span></p>
    <div class="foot">
      <span class="going">86 going</span>
      <button type="button" class="rsvp" aria-pressed="false">RSVP</button>
    </div>
  </div>
</article>`,
    css: `${BASE}
$root { display: flex; gap: 1rem; width: min(100%, 24rem); padding: 1rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; box-shadow: var(--shadow); }
$root .date { display: flex; flex-direction: column; align-items: center; justify-content: center; flex: none; width: 4rem; height: 4.5rem; border-radius: 0.75rem; background: var(--accent); color: var(--on-accent); }
$root .month { font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; }
$root .day { font-size: 1.6rem; font-weight: 800; line-height: 1; }
$root .info { flex: 1; min-width: 0; }
$root .title { margin: 0 0 0.375rem; font-size: 1.05rem; }
$root .meta { display: flex; align-items: center; gap: 0.375rem; margin: 0.125rem 0; font-size: 0.85rem; color: var(--muted); }
$root .meta svg { width: 1rem; height: 1rem; flex: none; }
$root .foot { display: flex; align-items: center; justify-content: space-between; margin-top: 0.75rem; }
$root .going { font-size: 0.8rem; color: var(--muted); }
$root .rsvp { padding: 0.4rem 0.9rem; border: 1px solid var(--accent); border-radius: 999px; background: transparent; color: var(--accent); font: inherit; font-weight: 600; font-size: 0.85rem; cursor: pointer; }
$root .rsvp[aria-pressed="true"] { background: var(--accent); color: var(--on-accent); }`,
    js: `
// RSVP toggles between going and not going, and updates the count.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".rsvp")!;
  const going = root.querySelector<HTMLElement>(".going")!;
  const base = parseInt(going.textContent ?? "0", 10);
  const onClick = () => {
    const on = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(on));
    button.textContent = on ? "Going ✓" : "RSVP";
    going.textContent = \`\${base + (on ? 1 : 0)} going\`;
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}`,
  },
  {
    id: "flip-card", kind: "component", category: "cards", difficulty: "med",
    title: "Flip card",
    description: "A card that turns over in 3D to show its back; a real button flips it, so it works by keyboard and touch, and it cross-fades instead when motion is reduced.",
    tags: ["card", "flip", "3d", "reveal", "flashcard"],
    html: `
<div class="$name">
  <div class="inner">
    <section class="face front" aria-labelledby="$name-front">
      <p class="kicker">Question 3 of 10</p>
      <h3 id="$name-front" class="q">What does the <code>inert</code> attribute do?</h3>
    </section>
    <section class="face back" aria-labelledby="$name-back" aria-hidden="true">
      <h3 id="$name-back" class="a">Answer</h3>
      <p>It removes an element and its subtree from focus, clicks and the accessibility tree.</p>
    </section>
  </div>
  <button type="button" class="flip" aria-pressed="false">Show answer</button>
</div>`,
    css: `${BASE}
$root { display: grid; gap: 0.75rem; width: min(100%, 20rem); perspective: 900px; }
$root .inner { position: relative; display: grid; min-height: 12rem; transform-style: preserve-3d; transition: transform 0.6s cubic-bezier(0.2, 0.7, 0.2, 1); }
$root.is-flipped .inner { transform: rotateY(180deg); }
$root .face { grid-area: 1 / 1; display: flex; flex-direction: column; justify-content: center; padding: 1.5rem; border-radius: 1rem; backface-visibility: hidden; box-shadow: var(--shadow); }
$root .front { background: var(--bg); border: 1px solid var(--border); }
$root .back { transform: rotateY(180deg); background: var(--accent); color: var(--on-accent); }
$root .kicker { margin: 0 0 0.5rem; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; color: var(--muted); }
$root .q, $root .a { margin: 0 0 0.5rem; font-size: 1.2rem; }
$root .back p { margin: 0; }
$root code { padding: 0.1rem 0.35rem; border-radius: 0.3rem; background: var(--soft); font-size: 0.95em; }
$root .flip { min-height: 2.75rem; border: 1px solid var(--border); border-radius: 0.75rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
@media (prefers-reduced-motion: reduce) {
  $root .inner { transition: none; transform: none !important; }
  $root .face { backface-visibility: visible; transition: opacity 0.2s; }
  $root .back { transform: none; opacity: 0; }
  $root.is-flipped .back { opacity: 1; }
  $root.is-flipped .front { opacity: 0; }
}`,
    js: `
// The button flips the card; only the visible face is exposed to assistive technology.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".flip")!;
  const front = root.querySelector<HTMLElement>(".front")!;
  const back = root.querySelector<HTMLElement>(".back")!;
  const onClick = () => {
    const flipped = !root.classList.contains("is-flipped");
    root.classList.toggle("is-flipped", flipped);
    button.setAttribute("aria-pressed", String(flipped));
    button.textContent = flipped ? "Show question" : "Show answer";
    front.setAttribute("aria-hidden", String(flipped));
    back.setAttribute("aria-hidden", String(!flipped));
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}`,
  },
  {
    id: "glass-card", kind: "component", category: "cards", difficulty: "easy",
    title: "Glass card",
    description: "A frosted glassmorphism card over colourful blurred shapes, with a translucent border, readable text contrast and a solid fallback where backdrop blur is unsupported.",
    tags: ["card", "glassmorphism", "blur", "frosted", "translucent"],
    html: `
<div class="$name">
  <span class="blob blob--a" aria-hidden="true"></span>
  <span class="blob blob--b" aria-hidden="true"></span>
  <article class="glass" aria-labelledby="$name-title">
    <p class="eyebrow">Membership</p>
    <h3 class="title" id="$name-title">Studio Pass</h3>
    <p class="text">Unlimited desk time, meeting rooms on demand and 24/7 building access.</p>
    <p class="number" aria-label="Card number ending 4821">•••• 4821</p>
  </article>
</div>`,
    css: `${BASE}
$root { position: relative; display: grid; place-items: center; width: min(100%, 26rem); min-height: 18rem; padding: 2rem 1.25rem; overflow: hidden; border-radius: 1.5rem; background: var(--surface); isolation: isolate; }
$root .blob { position: absolute; z-index: -1; border-radius: 50%; filter: blur(4px); }
$root .blob--a { width: 11rem; height: 11rem; top: -2rem; left: -2rem; background: var(--accent); }
$root .blob--b { width: 9rem; height: 9rem; right: -1.5rem; bottom: -1.5rem; background: var(--accent-2); }
$root .glass { width: 100%; padding: 1.5rem; border-radius: 1.25rem; border: 1px solid rgb(255 255 255 / 0.45); background: color-mix(in srgb, var(--bg) 88%, transparent); box-shadow: var(--shadow); }
@supports ((backdrop-filter: blur(1px)) or (-webkit-backdrop-filter: blur(1px))) {
  $root .glass { background: color-mix(in srgb, var(--bg) 55%, transparent); -webkit-backdrop-filter: blur(18px) saturate(1.4); backdrop-filter: blur(18px) saturate(1.4); }
}
$root .eyebrow { margin: 0; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.1em; color: var(--muted); }
$root .title { margin: 0.25rem 0 0.5rem; font-size: 1.5rem; }
$root .text { margin: 0 0 1.25rem; }
$root .number { margin: 0; font: 600 1rem/1 ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: 0.15em; }`,
  },
  {
    id: "contact-card", kind: "component", category: "cards", difficulty: "easy",
    title: "Contact card",
    description: "A compact business card listing email, phone and office with icon rows, each a real link, plus a copy-email button that confirms in a live region.",
    tags: ["card", "contact", "vcard", "email", "copy"],
    html: `
<address class="$name">
  <div class="top">
    <span class="mark" aria-hidden="true">${ICONS.user}</span>
    <div><strong class="name">Priya Raman</strong><span class="title">Head of Partnerships</span></div>
  </div>
  <ul class="rows">
    <li>${ICONS.mail}<a href="mailto:priya@example.com">priya@example.com</a></li>
    <li>${ICONS.bell}<a href="tel:+4402079460000">+44 20 7946 0000</a></li>
    <li>${ICONS.pin}<span>2 Canal Yard, London</span></li>
  </ul>
  <button type="button" class="copy" data-copy="priya@example.com">${ICONS.copy}<span>Copy email</span></button>
  <p class="note" role="status"></p>
</address>`,
    css: `${BASE}
$root { width: min(100%, 20rem); padding: 1.25rem; font-style: normal; background: var(--bg); border: 1px solid var(--border); border-top: 4px solid var(--accent); border-radius: 1rem; box-shadow: var(--shadow); }
$root .top { display: flex; align-items: center; gap: 0.75rem; margin-bottom: 1rem; }
$root .mark { display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border-radius: 0.75rem; background: var(--soft); color: var(--accent); }
$root .name { display: block; }
$root .title { font-size: 0.85rem; color: var(--muted); }
$root .rows { display: grid; gap: 0.5rem; margin: 0 0 1rem; padding: 0; list-style: none; font-size: 0.9rem; }
$root .rows li { display: flex; align-items: center; gap: 0.5rem; }
$root .rows svg { width: 1rem; height: 1rem; color: var(--muted); flex: none; }
$root .rows a { color: var(--accent); text-underline-offset: 3px; overflow-wrap: anywhere; }
$root .copy { display: inline-flex; align-items: center; gap: 0.4rem; padding: 0.45rem 0.8rem; border: 1px solid var(--border); border-radius: 0.5rem; background: var(--surface); color: var(--text); font: inherit; font-size: 0.85rem; font-weight: 600; cursor: pointer; }
$root .note { min-height: 1.25rem; margin: 0.5rem 0 0; font-size: 0.8rem; color: var(--muted); }`,
    js: `
// Copies the address to the clipboard when allowed, and says what happened.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".copy")!;
  const note = root.querySelector<HTMLElement>(".note")!;
  let timer = 0;
  const onClick = async () => {
    const text = button.dataset.copy ?? "";
    try {
      await navigator.clipboard.writeText(text);
      note.textContent = "Email copied.";
    } catch {
      note.textContent = \`Copy blocked: the address is \${text}.\`;
    }
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (note.textContent = ""), 3000);
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    window.clearTimeout(timer);
  };
}`,
  },
];
