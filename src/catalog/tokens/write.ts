// Design-system extras from the root's custom properties: `tokens` (W3C Design Tokens 2025.10 JSON),
// `tailwind` (a Tailwind CSS v4 @theme) and `scss` (Sass variables, a map and a mixin).
//
// NamespacedToken names follow Tailwind v4's theme namespaces, so one name means the same in all three outputs:
// --color-*, --font-* (families), --text-* (sizes), --font-weight-*, --leading-*, --radius-*, --spacing-*,
// --shadow-*, --ease-*, plus --duration-* (no Tailwind namespace: it goes in :root beside the @theme).
import { splitTopLevel, type Declaration } from "../derive/css.ts";
import type { NamespacedToken } from "./token.ts";

interface Group {
  prefix: string;
  type: string;
  parse: (value: string) => unknown;
  tailwind: boolean;
}

const dimension = (value: string): unknown => {
  const m = /^(-?\d*\.?\d+)(px|rem)?$/.exec(value);
  if (!m || (m[2] === undefined && Number(m[1]) !== 0)) throw new Error("a dimension in px or rem (or 0)");
  return { value: Number(m[1]), unit: m[2] ?? "px" };
};

export function color(value: string): { colorSpace: "srgb"; components: number[]; alpha: number; hex: string } {
  let rgb: number[];
  let alpha = 1;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value);
  const fn = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[/,]\s*(\d*\.?\d+)(%?))?\s*\)$/i.exec(value);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join("") : hex[1]!;
    rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
    if (h.length === 8) alpha = Math.round((parseInt(h.slice(6, 8), 16) / 255) * 1000) / 1000;
  } else if (fn) {
    rgb = [fn[1], fn[2], fn[3]].map(Number);
    if (fn[4] !== undefined) alpha = Number(fn[4]) / (fn[5] ? 100 : 1);
  } else {
    throw new Error("a colour as #rgb, #rrggbb, #rrggbbaa or rgb(r g b / a)");
  }
  if (rgb.some((c) => c > 255) || alpha > 1) throw new Error("colour channels 0-255 and alpha 0-1");
  return {
    colorSpace: "srgb",
    components: rgb.map((c) => Math.round((c / 255) * 10000) / 10000),
    alpha,
    hex: `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`,
  };
}

const shadow = (value: string): unknown =>
  splitTopLevel(value, ",").map((layer) => {
    const parts = splitTopLevel(layer.trim(), " ").filter(Boolean);
    const inset = parts[0] === "inset";
    if (inset) parts.shift();
    const colour = parts.pop();
    if (!colour || parts.length < 2 || parts.length > 4) throw new Error("shadows as [inset] x y [blur [spread]] colour");
    const [offsetX, offsetY, blur = dimension("0"), spread = dimension("0")] = parts.map((p) => dimension(p));
    return { color: color(colour), offsetX, offsetY, blur, spread, inset };
  });

