import { describe, expect, it } from "bun:test";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildCatalog } from "../../src/catalog/builder.ts";
import { renameMarkup, renameStylesheet } from "../../src/catalog/design-rename.ts";
import { Catalog } from "../../src/catalog/reader.ts";
import { readSource } from "../../src/catalog/source.ts";
import { FIXTURE_SOURCE, sourceProblems, tempDir } from "../helpers.ts";

const DESIGN = join(FIXTURE_SOURCE, "notice-banner");

/** A source folder holding only the fixture design (and its presets), to change one thing in. */
function designSource(): string {
  const dir = join(tempDir(), "source");
  cpSync(DESIGN, join(dir, "notice-banner"), { recursive: true });
  cpSync(join(FIXTURE_SOURCE, "presets"), join(dir, "presets"), { recursive: true });
  return dir;
}

const designFile = (dir: string) => join(dir, "notice-banner", "design.json");
const editDesign = (dir: string, edit: (meta: Record<string, unknown>) => void) => {
  const meta = JSON.parse(readFileSync(designFile(dir), "utf8"));
  edit(meta);
  writeFileSync(designFile(dir), JSON.stringify(meta));
};

describe("design folders", () => {
  it("expand into one resource per variant: slug, title, description, tags, note and swatch", () => {
    const { resources, designs } = readSource(designSource());
    expect(designs).toEqual([
      {
        id: "notice-banner",
        title: "Notice banner",
        description: expect.stringContaining("dismissible"),
        tags: ["banner", "notice", "alert", "dismissible"],
      },
    ]);
    expect(resources.map((r) => r.resource.slug)).toEqual(["notice-banner-sky", "notice-banner-night", "notice-banner-mint"]);
    const night = resources[1]!.resource;
    expect(night).toMatchObject({
      design: "notice-banner",
      variant: "night",
      note: "dark, amber",
      swatch: ["#0b1020", "#fbbf24"],
      title: "Notice banner (Night)",
      tags: ["banner", "notice", "alert", "dismissible", "dark", "amber"],
    });
    expect(night.description).toEndWith("close button. Night palette: amber on navy.");
    // An inline variant without a label is named after its name.
    expect(resources[2]!.resource.title).toBe("Notice banner (Mint)");
  });

  it("give each variant its own slug in its code and its preset's custom properties on its root", () => {
    const { resources } = readSource(designSource());
    const night = resources[1]!.snippets;
    const code = (target: string) => night.find((s) => s.target === target)!.code;
    expect(code("css")).toStartWith(
      ".notice-banner-night {\n  --bg: #0b1020;\n  --text: #e6e9f5;\n  --accent: #fbbf24;\n}\n.notice-banner-night {",
    );
    expect(code("css")).toContain("animation: notice-banner-night-in 0.3s");
    expect(code("react")).toContain("export default function NoticeBannerNight({");
    expect(code("html")).toContain('id="notice-banner-night-title"');
    // Framework targets make the ids their instance's own, from the variant's slug in js.
    expect(code("vue")).toContain(':aria-labelledby="`${uid}-title`"');
    expect(code("js")).toContain("markup(`notice-banner-night-${++renders}`)");
    expect(night.find((s) => s.target === "react")!.filename).toBe("NoticeBannerNight.tsx");
  });

  it("are a design of one without variants: slug = design id, variant default, the css as written", () => {
    const dir = designSource();
    editDesign(dir, (meta) => delete meta.variants);
    const { resources } = readSource(dir);
    expect(resources.map((r) => [r.resource.slug, r.resource.variant, r.resource.title])).toEqual([
      ["notice-banner", "default", "Notice banner"],
    ]);
    expect(resources[0]!.snippets.find((s) => s.target === "css")!.code).toStartWith(".notice-banner {\n  display: grid;");
  });

  it("name the preset, the variant and the reason when a variant is wrong", () => {
    const dir = designSource();
    editDesign(dir, (meta) => {
      meta.variants = ["sky", "dusk"];
    });
    expect(sourceProblems(() => readSource(dir))).toContainEqual(
      expect.objectContaining({
        file: "notice-banner/design.json",
        field: "variants/1",
        reason: expect.stringContaining('no preset "dusk" in presets/palettes.json (presets: sky, night)'),
      }),
    );
    editDesign(dir, (meta) => {
      meta.variants = ["sky", { name: "Bad Name" }];
    });
    expect(sourceProblems(() => readSource(dir)).some((p) => p.field?.startsWith("variants/1"))).toBe(true);
  });

  it("report a missing preset set, a second variant of one name and a file that does not belong", () => {
    const dir = designSource();
    editDesign(dir, (meta) => {
      meta.presets = "themes";
    });
    expect(sourceProblems(() => readSource(dir))).toContainEqual({
      file: "presets/themes.json",
      reason: "missing: a design names this preset set",
    });
    editDesign(dir, (meta) => {
      delete meta.presets;
      meta.variants = ["sky", { name: "sky", preset: "night" }];
    });
    writeFileSync(join(dir, "notice-banner", "react.tsx"), "export default () => null;\n");
    const problems = sourceProblems(() => readSource(dir));
    expect(problems).toContainEqual(expect.objectContaining({ field: "variants/1", reason: 'a second variant named "sky"' }));
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "notice-banner/react.tsx", reason: expect.stringContaining("a design folder holds only") }),
    );
  });

  it("report canonical-source problems once, for the design, naming the variant", () => {
    const dir = designSource();
    writeFileSync(join(dir, "notice-banner", "css.css"), ".other { color: red; }\n");
    const problems = sourceProblems(() => readSource(dir));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "notice-banner/css.css", reason: expect.stringContaining("(variant sky)") });
  });

  it("refuse a slug made twice and a design id that is another design's slug", () => {
    const dir = designSource();
    cpSync(join(FIXTURE_SOURCE, "glass-card"), join(dir, "notice-banner-night"), { recursive: true });
    expect(sourceProblems(() => readSource(dir))).toContainEqual(
      expect.objectContaining({ reason: expect.stringContaining('the slug "notice-banner-night" is also made by') }),
    );
    rmSync(join(dir, "notice-banner-night"), { recursive: true });
    editDesign(dir, (meta) => {
      meta.variants = ["sky"];
    });
    cpSync(join(FIXTURE_SOURCE, "glass-card"), join(dir, "notice-banner-sky-x"), { recursive: true });
    expect(() => readSource(dir)).not.toThrow();
  });

  it("store a design's variants' code once, not once per variant", () => {
    const one = designSource();
    editDesign(one, (meta) => {
      meta.variants = ["sky"];
    });
    const three = designSource();
    const size = (dir: string) => {
      const out = join(tempDir(), "c.db");
      buildCatalog(dir, out);
      const catalog = Catalog.open(out);
      const db = (catalog as unknown as { db: import("bun:sqlite").Database }).db;
      const bytes = (db.query("SELECT SUM(length(code_br)) AS n FROM code").get() as { n: number }).n;
      catalog.close();
      return bytes;
    };
    const [a, b] = [size(one), size(three)];
    // Three variants of the same code: a few hundred bytes more for two more slugs and palettes, not three times the code.
    expect(b).toBeLessThan(a * 1.5);
  });
});

