import { beforeAll, describe, expect, it } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { contentHash } from "../../src/catalog/builder.ts";
import { REPO_CATALOG } from "../../src/catalog/default.ts";
import { CORE_TARGETS, DESIGN_SYSTEM_TARGETS } from "../../src/catalog/derive/index.ts";
import { parseFragment, type ElementNode } from "../../src/catalog/derive/markup.ts";
import { Catalog } from "../../src/catalog/reader.ts";
import { readSource, type SourceResource } from "../../src/catalog/source.ts";
import { DESIGNS } from "../../scripts/designs/index.ts";
import { PALETTES } from "../../scripts/designs/kit.ts";
import { allVariants, CATALOG_CONFIG, variantFiles } from "../../scripts/generate-catalog.ts";

const CATALOG = join(import.meta.dir, "..", "..", "catalog");
const variants = allVariants();
let source: SourceResource[];

beforeAll(() => {
  source = readSource(CATALOG);
}, 60_000);

/** The design's markup reduced to tags and nesting: two designs with the same tree are one design. */
const shape = (el: ElementNode): string => `${el.tag}(${el.children.flatMap((c) => (c.type === "element" ? [shape(c)] : [])).join(",")})`;

describe("the default catalog source", () => {
  it("is exactly what scripts/generate-catalog.ts writes (bun run catalog:generate)", () => {
    expect(JSON.parse(readFileSync(join(CATALOG, "catalog.json"), "utf8"))).toEqual(CATALOG_CONFIG);
    const folders = readdirSync(CATALOG).filter((n) => statSync(join(CATALOG, n)).isDirectory()).sort();
    expect(folders).toEqual(variants.map((v) => v.slug).sort());
    const drift: string[] = [];
    for (const variant of variants) {
      const files = variantFiles(variant);
      const onDisk = readdirSync(join(CATALOG, variant.slug)).sort();
      if (JSON.stringify(onDisk) !== JSON.stringify(Object.keys(files).sort())) drift.push(`${variant.slug}: files ${onDisk.join(", ")}`);
      for (const [name, text] of Object.entries(files)) {
        if (readFileSync(join(CATALOG, variant.slug, name), "utf8") !== text) drift.push(`${variant.slug}/${name}`);
      }
    }
    expect(drift).toEqual([]);
  });

  it("holds at least 2,000 resources: 1,000 components, 400 animations, 200 pages, 100 design systems, in 25+ categories", () => {
    const kinds = new Map<string, number>();
    for (const { resource } of source) kinds.set(resource.kind, (kinds.get(resource.kind) ?? 0) + 1);
    expect(source.length).toBeGreaterThanOrEqual(2000);
    expect(kinds.get("component")).toBeGreaterThanOrEqual(1000);
    expect(kinds.get("animation")).toBeGreaterThanOrEqual(400);
    expect(kinds.get("page")).toBeGreaterThanOrEqual(200);
    expect(kinds.get("design-system")).toBeGreaterThanOrEqual(100);
    expect(new Set(source.map((s) => s.resource.category)).size).toBeGreaterThanOrEqual(25);
  });

  it("is built from at least 150 designs, each with its own markup structure", () => {
    expect(DESIGNS.length).toBeGreaterThanOrEqual(150);
    const shapes = new Map<string, string[]>();
    for (const design of DESIGNS) {
      const first = variants.find((v) => v.design === design)!;
      const key = shape(parseFragment(first.files["html.html"]!));
      shapes.set(key, [...(shapes.get(key) ?? []), design.id]);
    }
    expect([...shapes.values()].filter((ids) => ids.length > 1)).toEqual([]);
    expect(shapes.size).toBeGreaterThanOrEqual(150);
  });

  it("gives every variant its own slug, title and description, different styles, and tags that say how it differs", () => {
    expect(new Set(source.map((s) => s.resource.title)).size).toBe(source.length);
    expect(new Set(source.map((s) => s.resource.description)).size).toBe(source.length);
    for (const design of DESIGNS) {
      const family = variants.filter((v) => v.design === design);
      expect(family.length).toBeGreaterThanOrEqual(10);
      expect(new Set(family.map((v) => v.files["css.css"])).size).toBe(family.length);
      for (const v of family) expect(v.resource.tags).toContain(v.palette.tags[0]!);
    }
  });

  it("uses palettes whose text, muted text, accent text and button labels meet WCAG AA contrast", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
      return (x! + 0.05) / (y! + 0.05);
    };
    const low: string[] = [];
    for (const p of PALETTES) {
      const pairs: [string, string, string, number][] = [
        ["text on bg", p.text, p.bg, 7], ["text on surface", p.text, p.surface, 7], ["muted on bg", p.muted, p.bg, 4.5],
        ["muted on surface", p.muted, p.surface, 4.5], ["label on accent", p.onAccent, p.accent, 4.5], ["accent on bg", p.accent, p.bg, 4.5],
        ["accent on soft", p.accent, p.soft, 4.5],
      ];
      for (const [what, fg, bg, min] of pairs) if (contrast(fg, bg) < min) low.push(`${p.key}: ${what} ${contrast(fg, bg).toFixed(2)} < ${min}`);
    }
    expect(low).toEqual([]);
  });

  it("derives every core target for every resource, and the design-system extras for design systems", () => {
    const missing: string[] = [];
    for (const { resource, snippets } of source) {
      const want = [...CORE_TARGETS, ...(resource.kind === "design-system" ? DESIGN_SYSTEM_TARGETS : [])];
      const have = new Set(snippets.map((s) => s.target));
      for (const t of want) if (!have.has(t)) missing.push(`${resource.slug}/${t}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("catalog.db at the repo root", () => {
  it("is the build of catalog/ (bun run build:catalog), with every resource and snippet", () => {
    expect(existsSync(REPO_CATALOG)).toBe(true);
    const catalog = Catalog.open(REPO_CATALOG);
    try {
      expect(catalog.version).toBe(contentHash(source));
      expect(catalog.resources.length).toBe(source.length);
      expect(catalog.stats().snippets).toBe(source.reduce((n, s) => n + s.snippets.length, 0));
      const sample = source[Math.floor(source.length / 2)]!;
      const react = sample.snippets.find((s) => s.target === "react")!;
      expect(catalog.snippet(sample.resource.slug, "react")?.code).toBe(react.code);
    } finally {
      catalog.close();
    }
  });
});
