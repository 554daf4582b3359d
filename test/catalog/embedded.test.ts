// The embedded catalog's cache file, driven with a real catalog file standing in for the one inside the
// executable (the compiled binary runs the same code in test/binary.test.ts).
import { afterEach, describe, expect, it } from "bun:test";
import { chmodSync, copyFileSync, existsSync, lstatSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type EmbeddedCatalog, openEmbedded } from "../../src/catalog/embedded.ts";
import { fixturePath, tempDir } from "../helpers.ts";

const COPY = "embedded-catalog-abc123.db";

/** The fixture catalog under the kind of name Bun gives embedded files: catalog-<content hash>.db. */
function embeddedFixture(): string {
  const path = join(tempDir("catalog-embedded-"), "catalog-abc123.db");
  copyFileSync(fixturePath(), path);
  return path;
}

const opened: EmbeddedCatalog[] = [];
async function open(embedded: string, cacheDir: string | undefined) {
  const result = await openEmbedded(embedded, cacheDir);
  opened.push(result);
  return result;
}
afterEach(() => {
  for (const o of opened.splice(0)) o.catalog.close();
});

const sameBytes = (a: string, b: string) => Buffer.compare(readFileSync(a), readFileSync(b)) === 0;
const age = (path: string, ms: number) => utimesSync(path, new Date(Date.now() - ms), new Date(Date.now() - ms));

describe("embedded catalog cache", () => {
  it("without a cache folder, serves the catalog from memory", async () => {
    const result = await open(embeddedFixture(), undefined);
    expect(result.cacheFile).toBeUndefined();
    expect(result.settleCache).toBeUndefined();
    expect(result.catalog.resource("glass-card")?.title).toBeTruthy();
    expect(result.catalog.snippet("glass-card", "html")?.code).toContain("<");
  });

  it("writes the copy on the first start, serves it, and opens it directly on the next", async () => {
    const embedded = embeddedFixture();
    const dir = join(tempDir(), "nested", "cache");
    const first = await open(embedded, dir);
    const cacheFile = join(dir, COPY);
    expect(first.cacheFile).toBe(cacheFile);
    expect(lstatSync(dir).mode & 0o777).toBe(0o700);
    // Served from a temporary name until settled: a crash before then leaves no file under the real name.
    expect(existsSync(cacheFile)).toBe(false);
    expect(first.catalog.snippet("glass-card", "html")?.code).toContain("<");
    expect(await first.settleCache!()).toBe(true);
    expect(sameBytes(cacheFile, embedded)).toBe(true);
    expect(readdirSync(dir)).toEqual([COPY]);
    // The renamed file keeps serving through the handle already open.
    expect(first.catalog.snippet("glass-card", "css")?.code.length).toBeGreaterThan(0);

    const second = await open(embedded, dir);
    expect(second.cacheFile).toBe(cacheFile);
    expect(second.catalog.source).toContain(cacheFile);
    expect(second.catalog.version).toBe(first.catalog.version);
    expect(await second.settleCache!()).toBe(false); // Nothing written: it only tidies.
  });

  it("replaces a damaged or truncated copy, and a link put in its place, instead of serving them", async () => {
    const embedded = embeddedFixture();
    const size = readFileSync(embedded).length;
    const elsewhere = join(tempDir(), "someone-elses.db");
    writeFileSync(elsewhere, "not a catalog");
    const plant: ((path: string) => void)[] = [
      (p) => writeFileSync(p, "x".repeat(size)),
      (p) => writeFileSync(p, "x".repeat(100)),
      (p) => symlinkSync(elsewhere, p),
    ];
    for (const put of plant) {
      const dir = tempDir();
      const cacheFile = join(dir, COPY);
      put(cacheFile);
      const result = await open(embedded, dir);
      expect(result.catalog.resource("glass-card")).toBeDefined();
      expect(await result.settleCache!()).toBe(true);
      expect(lstatSync(cacheFile).isFile()).toBe(true);
      expect(sameBytes(cacheFile, embedded)).toBe(true);
    }
    expect(readFileSync(elsewhere, "utf8")).toBe("not a catalog"); // Never written through the link.
  });

  it("tidies only its own stale files: other catalogs' copies unused for a week, temporary files of dead starts", async () => {
    const dir = tempDir();
    const files = {
      unusedCopy: "embedded-catalog-old999.db",
      recentCopy: "embedded-catalog-new777.db",
      deadTemp: "embedded-catalog-old999.db.00112233aabbccdd.tmp",
      liveTemp: "embedded-catalog-new777.db.44556677aabbccdd.tmp",
      usersOwn: "catalog-prod.db", // What `build --out catalog-prod.db` makes: never the cache's.
      unrelated: "notes.txt",
    };
    for (const name of Object.values(files)) writeFileSync(join(dir, name), "x");
    age(join(dir, files.unusedCopy), 8 * 24 * 3600_000);
    age(join(dir, files.deadTemp), 3600_000);
    age(join(dir, files.usersOwn), 30 * 24 * 3600_000);
    const result = await open(embeddedFixture(), dir);
    await result.settleCache!();
    expect(readdirSync(dir).sort()).toEqual([COPY, files.recentCopy, files.liveTemp, files.usersOwn, files.unrelated].sort());
  });

  it("falls back to memory, saying why, when the cache folder cannot be used", async () => {
    // A file where the folder should be: refused even for root, whom file modes do not stop.
    const blocker = join(tempDir(), "a-file");
    writeFileSync(blocker, "x");
    const blocked = await open(embeddedFixture(), join(blocker, "cache"));
    expect(blocked.cacheFile).toBeUndefined();
    expect(blocked.cacheError).toContain("cannot use the cache folder");
    expect(blocked.catalog.resource("glass-card")).toBeDefined();

    // A folder others can write to: they could put their own catalog in the copy's place.
    const shared = tempDir();
    chmodSync(shared, 0o777);
    const refused = await open(embeddedFixture(), shared);
    expect(refused.cacheError).toContain("writable by other users");
    expect(readdirSync(shared)).toEqual([]);
  });
});
