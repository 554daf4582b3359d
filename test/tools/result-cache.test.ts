import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { buildCatalog } from "../../src/catalog/builder.ts";
import { Catalog } from "../../src/catalog/reader.ts";
import { getLab } from "../../src/tools/get-lab.ts";
import { ResultCache } from "../../src/tools/result-cache.ts";
import { search } from "../../src/tools/search.ts";
import { generateSource } from "../../scripts/lib/generate-source.ts";
import { tempDir, toolContext } from "../helpers.ts";

describe("tool result cache", () => {
  it("answers a repeat call with the same JSON, and keys on catalog version and base URL", () => {
    const ctx = toolContext();
    const first = getLab.callJson({ slug: "glass-card" }, ctx);
    expect(getLab.callJson({ slug: "glass-card" }, ctx)).toBe(first);
    expect(JSON.parse(first.json)).toEqual(first.output as object);
    const elsewhere = getLab.callJson(
      { slug: "glass-card" },
      toolContext({ baseUrl: "https://x.example", labUrl: "https://x.example/lab" }),
    );
    expect((elsewhere.output as { url: string }).url).toBe("https://x.example/lab/glass-card");

    const dir = tempDir();
    const [slug] = generateSource(join(dir, "src"), 5);
    buildCatalog(join(dir, "src"), join(dir, "other.db"));
    const other = toolContext({ catalog: Catalog.open(join(dir, "other.db")) });
    const fixtureHits = (search.callJson({ query: "card" }, toolContext()).output as { items: { slug: string }[] }).items;
    const otherHits = (search.callJson({ query: "card" }, other).output as { items: { slug: string }[] }).items;
    expect(fixtureHits.every((h) => toolContext().catalog.resource(h.slug))).toBe(true);
    expect(otherHits.every((h) => other.catalog.resource(h.slug))).toBe(true);
    expect(() => getLab.callJson({ slug: "glass-card" }, other)).toThrow(/No resource/);
    expect((getLab.callJson({ slug: slug! }, other).output as { slug: string }).slug).toBe(slug!);
  });

  it("counts every call, cached or not, for metrics", () => {
    const outcomes: string[] = [];
    const ctx = toolContext({ observe: (tool, outcome) => outcomes.push(`${tool}:${outcome}`) });
    getLab.callJson({ slug: "pulse-loader" }, ctx);
    getLab.callJson({ slug: "pulse-loader" }, ctx);
    expect(() => getLab.callJson({ slug: "nope-nope" }, ctx)).toThrow();
    expect(outcomes).toEqual(["get_lab:ok", "get_lab:ok", "get_lab:error"]);
  });

  it("keeps an entry that is read now and then while many others come and go", () => {
    const cache = new ResultCache();
    cache.set("kept", { output: "kept", json: "1", text: "1" });
    for (let i = 0; i < 20_000; i++) {
      cache.set(`k${i}`, { output: i, json: String(i), text: String(i) });
      if (i % 1000 === 0) expect(cache.get("kept")?.output).toBe("kept");
    }
    expect(cache.get("kept")?.output).toBe("kept");
    expect(cache.get("k0")).toBeUndefined();
  });

  it("stays within its bounds, dropping the least recently used", () => {
    const cache = new ResultCache();
    for (let i = 0; i < 5000; i++) cache.set(`k${i}`, { output: i, json: String(i), text: String(i) });
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k4999")?.output).toBe(4999);
    const big = "x".repeat(1024 * 1024);
    for (let i = 0; i < 40; i++) cache.set(`big${i}`, { output: i, json: big, text: "" });
    expect(cache.get("big0")).toBeUndefined();
    expect(cache.get("big39")).toBeDefined();
  });
});
