// The design kit behind the default catalog: palettes, the Design shape, and how one design expands into variants.
//
// A design is markup, CSS and (optionally) behaviour written once with two placeholders: `$root` (the root's
// class selector, `.slug`) and `$name` (the slug itself, for ids and keyframe names). Each variant is the same
// design under another palette: its own slug, title, description and tags, and its colours as custom properties
// on the root, so variants differ visibly while the markup stays the design's own.
import type { Difficulty, Kind } from "../../src/catalog/model.ts";

export interface Palette {
  key: string;
  label: string;
  dark: boolean;
  /** How the variant reads, for its description: "deep green actions on a white surface". */
  look: string;
  tags: string[];
  stage: string;
  bg: string;
  surface: string;
  soft: string;
  text: string;
  muted: string;
  border: string;
  accent: string;
  onAccent: string;
  accent2: string;
}

const light = (p: Omit<Palette, "dark" | "stage" | "bg" | "surface" | "text" | "muted" | "border"> & Partial<Palette>): Palette => ({
  dark: false, stage: "#eef0f4", bg: "#ffffff", surface: "#f8fafc", text: "#0f172a", muted: "#475569", border: "#dde3ea", ...p,
});
const dark = (p: Omit<Palette, "dark"> & Partial<Palette>): Palette => ({ dark: true, ...p });

/** Sixteen palettes: ten light, six dark. Text and accent pairs meet WCAG AA (checked by the palette test). */
export const PALETTES: Palette[] = [
  light({ key: "indigo", label: "Indigo", look: "indigo actions on a white surface", tags: ["indigo", "blue", "light"], soft: "#eef2ff", accent: "#4f46e5", onAccent: "#ffffff", accent2: "#0891b2" }),
  light({ key: "emerald", label: "Emerald", look: "deep green actions on a white surface", tags: ["emerald", "green", "light"], soft: "#ecfdf5", accent: "#047857", onAccent: "#ffffff", accent2: "#d97706" }),
  light({ key: "rose", label: "Rose", look: "rose-red actions on a warm white surface", tags: ["rose", "red", "pink", "light"], bg: "#fffbfb", soft: "#fff1f2", accent: "#be123c", onAccent: "#ffffff", accent2: "#7c3aed" }),
  light({ key: "amber", label: "Amber", look: "amber and brown tones on cream", tags: ["amber", "orange", "warm", "light"], bg: "#fffdf7", surface: "#fdf8ec", soft: "#fef3c7", text: "#292012", muted: "#6b5a3e", border: "#eadfc8", accent: "#b45309", onAccent: "#ffffff", accent2: "#0f766e" }),
  light({ key: "sky", label: "Sky", look: "clear sky-blue actions on white", tags: ["sky", "blue", "light", "fresh"], soft: "#e0f2fe", accent: "#0369a1", onAccent: "#ffffff", accent2: "#db2777" }),
  light({ key: "violet", label: "Violet", look: "violet actions with pink highlights", tags: ["violet", "purple", "light"], soft: "#f5f3ff", accent: "#6d28d9", onAccent: "#ffffff", accent2: "#db2777" }),
  light({ key: "teal", label: "Teal", look: "teal actions with orange highlights", tags: ["teal", "cyan", "light"], soft: "#f0fdfa", accent: "#0f766e", onAccent: "#ffffff", accent2: "#c2410c" }),
  light({ key: "graphite", label: "Graphite", look: "monochrome graphite, black actions on white", tags: ["monochrome", "neutral", "minimal", "light"], stage: "#e9eaec", soft: "#f1f5f9", accent: "#18181b", onAccent: "#ffffff", accent2: "#52525b" }),
  light({ key: "coral", label: "Coral", look: "coral-orange actions on soft peach", tags: ["coral", "orange", "warm", "light"], bg: "#fffaf7", surface: "#fff4ee", soft: "#ffedd5", text: "#2a1710", muted: "#6e4c3d", border: "#f3dccf", accent: "#c2410c", onAccent: "#ffffff", accent2: "#0e7490" }),
  light({ key: "sage", label: "Sage", look: "muted sage greens on paper", tags: ["sage", "green", "calm", "light"], bg: "#fbfcf8", surface: "#f3f6ee", soft: "#e8efdf", text: "#1f2a1c", muted: "#55624f", border: "#dbe3d2", accent: "#3f6212", onAccent: "#ffffff", accent2: "#a16207" }),
  dark({ key: "midnight", label: "Midnight", look: "dark navy with periwinkle actions", tags: ["dark", "navy", "night"], stage: "#060912", bg: "#0b1020", surface: "#131a2e", soft: "#1b2440", text: "#e6e9f5", muted: "#a3abc6", border: "#28324f", accent: "#818cf8", onAccent: "#0b1020", accent2: "#22d3ee" }),
  dark({ key: "obsidian", label: "Obsidian", look: "near-black with golden actions", tags: ["dark", "black", "gold"], stage: "#050505", bg: "#111111", surface: "#1b1b1b", soft: "#262626", text: "#f5f5f5", muted: "#a8a8a8", border: "#313131", accent: "#fbbf24", onAccent: "#111111", accent2: "#f87171" }),
  dark({ key: "aurora", label: "Aurora", look: "deep green-black with mint actions", tags: ["dark", "green", "mint"], stage: "#020a07", bg: "#04140f", surface: "#0a221a", soft: "#103226", text: "#e3fff4", muted: "#9cc9b8", border: "#1a3d30", accent: "#34d399", onAccent: "#04140f", accent2: "#a78bfa" }),
  dark({ key: "plum", label: "Plum", look: "dark plum with orchid actions", tags: ["dark", "purple", "plum"], stage: "#0d0510", bg: "#1a0b1e", surface: "#26122c", soft: "#341a3c", text: "#fbe9ff", muted: "#d0b3d8", border: "#47264f", accent: "#f0abfc", onAccent: "#1a0b1e", accent2: "#fcd34d" }),
  dark({ key: "ocean", label: "Ocean", look: "deep sea blue with bright cyan actions", tags: ["dark", "blue", "ocean"], stage: "#030d16", bg: "#071a2b", surface: "#0d2a42", soft: "#123654", text: "#e0f2fe", muted: "#9ec3dc", border: "#1d4566", accent: "#38bdf8", onAccent: "#071a2b", accent2: "#fb923c" }),
  dark({ key: "ember", label: "Ember", look: "charcoal with ember-orange actions", tags: ["dark", "orange", "warm"], stage: "#0a0604", bg: "#17110d", surface: "#221913", soft: "#2f231a", text: "#fdf0e6", muted: "#c9ad98", border: "#3d2e23", accent: "#fb923c", onAccent: "#17110d", accent2: "#facc15" }),
];

