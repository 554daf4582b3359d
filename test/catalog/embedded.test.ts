// The embedded catalog's cache file, driven with a real catalog file standing in for the one inside the
// executable (the compiled binary runs the same code in test/binary.test.ts).
import { describe, expect, it } from "bun:test";
import { copyFileSync, existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openEmbedded } from "../../src/catalog/embedded.ts";
import { fixturePath, tempDir } from "../helpers.ts";

/** The fixture catalog under the kind of name Bun gives embedded files: catalog-<content hash>.db. */
function embeddedFixture(): string {
  const path = join(tempDir("catalog-embedded-"), "catalog-abc123.db");
  copyFileSync(fixturePath(), path);
  return path;
}

const sameBytes = (a: string, b: string) => Buffer.compare(readFileSync(a), readFileSync(b)) === 0;

describe("embedded catalog cache", () => {
  it("without a cache folder, serves the catalog from memory", async () => {
    const opened = await openEmbedded(embeddedFixture(), undefined);
    expect(opened.cacheFile).toBeUndefined();
    expect(opened.settleCache).toBeUndefined();
    expect(opened.catalog.resource("glass-card")?.title).toBeTruthy();
    expect(opened.catalog.snippet("glass-card", "html")?.code).toContain("<");
  });

  it("writes the cache file on the first start, serves it, and opens it directly on the next", async () => {
    const embedded = embeddedFixture();
    const dir = join(tempDir(), "nested", "cache");
    const first = await openEmbedded(embedded, dir);
    const cacheFile = join(dir, "catalog-abc123.db");
    expect(first.cacheFile).toBe(cacheFile);
    // Served from a temporary name until settled: a crash before then leaves no file under the real name.
    expect(existsSync(cacheFile)).toBe(false);
    expect(first.catalog.snippet("glass-card", "html")?.code).toContain("<");
    await first.settleCache!();
    expect(sameBytes(cacheFile, embedded)).toBe(true);
    expect(readdirSync(dir)).toEqual(["catalog-abc123.db"]);
    // The renamed file keeps serving through the handle already open.
    expect(first.catalog.snippet("glass-card", "css")?.code.length).toBeGreaterThan(0);

    const second = await openEmbedded(embedded, dir);
    expect(second.cacheFile).toBe(cacheFile);
    expect(second.settleCache).toBeUndefined();
    expect(second.catalog.source).toContain(cacheFile);
    expect(second.catalog.version).toBe(first.catalog.version);
  });

  it("replaces a damaged or truncated cache file instead of serving it", async () => {
    const embedded = embeddedFixture();
    const size = readFileSync(embedded).length;
    for (const damaged of ["x".repeat(size), "x".repeat(100)]) {
      const dir = tempDir();
      const cacheFile = join(dir, "catalog-abc123.db");
      writeFileSync(cacheFile, damaged);
      const opened = await openEmbedded(embedded, dir);
      expect(opened.catalog.resource("glass-card")).toBeDefined();
      await opened.settleCache!();
      expect(sameBytes(cacheFile, embedded)).toBe(true);
    }
  });

  it("removes other catalogs' copies and stale temporary files, and nothing else", async () => {
    const dir = tempDir();
    const old = join(dir, "catalog-old999.db");
    const staleTemp = join(dir, "catalog-old999.db.42.1700000000000.tmp");
    const freshTemp = join(dir, "catalog-new777.db.43.1700000000000.tmp");
    const unrelated = join(dir, "notes.txt");
    for (const f of [old, staleTemp, freshTemp, unrelated]) writeFileSync(f, "x");
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(staleTemp, hourAgo, hourAgo);
    const opened = await openEmbedded(embeddedFixture(), dir);
    await opened.settleCache!();
    expect(readdirSync(dir).sort()).toEqual(["catalog-abc123.db", "catalog-new777.db.43.1700000000000.tmp", "notes.txt"]);
  });

  it("falls back to memory, saying why, when the cache folder cannot be written", async () => {
    // A file where the folder should be: refused even for root, whom file modes do not stop.
    const blocker = join(tempDir(), "a-file");
    writeFileSync(blocker, "x");
    const opened = await openEmbedded(embeddedFixture(), join(blocker, "cache"));
    expect(opened.cacheFile).toBeUndefined();
    expect(opened.cacheError).toContain("cannot write");
    expect(opened.catalog.resource("glass-card")).toBeDefined();
  });
});
