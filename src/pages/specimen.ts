// A design system's lab: a specimen page of its palette, type scale, spacing, fonts and a few components in its theme.
import type { CatalogResource } from "../catalog/reader.ts";
import { type TokenSet, designTokens, safeCssValue, themeRoles } from "../catalog/tokens/read.ts";
import type { Token } from "../catalog/tokens/token.ts";
import { bodyOf, escapeHtml, inlineScript, inlineStyle } from "./pages.ts";

/** Reads one snippet's code, or undefined when the resource has no such target. */
export type CodeOf = (target: string) => string | undefined;

const DEFAULT_SCALE = [
  ["Display", "2.488rem"],
  ["Heading 1", "2.074rem"],
  ["Heading 2", "1.728rem"],
  ["Heading 3", "1.44rem"],
  ["Large", "1.2rem"],
  ["Body", "1rem"],
  ["Small", "0.833rem"],
] as const;

const SPECIMEN_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: var(--ds-bg); color: var(--ds-fg); font: 16px/1.55 var(--ds-font); }
.spec { max-width: 68rem; margin: 0 auto; padding: clamp(1.25rem, 4vw, 3rem); }
.spec header { padding-bottom: 1.5rem; border-bottom: 1px solid var(--ds-line); }
.spec .eyebrow { margin: 0; text-transform: uppercase; letter-spacing: .12em; font-size: .75rem; color: var(--ds-accent); font-weight: 600; }
.spec h1 { margin: .25rem 0 .5rem; font-size: clamp(1.8rem, 5vw, 2.6rem); line-height: 1.1; }
.spec header p { margin: 0; max-width: 42rem; color: var(--ds-muted); }
.spec section { padding: 1.75rem 0; border-bottom: 1px solid var(--ds-line); }
.spec h2 { margin: 0 0 1rem; font-size: 1.05rem; letter-spacing: .02em; }
.spec .note { margin: -.5rem 0 1rem; font-size: .85rem; color: var(--ds-muted); }
.spec code { font: .8rem/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--ds-muted); overflow-wrap: anywhere; }
.swatches { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 1rem; }
.swatches li { display: grid; gap: .2rem; font-size: .85rem; }
.chip { height: 4.5rem; border-radius: .75rem; border: 1px solid var(--ds-line); }
.type-row { display: grid; grid-template-columns: minmax(7rem, 11rem) 1fr; gap: 1rem; align-items: baseline; padding: .35rem 0; }
.type-row span:last-child { line-height: 1.2; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.space-row { display: grid; grid-template-columns: minmax(7rem, 11rem) 1fr; gap: 1rem; align-items: center; padding: .3rem 0; }
.bar { display: block; height: .9rem; min-width: 1px; max-width: 100%; border-radius: 2px; background: var(--ds-accent); }
.radii, .fonts { display: flex; flex-wrap: wrap; gap: 1.25rem; }
.radius { width: 4.5rem; height: 4.5rem; border: 2px solid var(--ds-accent); background: var(--ds-surface); }
.fonts div { min-width: 12rem; } .fonts .sample { font-size: 1.6rem; }
.samples { display: flex; flex-wrap: wrap; gap: 1.25rem; align-items: flex-start; }
.s-btn { font: 600 .95rem/1 var(--ds-font); padding: .75rem 1.2rem; border-radius: var(--ds-radius); border: 2px solid var(--ds-accent); background: var(--ds-accent); color: var(--ds-bg); cursor: pointer; }
.s-btn--ghost { background: transparent; color: var(--ds-accent); }
.s-btn:focus-visible, .s-field input:focus-visible { outline: 3px solid var(--ds-accent); outline-offset: 2px; }
.s-field { display: grid; gap: .35rem; font-size: .85rem; min-width: 14rem; }
.s-field input { font: inherit; font-size: 1rem; padding: .6rem .75rem; border-radius: var(--ds-radius); border: 1px solid var(--ds-line); background: var(--ds-surface); color: var(--ds-fg); }
.s-card { flex: 1 1 16rem; max-width: 22rem; padding: 1.25rem; border-radius: calc(var(--ds-radius) * 2); background: var(--ds-surface); border: 1px solid var(--ds-line); }
.s-card h3 { margin: 0 0 .35rem; font-size: 1.1rem; } .s-card p { margin: 0 0 1rem; color: var(--ds-muted); font-size: .92rem; }
.s-badge { display: inline-block; padding: .2rem .6rem; border-radius: 999px; font-size: .75rem; font-weight: 600; background: color-mix(in srgb, var(--ds-accent) 18%, transparent); color: var(--ds-accent); }
.own { padding: 1rem 0; }
details summary { cursor: pointer; } details table { border-collapse: collapse; margin-top: .75rem; font-size: .85rem; }
details td { padding: .25rem 1rem .25rem 0; vertical-align: top; }
`;

const row = (cls: string, label: string, value: string, visual: string) =>
  `<div class="${cls}"><span><b>${escapeHtml(label)}</b><br><code>${escapeHtml(value)}</code></span>${visual}</div>`;

const style = (declarations: string) => ` style="${escapeHtml(declarations)}"`;

function palette(colors: Token[]): string {
  if (colors.length === 0) return "";
  const items = colors
    .slice(0, 48)
    .map(
      (c) =>
        `<li><span class="chip"${style(`background: ${safeCssValue(c.css)}`)}></span><b>${escapeHtml(c.name)}</b><code>${escapeHtml(c.css)}</code></li>`,
    );
  return `<section aria-labelledby="palette"><h2 id="palette">Palette</h2><ul class="swatches">${items.join("")}</ul></section>`;
}

function typeScale(sizes: Token[]): string {
  const rows =
    sizes.length > 0
      ? sizes
          .slice(0, 16)
          .map((t) => row("type-row", t.name, t.css, `<span${style(`font-size: ${safeCssValue(t.css)}`)}>The quick brown fox jumps</span>`))
      : DEFAULT_SCALE.map(([name, size]) =>
          row("type-row", name, size, `<span${style(`font-size: ${size}`)}>The quick brown fox jumps</span>`),
        );
  const note = sizes.length > 0 ? "" : `<p class="note">No font-size tokens: a 1.2 ratio scale, set in the theme's font and colours.</p>`;
  return `<section aria-labelledby="type"><h2 id="type">Type scale</h2>${note}${rows.join("")}</section>`;
}

