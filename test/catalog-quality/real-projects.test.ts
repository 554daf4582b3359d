import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { chromiumAvailable } from "../../scripts/check/browser.ts";
import { FRAMEWORKS } from "../../scripts/check/projects.ts";
import { checkInRealProjects } from "../../scripts/check/real-projects.ts";
import { loadSubjects, onePerDesign, seededSample, subjectsOf } from "../../scripts/check/verify.ts";
import { defaultSource } from "../helpers.ts";

// CI's real-toolchain run: one variant of every design, and the directive fixtures, pasted into one real project per
// framework, built and type-checked there; the fixtures and a sample of designs that changes from run to run are
// rendered in Chromium (two instances and one with props each). CATALOG_RENDER_SEED=N reruns a given sample;
// `bun run check:catalog` renders every design.

const DIRECTIVES = join(import.meta.dir, "..", "fixtures", "directives");
/** Designs rendered per run, besides the fixtures: about two minutes of Chromium on two cores. */
const RENDERED = 12;

describe("catalog in real projects", () => {
  it(
    "builds and type-checks every design with each framework's own toolchain, and renders a changing sample",
    async () => {
      if (!chromiumAvailable()) throw new Error("Chromium is required: apt-get install chromium (CI installs it)");
      const designs = onePerDesign(subjectsOf(defaultSource()));
      const fixtures = loadSubjects(DIRECTIVES);
      const seed = Number(process.env.CATALOG_RENDER_SEED ?? Math.floor(Math.random() * 1e6));
      const sample = seededSample(designs, RENDERED, seed);
      const render = new Set([...fixtures, ...sample].map((s) => s.source.resource.slug));
      console.log(`real projects: rendering sample seed ${seed} (CATALOG_RENDER_SEED=${seed} reruns it): ${[...render].join(", ")}`);
      const started = performance.now();
      const subjects = [...designs, ...fixtures];
      const result = await checkInRealProjects(subjects, {
        render,
        onProgress: (line) => console.log(`real projects ${((performance.now() - started) / 1000).toFixed(0)} s: ${line}`),
      });
      console.log(
        `real projects: ${Object.entries(result.timings)
          .map(([part, s]) => `${part} ${s.toFixed(0)} s`)
          .join(", ")}`,
      );
      expect(result.failures.map((f) => `${f.slug} [${f.check}] ${f.message}`)).toEqual([]);
      // Every subject built in all six projects and type-checked in five; every rendered one opened in all six.
      expect(result.checks).toBe(subjects.length * (FRAMEWORKS.length * 2 - 1) + render.size * FRAMEWORKS.length);
    },
    40 * 60_000,
  );
});
