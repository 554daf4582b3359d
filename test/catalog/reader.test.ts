import { describe, expect, it } from "bun:test";
import { Database } from "bun:sqlite";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Catalog, CatalogLoadError } from "../../src/catalog/reader.ts";
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

  it("counts resources by kind, category, tech, difficulty and target", () => {
    const stats = fixtureCatalog().stats();
    expect(stats.byKind).toEqual({ animation: 2, component: 7, "design-system": 1, page: 1 });
    expect(stats.byDifficulty).toEqual({ easy: 5, hard: 3, med: 3 });
    expect(stats.targets.html).toBe(11);
    expect(Object.values(stats.byCategory).reduce((a, b) => a + b, 0)).toBe(stats.resources);
  });
});