function spacing(space: Token[]): string {
  if (space.length === 0) return "";
  const rows = space
    .slice(0, 24)
    .map((t) => row("space-row", t.name, t.css, `<span class="bar"${style(`width: ${safeCssValue(t.css)}`)}></span>`));
  return `<section aria-labelledby="spacing"><h2 id="spacing">Spacing</h2>${rows.join("")}</section>`;
}

function radiiAndFonts(set: TokenSet): string {
  const radii = set.radii
    .slice(0, 12)
    .map((t) => `<div><div class="radius"${style(`border-radius: ${safeCssValue(t.css)}`)}></div><code>${escapeHtml(t.name)}</code></div>`);
  const fonts = set.fonts
    .slice(0, 8)
    .map(
      (t) =>
        `<div><div class="sample"${style(`font-family: ${safeCssValue(t.css)}`)}>Aa Bb Gg 0123</div><code>${escapeHtml(t.name)}: ${escapeHtml(t.css)}</code></div>`,
    );
  return [
    radii.length ? `<section aria-labelledby="radii"><h2 id="radii">Radii</h2><div class="radii">${radii.join("")}</div></section>` : "",
    fonts.length ? `<section aria-labelledby="fonts"><h2 id="fonts">Fonts</h2><div class="fonts">${fonts.join("")}</div></section>` : "",
  ].join("");
}

const SAMPLES = `<div class="samples">
<button class="s-btn" type="button">Primary action</button><button class="s-btn s-btn--ghost" type="button">Secondary</button>
<label class="s-field">Email address<input type="email" placeholder="you@example.com"></label>
<article class="s-card"><span class="s-badge">New</span><h3>Card title</h3><p>Surfaces, text and accents from the theme's tokens.</p><button class="s-btn" type="button">Continue</button></article>
</div>`;

/** The theme's roles as custom properties; fallbacks where the tokens name no background, text or accent. */
function themeVariables(set: TokenSet | undefined): string {
  const roles = themeRoles(set?.colors ?? []);
  const pick = (v: string | undefined, fallback: string) => (v !== undefined ? safeCssValue(v) : undefined) ?? fallback;
  const bg = pick(roles.bg, "#ffffff");
  const fg = pick(roles.fg, "#15171c");
  const accent = pick(roles.accent, "#4f46e5");
  const font = pick(set?.fonts[0]?.css, `system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`);
  const radius = pick(set?.radii[0]?.css, ".5rem");
  return `:root { --ds-bg: ${bg}; --ds-fg: ${fg}; --ds-accent: ${accent}; --ds-font: ${font}; --ds-radius: ${radius};
  --ds-muted: color-mix(in srgb, var(--ds-fg) 68%, var(--ds-bg)); --ds-line: color-mix(in srgb, var(--ds-fg) 16%, var(--ds-bg));
  --ds-surface: color-mix(in srgb, var(--ds-fg) 6%, var(--ds-bg)); }`;
}

/** Every token read, for reference, folded away. */
function tokenTable(set: TokenSet): string {
  const rows = set.all
    .slice(0, 300)
    .map((t) => `<tr><td><code>${escapeHtml(t.name)}</code></td><td><code>${escapeHtml(t.css)}</code></td></tr>`);
  return `<section aria-labelledby="all"><h2 id="all">All tokens</h2><details><summary>${set.all.length} tokens from the ${escapeHtml(set.source)} snippet</summary><table>${rows.join("")}</table></details></section>`;
}

export function specimenDocument(resource: CatalogResource, code: CodeOf): string {
  const set = designTokens(code);
  const css = code("css");
  const html = code("html");
  const js = code("js");
  const title = escapeHtml(resource.title);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}: specimen</title>
<style>${themeVariables(set)}${SPECIMEN_CSS}</style>
${css === undefined ? "" : inlineStyle(css)}
</head>
<body>
<main class="spec">
<header><p class="eyebrow">Design system</p><h1>${title}</h1><p>${escapeHtml(resource.description)}</p></header>
${set ? palette(set.colors) : ""}
${typeScale(set?.sizes ?? [])}
${set ? spacing(set.spacing) + radiiAndFonts(set) : ""}
<section aria-labelledby="components"><h2 id="components">Components in this theme</h2>${SAMPLES}</section>
${html === undefined ? "" : `<section aria-labelledby="own"><h2 id="own">From the design system's own markup</h2><div class="own">${bodyOf(html)}</div></section>`}
${set ? tokenTable(set) : ""}
</main>
${js === undefined ? "" : inlineScript(js)}
</body>
</html>
`;
}
