// Generates synthetic catalog sources of any size: for page-budget and scale tests and for the benchmarks.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DIFFICULTIES, KINDS } from "../../src/catalog/model.ts";

const WORDS = [
  "glass",
  "card",
  "button",
  "modal",
  "dialog",
  "toggle",
  "switch",
  "pricing",
  "table",
  "hero",
  "navbar",
  "footer",
  "sidebar",
  "loader",
  "spinner",
  "skeleton",
  "toast",
  "tooltip",
  "dropdown",
  "menu",
  "tabs",
  "accordion",
  "carousel",
  "gallery",
  "avatar",
  "badge",
  "chip",
  "form",
  "input",
  "checkbox",
  "radio",
  "slider",
  "progress",
  "stepper",
  "timeline",
  "calendar",
  "chart",
  "gradient",
  "neon",
  "frosted",
  "minimal",
  "brutalist",
  "retro",
  "dark",
  "light",
  "pastel",
  "animated",
  "parallax",
  "3d",
  "flip",
  "fade",
  "bounce",
  "pulse",
  "shimmer",
  "ripple",
  "morph",
  "wave",
  "confetti",
  "particles",
  "landing",
  "dashboard",
];
const TECH = ["HTML/CSS", "CSS", "JavaScript", "React", "Tailwind", "Canvas", "SVG", "CSS Variables"];

/** Deterministic pseudo-random numbers, so a size always gives the same catalog. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface GenerateOptions {
  /** Characters of description per resource (default about 120). */
  descriptionChars?: number;
  /** Tags per resource (default 4). */
  tags?: number;
}

/** Writes `count` resources into `dir` in the source format; returns their slugs. */
export function generateSource(dir: string, count: number, options: GenerateOptions = {}): string[] {
  const next = random(count);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const slugs: string[] = [];
  for (let i = 0; i < count; i++) {
    const words = [pick(WORDS), pick(WORDS), pick(WORDS)];
    const slug = `${words.join("-")}-${i}`;
    const kind = pick(KINDS);
    let description = `A ${words.join(" ")} ${kind} with ${pick(WORDS)} and ${pick(WORDS)} details, made for ${pick(WORDS)} layouts.`;
    while (description.length < (options.descriptionChars ?? 0)) description += ` ${pick(WORDS)}`;
    const folder = join(dir, slug);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, "resource.json"),
      JSON.stringify({
        kind,
        title: `${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(" ")} ${i}`,
        description: description.slice(0, 600),
        category: `${pick(WORDS)}s`,
        difficulty: pick(DIFFICULTIES),
        tech: pick(TECH),
        tags: Array.from({ length: options.tags ?? 4 }, (_, t) => `${pick(WORDS)}${t}`.slice(0, 40)),
        license: "MIT",
        author: "generator",
        updatedAt: "2026-11-01",
      }),
    );
    writeFileSync(join(folder, "html.html"), `<div class="${slug}"><h2>${words.join(" ")}</h2></div>\n`);
    writeFileSync(join(folder, "css.css"), `.${slug} { padding: ${i % 32}px; border-radius: ${i % 16}px; }\n`);
    slugs.push(slug);
  }
  return slugs;
}
