// Content pages: blog article, blog index, documentation, changelog, portfolio, contact and a 404.
import { ICONS, type Design } from "./kit.ts";
import { page, PAGE, siteFooter, siteHeader } from "./page-kit.ts";

const PROSE = `
$root .prose { font-size: 1.075rem; line-height: 1.75; }
$root .prose h2 { margin: 2.25rem 0 0.75rem; font-size: 1.5rem; line-height: 1.25; }
$root .prose p { margin: 0 0 1.1rem; }
$root .prose a { color: var(--accent); text-underline-offset: 3px; }
$root .prose code { padding: 0.1rem 0.35rem; border-radius: 0.3rem; background: var(--soft); font-size: 0.9em; }
$root .prose blockquote { margin: 1.5rem 0; padding: 0.25rem 0 0.25rem 1.25rem; border-left: 4px solid var(--accent); font-size: 1.2rem; font-style: italic; color: var(--muted); }
`;

export const contentPages: Design[] = [
  page({
    id: "blog-article-page", category: "blog", difficulty: "med",
    title: "Blog article page",
    description: "A long-form article layout with a readable 68-character measure: category, headline, byline, hero figure with caption, prose with headings, a pull quote and code, a sticky table of contents on wide screens and an author box.",
    tags: ["blog", "article", "typography", "reading", "table-of-contents", "long-form"],
    html: `
<div class="$name">
  ${siteHeader("The Margin", ["Articles", "Topics", "Newsletter"], { href: "/subscribe", label: "Subscribe" })}
  <div class="layout wrap">
    <main class="article">
      <article>
        <header class="head">
          <p class="cat">Accessibility</p>
          <h1 class="h1">Focus states are a design decision, not a browser default</h1>
          <p class="byline">By <a href="/authors/eva">Eva Lindqvist</a> · <time datetime="2026-11-12">12 Nov 2026</time> · 7 min read</p>
        </header>
        <figure class="hero"><div class="hero-art" aria-hidden="true"></div><figcaption>Keyboard focus, drawn three ways.</figcaption></figure>
        <div class="prose">
          <p>Every interactive element on a page has a focus state, whether you design one or not. When you remove the outline and add nothing back, keyboard users lose their place.</p>
          <h2 id="$name-why">Why it matters</h2>
          <p>Roughly one in five people use the keyboard for at least part of their browsing. For them, the focus ring <em>is</em> the cursor.</p>
          <blockquote>If you can’t see where you are, you can’t go anywhere.</blockquote>
          <h2 id="$name-how">How to design one</h2>
          <p>Use <code>:focus-visible</code> so mouse clicks stay clean, give the ring at least 3:1 contrast against its surroundings, and offset it so it never hides the control’s own border.</p>
        </div>
        <footer class="author"><span class="av" aria-hidden="true">EL</span><p><strong>Eva Lindqvist</strong> writes about inclusive design from Stockholm.</p></footer>
      </article>
    </main>
    <nav class="toc" aria-label="On this page"><p>On this page</p><ul><li><a href="#$name-why">Why it matters</a></li><li><a href="#$name-how">How to design one</a></li></ul></nav>
  </div>
  ${siteFooter("The Margin")}
</div>`,
    css: `${PAGE}${PROSE}
$root .layout { display: grid; grid-template-columns: minmax(0, 44rem) 12rem; justify-content: center; gap: 3rem; padding: 2rem 0 4rem; }
$root .cat { margin: 0 0 0.75rem; color: var(--accent); font-weight: 800; font-size: 0.85rem; letter-spacing: 0.08em; text-transform: uppercase; }
$root .h1 { margin: 0 0 1rem; font-size: clamp(2rem, 5vw, 3rem); line-height: 1.1; letter-spacing: -0.02em; }
$root .byline { margin: 0; color: var(--muted); }
$root .byline a { color: var(--text); font-weight: 650; }
$root .hero { margin: 2rem 0; }
$root .hero-art { aspect-ratio: 16 / 8; border-radius: 1rem; background: radial-gradient(circle at 25% 50%, transparent 0 2.5rem, var(--accent) 2.5rem 2.8rem, transparent 2.8rem), radial-gradient(circle at 50% 50%, transparent 0 2.5rem, var(--accent-2) 2.5rem 2.9rem, transparent 2.9rem), radial-gradient(circle at 75% 50%, transparent 0 2.5rem, var(--text) 2.5rem 2.7rem, transparent 2.7rem), var(--soft); }
$root .hero figcaption { margin-top: 0.5rem; color: var(--muted); font-size: 0.9rem; }
$root .author { display: flex; align-items: center; gap: 1rem; margin-top: 2.5rem; padding: 1.25rem; border-radius: 1rem; background: var(--surface); border: 1px solid var(--border); }
$root .author p { margin: 0; }
$root .av { display: grid; place-items: center; flex: none; width: 3rem; height: 3rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); font-weight: 800; }
$root .toc { position: sticky; top: 1.5rem; align-self: start; font-size: 0.9rem; }
$root .toc p { margin: 0 0 0.5rem; font-weight: 800; }
$root .toc ul { display: grid; gap: 0.375rem; margin: 0; padding: 0 0 0 0.75rem; list-style: none; border-left: 2px solid var(--border); }
$root .toc a { color: var(--muted); text-decoration: none; }
$root .toc a:hover { color: var(--accent); }
@media (max-width: 60rem) {
  $root .layout { grid-template-columns: minmax(0, 1fr); }
  $root .toc { display: none; }
}`,
  }),
  page({
    id: "blog-index-page", category: "blog", difficulty: "med",
    title: "Blog index page",
    description: "A blog home: a large featured post, topic filter links, a responsive grid of post cards with cover art, tags and read times, and a newsletter sign-up band.",
    tags: ["blog", "index", "posts", "grid", "featured", "magazine"],
    html: `
<div class="$name">
  ${siteHeader("Fieldnotes", ["Latest", "Design", "Engineering", "Culture"], { href: "/rss", label: "RSS" })}
  <main class="wrap">
    <article class="featured">
      <div class="art a0" aria-hidden="true"></div>
      <div class="body"><p class="tag">Featured · Design</p><h1 class="h1"><a href="/posts/quiet-interfaces">The case for quiet interfaces</a></h1><p class="ex">Why the products we trust most are the ones that ask for the least attention.</p><p class="meta">Noor Haddad · 9 min read</p></div>
    </article>
    <section aria-labelledby="$name-latest">
      <h2 id="$name-latest" class="h2">Latest posts</h2>
      <ul class="grid">
        <li class="post"><div class="art a1" aria-hidden="true"></div><p class="tag">Engineering</p><h3><a href="/posts/edge-caching">Edge caching without tears</a></h3><p class="meta">5 min read</p></li>
        <li class="post"><div class="art a2" aria-hidden="true"></div><p class="tag">Culture</p><h3><a href="/posts/four-day-week">A year of the four-day week</a></h3><p class="meta">7 min read</p></li>
        <li class="post"><div class="art a3" aria-hidden="true"></div><p class="tag">Design</p><h3><a href="/posts/colour-tokens">Naming colour tokens</a></h3><p class="meta">4 min read</p></li>
      </ul>
    </section>
    <section class="news" aria-labelledby="$name-news"><h2 id="$name-news">Get new posts by email</h2><form action="/subscribe" method="post"><label class="sr-only" for="$name-email">Email</label><input id="$name-email" type="email" autocomplete="email" placeholder="you@example.com"><button type="submit" class="btn btn--primary">Subscribe</button></form></section>
  </main>
  ${siteFooter("Fieldnotes")}
</div>`,
    css: `${PAGE}
$root .featured { display: grid; grid-template-columns: 1.3fr 1fr; gap: 2rem; align-items: center; padding: 2rem 0 3rem; }
$root .art { border-radius: 1rem; aspect-ratio: 16 / 10; }
$root .a0 { background: linear-gradient(135deg, var(--accent), var(--accent-2)); }
$root .a1 { background: repeating-linear-gradient(135deg, var(--soft) 0 12px, var(--surface) 12px 24px); border: 1px solid var(--border); }
$root .a2 { background: radial-gradient(circle at 70% 35%, var(--accent-2) 0 18%, transparent 19%), var(--soft); }
$root .a3 { background: linear-gradient(90deg, var(--accent) 0 25%, var(--accent-2) 25% 50%, var(--soft) 50% 75%, var(--border) 75%); }
$root .tag { margin: 0 0 0.5rem; color: var(--accent); font-weight: 700; font-size: 0.85rem; }
$root .h1 { margin: 0 0 0.75rem; font-size: clamp(1.9rem, 4.5vw, 2.9rem); line-height: 1.1; letter-spacing: -0.02em; }
$root .h1 a, $root .post h3 a { text-decoration: none; }
$root .h1 a:hover, $root .post h3 a:hover { text-decoration: underline; text-underline-offset: 4px; }
$root .ex { margin: 0 0 0.75rem; color: var(--muted); font-size: 1.1rem; }
$root .meta { margin: 0; color: var(--muted); font-size: 0.9rem; }
$root .h2 { margin: 0 0 1.25rem; font-size: 1.4rem; }
$root .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1.5rem; margin: 0; padding: 0; list-style: none; }
$root .post { display: grid; gap: 0.5rem; }
$root .post .art { margin-bottom: 0.5rem; }
$root .post .tag { margin: 0; }
$root .post h3 { margin: 0; font-size: 1.2rem; }
$root .news { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem; margin: 3rem 0; padding: 1.75rem; border-radius: 1.25rem; background: var(--soft); }
$root .news h2 { margin: 0; font-size: 1.3rem; }
$root .news form { display: flex; flex-wrap: wrap; gap: 0.5rem; }
$root .news input { min-height: 2.75rem; min-width: 0; padding: 0 0.875rem; border: 1px solid var(--border); border-radius: 0.75rem; background: var(--bg); color: var(--text); font: inherit; }
@media (max-width: 48rem) {
  $root .featured { grid-template-columns: 1fr; }
}`,
  }),
  page({
    id: "docs-page", category: "docs", difficulty: "hard",
    title: "Documentation page",
    description: "A docs layout with three columns: a section sidebar, the article with breadcrumbs, a callout, a code block with copy button and previous/next links, and an on-this-page list; the sidebars fold away on smaller screens.",
    tags: ["documentation", "docs", "sidebar", "code", "developer", "three-column"],
    html: `
<div class="$name">
  ${siteHeader("Corvid Docs", ["Guides", "API", "Examples"], { href: "/dashboard", label: "Dashboard" })}
  <div class="cols">
    <nav class="side" aria-label="Documentation">
      <p class="group">Getting started</p>
      <ul><li><a href="/docs/install">Installation</a></li><li><a href="/docs/quickstart" aria-current="page">Quick start</a></li><li><a href="/docs/config">Configuration</a></li></ul>
      <p class="group">Concepts</p>
      <ul><li><a href="/docs/queues">Queues</a></li><li><a href="/docs/retries">Retries</a></li><li><a href="/docs/webhooks">Webhooks</a></li></ul>
    </nav>
    <main class="doc">
      <p class="crumbs"><a href="/docs">Docs</a> / Getting started</p>
      <h1 class="h1">Quick start</h1>
      <p class="lead">Send your first background job in under five minutes.</p>
      <aside class="callout" aria-label="Note">${ICONS.info}<p>You need Node 20 or newer. Check with <code>node --version</code>.</p></aside>
      <h2 id="$name-install">Install the client</h2>
      <div class="code"><pre><code>npm install @corvid/client</code></pre><button type="button" class="copy">Copy</button></div>
      <h2 id="$name-send">Send a job</h2>
      <p>Create a client with your project key and call <code>enqueue</code> with a queue name and a payload.</p>
      <nav class="pager" aria-label="Pages"><a href="/docs/install" rel="prev">← Installation</a><a href="/docs/config" rel="next">Configuration →</a></nav>
    </main>
    <nav class="toc" aria-label="On this page"><p>On this page</p><a href="#$name-install">Install the client</a><a href="#$name-send">Send a job</a></nav>
  </div>
</div>`,
    css: `${PAGE}
$root .cols { display: grid; grid-template-columns: 15rem minmax(0, 46rem) 12rem; justify-content: center; gap: 2.5rem; padding: 1.5rem 1.25rem 4rem; border-top: 1px solid var(--border); }
$root .side { font-size: 0.925rem; }
$root .group { margin: 1rem 0 0.375rem; font-size: 0.75rem; font-weight: 800; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); }
$root .side ul { display: grid; gap: 0.125rem; margin: 0; padding: 0; list-style: none; }
$root .side a { display: block; padding: 0.375rem 0.625rem; border-radius: 0.375rem; color: var(--muted); text-decoration: none; }
$root .side a:hover { color: var(--text); background: var(--soft); }
$root .side a[aria-current="page"] { color: var(--accent); background: var(--soft); font-weight: 650; }
$root .crumbs { margin: 0 0 0.5rem; color: var(--muted); font-size: 0.875rem; }
$root .h1 { margin: 0; font-size: clamp(2rem, 4vw, 2.5rem); }
$root .lead { margin: 0.5rem 0 1.5rem; color: var(--muted); font-size: 1.15rem; }
$root .doc h2 { margin: 2rem 0 0.75rem; font-size: 1.35rem; }
$root .doc code { padding: 0.1rem 0.35rem; border-radius: 0.3rem; background: var(--soft); font-size: 0.9em; }
$root .callout { display: flex; gap: 0.75rem; padding: 1rem 1.25rem; border: 1px solid var(--border); border-left: 4px solid var(--accent); border-radius: 0.75rem; background: var(--surface); }
$root .callout svg { flex: none; color: var(--accent); }
$root .callout p { margin: 0; }
$root .code { position: relative; }
$root .code pre { margin: 0; padding: 1rem 5rem 1rem 1.25rem; overflow-x: auto; border-radius: 0.75rem; background: #0d1117; color: #e6edf3; }
$root .code pre code { padding: 0; background: none; font: 0.9rem/1.6 ui-monospace, Menlo, monospace; }
$root .copy { position: absolute; top: 0.625rem; right: 0.625rem; padding: 0.3rem 0.6rem; border: 1px solid #30363d; border-radius: 0.4rem; background: #21262d; color: #e6edf3; font: inherit; font-size: 0.8rem; font-weight: 600; cursor: pointer; }
$root .pager { display: flex; justify-content: space-between; gap: 1rem; margin-top: 3rem; padding-top: 1.5rem; border-top: 1px solid var(--border); }
$root .pager a { color: var(--accent); font-weight: 650; text-decoration: none; }
$root .toc { display: grid; align-content: start; gap: 0.375rem; font-size: 0.875rem; }
$root .toc p { margin: 0 0 0.25rem; font-weight: 800; }
$root .toc a { color: var(--muted); text-decoration: none; }
@media (max-width: 64rem) {
  $root .cols { grid-template-columns: 13rem minmax(0, 1fr); }
  $root .toc { display: none; }
}
@media (max-width: 44rem) {
  $root .cols { grid-template-columns: minmax(0, 1fr); }
  $root .side { display: none; }
}`,
    js: `
// Copies the command from the code block and confirms on the button.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".copy")!;
  const code = root.querySelector<HTMLElement>(".code code")!;
  let timer = 0;
  const onClick = async () => {
    try {
      await navigator.clipboard.writeText(code.textContent ?? "");
      button.textContent = "Copied";
    } catch {
      button.textContent = "Press Ctrl+C";
    }
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (button.textContent = "Copy"), 2000);
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    window.clearTimeout(timer);
  };
}`,
  }),
  page({
    id: "changelog-page", category: "docs", difficulty: "easy",
    title: "Changelog page",
    description: "A product changelog: releases down a date rail, each with a version badge, a headline, a short summary and tagged lists of new, improved and fixed items.",
    tags: ["changelog", "release-notes", "updates", "timeline", "versions"],
    html: `
<div class="$name">
  ${siteHeader("Beacon", ["Changelog", "Docs", "Status"], { href: "/signup", label: "Try Beacon" })}
  <main class="wrap">
    <header class="intro"><h1 class="h1">Changelog</h1><p>New features, improvements and fixes, every two weeks.</p></header>
    <ol class="releases">
      <li class="release"><time datetime="2026-11-18">18 Nov 2026</time><article><p class="ver">v3.4</p><h2>Saved views</h2><p>Save any filter combination and share it with a link.</p><ul><li><span class="kind new">New</span>Saved views for every list</li><li><span class="kind imp">Improved</span>Search is twice as fast on large projects</li><li><span class="kind fix">Fixed</span>Dates now respect your time zone in exports</li></ul></article></li>
      <li class="release"><time datetime="2026-11-04">4 Nov 2026</time><article><p class="ver">v3.3</p><h2>Keyboard everything</h2><p>Every action now has a shortcut; press ? to see them.</p><ul><li><span class="kind new">New</span>Shortcut cheat sheet</li><li><span class="kind fix">Fixed</span>Focus is restored after closing dialogs</li></ul></article></li>
      <li class="release"><time datetime="2026-10-21">21 Oct 2026</time><article><p class="ver">v3.2</p><h2>Dark mode</h2><p>A full dark theme that follows your system setting.</p><ul><li><span class="kind new">New</span>Dark theme</li><li><span class="kind imp">Improved</span>Higher-contrast charts</li></ul></article></li>
    </ol>
  </main>
  ${siteFooter("Beacon Analytics")}
</div>`,
    css: `${PAGE}
$root .intro { padding: clamp(2rem, 6vw, 4rem) 0 2rem; }
$root .h1 { margin: 0 0 0.5rem; font-size: clamp(2rem, 5vw, 3rem); }
$root .intro p { margin: 0; color: var(--muted); }
$root .releases { margin: 0; padding: 0 0 3rem; list-style: none; }
$root .release { display: grid; grid-template-columns: 9rem 1fr; gap: 2rem; padding: 2rem 0; border-top: 1px solid var(--border); }
$root .release time { position: sticky; top: 1rem; align-self: start; color: var(--muted); font-weight: 650; font-size: 0.9rem; }
$root .ver { display: inline-block; margin: 0 0 0.5rem; padding: 0.15rem 0.55rem; border-radius: 999px; background: var(--soft); color: var(--accent); font-weight: 800; font-size: 0.8rem; }
$root .release h2 { margin: 0 0 0.5rem; font-size: 1.4rem; }
$root .release article > p:not(.ver) { margin: 0 0 1rem; color: var(--muted); }
$root .release ul { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root .release li { display: flex; align-items: baseline; gap: 0.75rem; }
$root .kind { flex: none; width: 5.5rem; padding: 0.1rem 0; border-radius: 0.375rem; font-size: 0.75rem; font-weight: 800; text-align: center; }
$root .new { background: #dcfce7; color: #166534; }
$root .imp { background: #dbeafe; color: #1e40af; }
$root .fix { background: #fef3c7; color: #92400e; }
@media (max-width: 40rem) {
  $root .release { grid-template-columns: 1fr; gap: 0.5rem; }
  $root .release time { position: static; }
}`,
  }),
  page({
    id: "portfolio-page", category: "portfolios", difficulty: "med",
    title: "Designer portfolio page",
    description: "A personal portfolio: a big typographic introduction, availability badge, a case-study grid with coloured project tiles and roles, a services list and an email call to action.",
    tags: ["portfolio", "personal", "designer", "case-studies", "freelance"],
    html: `
<div class="$name">
  <header class="top wrap"><a class="name" href="/">Ines Carvalho</a><nav aria-label="Main"><a href="/work">Work</a><a href="/about">About</a><a href="mailto:ines@example.com">Email</a></nav></header>
  <main class="wrap">
    <section class="intro"><p class="avail"><span class="live" aria-hidden="true"></span>Available from January</p><h1 class="h1">I design calm, useful products for health and climate teams.</h1></section>
    <section aria-labelledby="$name-work">
      <h2 id="$name-work" class="h2">Selected work</h2>
      <ul class="work">
        <li class="case c1"><a href="/work/tidal"><span class="role">Product design · 2026</span><strong>Tidal Health</strong><span>Booking flow used by 2M patients</span></a></li>
        <li class="case c2"><a href="/work/verde"><span class="role">Brand and web · 2025</span><strong>Verde Grid</strong><span>Energy dashboard for co-ops</span></a></li>
        <li class="case c3"><a href="/work/nest"><span class="role">Design system · 2025</span><strong>Nest</strong><span>60 components, 4 platforms</span></a></li>
        <li class="case c4"><a href="/work/ferry"><span class="role">Mobile app · 2024</span><strong>Ferry</strong><span>Island timetables, offline first</span></a></li>
      </ul>
    </section>
    <section class="services" aria-labelledby="$name-services"><h2 id="$name-services" class="h2">Services</h2><ul><li>Product design</li><li>Design systems</li><li>Research and testing</li><li>Workshops</li></ul></section>
    <section class="contact"><h2 class="h2">Have a project in mind?</h2><a class="btn btn--primary" href="mailto:ines@example.com">ines@example.com</a></section>
  </main>
</div>`,
    css: `${PAGE}
$root .top { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 1rem; padding: 1.5rem 0; }
$root .name { font-weight: 800; text-decoration: none; }
$root .top nav { display: flex; gap: 1.25rem; }
$root .top nav a { color: var(--muted); text-decoration: none; font-weight: 600; }
$root .top nav a:hover { color: var(--accent); }
$root .intro { padding: clamp(2rem, 8vw, 6rem) 0 clamp(2rem, 6vw, 4rem); }
$root .avail { display: inline-flex; align-items: center; gap: 0.5rem; margin: 0 0 1.25rem; padding: 0.3rem 0.8rem; border: 1px solid var(--border); border-radius: 999px; font-size: 0.875rem; font-weight: 600; }
$root .live { width: 0.55rem; height: 0.55rem; border-radius: 50%; background: #16a34a; box-shadow: 0 0 0 3px rgb(22 163 74 / 0.25); }
$root .h1 { max-width: 20ch; margin: 0; font-size: clamp(2.25rem, 6.5vw, 4.5rem); line-height: 1.04; letter-spacing: -0.035em; }
$root .h2 { margin: 0 0 1.25rem; font-size: 1.4rem; }
$root .work { display: grid; grid-template-columns: repeat(2, 1fr); gap: 1.25rem; margin: 0 0 3.5rem; padding: 0; list-style: none; }
$root .case a { display: grid; align-content: end; gap: 0.25rem; min-height: 16rem; padding: 1.5rem; border-radius: 1.25rem; color: #fff; text-decoration: none; transition: transform 0.25s; }
$root .case a:hover { transform: translateY(-4px); }
$root .case strong { font-size: 1.6rem; }
$root .case .role { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; opacity: 0.85; }
$root .c1 a { background: linear-gradient(150deg, #0e7490, #164e63); }
$root .c2 a { background: linear-gradient(150deg, #4d7c0f, #1a2e05); }
$root .c3 a { background: linear-gradient(150deg, var(--accent), color-mix(in srgb, var(--accent) 40%, #000)); }
$root .c4 a { background: linear-gradient(150deg, #9a3412, #431407); }
$root .services ul { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0 0 3.5rem; padding: 0; list-style: none; }
$root .services li { padding: 0.6rem 1.1rem; border: 1px solid var(--border); border-radius: 999px; font-weight: 600; }
$root .contact { display: grid; justify-items: start; gap: 0.5rem; padding: 2.5rem 0 4rem; border-top: 1px solid var(--border); }
@media (max-width: 44rem) {
  $root .work { grid-template-columns: 1fr; }
}`,
  }),
  page({
    id: "contact-page", category: "contact", difficulty: "med",
    title: "Contact page",
    description: "A contact page with office cards (address, hours, phone), a drawn map, and a message form with topic, validation and an inline confirmation that does not leave the page.",
    tags: ["contact", "form", "office", "support", "map"],
    html: `
<div class="$name">
  ${siteHeader("Northbeam", ["Product", "Pricing", "Contact"], { href: "/login", label: "Sign in" })}
  <main class="wrap grid">
    <section class="info" aria-labelledby="$name-title">
      <h1 class="h1" id="$name-title">Get in touch</h1>
      <p class="lead">Questions about plans, security or partnerships? We reply within a day.</p>
      <div class="office"><h2>Lisbon</h2><p>Rua das Flores 28, 1200-195 Lisboa</p><p>Mon–Fri, 9:00–18:00 WET</p><p><a href="tel:+351210000000">+351 21 000 0000</a></p></div>
      <div class="office"><h2>Toronto</h2><p>120 Adelaide St W, Toronto ON</p><p>Mon–Fri, 9:00–17:00 ET</p><p><a href="tel:+14165550100">+1 416 555 0100</a></p></div>
      <div class="map" aria-hidden="true"><span class="pin"></span></div>
    </section>
    <form class="form" action="/contact" method="post" novalidate>
      <div class="field"><label for="$name-name">Your name</label><input id="$name-name" name="name" autocomplete="name" required></div>
      <div class="field"><label for="$name-email">Email</label><input id="$name-email" type="email" name="email" autocomplete="email" required></div>
      <div class="field"><label for="$name-topic">Topic</label><select id="$name-topic" name="topic"><option>Sales</option><option>Support</option><option>Partnerships</option></select></div>
      <div class="field"><label for="$name-msg">Message</label><textarea id="$name-msg" name="message" rows="5" required></textarea></div>
      <button type="submit" class="btn btn--primary">Send message</button>
      <p class="result" role="status"></p>
    </form>
  </main>
  ${siteFooter("Northbeam")}
</div>`,
    css: `${PAGE}
$root .grid { display: grid; grid-template-columns: 1fr 1fr; gap: clamp(1.5rem, 5vw, 4rem); padding: clamp(2rem, 6vw, 4rem) 0; }
$root .h1 { margin: 0 0 0.75rem; font-size: clamp(2rem, 5vw, 3rem); }
$root .lead { margin: 0 0 1.5rem; color: var(--muted); font-size: 1.1rem; }
$root .office { padding: 1rem 0; border-top: 1px solid var(--border); }
$root .office h2 { margin: 0 0 0.25rem; font-size: 1.05rem; }
$root .office p { margin: 0; color: var(--muted); }
$root .office a { color: var(--accent); }
$root .map { position: relative; height: 10rem; margin-top: 1rem; border-radius: 1rem; background: linear-gradient(var(--border) 1px, transparent 1px) 0 0 / 1.5rem 1.5rem, linear-gradient(90deg, var(--border) 1px, transparent 1px) 0 0 / 1.5rem 1.5rem, linear-gradient(120deg, transparent 45%, color-mix(in srgb, var(--accent-2) 35%, transparent) 45% 55%, transparent 55%), var(--soft); }
$root .pin { position: absolute; top: 40%; left: 55%; width: 1.25rem; height: 1.25rem; border-radius: 50% 50% 50% 0; background: var(--accent); transform: rotate(-45deg); }
$root .form { display: grid; align-content: start; gap: 1rem; padding: 1.75rem; border: 1px solid var(--border); border-radius: 1.25rem; background: var(--surface); }
$root .field { display: grid; gap: 0.375rem; }
$root .field label { font-weight: 600; font-size: 0.9rem; }
$root .field input, $root .field select, $root .field textarea { min-height: 2.75rem; padding: 0.5rem 0.875rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--bg); color: var(--text); font: inherit; }
$root [aria-invalid="true"] { border-color: #dc2626 !important; }
$root .result { min-height: 1.25rem; margin: 0; font-weight: 650; }
@media (max-width: 48rem) {
  $root .grid { grid-template-columns: 1fr; }
}`,
    js: `
// Checks required fields on submit and confirms inline instead of navigating away.
function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".form")!;
  const result = root.querySelector<HTMLElement>(".result")!;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[required]")];
    const invalid = fields.filter((f) => !f.checkValidity());
    fields.forEach((f) => f.setAttribute("aria-invalid", String(invalid.includes(f))));
    if (invalid.length > 0) {
      result.textContent = \`Please check \${invalid.length} field\${invalid.length === 1 ? "" : "s"}.\`;
      invalid[0]!.focus();
      return;
    }
    result.textContent = "Thanks! We’ll be in touch within one working day.";
    form.reset();
  };
  form.addEventListener("submit", onSubmit);
  return () => form.removeEventListener("submit", onSubmit);
}`,
  }),
  page({
    id: "not-found-page", category: "error-pages", difficulty: "easy",
    title: "404 not found page",
    description: "A friendly 404 page with a large drawn “404”, a plain explanation, a site search box, links to popular sections and a way home, centred on a soft background.",
    tags: ["404", "error-page", "not-found", "search", "empty-state"],
    html: `
<div class="$name">
  <main class="box">
    <p class="code" aria-hidden="true"><span>4</span><span class="o"></span><span>4</span></p>
    <h1 class="h1">We can’t find that page</h1>
    <p class="lead">The link may be broken, or the page may have moved. Try a search or one of these instead.</p>
    <form class="search" action="/search" role="search">
      <label class="sr-only" for="$name-q">Search the site</label>
      <input id="$name-q" type="search" name="q" placeholder="Search the site">
      <button type="submit" class="btn btn--primary" aria-label="Search">${ICONS.search}</button>
    </form>
    <ul class="links"><li><a href="/docs">Documentation</a></li><li><a href="/blog">Blog</a></li><li><a href="/support">Support</a></li></ul>
    <a class="home" href="/">${ICONS.arrow}Back to the home page</a>
  </main>
</div>`,
    css: `${PAGE}
$root { display: grid; place-items: center; padding: 2rem 1.25rem; background: radial-gradient(circle at 50% 0%, var(--soft), var(--bg) 60%); }
$root .box { display: grid; justify-items: center; gap: 1rem; max-width: 34rem; text-align: center; }
$root .code { display: flex; align-items: center; gap: 0.5rem; margin: 0; font-size: clamp(5rem, 22vw, 9rem); font-weight: 900; line-height: 1; color: var(--accent); }
$root .o { width: 0.75em; height: 0.75em; border: 0.14em solid var(--accent-2); border-radius: 50%; }
$root .h1 { margin: 0; font-size: clamp(1.6rem, 4vw, 2.25rem); }
$root .lead { margin: 0; color: var(--muted); }
$root .search { display: flex; gap: 0.5rem; width: min(100%, 24rem); }
$root .search input { flex: 1; min-width: 0; min-height: 2.75rem; padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.75rem; background: var(--surface); color: var(--text); font: inherit; }
$root .search .btn { padding: 0 0.875rem; }
$root .links { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root .links a { display: block; padding: 0.4rem 0.9rem; border: 1px solid var(--border); border-radius: 999px; text-decoration: none; font-weight: 600; }
$root .links a:hover { border-color: var(--accent); color: var(--accent); }
$root .home { display: inline-flex; align-items: center; gap: 0.5rem; color: var(--accent); font-weight: 700; text-decoration: none; }
$root .home svg { transform: scaleX(-1); }`,
  }),
];