export interface Design {
  /** The family's slug; each variant's slug is `${id}-${palette}`. */
  id: string;
  kind: Kind;
  category: string;
  title: string;
  /** One or two sentences on what it is and how it behaves. */
  description: string;
  difficulty: Difficulty;
  tags: string[];
  tech?: string;
  html: string;
  css: string;
  /** js.ts: defines function mount(root: HTMLElement): () => void. */
  js?: string;
  /** How many palettes it comes in (default by kind). */
  variants?: number;
  /** Extra custom properties per palette, for designs that need more than the shared ones. */
  vars?: (p: Palette) => Record<string, string>;
  /** Design systems: the root's custom properties are these tokens instead of the shared palette names. */
  tokens?: (p: Palette, index: number) => Record<string, string>;
  /** Design systems: a theme name per palette, used in the title instead of the palette's label. */
  themeName?: (p: Palette) => string;
  /** How a variant differs, for its description (default: the palette's look). */
  variantNote?: (p: Palette, index: number) => string;
  /** Tags a variant adds besides its palette's. */
  variantTags?: (p: Palette, index: number) => string[];
}

export interface Variant {
  slug: string;
  design: Design;
  palette: Palette;
  resource: {
    kind: Kind; title: string; description: string; category: string; difficulty: Difficulty; tech: string;
    tags: string[]; license: string; author: string; updatedAt: string;
  };
  files: Record<string, string>;
}

export const AUTHOR = "Resource Catalog contributors";
export const UPDATED_AT = "2026-11-20";
const DEFAULT_VARIANTS: Record<Kind, number> = { component: 14, animation: 13, page: 12, "design-system": 10 };

/** The palettes a design comes in: a window that starts at a different palette for each design. */
export function palettesFor(design: Design, index: number): Palette[] {
  const count = design.variants ?? DEFAULT_VARIANTS[design.kind];
  return Array.from({ length: count }, (_, k) => PALETTES[(index * 5 + k) % PALETTES.length]!);
}

export function paletteVars(p: Palette): Record<string, string> {
  return {
    "--stage": p.stage, "--bg": p.bg, "--surface": p.surface, "--soft": p.soft, "--text": p.text, "--muted": p.muted,
    "--border": p.border, "--accent": p.accent, "--on-accent": p.onAccent, "--accent-2": p.accent2,
    "--shadow": p.dark ? "0 1px 2px rgb(0 0 0 / 0.5), 0 12px 32px rgb(0 0 0 / 0.45)" : "0 1px 2px rgb(15 23 42 / 0.06), 0 12px 32px rgb(15 23 42 / 0.1)",
    "--focus": p.accent,
  };
}

