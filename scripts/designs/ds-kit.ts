// Design-system themes: each palette becomes a named token set (colour, type, radius, spacing, shadow, motion)
// whose custom-property names follow Tailwind v4's namespaces, so the derived tokens.json, @theme and Sass agree.
import type { Design, Palette } from "./kit.ts";

const THEME_NAMES: Record<string, string> = {
  indigo: "Nimbus", emerald: "Meadow", rose: "Blossom", amber: "Harvest", sky: "Horizon", violet: "Orchid",
  teal: "Lagoon", graphite: "Granite", coral: "Reef", sage: "Fern", midnight: "Nocturne", obsidian: "Onyx",
  aurora: "Borealis", plum: "Velvet", ocean: "Abyss", ember: "Cinder",
};

/** Local font stacks only: no web fonts, so specimens render offline. */
const TYPE = [
  { name: "system", sans: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', display: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  { name: "humanist", sans: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", sans-serif', display: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", sans-serif' },
  { name: "geometric", sans: 'Avenir, Montserrat, Corbel, "URW Gothic", sans-serif', display: 'Avenir, Montserrat, Corbel, "URW Gothic", sans-serif' },
  { name: "editorial", sans: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', display: '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, Georgia, serif' },
];
const SHAPES = [
  { name: "soft", sm: "0.375rem", md: "0.625rem", lg: "1rem" },
  { name: "sharp", sm: "2px", md: "4px", lg: "6px" },
  { name: "round", sm: "0.5rem", md: "0.875rem", lg: "1.5rem" },
];
const SCALES = [1.2, 1.25, 1.333];

const rem = (n: number) => `${Math.round(n * 1000) / 1000}rem`;

/** The token set of one theme; the design-system resources put these on their root. */
export function themeTokens(p: Palette, index: number): Record<string, string> {
  const type = TYPE[index % TYPE.length]!;
  const shape = SHAPES[index % SHAPES.length]!;
  const ratio = SCALES[index % SCALES.length]!;
  const step = (n: number) => rem(ratio ** n);
  const shadow = p.dark ? "0 0 0" : "15 23 42";
  return {
    "--color-bg": p.bg, "--color-surface": p.surface, "--color-soft": p.soft, "--color-text": p.text,
    "--color-muted": p.muted, "--color-border": p.border, "--color-primary": p.accent, "--color-on-primary": p.onAccent,
    "--color-secondary": p.accent2, "--color-success": p.dark ? "#4ade80" : "#15803d", "--color-warning": p.dark ? "#fbbf24" : "#b45309",
    "--color-danger": p.dark ? "#f87171" : "#b91c1c",
    "--font-sans": type.sans, "--font-display": type.display, "--font-mono": 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    "--text-xs": "0.75rem", "--text-sm": "0.875rem", "--text-base": "1rem", "--text-lg": step(1), "--text-xl": step(2), "--text-2xl": step(3), "--text-3xl": step(4),
    "--font-weight-regular": "400", "--font-weight-medium": "550", "--font-weight-bold": index % 2 ? "700" : "750",
    "--leading-tight": "1.15", "--leading-normal": "1.55",
    "--radius-sm": shape.sm, "--radius-md": shape.md, "--radius-lg": shape.lg, "--radius-full": "9999px",
    "--spacing-1": "0.25rem", "--spacing-2": "0.5rem", "--spacing-3": "0.75rem", "--spacing-4": "1rem", "--spacing-6": "1.5rem", "--spacing-8": "2rem",
    "--shadow-sm": `0 1px 2px rgb(${shadow} / ${p.dark ? 0.5 : 0.08})`,
    "--shadow-md": `0 4px 12px rgb(${shadow} / ${p.dark ? 0.45 : 0.1}), 0 1px 3px rgb(${shadow} / ${p.dark ? 0.4 : 0.08})`,
    "--ease-out": "cubic-bezier(0.2, 0.8, 0.2, 1)", "--duration-fast": "150ms", "--duration-base": "250ms",
  };
}

export const themeName = (p: Palette): string => THEME_NAMES[p.key] ?? p.label;

/** Shared opening rules for specimens: everything reads the theme's tokens. */
export const DS_BASE = `
$root { min-height: 100vh; padding: clamp(1.25rem, 4vw, 3rem); background: var(--color-bg); color: var(--color-text); font-family: var(--font-sans); font-size: var(--text-base); line-height: var(--leading-normal); }
$root, $root *, $root *::before, $root *::after { box-sizing: border-box; }
$root :focus-visible { outline: 2px solid var(--color-primary); outline-offset: 2px; }
$root .ds-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: var(--spacing-2); margin-bottom: var(--spacing-8); padding-bottom: var(--spacing-4); border-bottom: 1px solid var(--color-border); }
$root .ds-title { margin: 0; font-family: var(--font-display); font-size: var(--text-3xl); font-weight: var(--font-weight-bold); line-height: var(--leading-tight); letter-spacing: -0.02em; }
$root .ds-sub { margin: 0; color: var(--color-muted); }
$root .ds-section { margin-bottom: var(--spacing-8); }
$root .ds-h { margin: 0 0 var(--spacing-4); font-size: var(--text-sm); font-weight: var(--font-weight-bold); letter-spacing: 0.08em; text-transform: uppercase; color: var(--color-muted); }
$root .btn { display: inline-flex; align-items: center; justify-content: center; gap: var(--spacing-2); min-height: 2.5rem; padding: 0 var(--spacing-4); border: 1px solid var(--color-border); border-radius: var(--radius-md); background: var(--color-surface); color: var(--color-text); font: inherit; font-weight: var(--font-weight-medium); text-decoration: none; cursor: pointer; transition: background-color var(--duration-fast) var(--ease-out), box-shadow var(--duration-fast) var(--ease-out); }
$root .btn:hover { box-shadow: var(--shadow-sm); }
$root .btn--primary { border-color: var(--color-primary); background: var(--color-primary); color: var(--color-on-primary); }
$root .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (prefers-reduced-motion: reduce) {
  $root *, $root *::before, $root *::after { transition: none !important; animation: none !important; }
}
`;

/** How a theme differs from its siblings, in words and tags. */
export const themeNote = (p: Palette, index: number): string =>
  `${themeName(p)} theme: ${p.look}, ${TYPE[index % TYPE.length]!.name} type on a ${SCALES[index % SCALES.length]} scale, ${SHAPES[index % SHAPES.length]!.name} corners${p.dark ? ", dark mode" : ""}.`;

export const themeTags = (p: Palette, index: number): string[] =>
  [themeName(p).toLowerCase(), `${TYPE[index % TYPE.length]!.name}-type`, `${SHAPES[index % SHAPES.length]!.name}-corners`];

export const designSystem = (d: Omit<Design, "kind" | "tokens" | "themeName" | "tech"> & { tech?: string }): Design => ({
  kind: "design-system", tech: "CSS Variables", tokens: themeTokens, themeName, variantNote: themeNote, variantTags: themeTags, ...d,
  description: `${d.description} Tokens ship as W3C design-tokens JSON, a Tailwind v4 @theme and Sass variables.`,
});

export const dsHead = (title: string, sub: string) => `<header class="ds-head"><h1 class="ds-title">${title}</h1><p class="ds-sub">${sub}</p></header>`;
