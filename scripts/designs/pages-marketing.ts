// Marketing pages: SaaS landing, pricing, coming soon, about, careers and a conference page.
import { ICONS, type Design } from "./kit.ts";
import { page, PAGE, siteFooter, siteHeader } from "./page-kit.ts";

const TICK = `<span class="tick" aria-hidden="true">${ICONS.check}</span>`;

export const marketingPages: Design[] = [
  page({
    id: "saas-landing-page", category: "landing-pages", difficulty: "hard",
    title: "SaaS landing page",
    description: "A complete product landing page: header, hero with product mock-up, customer logos, three feature rows, a testimonial, a pricing teaser, a closing call to action and footer.",
    tags: ["landing-page", "saas", "hero", "features", "marketing", "startup"],
    html: `
<div class="$name">
  ${siteHeader("Lumen", ["Product", "Pricing", "Customers", "Docs"], { href: "/signup", label: "Start free" })}
  <main>
    <section class="hero wrap" aria-labelledby="$name-title">
      <div class="hero-copy">
        <p class="eyebrow">Customer feedback, organised</p>
        <h1 class="h1" id="$name-title">Hear every customer. Build what matters.</h1>
        <p class="lead">Lumen gathers feedback from email, chat and calls, groups it by theme and shows which requests move revenue.</p>
        <div class="ctas"><a class="btn btn--primary" href="/signup">Try it free</a><a class="btn" href="/tour">Take the tour</a></div>
      </div>
      <div class="hero-art" aria-hidden="true"><span class="card c1"></span><span class="card c2"></span><span class="card c3"></span></div>
    </section>
    <section class="logos wrap" aria-label="Customers"><p>Trusted by product teams at</p><ul><li>Northwind</li><li>Globex</li><li>Initech</li><li>Umbrella</li><li>Hooli</li></ul></section>
    <section class="features wrap" aria-labelledby="$name-features">
      <h2 class="h2" id="$name-features">From noise to a clear roadmap</h2>
      <div class="feature"><span class="f-icon" aria-hidden="true">${ICONS.layers}</span><div><h3>Collect everywhere</h3><p>Connect Intercom, Zendesk, Gmail and Slack in a few clicks; every message lands in one inbox.</p></div></div>
      <div class="feature"><span class="f-icon" aria-hidden="true">${ICONS.chart}</span><div><h3>See the themes</h3><p>Similar requests are grouped automatically, with the customers and revenue behind each one.</p></div></div>
      <div class="feature"><span class="f-icon" aria-hidden="true">${ICONS.bolt}</span><div><h3>Close the loop</h3><p>When you ship, everyone who asked hears about it, in their own channel.</p></div></div>
    </section>
    <figure class="quote wrap"><blockquote>“We finally say no with confidence, because we can see what yes would cost.”</blockquote><figcaption>Dana Whitfield, VP Product at Globex</figcaption></figure>
    <section class="cta wrap" aria-labelledby="$name-cta"><h2 class="h2" id="$name-cta">Start listening today</h2><p>Free for up to 3 teammates. No credit card.</p><a class="btn btn--light" href="/signup">Create your workspace</a></section>
  </main>
  ${siteFooter("Lumen Labs")}
</div>`,
    css: `${PAGE}
$root .hero { display: grid; grid-template-columns: 1.1fr 1fr; align-items: center; gap: 3rem; padding: clamp(2rem, 7vw, 5rem) 0; }
$root .eyebrow { margin: 0 0 0.75rem; color: var(--accent); font-weight: 700; }
$root .h1 { margin: 0 0 1rem; font-size: clamp(2.25rem, 5.5vw, 3.75rem); line-height: 1.05; letter-spacing: -0.03em; }
$root .lead { margin: 0 0 1.75rem; font-size: 1.15rem; color: var(--muted); }
$root .ctas { display: flex; flex-wrap: wrap; gap: 0.75rem; }
$root .hero-art { position: relative; height: 20rem; }
$root .card { position: absolute; border-radius: 1rem; box-shadow: var(--shadow); }
$root .c1 { inset: 0 20% 25% 0; background: var(--surface); border: 1px solid var(--border); }
$root .c2 { inset: 30% 0 0 30%; background: linear-gradient(135deg, var(--accent), var(--accent-2)); }
$root .c3 { top: 12%; left: 8%; width: 45%; height: 1rem; background: var(--soft); box-shadow: 0 2rem 0 var(--soft), 0 4rem 0 var(--soft); }
$root .logos { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem; padding: 1.5rem 0; border-block: 1px solid var(--border); color: var(--muted); }
$root .logos p { margin: 0; font-size: 0.85rem; }
$root .logos ul { display: flex; flex-wrap: wrap; gap: 2rem; margin: 0; padding: 0; list-style: none; font-weight: 800; font-size: 1.15rem; letter-spacing: 0.02em; }
$root .features { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1.5rem; padding: clamp(3rem, 8vw, 5rem) 0; }
$root .h2 { grid-column: 1 / -1; margin: 0 0 0.5rem; font-size: clamp(1.75rem, 4vw, 2.5rem); letter-spacing: -0.02em; }
$root .feature { display: grid; gap: 0.75rem; padding: 1.5rem; border: 1px solid var(--border); border-radius: 1rem; background: var(--surface); }
$root .feature h3 { margin: 0 0 0.25rem; }
$root .feature p { margin: 0; color: var(--muted); }
$root .f-icon { display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border-radius: 0.75rem; background: var(--soft); color: var(--accent); }
$root .quote { margin-block: 0 clamp(3rem, 8vw, 5rem); text-align: center; }
$root .quote blockquote { max-width: 44rem; margin: 0 auto 1rem; font-size: clamp(1.35rem, 3vw, 1.9rem); font-weight: 600; line-height: 1.35; }
$root .quote figcaption { color: var(--muted); }
$root .cta { display: grid; justify-items: center; gap: 0.75rem; margin-bottom: 3rem; padding: clamp(2rem, 6vw, 4rem) 1.5rem; text-align: center; border-radius: 1.5rem; background: var(--accent); color: var(--on-accent); }
$root .cta .h2 { margin: 0; }
$root .cta p { margin: 0; opacity: 0.9; }
$root .btn--light { border: 0; background: var(--on-accent); color: var(--accent); }
@media (max-width: 52rem) {
  $root .hero, $root .features { grid-template-columns: 1fr; }
  $root .hero-art { height: 14rem; }
}`,
  }),
  page({
    id: "pricing-page", category: "pricing", difficulty: "hard",
    title: "Pricing page",
    description: "A full pricing page with a billing period switch, three plan cards with the recommended one highlighted, a feature table for details and a short FAQ before the footer.",
    tags: ["pricing-page", "plans", "billing-toggle", "faq", "saas"],
    html: `
<div class="$name">
  ${siteHeader("Stackwise", ["Pricing", "Features", "Docs", "Blog"], { href: "/login", label: "Sign in" })}
  <main class="wrap">
    <header class="intro">
      <h1 class="h1">Plans that grow with you</h1>
      <p class="lead">Start free. Upgrade when your team does.</p>
      <div class="period" role="group" aria-label="Billing period">
        <button type="button" class="period-btn" aria-pressed="true" data-period="monthly">Monthly</button>
        <button type="button" class="period-btn" aria-pressed="false" data-period="yearly">Yearly · 2 months free</button>
      </div>
    </header>
    <section class="plans" aria-label="Plans">
      <article class="plan" aria-labelledby="$name-p1"><h2 id="$name-p1">Hobby</h2><p class="price"><strong data-monthly="$0" data-yearly="$0">$0</strong> <span>forever</span></p><p class="for">For side projects.</p><ul><li>${TICK}1 project</li><li>${TICK}Community support</li></ul><a class="btn" href="/signup">Start free</a></article>
      <article class="plan plan--pick" aria-labelledby="$name-p2"><p class="badge">Recommended</p><h2 id="$name-p2">Team</h2><p class="price"><strong data-monthly="$20" data-yearly="$200">$20</strong> <span data-monthly="per seat / month" data-yearly="per seat / year">per seat / month</span></p><p class="for">For teams shipping weekly.</p><ul><li>${TICK}Unlimited projects</li><li>${TICK}Preview deployments</li><li>${TICK}Role-based access</li></ul><a class="btn btn--primary" href="/signup?plan=team">Start trial</a></article>
      <article class="plan" aria-labelledby="$name-p3"><h2 id="$name-p3">Enterprise</h2><p class="price"><strong>Custom</strong></p><p class="for">For scale and compliance.</p><ul><li>${TICK}SSO and SCIM</li><li>${TICK}Dedicated support</li><li>${TICK}99.99% SLA</li></ul><a class="btn" href="/sales">Talk to sales</a></article>
    </section>
    <section class="faq" aria-labelledby="$name-faq">
      <h2 id="$name-faq">Questions</h2>
      <details><summary>What counts as a seat?</summary><p>Anyone who can sign in to your workspace. Viewers are free.</p></details>
      <details><summary>Can I switch plans at any time?</summary><p>Yes, changes are prorated to the day.</p></details>
      <details><summary>Do you offer education discounts?</summary><p>Students and teachers get Team for free with a school email.</p></details>
    </section>
  </main>
  ${siteFooter("Stackwise")}
</div>`,
    css: `${PAGE}
$root .intro { display: grid; justify-items: center; gap: 0.75rem; padding: clamp(2rem, 6vw, 4rem) 0 2rem; text-align: center; }
$root .h1 { margin: 0; font-size: clamp(2rem, 5vw, 3.25rem); letter-spacing: -0.03em; }
$root .lead { margin: 0; color: var(--muted); font-size: 1.1rem; }
$root .period { display: inline-flex; gap: 0.25rem; margin-top: 0.75rem; padding: 0.25rem; border: 1px solid var(--border); border-radius: 999px; background: var(--surface); }
$root .period-btn { padding: 0.5rem 1rem; border: 0; border-radius: 999px; background: none; color: var(--muted); font: inherit; font-weight: 650; cursor: pointer; }
$root .period-btn[aria-pressed="true"] { background: var(--accent); color: var(--on-accent); }
$root .plans { display: grid; grid-template-columns: repeat(3, 1fr); align-items: start; gap: 1.25rem; }
$root .plan { display: grid; gap: 0.75rem; padding: 1.75rem; border: 1px solid var(--border); border-radius: 1.25rem; background: var(--surface); }
$root .plan--pick { border: 2px solid var(--accent); box-shadow: var(--shadow); }
$root .badge { justify-self: start; margin: 0; padding: 0.2rem 0.6rem; border-radius: 999px; background: var(--soft); color: var(--accent); font-size: 0.75rem; font-weight: 800; }
$root .plan h2 { margin: 0; font-size: 1.25rem; }
$root .price { margin: 0; color: var(--muted); }
$root .price strong { font-size: 2.5rem; color: var(--text); letter-spacing: -0.02em; }
$root .for { margin: 0; color: var(--muted); }
$root .plan ul { display: grid; gap: 0.5rem; margin: 0 0 0.5rem; padding: 0; list-style: none; }
$root .plan li { display: flex; align-items: center; gap: 0.5rem; }
$root .tick { display: grid; color: var(--accent); }
$root .faq { max-width: 44rem; margin: 0 auto; padding: clamp(3rem, 8vw, 5rem) 0; }
$root .faq h2 { margin: 0 0 1rem; }
$root .faq details { border-bottom: 1px solid var(--border); }
$root .faq summary { padding: 1rem 0; font-weight: 650; cursor: pointer; }
$root .faq details p { margin: 0 0 1rem; color: var(--muted); }
@media (max-width: 52rem) {
  $root .plans { grid-template-columns: 1fr; }
}`,
    js: `
// The period buttons swap every price that has monthly and yearly values.
function mount(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".period-btn")];
  const onClick = (event: Event) => {
    const period = (event.currentTarget as HTMLElement).dataset.period!;
    buttons.forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.period === period)));
    root.querySelectorAll<HTMLElement>("[data-monthly]").forEach((el) => {
      el.textContent = el.dataset[period] ?? el.textContent;
    });
  };
  buttons.forEach((b) => b.addEventListener("click", onClick));
  return () => buttons.forEach((b) => b.removeEventListener("click", onClick));
}`,
  }),
  page({
    id: "coming-soon-page", category: "marketing", difficulty: "med",
    title: "Coming soon page",
    description: "A launch teaser page: full-height gradient backdrop, product name, one-line promise, a live countdown, an email sign-up for the waitlist and social proof of people already waiting.",
    tags: ["coming-soon", "launch", "waitlist", "countdown", "landing-page"],
    html: `
<div class="$name">
  <main class="stage">
    <p class="logo"><span class="dot" aria-hidden="true"></span>Driftwood</p>
    <h1 class="h1">Your calmest inbox is almost here.</h1>
    <p class="lead">Driftwood sorts email by what needs you today. Launching this winter.</p>
    <ul class="clock" aria-label="Time until launch">
      <li><strong data-unit="d">21</strong><span>days</span></li>
      <li><strong data-unit="h">08</strong><span>hours</span></li>
      <li><strong data-unit="m">45</strong><span>minutes</span></li>
    </ul>
    <form class="wait" action="/waitlist" method="post">
      <label class="sr-only" for="$name-email">Email address</label>
      <input id="$name-email" type="email" name="email" autocomplete="email" placeholder="you@example.com" required>
      <button type="submit" class="btn btn--primary">Join the waitlist</button>
    </form>
    <p class="proof" role="status">2,318 people are already waiting.</p>
  </main>
</div>`,
    css: `${PAGE}
$root { display: grid; place-items: center; padding: 2rem 1.25rem; background: radial-gradient(circle at 15% 20%, color-mix(in srgb, var(--accent) 30%, transparent), transparent 45%), radial-gradient(circle at 85% 80%, color-mix(in srgb, var(--accent-2) 28%, transparent), transparent 45%), var(--bg); }
$root .stage { display: grid; justify-items: center; gap: 1.25rem; max-width: 40rem; text-align: center; }
$root .logo { display: flex; align-items: center; gap: 0.5rem; margin: 0; font-weight: 800; letter-spacing: 0.04em; }
$root .dot { width: 0.8rem; height: 0.8rem; border-radius: 50%; background: var(--accent); box-shadow: 0 0 0 4px color-mix(in srgb, var(--accent) 30%, transparent); }
$root .h1 { margin: 0; font-size: clamp(2.25rem, 6vw, 3.75rem); line-height: 1.05; letter-spacing: -0.03em; }
$root .lead { margin: 0; color: var(--muted); font-size: 1.1rem; }
$root .clock { display: flex; gap: 0.75rem; margin: 0.5rem 0; padding: 0; list-style: none; }
$root .clock li { display: grid; min-width: 5rem; padding: 0.875rem 0.5rem; border: 1px solid var(--border); border-radius: 1rem; background: color-mix(in srgb, var(--bg) 80%, transparent); }
$root .clock strong { font-size: 2rem; font-variant-numeric: tabular-nums; }
$root .clock span { font-size: 0.75rem; color: var(--muted); text-transform: uppercase; letter-spacing: 0.08em; }
$root .wait { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; width: 100%; }
$root .wait input { flex: 1 1 14rem; max-width: 22rem; min-height: 2.75rem; padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.75rem; background: var(--surface); color: var(--text); font: inherit; }
$root .proof { margin: 0; font-size: 0.9rem; color: var(--muted); }`,
    js: `
// Counts down to a launch three weeks after the demo opens; thanks the visitor on submit.
function mount(root: HTMLElement): () => void {
  const launch = Date.now() + ((21 * 24 + 8) * 60 + 45) * 60_000;
  const cells = Object.fromEntries([...root.querySelectorAll<HTMLElement>("[data-unit]")].map((el) => [el.dataset.unit!, el]));
  const form = root.querySelector<HTMLFormElement>(".wait")!;
  const proof = root.querySelector<HTMLElement>(".proof")!;
  const tick = () => {
    const left = Math.max(0, Math.floor((launch - Date.now()) / 60_000));
    cells.d!.textContent = String(Math.floor(left / 1440));
    cells.h!.textContent = String(Math.floor(left / 60) % 24).padStart(2, "0");
    cells.m!.textContent = String(left % 60).padStart(2, "0");
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    proof.textContent = "You’re on the list. We’ll email you on launch day.";
    form.reset();
  };
  tick();
  const timer = window.setInterval(tick, 30_000);
  form.addEventListener("submit", onSubmit);
  return () => {
    window.clearInterval(timer);
    form.removeEventListener("submit", onSubmit);
  };
}`,
  }),
  page({
    id: "about-page", category: "company", difficulty: "med",
    title: "About us page",
    description: "A company about page: a mission statement hero, the story told in a short timeline, four values in a grid, headline numbers and a team strip with a hiring link.",
    tags: ["about", "company", "mission", "values", "team", "story"],
    html: `
<div class="$name">
  ${siteHeader("Kestrel", ["About", "Work", "Journal", "Contact"], { href: "/careers", label: "We’re hiring" })}
  <main>
    <section class="mission wrap"><p class="eyebrow">About Kestrel</p><h1 class="h1">We build software for the people who keep cities running.</h1></section>
    <section class="story wrap" aria-labelledby="$name-story">
      <h2 id="$name-story" class="h2">Our story</h2>
      <ol class="years">
        <li><strong>2018</strong><p>Started as a two-person consultancy helping transit agencies.</p></li>
        <li><strong>2021</strong><p>Launched Kestrel Ops, used by 40 cities within a year.</p></li>
        <li><strong>2026</strong><p>120 people across four continents, still independent.</p></li>
      </ol>
    </section>
    <section class="values wrap" aria-labelledby="$name-values">
      <h2 id="$name-values" class="h2">What we value</h2>
      <ul class="grid">
        <li><h3>Public good first</h3><p>We say no to work that makes cities worse.</p></li>
        <li><h3>Plain language</h3><p>If a resident can’t understand it, we rewrite it.</p></li>
        <li><h3>Small teams</h3><p>Five people, one problem, full ownership.</p></li>
        <li><h3>Calm pace</h3><p>Four-day weeks and no on-call heroics.</p></li>
      </ul>
    </section>
    <section class="numbers wrap" aria-label="Kestrel in numbers"><dl><div><dt>Cities</dt><dd>212</dd></div><div><dt>Residents served</dt><dd>48M</dd></div><div><dt>Team members</dt><dd>120</dd></div></dl></section>
    <section class="team wrap" aria-labelledby="$name-team"><h2 id="$name-team" class="h2">The team</h2><ul class="faces"><li><span aria-hidden="true">AO</span>Ama Owusu, CEO</li><li><span aria-hidden="true">LH</span>Lars Holm, CTO</li><li><span aria-hidden="true">PV</span>Priya Varma, Design</li><li><span aria-hidden="true">MS</span>Mateo Silva, Ops</li></ul><a class="btn btn--primary" href="/careers">See open roles</a></section>
  </main>
  ${siteFooter("Kestrel Systems")}
</div>`,
    css: `${PAGE}
$root .mission { padding: clamp(3rem, 9vw, 6rem) 0 clamp(2rem, 5vw, 3rem); }
$root .eyebrow { margin: 0 0 1rem; color: var(--accent); font-weight: 700; }
$root .h1 { max-width: 22ch; margin: 0; font-size: clamp(2.25rem, 6vw, 4rem); line-height: 1.05; letter-spacing: -0.03em; }
$root .h2 { margin: 0 0 1.25rem; font-size: clamp(1.5rem, 3.5vw, 2rem); }
$root .story, $root .values, $root .numbers, $root .team { padding: 2.5rem 0; border-top: 1px solid var(--border); }
$root .years { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1.5rem; margin: 0; padding: 0; list-style: none; }
$root .years strong { display: block; font-size: 2rem; color: var(--accent); }
$root .years p { margin: 0.25rem 0 0; color: var(--muted); }
$root .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
$root .grid li { padding: 1.25rem; border-radius: 1rem; background: var(--surface); border: 1px solid var(--border); }
$root .grid h3 { margin: 0 0 0.375rem; }
$root .grid p { margin: 0; color: var(--muted); }
$root .numbers dl { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1rem; margin: 0; text-align: center; }
$root .numbers div { display: flex; flex-direction: column-reverse; }
$root .numbers dt { color: var(--muted); }
$root .numbers dd { margin: 0; font-size: clamp(2rem, 6vw, 3.25rem); font-weight: 850; color: var(--accent); }
$root .faces { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: 1rem; margin: 0 0 1.5rem; padding: 0; list-style: none; }
$root .faces li { display: flex; align-items: center; gap: 0.75rem; font-weight: 600; }
$root .faces span { display: grid; place-items: center; flex: none; width: 3rem; height: 3rem; border-radius: 50%; background: var(--soft); color: var(--accent); font-weight: 800; }
@media (max-width: 44rem) {
  $root .years, $root .numbers dl { grid-template-columns: 1fr; }
}`,
  }),
  page({
    id: "careers-page", category: "company", difficulty: "hard",
    title: "Careers page",
    description: "A jobs page with a benefits strip, department filter chips and a list of open roles with location and type; filtering updates the list and an announced count.",
    tags: ["careers", "jobs", "hiring", "filter", "company"],
    html: `
<div class="$name">
  ${siteHeader("Pebble", ["Careers", "About", "Blog"], { href: "/careers#open-roles", label: "Open roles" })}
  <main class="wrap">
    <section class="hero"><h1 class="h1">Do the best work of your career, in four days a week.</h1><p class="lead">Remote-first across Europe and the Americas, with yearly retreats.</p></section>
    <ul class="perks" aria-label="Benefits"><li>${ICONS.calendar}4-day week</li><li>${ICONS.home}Remote stipend</li><li>${ICONS.shield}Full health cover</li><li>${ICONS.user}16 weeks parental leave</li></ul>
    <section aria-labelledby="$name-roles">
      <div class="roles-head"><h2 id="$name-roles">Open roles</h2><p class="count" role="status">6 roles</p></div>
      <div class="filters" role="group" aria-label="Filter by team">
        <button type="button" class="chip" aria-pressed="true" data-team="all">All</button>
        <button type="button" class="chip" aria-pressed="false" data-team="engineering">Engineering</button>
        <button type="button" class="chip" aria-pressed="false" data-team="design">Design</button>
        <button type="button" class="chip" aria-pressed="false" data-team="sales">Sales</button>
      </div>
      <ul class="jobs">
        <li data-team="engineering"><a href="/careers/backend-engineer"><strong>Senior Backend Engineer</strong><span>Engineering · Remote (EU) · Full-time</span></a></li>
        <li data-team="engineering"><a href="/careers/mobile-engineer"><strong>Mobile Engineer, iOS</strong><span>Engineering · Remote (Americas) · Full-time</span></a></li>
        <li data-team="design"><a href="/careers/product-designer"><strong>Product Designer</strong><span>Design · Lisbon or remote · Full-time</span></a></li>
        <li data-team="design"><a href="/careers/brand-designer"><strong>Brand Designer</strong><span>Design · Remote · Contract</span></a></li>
        <li data-team="sales"><a href="/careers/account-executive"><strong>Account Executive</strong><span>Sales · Berlin · Full-time</span></a></li>
        <li data-team="sales"><a href="/careers/sales-engineer"><strong>Sales Engineer</strong><span>Sales · Remote (EU) · Full-time</span></a></li>
      </ul>
    </section>
  </main>
  ${siteFooter("Pebble Inc.")}
</div>`,
    css: `${PAGE}
$root .hero { padding: clamp(2.5rem, 7vw, 5rem) 0 2rem; }
$root .h1 { max-width: 24ch; margin: 0 0 0.75rem; font-size: clamp(2rem, 5vw, 3.25rem); line-height: 1.08; letter-spacing: -0.03em; }
$root .lead { margin: 0; color: var(--muted); font-size: 1.1rem; }
$root .perks { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 0.75rem; margin: 0 0 3rem; padding: 0; list-style: none; }
$root .perks li { display: flex; align-items: center; gap: 0.625rem; padding: 1rem; border-radius: 0.875rem; background: var(--soft); font-weight: 650; }
$root .perks svg { color: var(--accent); }
$root .roles-head { display: flex; align-items: baseline; justify-content: space-between; }
$root .roles-head h2 { margin: 0; }
$root .count { margin: 0; color: var(--muted); }
$root .filters { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 1rem 0; }
$root .chip { padding: 0.4rem 0.9rem; border: 1px solid var(--border); border-radius: 999px; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .chip[aria-pressed="true"] { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }
$root .jobs { display: grid; gap: 0.5rem; margin: 0 0 3rem; padding: 0; list-style: none; }
$root .jobs a { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; padding: 1.1rem 1.25rem; border: 1px solid var(--border); border-radius: 0.875rem; text-decoration: none; }
$root .jobs a:hover { border-color: var(--accent); background: var(--surface); }
$root .jobs span { color: var(--muted); font-size: 0.9rem; }`,
    js: `
// Filter chips show one team's roles and update the announced count.
function mount(root: HTMLElement): () => void {
  const chips = [...root.querySelectorAll<HTMLButtonElement>(".chip")];
  const jobs = [...root.querySelectorAll<HTMLElement>(".jobs li")];
  const count = root.querySelector<HTMLElement>(".count")!;
  const onClick = (event: Event) => {
    const team = (event.currentTarget as HTMLElement).dataset.team;
    chips.forEach((c) => c.setAttribute("aria-pressed", String(c.dataset.team === team)));
    let shown = 0;
    jobs.forEach((j) => {
      j.hidden = team !== "all" && j.dataset.team !== team;
      if (!j.hidden) shown++;
    });
    count.textContent = \`\${shown} role\${shown === 1 ? "" : "s"}\`;
  };
  chips.forEach((c) => c.addEventListener("click", onClick));
  return () => chips.forEach((c) => c.removeEventListener("click", onClick));
}`,
  }),
  page({
    id: "conference-page", category: "events", difficulty: "hard",
    title: "Conference event page",
    description: "A one-day conference page: hero with date, city and ticket button, a speakers grid, a day schedule with tabs for two tracks, the venue and a final ticket call to action.",
    tags: ["event", "conference", "schedule", "speakers", "tickets", "landing-page"],
    html: `
<div class="$name">
  ${siteHeader("Frontier Conf", ["Speakers", "Schedule", "Venue"], { href: "/tickets", label: "Get tickets" })}
  <main>
    <section class="hero"><div class="wrap"><p class="when"><time datetime="2027-03-18">18 March 2027</time> · Copenhagen</p><h1 class="h1">Frontier: one day about the future of the web</h1><a class="btn btn--primary" href="/tickets">Tickets from €249</a></div></section>
    <section class="speakers wrap" aria-labelledby="$name-speakers">
      <h2 id="$name-speakers" class="h2">Speakers</h2>
      <ul class="grid">
        <li><span class="face f1" aria-hidden="true"></span><strong>Ingrid Solberg</strong><span>Web platform, Opera</span></li>
        <li><span class="face f2" aria-hidden="true"></span><strong>Kwame Asante</strong><span>Design engineer, Shopfront</span></li>
        <li><span class="face f3" aria-hidden="true"></span><strong>Lucía Ortega</strong><span>Accessibility lead, Gov.es</span></li>
        <li><span class="face f4" aria-hidden="true"></span><strong>Tomás Novak</strong><span>Performance, Edgeworks</span></li>
      </ul>
    </section>
    <section class="schedule wrap" aria-labelledby="$name-schedule">
      <h2 id="$name-schedule" class="h2">Schedule</h2>
      <div class="tabs" role="tablist" aria-label="Tracks">
        <button type="button" role="tab" id="$name-tab1" aria-selected="true" aria-controls="$name-track1">Main stage</button>
        <button type="button" role="tab" id="$name-tab2" aria-selected="false" aria-controls="$name-track2" tabindex="-1">Workshop room</button>
      </div>
      <div role="tabpanel" id="$name-track1" aria-labelledby="$name-tab1">
        <ol class="slots">
          <li><time>09:30</time><span>Opening: the web in 2030</span></li>
          <li><time>10:15</time><span>Container queries in production</span></li>
          <li><time>11:30</time><span>Accessible motion</span></li>
        </ol>
      </div>
      <div role="tabpanel" id="$name-track2" aria-labelledby="$name-tab2" hidden>
        <ol class="slots">
          <li><time>10:00</time><span>Hands-on: View Transitions</span></li>
          <li><time>13:30</time><span>Hands-on: testing with screen readers</span></li>
        </ol>
      </div>
    </section>
    <section class="venue wrap" aria-labelledby="$name-venue"><div><h2 id="$name-venue" class="h2">Venue</h2><p>Nordhavn Hall, a former grain silo on the harbour, 12 minutes from the central station.</p></div><div class="map" aria-hidden="true"></div></section>
  </main>
  ${siteFooter("Frontier Conf")}
</div>`,
    css: `${PAGE}
$root .hero { padding: clamp(3rem, 9vw, 6rem) 0; background: linear-gradient(135deg, var(--accent), color-mix(in srgb, var(--accent) 50%, var(--accent-2))); color: var(--on-accent); }
$root .when { margin: 0 0 1rem; font-weight: 700; letter-spacing: 0.04em; }
$root .h1 { max-width: 20ch; margin: 0 0 1.75rem; font-size: clamp(2.25rem, 6vw, 4rem); line-height: 1.04; letter-spacing: -0.03em; }
$root .hero .btn--primary { border-color: var(--on-accent); background: var(--on-accent); color: var(--accent); }
$root .h2 { margin: 0 0 1.25rem; font-size: clamp(1.6rem, 4vw, 2.25rem); }
$root .speakers, $root .schedule, $root .venue { padding: clamp(2.5rem, 6vw, 4rem) 0 0; }
$root .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1.25rem; margin: 0; padding: 0; list-style: none; }
$root .grid li { display: grid; gap: 0.25rem; }
$root .grid li > span:last-child { color: var(--muted); font-size: 0.9rem; }
$root .face { aspect-ratio: 1; margin-bottom: 0.5rem; border-radius: 1rem; }
$root .f1 { background: linear-gradient(160deg, var(--accent), var(--soft)); }
$root .f2 { background: linear-gradient(200deg, var(--accent-2), var(--soft)); }
$root .f3 { background: linear-gradient(120deg, var(--soft), var(--accent)); }
$root .f4 { background: linear-gradient(20deg, var(--accent-2), var(--accent)); }
$root .tabs { display: flex; gap: 0.5rem; margin-bottom: 1rem; }
$root [role="tab"] { padding: 0.55rem 1rem; border: 1px solid var(--border); border-radius: 999px; background: var(--surface); color: var(--text); font: inherit; font-weight: 650; cursor: pointer; }
$root [role="tab"][aria-selected="true"] { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }
$root .slots { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root .slots li { display: grid; grid-template-columns: 5rem 1fr; padding: 1rem 1.25rem; border: 1px solid var(--border); border-radius: 0.875rem; background: var(--surface); }
$root .slots time { color: var(--accent); font-weight: 800; font-variant-numeric: tabular-nums; }
$root .venue { display: grid; grid-template-columns: 1fr 1fr; gap: 2rem; align-items: center; padding-bottom: 3rem; }
$root .venue p { color: var(--muted); }
$root .map { height: 14rem; border-radius: 1rem; background: linear-gradient(90deg, var(--border) 1px, transparent 1px) 0 0 / 2rem 2rem, linear-gradient(var(--border) 1px, transparent 1px) 0 0 / 2rem 2rem, radial-gradient(circle at 60% 45%, var(--accent) 0 0.6rem, transparent 0.65rem), var(--soft); }
@media (max-width: 44rem) {
  $root .venue { grid-template-columns: 1fr; }
}`,
    js: `
// Track tabs: click or arrow keys switch the visible schedule.
function mount(root: HTMLElement): () => void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>("[role=tab]")];
  const select = (tab: HTMLButtonElement) => {
    tabs.forEach((t) => {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      root.querySelector<HTMLElement>(\`#\${t.getAttribute("aria-controls")}\`)!.hidden = !on;
    });
  };
  const onClick = (event: Event) => select(event.currentTarget as HTMLButtonElement);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next = tabs[(tabs.indexOf(event.currentTarget as HTMLButtonElement) + (event.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length]!;
    select(next);
    next.focus();
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
  }),
];
