import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { DESIGNS } from "../../scripts/designs/index.ts";
import { expandDesign } from "../../scripts/designs/kit.ts";
import { chromiumAvailable } from "./browser.ts";
import { CHECKS, loadSubjects, verify } from "./verify.ts";

// The CI sample: one variant of every design (a different palette per design), every target, every check.
// `bun run check:catalog` runs the same checks over the whole catalog.

const CATALOG = join(import.meta.dir, "..", "..", "catalog");
const sample = DESIGNS.map((design, index) => {
  const family = expandDesign(design, index);
  return family[index % family.length]!.slug;
});

describe("catalog sample", () => {
  it(`compiles, server-renders, type-checks and renders in Chromium one variant of each of the ${DESIGNS.length} designs`, async () => {
    if (!chromiumAvailable()) throw new Error("Chromium is required: apt-get install chromium (CI installs it)");
    const subjects = loadSubjects(CATALOG, new Set(sample));
    expect(subjects.map((s) => s.source.resource.slug).sort()).toEqual([...sample].sort());
    const { failures, checks } = await verify(subjects, { browser: true, concurrency: 2 });
    expect(failures.map((f) => `${f.slug} [${f.check}] ${f.message}`)).toEqual([]);
    // Every check ran on every resource; design systems add one for their token files.
    const designSystems = subjects.filter((s) => s.source.resource.kind === "design-system").length;
    expect(designSystems).toBeGreaterThan(0);
    expect(checks).toBe(subjects.length * CHECKS.length + designSystems);
  }, 300_000);
});
