// A design system's tokens, read from whichever of its snippets has them (the lab's specimen shows them): W3C design tokens JSON, CSS custom properties,
// a Tailwind @theme block or SCSS variables; then sorted into palette, type scale, spacing and fonts.

import type { Token } from "./token.ts";

export interface TokenSet {
  source: string;
  colors: Token[];
  sizes: Token[];
  spacing: Token[];
  radii: Token[];
  fonts: Token[];
  all: Token[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Tokens of a W3C design tokens file: leaves with $value; $type is inherited from groups; {a.b} aliases resolved. */
export function jsonTokens(text: string): Token[] {
  let root: Json;
  try {
    root = JSON.parse(text);
  } catch {
    return [];
  }
  const raw: { path: string; type?: string; value: Json }[] = [];
  const walk = (node: Json, path: string[], inherited?: string) => {
    if (!node || typeof node !== "object" || Array.isArray(node) || raw.length > 500) return;
    const type = typeof node.$type === "string" ? node.$type : inherited;
    if ("$value" in node) {
      raw.push({ path: path.join("."), type, value: node.$value! });
      return;
    }
    for (const [key, child] of Object.entries(node)) if (!key.startsWith("$")) walk(child, [...path, key], type);
  };
  walk(root, []);
  const byPath = new Map(raw.map((t) => [t.path, t.value]));
  const resolve = (value: Json, depth = 0): Json => {
    const alias = typeof value === "string" ? /^\{([^{}]+)\}$/.exec(value.trim()) : null;
    return alias && depth < 8 && byPath.has(alias[1]!) ? resolve(byPath.get(alias[1]!)!, depth + 1) : value;
  };
  return raw.flatMap((t) => {
    const value = displayValue(resolve(t.value));
    return value === undefined ? [] : [{ name: t.path, css: value, type: t.type }];
  });
}

/** A token value as CSS text: strings as they are, {value, unit} dimensions, {hex} colours; else nothing. */
function displayValue(value: Json): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.every((v) => typeof v === "string") ? value.map(fontName).join(", ") : undefined;
  if (value && typeof value === "object") {
    if (typeof value.value === "number" && typeof value.unit === "string") return `${value.value}${value.unit}`;
    if (typeof value.hex === "string") return value.hex;
  }
  return undefined;
}

const fontName = (f: Json) => (typeof f === "string" && /\s/.test(f) && !/^["']/.test(f) ? `"${f}"` : String(f));

/** Custom properties declared anywhere in a stylesheet (including a Tailwind @theme block), in order, first wins. */
export function cssVariables(css: string): Token[] {
  const seen = new Map<string, string>();
  for (const m of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/(--[\w-]+)\s*:\s*([^;{}]+?)\s*(?=[;}])/g)) {
    if (!seen.has(m[1]!)) seen.set(m[1]!, m[2]!);
  }
  return [...seen].map(([name, css]) => ({ name, css }));
}

/** SCSS variables ($name: value;) that are not maps or functions of others. */
export function scssVariables(scss: string): Token[] {
  return [...scss.matchAll(/^\s*(\$[\w-]+)\s*:\s*([^;{}()$]+?)\s*(?:!default\s*)?;/gm)].map((m) => ({ name: m[1]!, css: m[2]! }));
}

const COLOR_VALUE = /^(#[0-9a-f]{3,8}|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\))$/i;
const LENGTH_VALUE = /^-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em)$/i;

const isColor = (t: Token) => t.type === "color" || (t.type === undefined && COLOR_VALUE.test(t.css.trim()));
const isLength = (t: Token) => LENGTH_VALUE.test(t.css.trim());
const named = (t: Token, pattern: RegExp) => pattern.test(t.name.toLowerCase());

/** Sorts tokens into the specimen's sections by declared type, then by name and value. */
export function classify(source: string, all: Token[]): TokenSet {
  const set: TokenSet = { source, colors: [], sizes: [], spacing: [], radii: [], fonts: [], all };
  for (const t of all) {
    if (isColor(t)) set.colors.push(t);
    else if (
      t.type === "fontFamily" ||
      (named(t, /font-?family|(^|[-.])(font|typeface)([-.](sans|serif|mono|body|heading|display))?$/) && !isLength(t))
    )
      set.fonts.push(t);
    else if (!isLength(t) && t.type !== "dimension") continue;
    else if (t.type === "fontSize" || named(t, /font-?size|(^|[-.$])(text|fs|type)[-.]/)) set.sizes.push(t);
    else if (named(t, /radius|rounded/)) set.radii.push(t);
    else if (named(t, /space|spacing|gap|gutter|inset|size|padding|margin/) || t.type === "dimension") set.spacing.push(t);
  }
  return set;
}

/** The first snippet that yields tokens, in the order tokens.json, css, tailwind, scss. */
export function designTokens(code: (target: string) => string | undefined): TokenSet | undefined {
  const readers: [string, (text: string) => Token[]][] = [
    ["tokens", jsonTokens],
    ["css", cssVariables],
    ["tailwind", cssVariables],
    ["scss", scssVariables],
  ];
  for (const [target, read] of readers) {
    const text = code(target);
    const tokens = text === undefined ? [] : read(text).filter((t) => safeCssValue(t.css) !== undefined);
    if (tokens.length > 0) return classify(target, tokens);
  }
  return undefined;
}

/** A value that can be placed in a declaration without ending it, opening a block or loading anything. */
export function safeCssValue(value: string): string | undefined {
  const v = value.trim();
  return v.length > 0 && v.length <= 200 && !/[;{}<>\\]|\/\*|url\s*\(|@import|expression\s*\(/i.test(v) ? v : undefined;
}

/** The colours a theme is made of, picked by name: background, text, accent; undefined where no name fits. */
export function themeRoles(colors: Token[]) {
  const find = (pattern: RegExp, exclude?: RegExp) =>
    colors.find((c) => pattern.test(c.name.toLowerCase()) && !exclude?.test(c.name.toLowerCase()))?.css;
  const bg = find(/(^|[-.$])(bg|background|surface|base|canvas|paper)\b/, /(^|[-.])on[-.]/);
  const fg = find(/(^|[-.$])(fg|foreground|text|ink|body|content|on[-.]?(bg|background|surface))\b/);
  const accent = find(/(^|[-.$])(accent|primary|brand|action|highlight)\b/) ?? colors.find((c) => c.css !== bg && c.css !== fg)?.css;
  return { bg, fg, accent };
}
