import { beforeAll, describe, expect, it } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseFragment } from "../../src/catalog/derive/markup.ts";
import { readView } from "../../src/catalog/derive/view.ts";
import { CORE_TARGETS, DESIGN_SYSTEM_TARGETS } from "../../src/catalog/targets/index.ts";
import type { SourceCatalog } from "../../src/catalog/source.ts";
import { defaultSource } from "../helpers.ts";

const CATALOG = join(import.meta.dir, "..", "..", "catalog");
let source: SourceCatalog;

beforeAll(async () => {
  source = await defaultSource();
}, 300_000);

const presets = (set: string) =>
  JSON.parse(readFileSync(join(CATALOG, "presets", `${set}.json`), "utf8")) as Record<
    string,
    { tags: string[]; vars: Record<string, string> }
  >;

describe("the default catalog source", () => {
  it("is design folders of real files (design.json, html.html, css.css, js.ts) and shared presets, nothing generated", () => {
    const folders = readdirSync(CATALOG).filter((n) => statSync(join(CATALOG, n)).isDirectory() && n !== "presets");
    expect(folders.length).toBe(source.designs.length);
    for (const folder of folders) {
      expect(existsSync(join(CATALOG, folder, "design.json"))).toBe(true);
      for (const file of readdirSync(join(CATALOG, folder))) expect(["design.json", "html.html", "css.css", "js.ts"]).toContain(file);
    }
    expect(readdirSync(join(CATALOG, "presets")).sort()).toEqual(["palettes.json", "themes.json"]);
    expect(existsSync(join(CATALOG, "..", ".gitignore")) && readFileSync(join(CATALOG, "..", ".gitignore"), "utf8")).toContain(
      "catalog.db",
    );
  });

  it("holds at least 2,000 resources: 1,000 components, 400 animations, 200 pages, 100 design systems, in 25+ categories", () => {
    const kinds = new Map<string, number>();
    for (const { resource } of source.resources) kinds.set(resource.kind, (kinds.get(resource.kind) ?? 0) + 1);
    expect(source.resources.length).toBeGreaterThanOrEqual(2000);
    expect(kinds.get("component")).toBeGreaterThanOrEqual(1000);
    expect(kinds.get("animation")).toBeGreaterThanOrEqual(400);
    expect(kinds.get("page")).toBeGreaterThanOrEqual(200);
    expect(kinds.get("design-system")).toBeGreaterThanOrEqual(100);
    expect(new Set(source.resources.map((s) => s.resource.category)).size).toBeGreaterThanOrEqual(25);
  });

  it("is built from at least 150 designs (distinct.test.ts holds every pair apart by markup and CSS)", () => {
    expect(source.designs.length).toBeGreaterThanOrEqual(150);
  });

  it("holds the breadth of issue 14: 700 designs (400 components, 150 animations, 80 pages, 25 design systems), 80 on named libraries", () => {
    const designs = new Map<string, { kind: string; libraries: number }>();
    for (const { resource } of source.resources)
      designs.set(resource.design, { kind: resource.kind, libraries: Object.keys(resource.dependencies ?? {}).length });
    const count = (kind: string) => [...designs.values()].filter((d) => d.kind === kind).length;
    expect(designs.size).toBeGreaterThanOrEqual(700);
    expect(count("component")).toBeGreaterThanOrEqual(400);
    expect(count("animation")).toBeGreaterThanOrEqual(150);
    expect(count("page")).toBeGreaterThanOrEqual(80);
    expect(count("design-system")).toBeGreaterThanOrEqual(25);
    expect([...designs.values()].filter((d) => d.libraries > 0).length).toBeGreaterThanOrEqual(80);
  });

  it("gives every variant its own slug, title and description, different styles, and tags that say how it differs", () => {
    expect(new Set(source.resources.map((s) => s.resource.title)).size).toBe(source.resources.length);
    expect(new Set(source.resources.map((s) => s.resource.description)).size).toBe(source.resources.length);
    const palettes = { ...presets("palettes") };
    for (const design of source.designs) {
      const family = source.resources.filter((r) => r.resource.design === design.id);
      // Three to six palettes are plenty for a new design; the first designs came in ten to fourteen.
      expect(family.length).toBeGreaterThanOrEqual(3);
      expect(new Set(family.map((v) => v.canonical!.css)).size).toBe(family.length);
      const declared = (
        JSON.parse(readFileSync(join(CATALOG, design.id, "design.json"), "utf8")) as {
          variants: (string | { name: string; tags?: string[] })[];
        }
      ).variants;
      for (const v of family) {
        expect(v.resource.slug).toBe(`${design.id}-${v.resource.variant}`);
        expect(v.resource.note.length).toBeGreaterThan(3);
        // A variant named from the presets carries the preset's first tag; one declared inline in design.json, the first
        // tag it declares (one that declares none says how it differs in its note and description alone).
        const inline = declared.find((d): d is { name: string; tags?: string[] } => typeof d === "object" && d.name === v.resource.variant);
        const tag = inline ? inline.tags?.[0] : palettes[v.resource.variant]!.tags[0];
        if (tag) expect(v.resource.tags).toContain(tag);
      }
    }
  });

  it("uses palettes whose text, muted text, accent text and button labels meet WCAG AA contrast", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
      return (x! + 0.05) / (y! + 0.05);
    };
    const low: string[] = [];
    for (const [key, { vars: v }] of Object.entries(presets("palettes")).filter(([k]) => k !== "$comment")) {
      const pairs: [string, string, string, number][] = [
        ["text on bg", v["--text"]!, v["--bg"]!, 7],
        ["text on surface", v["--text"]!, v["--surface"]!, 7],
        ["muted on bg", v["--muted"]!, v["--bg"]!, 4.5],
        ["muted on surface", v["--muted"]!, v["--surface"]!, 4.5],
        ["label on accent", v["--on-accent"]!, v["--accent"]!, 4.5],
        ["accent on bg", v["--accent"]!, v["--bg"]!, 4.5],
        ["accent on soft", v["--accent"]!, v["--soft"]!, 4.5],
      ];
      for (const [what, fg, bg, min] of pairs)
        if (contrast(fg, bg) < min) low.push(`${key}: ${what} ${contrast(fg, bg).toFixed(2)} < ${min}`);
    }
    expect(low).toEqual([]);
  });

  it("derives every core target for every resource, and the design-system extras for design systems", () => {
    const missing: string[] = [];
    for (const { resource, snippets } of source.resources) {
      const want = [...CORE_TARGETS, ...(resource.kind === "design-system" ? DESIGN_SYSTEM_TARGETS : [])];
      const have = new Set(snippets.map((s) => s.target));
      for (const t of want) if (!have.has(t)) missing.push(`${resource.slug}/${t}`);
    }
    expect(missing).toEqual([]);
  });

  it("takes its content as props: every design whose markup shows text has props (text, lists, links, slots)", () => {
    const withoutProps: string[] = [];
    const seen = new Set<string>();
    for (const { resource, canonical } of source.resources) {
      if (seen.has(resource.design) || !canonical?.html) continue;
      seen.add(resource.design);
      const { view } = readView(parseFragment(canonical.html), resource.slug);
      const text = canonical.html.replace(/<[^>]*>/g, "").trim();
      if (view && view.props.length === 0 && text !== "") withoutProps.push(resource.design);
    }
    expect(withoutProps).toEqual([]);
  });
});
