// The real-toolchain layer of the verification: every subject's snippets pasted into one real project per framework,
// built and type-checked with that framework's own tools, and a chosen set of them rendered in headless Chromium with
// two instances and with props (projects.ts writes the projects, toolchain.ts runs the tools, instances.ts renders).
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { ARGS, CHROMIUM } from "./browser.ts";
import { checkDocument, checkInstances, ORIGIN, serveBuilt, type PageExpectation } from "./instances.ts";
import { FRAMEWORKS, type Framework, htmlPage, type Project, type ProjectSubject, writeProject } from "./projects.ts";
import { expectedMarkup, hasPassableProps, passedProps } from "./props.ts";
import {
  buildCommand,
  buildProblems,
  ensureToolchain,
  type Problem,
  runTool,
  TOOLCHAIN_DIR,
  typecheckCommand,
  typecheckProblems,
  WORK_DIR,
} from "./toolchain.ts";
import type { Failure, Subject } from "./verify.ts";

export interface RealProjectOptions {
  /** The slugs rendered in Chromium (every subject is built and type-checked). */
  render: Set<string>;
  frameworks?: readonly Framework[];
  /** Pages open at once in Chromium (2). */
  concurrency?: number;
  /** Keep the projects after the run (for a look at what failed). */
  keep?: boolean;
  onProgress?: (line: string) => void;
}

export interface RealProjectResult {
  failures: Failure[];
  checks: number;
  /** Seconds each part took: install, `build <fw>`, `types <fw>`, `render <fw>`. */
  timings: Record<string, number>;
  /** CPU seconds the builds and type-checks used (wall time on a loaded machine says little). */
  cpu: Record<string, number>;
}

/** Builds that fail are retried without the components they name, this many times, so one bad file hides no other. */
const BUILD_ROUNDS = 5;

