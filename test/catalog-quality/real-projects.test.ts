import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { chromiumAvailable } from "../../scripts/check/browser.ts";
import { FRAMEWORKS } from "../../scripts/check/projects.ts";
import { checkInRealProjects } from "../../scripts/check/real-projects.ts";
import { categorySample, loadSubjects, onePerDesign, type Subject, subjectsOf } from "../../scripts/check/verify.ts";
import { defaultSource } from "../helpers.ts";

// CI's real-toolchain run: one variant of every design and the directive fixtures, pasted into one real project per
// framework, built and type-checked there (most of that time is each tool starting, so the whole catalog costs minutes);
// the fixtures and a sample of the designs, spread over the categories, are rendered in Chromium (two instances and one
// with props each). The sample changes from commit to commit (its seed is the commit's) and is the same for every run
// of one commit; CATALOG_REAL_SEED=N picks another and is printed. `bun run check:catalog` renders every design.

const DIRECTIVES = join(import.meta.dir, "..", "fixtures", "directives");
/** Designs rendered in Chromium in every framework, besides the fixtures. */
const RENDERED = 12;

/** The render sample's seed: CATALOG_REAL_SEED, else the checked-out commit's, else the day's. */
function sampleSeed(): number {
  if (process.env.CATALOG_REAL_SEED) return Number(process.env.CATALOG_REAL_SEED);
  const head = Bun.spawnSync(["git", "rev-parse", "HEAD"], { cwd: import.meta.dir, stderr: "ignore" });
  const hash = head.success ? head.stdout.toString().trim() : "";
  return /^[0-9a-f]{8}/.test(hash) ? Number.parseInt(hash.slice(0, 8), 16) : Math.floor(Date.now() / 86_400_000);
}

describe("catalog in real projects", () => {
  it(
    `builds and type-checks every design with each framework's own toolchain, and renders ${RENDERED} spread over the categories`,
    async () => {
      if (!chromiumAvailable()) throw new Error("Chromium is required: apt-get install chromium (CI installs it)");
      const seed = sampleSeed();
      const designs = onePerDesign(subjectsOf(await defaultSource()));
      const fixtures = await loadSubjects(DIRECTIVES);
      const sample = categorySample(designs, RENDERED, seed);
      const render = new Set([...fixtures, ...sample].map((s) => s.source.resource.slug));
      console.log(
        `real projects: ${designs.length} designs built and type-checked; rendered (seed ${seed}, CATALOG_REAL_SEED=${seed} reruns it): ${[...render].join(", ")}`,
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
      expect(sample.length).toBe(RENDERED);
    },
    60 * 60_000,
  );

  it("samples a bounded, rotating set that spreads over the categories", () => {
    // 400 designs in 90 categories of uneven size: only what the sample reads (a category and a slug) is filled in.
    const designs = Array.from(
      { length: 400 },
      (_, i) => ({ source: { resource: { slug: `design-${i}`, category: `category-${(i * i) % 90}` } } }) as unknown as Subject,
    );
    const categories = new Set(designs.map((s) => s.source.resource.category));
    const slugs = (list: Subject[]) => list.map((s) => s.source.resource.slug);
    const a = categorySample(designs, 40, 1);
    expect(a).toHaveLength(40);
    expect(new Set(a.map((s) => s.source.resource.category)).size).toBe(Math.min(40, categories.size));
    expect(slugs(categorySample(designs, 40, 1))).toEqual(slugs(a));
    expect(slugs(categorySample(designs, 40, 2))).not.toEqual(slugs(a));
    // Asked for more than there are categories, every category first, then a second design from some.
    const more = categorySample(designs, 120, 3);
    expect(new Set(more.map((s) => s.source.resource.category)).size).toBe(categories.size);
    expect(new Set(slugs(categorySample(designs, designs.length, 4))).size).toBe(designs.length);
  });
});