const fill = (text: string, slug: string) => text.replace(/\$root/g, `.${slug}`).replace(/\$name/g, slug);

export function expandDesign(design: Design, index: number): Variant[] {
  return palettesFor(design, index).map((palette) => {
    const slug = `${design.id}-${palette.key}`;
    const vars = design.tokens
      ? { "--stage": palette.stage, ...design.tokens(palette, PALETTES.indexOf(palette)) }
      : { ...paletteVars(palette), ...(design.vars?.(palette) ?? {}) };
    const varsRule = `$root {\n${Object.entries(vars).map(([k, v]) => `  ${k}: ${v};`).join("\n")}\n}`;
    const files: Record<string, string> = {
      "html.html": fill(design.html.trim(), slug) + "\n",
      "css.css": fill(`${varsRule}\n${design.css.trim()}`, slug) + "\n",
    };
    if (design.js) files["js.ts"] = design.js.trim() + "\n";
    const paletteIndex = PALETTES.indexOf(palette);
    const tags = [...new Set([...design.tags, ...palette.tags, ...(design.variantTags?.(palette, paletteIndex) ?? [])])].slice(0, 20);
    return {
      slug, design, palette, files,
      resource: {
        kind: design.kind,
        title: `${design.title} (${design.themeName?.(palette) ?? palette.label})`,
        description: `${design.description} ${design.variantNote?.(palette, paletteIndex) ?? `${palette.label} palette: ${palette.look}.`}`,
        category: design.category,
        difficulty: design.difficulty,
        tech: design.tech ?? (design.js ? "HTML/CSS/TypeScript" : "HTML/CSS"),
        tags, license: "MIT", author: AUTHOR, updatedAt: UPDATED_AT,
      },
    };
  });
}

/** Shared opening rules: the system font stack, border-box sizing, a visible focus ring. */
export const BASE = `
$root { max-width: 100%; font: 400 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text); }
$root, $root *, $root *::before, $root *::after { box-sizing: border-box; }
$root :focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
`;

/** Motion off for visitors who ask for less of it. */
export const CALM = `
@media (prefers-reduced-motion: reduce) {
  $root, $root *, $root *::before, $root *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
}
`;

/** A visually hidden but announced element. */
export const SR_ONLY = `$root .sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }`;

/** Inline SVG icons (24px grid, stroke in currentColor), decorative: the element around them carries the name. */
export const ICONS = {
  check: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12l5 5L20 7"/></svg>`,
  arrow: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14M13 6l6 6-6 6"/></svg>`,
  plus: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M12 5v14M5 12h14"/></svg>`,
  close: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M6 6l12 12M18 6L6 18"/></svg>`,
  chevron: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 9l6 6 6-6"/></svg>`,
  search: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="11" cy="11" r="7"/><path d="M20 20l-3.5-3.5"/></svg>`,
  star: `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor"><path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z"/></svg>`,
  heart: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor"><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/></svg>`,
  bell: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z"/><path d="M10 20a2 2 0 0 0 4 0"/></svg>`,
  menu: `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M4 7h16M4 12h16M4 17h16"/></svg>`,
  user: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/></svg>`,
  home: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M4 11l8-7 8 7v9H4z"/><path d="M10 20v-6h4v6"/></svg>`,
  chart: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M4 20V10M10 20V4M16 20v-7M22 20H2"/></svg>`,
  gear: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"/></svg>`,
  mail: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/></svg>`,
  bolt: `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M13 2L4 14h7l-1 8 9-12h-7z"/></svg>`,
  shield: `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z"/></svg>`,
  layers: `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M12 3l9 5-9 5-9-5z"/><path d="M3 13l9 5 9-5"/></svg>`,
  calendar: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/></svg>`,
  pin: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/></svg>`,
  copy: `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><rect x="8" y="8" width="12" height="12" rx="2"/><path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"/></svg>`,
  play: `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor"><path d="M8 5v14l11-7z"/></svg>`,
  cart: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M3 4h2l2.4 11h10.2L20 8H6.2"/><circle cx="9" cy="19.5" r="1.5"/><circle cx="17" cy="19.5" r="1.5"/></svg>`,
  upload: `<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"/></svg>`,
  info: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5v.5"/></svg>`,
  warn: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 3l10 18H2z"/><path d="M12 10v5M12 18v.5"/></svg>`,
} as const;