export async function checkInRealProjects(subjects: Subject[], options: RealProjectOptions): Promise<RealProjectResult> {
  const log = options.onProgress ?? (() => {});
  const timings: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  const failures: Failure[] = [];
  let checks = 0;
  const record = (slug: string, check: string, messages: string[]) => {
    checks++;
    for (const message of messages) failures.push({ slug, check, message });
  };
  timings.install = ensureToolchain(log);
  const projectSubjects: ProjectSubject[] = subjects.map((s) => ({
    slug: s.source.resource.slug,
    name: s.context.componentName,
    code: s.code,
    props: hasPassableProps(s.context.view) ? passedProps(s.context.view) : {},
    ...(s.context.tailwind ? { tailwind: true } : {}),
  }));
  const run = join(WORK_DIR, `run-${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(run, { recursive: true });
  const built: { project: Project; ok: Set<string> }[] = [];
  try {
    for (const framework of options.frameworks ?? FRAMEWORKS) {
      const slugs = new Set(projectSubjects.map((s) => s.slug));
      const typecheck = typecheckCommand(framework);
      if (typecheck) {
        log(`type-check ${framework} (${slugs.size} components)`);
        [timings[`types ${framework}`], cpu[`types ${framework}`]] = await typecheckRounds(
          framework,
          join(run, framework),
          projectSubjects,
          typecheck,
          record,
          failures,
        );
      }
      let project = writeProject(framework, join(run, framework), projectSubjects, TOOLCHAIN_DIR);
      log(`build ${framework} (${slugs.size} components)`);
      const ok = new Set(slugs);
      let seconds = 0;
      cpu[`build ${framework}`] = 0;
      for (let round = 1; round <= BUILD_ROUNDS; round++) {
        const result = await runTool(buildCommand(framework), project.dir);
        seconds += result.seconds;
        cpu[`build ${framework}`] += result.cpu;
        if (result.ok) break;
        const problems = buildProblems(result.output, ok);
        for (const p of problems) {
          if (p.slug) ok.delete(p.slug);
          failures.push({ slug: p.slug ?? `(${framework} build)`, check: `${framework}-build`, message: p.message });
        }
        if (problems.some((p) => !p.slug) || round === BUILD_ROUNDS || ok.size === 0) {
          ok.clear();
          break;
        }
        log(`build ${framework} again without ${problems.map((p) => p.slug).join(", ")}`);
        project = writeProject(
          framework,
          project.dir,
          projectSubjects.filter((s) => ok.has(s.slug)),
          TOOLCHAIN_DIR,
        );
      }
      timings[`build ${framework}`] = seconds;
      checks += slugs.size;
      built.push({ project, ok });
    }
    const expectations = new Map<string, PageExpectation>(
      subjects
        .filter((s) => options.render.has(s.source.resource.slug))
        .map((s) => {
          const slug = s.source.resource.slug;
          const props = projectSubjects.find((p) => p.slug === slug)!.props;
          const withProps = Object.keys(props).length ? expectedMarkup(s.context.view, slug, props) : s.context.root;
          return [slug, { slug, plain: s.context.root, props: withProps, mounted: s.context.behaviour !== undefined }];
        }),
    );
    if (expectations.size > 0) await render(built, expectations, record, timings, log, options.concurrency ?? 2);
  } finally {
    if (!options.keep) rmSync(run, { recursive: true, force: true });
  }
  return { failures, checks, timings, cpu };
}

/** Syntax errors: tsc then reports nothing else for the whole program. */
const SYNTAX = /\bTS1\d{3}:|\bTS17\d{3}:|\berror ts\(1\d{3}\)/;

/**
 * Type-checks the project; when some components have syntax errors (which stop tsc from reporting anything else),
 * again without them. Returns the seconds it took.
 */
async function typecheckRounds(
  framework: Framework,
  dir: string,
  subjects: ProjectSubject[],
  command: string[],
  record: (s: string, c: string, m: string[]) => void,
  failures: Failure[],
): Promise<[number, number]> {
  let seconds = 0;
  let cpu = 0;
  let left = subjects;
  for (let round = 1; round <= 3 && left.length > 0; round++) {
    writeProject(framework, dir, left, TOOLCHAIN_DIR);
    const slugs = new Set(left.map((s) => s.slug));
    const result = await runTool(command, dir);
    seconds += result.seconds;
    cpu += result.cpu;
    const problems = typecheckProblems(result.output, slugs);
    if (!result.ok && problems.length === 0) problems.push({ message: result.output.trim().split("\n").slice(-10).join(" | ") });
    const broken = new Set(problems.filter((p) => p.slug && SYNTAX.test(p.message)).map((p) => p.slug!));
    const done = broken.size === 0 || round === 3 ? slugs : broken;
    attribute(
      problems.filter((p) => !p.slug || done.has(p.slug)),
      done,
      `${framework}-types`,
      record,
      failures,
    );
    left = left.filter((s) => !done.has(s.slug));
  }
  return [seconds, cpu];
}

/** Type-check problems go to the component they name; the rest fail the whole project. */
function attribute(
  problems: Problem[],
  slugs: Set<string>,
  check: string,
  record: (s: string, c: string, m: string[]) => void,
  failures: Failure[],
) {
  for (const slug of slugs)
    record(
      slug,
      check,
      problems.filter((p) => p.slug === slug).map((p) => p.message),
    );
  for (const p of problems.filter((p) => !p.slug)) failures.push({ slug: `(${check})`, check, message: p.message });
}

async function render(
  built: { project: Project; ok: Set<string> }[],
  expectations: Map<string, PageExpectation>,
  record: (slug: string, check: string, messages: string[]) => void,
  timings: Record<string, number>,
  log: (line: string) => void,
  concurrency: number,
) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    for (const { project, ok } of built) {
      const started = performance.now();
      const slugs = [...expectations.keys()].filter((s) => ok.has(s));
      log(`render ${project.framework} (${slugs.length} pages)`);
      let next = 0;
      const worker = async () => {
        while (next < slugs.length) {
          const slug = slugs[next++]!;
          record(slug, `${project.framework}-page`, await renderOne(browser, project, expectations.get(slug)!));
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      timings[`render ${project.framework}`] = (performance.now() - started) / 1000;
    }
  } finally {
    await browser.close();
  }
}

/** One component's page in a fresh context (a clock of its own, see checkInstances). */
async function renderOne(browser: Browser, project: Project, expect: PageExpectation): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const failures: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") failures.push(`console ${msg.type()}: ${msg.text().slice(0, 240)}`);
  });
  page.on("pageerror", (err) => failures.push(`page error: ${err.message.slice(0, 240)}`));
  try {
    await serveBuilt(page, project.out, failures);
    const url = ORIGIN + project.page(expect.slug);
    if (project.framework !== "vanilla") return [...failures, ...(await checkInstances(page, url, expect))];
    // The js module renders two instances and takes no props; the html target is a page of its own.
    const own = await checkInstances(page, url, { ...expect, props: undefined });
    return [...failures, ...own, ...(await checkDocument(page, ORIGIN + htmlPage(expect.slug), expect))];
  } catch (err) {
    return [...failures, `browser: ${(err as Error).message.split("\n")[0]}`];
  } finally {
    await context.close();
  }
}
