import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { chromiumAvailable } from "../../scripts/check/browser.ts";
import { FRAMEWORKS } from "../../scripts/check/projects.ts";
import { checkInRealProjects } from "../../scripts/check/real-projects.ts";
import { categorySample, loadSubjects, onePerDesign, type Subject, seededSample, subjectsOf } from "../../scripts/check/verify.ts";
import { defaultSource } from "../helpers.ts";

// CI's real-toolchain run: a bounded sample of designs (one variant each) and the directive fixtures, pasted into one
// real project per framework, built and type-checked there; the fixtures and part of the sample are rendered in
// Chromium (two instances and one with props each). The sample spreads over the categories and is the same for the same
// catalog (a fixed seed), so a run's result does not depend on luck while CI's time stays the same as the catalog grows;
// CATALOG_REAL_SEED=N picks another sample. `bun run check:catalog --real all` builds, type-checks and renders every design.

const DIRECTIVES = join(import.meta.dir, "..", "fixtures", "directives");
/** Designs built and type-checked per run (one per category, in a rotating order, until this many). */
const BUILT = 40;
/** Of those, rendered in Chromium in every framework, besides the fixtures. */
const RENDERED = 12;
/** The sample CI builds: fixed, so that every run of one commit checks the same designs. */
const FIXED_SEED = 20261123;

describe("catalog in real projects", () => {
  it(
    `builds and type-checks ${BUILT} designs spread over the categories with each framework's own toolchain, and renders ${RENDERED}`,
    async () => {
      if (!chromiumAvailable()) throw new Error("Chromium is required: apt-get install chromium (CI installs it)");
      const seed = Number(process.env.CATALOG_REAL_SEED ?? FIXED_SEED);
      const designs = categorySample(onePerDesign(subjectsOf(defaultSource())), BUILT, seed);
      const fixtures = loadSubjects(DIRECTIVES);
      const sample = seededSample(designs, RENDERED, seed);
      const render = new Set([...fixtures, ...sample].map((s) => s.source.resource.slug));
      console.log(
        `real projects: sample seed ${seed} (CATALOG_REAL_SEED=${seed} reruns it): ${designs.map((s) => s.source.resource.slug).join(", ")}; rendered: ${[...render].join(", ")}`,
      );
      const started = performance.now();
      const subjects = [...designs, ...fixtures];
      const result = await checkInRealProjects(subjects, {
        render,
        onProgress: (line) => console.log(`real projects ${((performance.now() - started) / 1000).toFixed(0)} s: ${line}`),
      });
      console.log(
        `real projects: ${Object.entries(result.timings)
          .map(([part, s]) => `${part} ${s.toFixed(0)} s`)
          .join(", ")}, ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
      );
      expect(result.failures.map((f) => `${f.slug} [${f.check}] ${f.message}`)).toEqual([]);
      // Every subject built in all six projects and type-checked in five; every rendered one opened in all six.
      expect(result.checks).toBe(subjects.length * (FRAMEWORKS.length * 2 - 1) + render.size * FRAMEWORKS.length);
    },
    40 * 60_000,
  );

  it("samples a bounded, rotating set that spreads over the categories", () => {
    // 400 designs in 90 categories of uneven size: only what the sample reads (a category and a slug) is filled in.
    const designs = Array.from(
      { length: 400 },
      (_, i) => ({ source: { resource: { slug: `design-${i}`, category: `category-${(i * i) % 90}` } } }) as unknown as Subject,
    );
    const categories = new Set(designs.map((s) => s.source.resource.category));
    const slugs = (list: Subject[]) => list.map((s) => s.source.resource.slug);
    const a = categorySample(designs, BUILT, 1);
    expect(a).toHaveLength(BUILT);
    expect(new Set(a.map((s) => s.source.resource.category)).size).toBe(Math.min(BUILT, categories.size));
    expect(slugs(categorySample(designs, BUILT, 1))).toEqual(slugs(a));
    expect(slugs(categorySample(designs, BUILT, 2))).not.toEqual(slugs(a));
    // Asked for more than there are categories, every category first, then a second design from some.
    const more = categorySample(designs, 120, 3);
    expect(new Set(more.map((s) => s.source.resource.category)).size).toBe(categories.size);
    expect(new Set(slugs(categorySample(designs, designs.length, 4))).size).toBe(designs.length);
  });
});
