import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { readdirSync } from "node:fs";
import { chromiumAvailable } from "../../scripts/check/browser.ts";
import { defaultSource } from "../helpers.ts";
import { CHECKS, onePerDesign, subjectsOf, verify } from "../../scripts/check/verify.ts";

// The CI sample: one variant of every design (a different palette per design), every target, every check.
// `bun run check:catalog` runs the same checks over the whole catalog.

const CATALOG = join(import.meta.dir, "..", "..", "catalog");

describe("catalog sample", () => {
  it("compiles, server-renders, type-checks and renders in Chromium one variant of each design", async () => {
    if (!chromiumAvailable()) throw new Error("Chromium is required: apt-get install chromium (CI installs it)");
    const all = subjectsOf(await defaultSource());
    const designs = [...new Set(all.map((s) => s.source.resource.design))].sort();
    // The nth design's (n mod variants)th variant: every design, and palettes spread across the sample.
    const sample = new Set(onePerDesign(all).map((s) => s.source.resource.slug));
    const subjects = all.filter((s) => sample.has(s.source.resource.slug));
    expect(subjects).toHaveLength(designs.length);
    expect(designs.length).toBe(readdirSync(CATALOG).filter((n) => n !== "presets" && n !== "catalog.json").length);
    const { failures, checks } = await verify(subjects, { browser: true, concurrency: 2 });
    expect(failures.map((f) => `${f.slug} [${f.check}] ${f.message}`)).toEqual([]);
    // Every check ran on every resource; design systems add one per token target.
    const designSystems = subjects.filter((s) => s.source.resource.kind === "design-system").length;
    expect(designSystems).toBeGreaterThan(0);
    expect(checks).toBe(subjects.length * CHECKS.length + designSystems * 3);
  }, 1_200_000);
});
