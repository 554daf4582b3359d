import { describe, expect, it } from "bun:test";
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Catalog } from "../../src/catalog/reader.ts";
import { builtFrom, ensureCatalog, sourceHash } from "../../src/catalog/repo-catalog.ts";
import { SourceError } from "../../src/catalog/source.ts";
import { FIXTURE_SOURCE, tempDir } from "../helpers.ts";

/** A copy of the fixture source and where its catalog goes, as the repository has catalog/ and catalog.db. */
function repo() {
  const dir = tempDir();
  const source = join(dir, "catalog");
  cpSync(FIXTURE_SOURCE, source, { recursive: true });
  return { dir, source, out: join(dir, "catalog.db"), hashOf: () => sourceHash([source]) };
}

describe("the repository's catalog.db", () => {
  it("is built when missing, with progress, and records the sources it was built from", async () => {
    const r = repo();
    const lines: string[] = [];
    const first = await ensureCatalog((m) => lines.push(m), r);
    expect(first.why).toBe("missing");
    expect(first.built?.resources).toBe(14);
    expect(lines[0]).toContain("catalog.db is missing: building it");
    expect(lines.at(-1)).toMatch(/^built catalog\.db: 12 designs, 14 resources, \d+ snippets in [\d.]+ s$/);
    expect(builtFrom(r.out)).toBe(r.hashOf());
    expect(Catalog.open(r.out).resources.length).toBe(14);
  });

  it("is left alone when its sources are the same, whatever the files' times", async () => {
    const r = repo();
    await ensureCatalog(() => {}, r);
    const before = statSync(r.out).mtimeMs;
    const file = join(r.source, "glass-card", "css.css");
    writeFileSync(file, readFileSync(file)); // same bytes, a new modification time
    expect(await ensureCatalog(() => {}, r)).toEqual({});
    expect(statSync(r.out).mtimeMs).toBe(before);
  });

  it("is built again when a source file changes", async () => {
    const r = repo();
    await ensureCatalog(() => {}, r);
    writeFileSync(join(r.source, "glass-card", "css.css"), ".glass-card { color: red; }\n");
    const again = await ensureCatalog(() => {}, r);
    expect(again.why).toBe("changed");
    expect(Catalog.open(r.out).snippet("glass-card", "css")!.code).toBe(".glass-card { color: red; }\n");
  });

  it("removes what a killed build left behind, and only that", async () => {
    const r = repo();
    writeFileSync(join(r.dir, "catalog.db.999999.tmp"), "half a catalog");
    writeFileSync(join(r.dir, `catalog.db.${process.ppid}.tmp`), "a build still running");
    writeFileSync(join(r.dir, "catalog.db.notes.tmp"), "someone's file");
    await ensureCatalog(() => {}, r);
    expect(readdirSync(r.dir).sort()).toEqual(["catalog", "catalog.db", `catalog.db.${process.ppid}.tmp`, "catalog.db.notes.tmp"]);
  });

  it("stays as it was when the new sources do not build, and the error names the problem", async () => {
    const r = repo();
    await ensureCatalog(() => {}, r);
    const good = readFileSync(r.out);
    writeFileSync(join(r.source, "notice-banner", "design.json"), "{ not json");
    await expect(ensureCatalog(() => {}, r)).rejects.toThrow(SourceError);
    expect(readFileSync(r.out).equals(good)).toBe(true);
    expect(readdirSync(r.dir).sort()).toEqual(["catalog", "catalog.db"]);
  });
});
