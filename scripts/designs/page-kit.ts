// Pieces shared by the page designs: a site header whose links scroll sideways on phones, a small footer, page defaults.
import { BASE, CALM, SR_ONLY, type Design } from "./kit.ts";

export const page = (d: Omit<Design, "kind">): Design => ({ kind: "page", ...d });

export const siteHeader = (brand: string, links: string[], cta: { href: string; label: string }) => `
  <header class="site">
    <a class="brand" href="/"><span class="brand-mark" aria-hidden="true"></span>${brand}</a>
    <nav class="site-nav" aria-label="Main">
      <ul>${links.map((l, i) => `<li><a href="/${l.toLowerCase().replace(/\s+/g, "-")}"${i === 0 ? ' aria-current="page"' : ""}>${l}</a></li>`).join("")}</ul>
    </nav>
    <a class="site-cta" href="${cta.href}">${cta.label}</a>
  </header>`;

export const siteFooter = (brand: string) => `
  <footer class="site-foot">
    <p>© 2026 ${brand}</p>
    <ul><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li><li><a href="/contact">Contact</a></li></ul>
  </footer>`;

/** Page defaults: fills the window, the shared header and footer, a centred content width. */
export const PAGE = `${BASE}${SR_ONLY}
$root { min-height: 100vh; background: var(--bg); color: var(--text); }
$root a { color: inherit; }
$root .wrap { width: min(100% - 2.5rem, 72rem); margin-inline: auto; }
$root .site { display: flex; align-items: center; gap: 1.5rem; width: min(100% - 2.5rem, 72rem); margin-inline: auto; padding: 1rem 0; }
$root .brand { display: flex; align-items: center; gap: 0.5rem; font-weight: 800; font-size: 1.1rem; text-decoration: none; white-space: nowrap; }
$root .brand-mark { width: 1.6rem; height: 1.6rem; border-radius: 0.45rem; background: linear-gradient(135deg, var(--accent), var(--accent-2)); }
$root .site-nav { flex: 1; min-width: 0; overflow-x: auto; }
$root .site-nav ul { display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
$root .site-nav a { display: block; padding: 0.5rem 0.75rem; border-radius: 0.5rem; color: var(--muted); font-weight: 550; text-decoration: none; white-space: nowrap; }
$root .site-nav a:hover { background: var(--soft); color: var(--text); }
$root .site-nav a[aria-current="page"] { color: var(--accent); }
$root .site-cta { padding: 0.55rem 1rem; border-radius: 0.625rem; background: var(--accent); color: var(--on-accent); font-weight: 650; text-decoration: none; white-space: nowrap; }
$root .site-foot { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 1rem; width: min(100% - 2.5rem, 72rem); margin: 0 auto; padding: 2rem 0; border-top: 1px solid var(--border); color: var(--muted); font-size: 0.9rem; }
$root .site-foot p { margin: 0; }
$root .site-foot ul { display: flex; gap: 1.25rem; margin: 0; padding: 0; list-style: none; }
$root .site-foot a { text-decoration: none; }
$root .site-foot a:hover { color: var(--accent); }
$root .btn { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: 0 1.25rem; border: 1px solid var(--border); border-radius: 0.75rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 650; text-decoration: none; cursor: pointer; }
$root .btn--primary { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }
@media (max-width: 40rem) {
  $root .site { flex-wrap: wrap; gap: 0.75rem; }
  $root .site-nav { order: 3; flex-basis: 100%; }
  $root .brand { margin-right: auto; }
}
${CALM}`;