const fontFamily = (value: string): unknown => splitTopLevel(value, ",").map((f) => f.trim().replace(/^["']|["']$/g, ""));

const GROUPS: Group[] = [
  { prefix: "color", type: "color", parse: color, tailwind: true },
  {
    prefix: "font-weight",
    type: "fontWeight",
    parse: (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error("a weight from 1 to 1000");
      return n;
    },
    tailwind: true,
  },
  { prefix: "font", type: "fontFamily", parse: fontFamily, tailwind: true },
  { prefix: "text", type: "dimension", parse: dimension, tailwind: true },
  {
    prefix: "leading",
    type: "number",
    parse: (v) => {
      const n = Number(v);
      if (!Number.isFinite(n)) throw new Error("a unitless number");
      return n;
    },
    tailwind: true,
  },
  { prefix: "radius", type: "dimension", parse: dimension, tailwind: true },
  { prefix: "spacing", type: "dimension", parse: dimension, tailwind: true },
  { prefix: "shadow", type: "shadow", parse: shadow, tailwind: true },
  {
    prefix: "ease",
    type: "cubicBezier",
    tailwind: true,
    parse: (v) => {
      const m = /^cubic-bezier\(([^)]+)\)$/.exec(v);
      const n = m?.[1]?.split(",").map(Number);
      if (n?.length !== 4 || n.some(Number.isNaN)) throw new Error("cubic-bezier(x1, y1, x2, y2)");
      return n;
    },
  },
  {
    prefix: "duration",
    type: "duration",
    parse: (v) => {
      const m = /^(\d*\.?\d+)(ms|s)$/.exec(v);
      if (!m) throw new Error("a duration in ms or s");
      return { value: Number(m[1]), unit: m[2] };
    },
    tailwind: false,
  },
];

export const TOKEN_PREFIXES = GROUPS.map((g) => `--${g.prefix}-*`);

/** Reads the tokens; a property outside the namespaces or with an unreadable value is a problem naming it. */
export function readTokens(props: Declaration[]): { tokens: NamespacedToken[]; problems: { field: string; reason: string }[] } {
  const tokens: NamespacedToken[] = [];
  const problems: { field: string; reason: string }[] = [];
  for (const { property, value } of props) {
    if (property === "--stage") continue;
    const group = GROUPS.find((g) => property.startsWith(`--${g.prefix}-`));
    if (!group) {
      problems.push({
        field: property,
        reason: `design-system tokens are named ${TOKEN_PREFIXES.join(", ")} (or --stage for the demo background)`,
      });
      continue;
    }
    const name = property.slice(group.prefix.length + 3);
    try {
      tokens.push({ group: group.prefix, name, type: group.type, value: group.parse(value), css: value });
    } catch (err) {
      problems.push({ field: property, reason: `"${value}" is not ${(err as Error).message}` });
    }
  }
  if (tokens.length === 0 && problems.length === 0)
    problems.push({ field: "(root rule)", reason: "a design system declares its tokens as custom properties on its root class" });
  return { tokens, problems };
}

export function tokensJson(tokens: NamespacedToken[], description: string): string {
  const doc: Record<string, unknown> = { $description: description };
  for (const t of tokens) {
    const group = (doc[t.group] ??= {}) as Record<string, unknown>;
    group[t.name] = { $type: t.type, $value: t.value };
  }
  return `${JSON.stringify(doc, null, 2)}\n`;
}

export function tailwindTheme(tokens: NamespacedToken[], title: string): string {
  const theme = tokens.filter((t) => GROUPS.find((g) => g.prefix === t.group)!.tailwind);
  const rest = tokens.filter((t) => !theme.includes(t));
  let out = `/* ${title}: tokens as a Tailwind CSS v4 theme (bg-primary, font-body, text-lg, rounded-md, shadow-md ...). */\n@import "tailwindcss";\n\n@theme {\n`;
  out += theme.map((t) => `  --${t.group}-${t.name}: ${t.css};`).join("\n");
  out += "\n}\n";
  if (rest.length > 0) out += `\n:root {\n${rest.map((t) => `  --${t.group}-${t.name}: ${t.css};`).join("\n")}\n}\n`;
  return out;
}

export function scssTokens(tokens: NamespacedToken[], title: string, slug: string): string {
  const variable = (t: NamespacedToken) => `$${t.group}-${t.name}`;
  const lines = [
    `// ${title}: tokens as Sass variables, a map and a mixin that writes them as custom properties.`,
    `// @use "${slug}" as ds;  .button { background: ds.$color-primary; }  :root { @include ds.custom-properties; }`,
    "",
  ];
  lines.push(...tokens.map((t) => `${variable(t)}: ${t.css};`));
  lines.push(
    "",
    "$tokens: (",
    ...tokens.map((t, i) => `  "${t.group}-${t.name}": ${variable(t)}${i < tokens.length - 1 ? "," : ""}`),
    ");",
  );
  lines.push("", "@mixin custom-properties {", "  @each $name, $value in $tokens {", "    --#{$name}: #{$value};", "  }", "}");
  return `${lines.join("\n")}\n`;
}