describe("renaming a design's names to a variant's slug", () => {
  it("renames the root class, ids and id references, fragment links and radio names, not text or other classes", () => {
    const html =
      '<form class="plan plan-wide" aria-labelledby="plan-title"><h2 id="plan-title">plan</h2>' +
      '<input type="radio" name="plan-period" id="plan-m"><label for="plan-m">plan-m</label><a href="#plan-title">x</a>' +
      '<svg><use href="#plan-icon"></use><rect fill="url(#plan-grad)"></rect></svg><p class="plan-note">the plan</p></form>';
    expect(renameMarkup(html, "plan", "plan-ember")).toBe(
      '<form class="plan-ember plan-wide" aria-labelledby="plan-ember-title"><h2 id="plan-ember-title">plan</h2>' +
        '<input type="radio" name="plan-ember-period" id="plan-ember-m"><label for="plan-ember-m">plan-m</label><a href="#plan-ember-title">x</a>' +
        '<svg><use href="#plan-ember-icon"></use><rect fill="url(#plan-ember-grad)"></rect></svg><p class="plan-note">the plan</p></form>',
    );
  });

  it("renames the root selector, id selectors and keyframes, not other classes or custom properties", () => {
    const css =
      '.plan { animation: plan-in 1s, plan-glow 2s infinite; --plan-gap: 1rem; }\n.plan .plan-note, .plan #plan-title { content: "plan"; }\n' +
      "@keyframes plan-in { from { opacity: 0; } }\n.plans { color: red; }";
    expect(renameStylesheet(css, "plan", "plan-ember")).toBe(
      '.plan-ember { animation: plan-ember-in 1s, plan-ember-glow 2s infinite; --plan-gap: 1rem; }\n.plan-ember .plan-note, .plan-ember #plan-ember-title { content: "plan"; }\n' +
        "@keyframes plan-ember-in { from { opacity: 0; } }\n.plans { color: red; }",
    );
  });
});
