import { describe, expect, it } from "bun:test";
import { Database } from "bun:sqlite";
import { copyFileSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Catalog, CatalogChangedError, CatalogLoadError } from "../../src/catalog/reader.ts";
import { fixtureCatalog, fixturePath, tempDir } from "../helpers.ts";

function loadError(path: string): string {
  try {
    Catalog.open(path).close();
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogLoadError);
    return (err as Error).message;
  }
  throw new Error("expected a CatalogLoadError");
}

describe("catalog reader", () => {
  it("refuses a missing file", () => {
    expect(loadError("/no/such/catalog.db")).toContain("no such file");
  });

  it("refuses a file that is not SQLite", () => {
    const path = join(tempDir(), "junk.db");
    writeFileSync(path, "this is not a database, just text that goes on for a while ".repeat(200));
    expect(loadError(path)).toContain("not a catalog database");
  });

  it("refuses a truncated catalog", () => {
    const path = join(tempDir(), "truncated.db");
    writeFileSync(path, readFileSync(fixturePath()).subarray(0, 6000));
    expect(loadError(path)).toMatch(/not a catalog|schema|malformed/);
  });

  it("refuses a copy still being written: all but its last page (SQLite checks the size its header gives)", () => {
    const path = join(tempDir(), "partial.db");
    const whole = readFileSync(fixturePath());
    writeFileSync(path, whole.subarray(0, whole.length - 16384));
    expect(loadError(path)).toContain("not a catalog database");
  });

  it("refuses to read from a file rewritten in place, but keeps reading one renamed over its path", () => {
    const dir = tempDir();
    const path = join(dir, "live.db");
    copyFileSync(fixturePath(), path);
    const catalog = Catalog.open(path);
    expect(catalog.snippet("glass-card", "css")?.code).toContain(".glass-card");
    copyFileSync(fixturePath(), join(dir, "next.db"));
    renameSync(join(dir, "next.db"), path); // the documented way: the open file is untouched
    expect(catalog.changedInPlace()).toBe(false);
    expect(catalog.snippet("glass-card", "html")?.code).toContain("glass-card");
    const inPlace = Catalog.open(path);
    expect(inPlace.resource("glass-card")?.slug).toBe("glass-card"); // read now, kept in memory
    writeFileSync(path, Buffer.concat([readFileSync(fixturePath()), Buffer.alloc(4096)])); // cp over it
    expect(inPlace.changedInPlace()).toBe(true);
    expect(() => inPlace.snippet("glass-card", "css")).toThrow(CatalogChangedError);
    expect(() => inPlace.search()).toThrow(CatalogChangedError);
    expect(inPlace.resource("glass-card")?.slug).toBe("glass-card"); // what is in memory is still whole
    // Resources are read from the file on first use: one not read before the rewrite is refused like a snippet.
    expect(() => inPlace.resource("confetti-burst")).toThrow(CatalogChangedError);
  });

  it("refuses a SQLite file of another schema", () => {
    const path = join(tempDir(), "other.db");
    const db = new Database(path, { create: true });
    db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
    db.close();
    expect(loadError(path)).toContain("schema");
  });

  it("refuses a catalog of a different schema version", () => {
    const path = join(tempDir(), "v0.db");
    copyFileSync(fixturePath(), path);
    const db = new Database(path);
    db.exec("UPDATE meta SET value = '0' WHERE key = 'schema_version'");
    db.close();
    expect(loadError(path)).toContain("schema version 0");
  });

  it("opens read-only: the catalog cannot be written through the reader", () => {
    const catalog = fixtureCatalog();
    expect(() => (catalog as unknown as { db: Database }).db.exec("DELETE FROM resources")).toThrow(/readonly/i);
    expect(catalog.resources.length).toBeGreaterThan(0);
  });

  it("counts designs by kind, category, tech and difficulty, and resources by target", () => {
    const stats = fixtureCatalog().stats();
    expect(stats).toMatchObject({ designs: 12, resources: 14 });
    expect(stats.byKind).toEqual({ animation: 2, component: 8, "design-system": 1, page: 1 });
    expect(stats.byDifficulty).toEqual({ easy: 6, hard: 3, med: 3 });
    expect(stats.targets.html).toBe(14);
    expect(Object.values(stats.byCategory).reduce((a, b) => a + b, 0)).toBe(stats.designs);
  });
});

describe("designs and variants", () => {
  const catalog = fixtureCatalog();

  it("groups a design's variants in their declared order, the first being the default", () => {
    const design = catalog.design("notice-banner")!;
    expect(design).toMatchObject({ id: "notice-banner", title: "Notice banner", kind: "component", category: "alerts" });
    expect(design.variants.map((v) => [v.slug, v.variant, v.note])).toEqual([
      ["notice-banner-sky", "sky", "light, sky blue"],
      ["notice-banner-night", "night", "dark, amber"],
      ["notice-banner-mint", "mint", "light, mint green"],
    ]);
    expect(design.variants[1]!.designOf).toBe(design);
    expect(design.variants[1]!.swatch).toEqual(["#0b1020", "#fbbf24"]);
  });

  it("makes a resource folder a design of one", () => {
    const r = catalog.resource("glass-card")!;
    expect(r).toMatchObject({ design: "glass-card", variant: "default", note: "", swatch: [] });
    expect(catalog.design("glass-card")!.variants).toEqual([r]);
  });

  it("resolves a slug to itself and a design id to its default variant", () => {
    expect(catalog.resolve("notice-banner-mint")).toEqual({ resource: catalog.resource("notice-banner-mint")! });
    expect(catalog.resolve("notice-banner")).toEqual({ resource: catalog.resource("notice-banner-sky")!, from: "notice-banner" });
    expect(catalog.resolve("glass-card")).toEqual({ resource: catalog.resource("glass-card")! });
    expect(catalog.resolve("notice")).toBeUndefined();
  });

  it("names every slug and every design id that is not one", () => {
    const names = [...catalog.names()];
    expect(names).toContain("notice-banner");
    expect(names).toContain("notice-banner-night");
    expect(names.filter((n) => n === "glass-card")).toHaveLength(1);
  });

  it("reads each variant's own code out of the code its design's variants share", () => {
    const night = catalog.snippet("notice-banner-night", "css")!.code;
    const mint = catalog.snippet("notice-banner-mint", "css")!.code;
    expect(night).toStartWith(".notice-banner-night {\n  --bg: #0b1020;");
    expect(mint).toContain("@keyframes notice-banner-mint-in");
    expect(mint).not.toContain("night");
    const db = new Database(fixturePath(), { readonly: true });
    try {
      const rows = db.query("SELECT DISTINCT code FROM snippets WHERE slug LIKE 'notice-banner-%' AND target = 'css'").all();
      expect(rows).toHaveLength(1);
    } finally {
      db.close();
    }
  });
});
