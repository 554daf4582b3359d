// Verifies derived resources with each framework's own tooling: the CI sample and `bun run check:catalog` share it.
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BEHAVIOUR_FILE, CORE_TARGETS, DESIGN_SYSTEM_TARGETS, parseCanonical, type DeriveContext } from "../../src/catalog/derive/index.ts";
import { CONFIG_FILE, readSource, type SourceResource } from "../../src/catalog/source.ts";
import { checkInChromium, type BrowserSubject } from "./browser.ts";
import {
  compileSvelteComponent, compileVueSfc, renderAstroModule, renderReact, renderSvelteModule, renderVueModule, transformAstro,
  transpileTsx, typecheck, Workspace,
} from "./frameworks.ts";
import { lintResource } from "./lint.ts";
import { compareStructure } from "./structure.ts";

export interface Subject {
  source: SourceResource;
  context: DeriveContext;
  code: (target: string) => string;
}

export interface Failure {
  slug: string;
  check: string;
  message: string;
}

/** Reads a derived source folder (or only some of its resources) and pairs each resource with its parsed canonical source. */
export function loadSubjects(dir: string, only?: Set<string>): Subject[] {
  if (!only) return load(dir);
  // A scratch source of copies of just those folders, so a batch does not derive the whole catalog (copies, not
  // links: the build refuses symbolic links).
  const scratch = mkdtempSync(join(tmpdir(), "catalog-subset-"));
  try {
    if (existsSync(join(dir, CONFIG_FILE))) copyFileSync(join(dir, CONFIG_FILE), join(scratch, CONFIG_FILE));
    for (const slug of only) if (existsSync(join(dir, slug))) cpSync(resolve(dir, slug), join(scratch, slug), { recursive: true });
    return load(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function load(dir: string): Subject[] {
  const read = (folder: string, file: string) => {
    try {
      return readFileSync(join(folder, file), "utf8");
    } catch {
      return undefined;
    }
  };
  return readSource(dir)
    .map((source) => {
      const folder = join(dir, source.resource.slug);
      const { context, problems } = parseCanonical(source.resource, { html: read(folder, "html.html"), css: read(folder, "css.css"), behaviour: read(folder, BEHAVIOUR_FILE) });
      if (!context) throw new Error(`${source.resource.slug}: ${problems.map((p) => p.reason).join("; ")}`);
      const code = (target: string) => source.snippets.find((s) => s.target === target)?.code ?? "";
      return { source, context, code };
    });
}

export const CHECKS = ["targets", "lint", "react", "next", "vue", "svelte", "astro", "ssr-react", "ssr-next", "ssr-vue", "ssr-svelte", "ssr-astro", "ssr-html", "typecheck", "chromium"] as const;

export interface VerifyOptions {
  browser: boolean;
  /** Pages open at once in Chromium. */
  concurrency?: number;
  onProgress?: (stage: string, done: number, total: number) => void;
}

/** Type-checking runs tsc once per batch of this many resources (five files each). */
const TYPECHECK_BATCH = 300;

/** Runs every check over the subjects; returns the failures and how many checks ran. */
export async function verify(subjects: Subject[], options: VerifyOptions): Promise<{ failures: Failure[]; checks: number }> {
  const failures: Failure[] = [];
  let checks = 0;
  const record = (slug: string, check: string, messages: string[]) => {
    checks++;
    for (const message of messages) failures.push({ slug, check, message });
  };
  const ws = new Workspace();
  try {
    for (let start = 0; start < subjects.length; start += TYPECHECK_BATCH) {
      const batch = subjects.slice(start, start + TYPECHECK_BATCH);
      const typecheckFiles: { name: string; code: string }[] = [];
      for (const [i, subject] of batch.entries()) {
        await verifyOne(subject, ws, record, typecheckFiles);
        options.onProgress?.("compile and render", start + i + 1, subjects.length);
      }
      options.onProgress?.("type-check", start, subjects.length);
      const errors = typecheck(ws, typecheckFiles);
      for (const subject of batch) {
        const slug = subject.source.resource.slug;
        const own = [...errors].filter(([file]) => file.startsWith(`${slug}.`)).flatMap(([file, list]) => list.map((e) => `${file} ${e}`));
        record(slug, "typecheck", own);
      }
      const stray = [...errors].filter(([file]) => !batch.some((s) => file.startsWith(`${s.source.resource.slug}.`)));
      for (const [file, list] of stray) failures.push({ slug: "(typecheck)", check: "typecheck", message: `${file}: ${list.join("; ")}` });
      options.onProgress?.("type-check", start + batch.length, subjects.length);
    }
    if (options.browser) {
      const browserSubjects: BrowserSubject[] = subjects.map((s) => ({
        slug: s.source.resource.slug, html: s.code("html"), jsModule: s.code("js"), behaviourJs: s.context.behaviour?.js,
      }));
      let done = 0;
      await checkInChromium(browserSubjects, options.concurrency ?? 2, (slug, list) => {
        record(slug, "chromium", list);
        options.onProgress?.("chromium", ++done, browserSubjects.length);
      });
    }
  } finally {
    ws.remove();
  }
  return { failures, checks };
}

type Recorder = (slug: string, check: string, messages: string[]) => void;

async function verifyOne(subject: Subject, ws: Workspace, record: Recorder, typecheckFiles: { name: string; code: string }[]) {
  const { source, context, code } = subject;
  const { slug, kind } = source.resource;
  const name = context.componentName;
  const expected = [...CORE_TARGETS, ...(kind === "design-system" ? DESIGN_SYSTEM_TARGETS : [])];
  const have = new Set(source.snippets.map((s) => s.target));
  record(slug, "targets", expected.filter((t) => !have.has(t)).map((t) => `no ${t} snippet`));
  record(slug, "lint", lintResource(context.root, context.cssNodes, context.css, context.behaviour?.ts, kind));
  if (kind === "design-system") {
    const problems: string[] = [];
    try {
      const tokens = JSON.parse(code("tokens")) as object;
      if (Object.keys(tokens).length < 3) problems.push("tokens.json holds fewer than two groups");
    } catch (err) {
      problems.push(`tokens is not JSON: ${(err as Error).message}`);
    }
    if (!/@theme \{[\s\S]+--color-/.test(code("tailwind"))) problems.push("tailwind has no @theme colours");
    if (!/^\$color-/m.test(code("scss"))) problems.push("scss has no colour variables");
    record(slug, "targets", problems);
  }

  const ssr = async (check: string, render: () => Promise<string>) => {
    try {
      const problem = compareStructure(context.root, await render(), slug);
      record(slug, check, problem ? [problem] : []);
    } catch (err) {
      record(slug, check, [`render failed: ${(err as Error).message.split("\n")[0]}`]);
    }
  };

  for (const target of ["react", "next"] as const) {
    try {
      transpileTsx(code(target));
      record(slug, target, []);
      await ssr(`ssr-${target}`, () => renderReact(ws, code(target), `${slug}-${target}`));
    } catch (err) {
      record(slug, target, [`TSX does not transpile: ${(err as Error).message.split("\n")[0]}`]);
    }
    typecheckFiles.push({ name: `${slug}.${target}.tsx`, code: code(target) });
  }

  const vue = compileVueSfc(code("vue"), `${name}.vue`);
  record(slug, "vue", vue.errors);
  if (vue.errors.length === 0) await ssr("ssr-vue", () => renderVueModule(ws, vue.module, slug));
  const vueScript = /<script setup lang="ts">\n([\s\S]*?)<\/script>/.exec(code("vue"))?.[1];
  if (vueScript) typecheckFiles.push({ name: `${slug}.vue-script.ts`, code: vueScript });

  const client = compileSvelteComponent(code("svelte"), `${name}.svelte`, "client");
  const server = compileSvelteComponent(code("svelte"), `${name}.svelte`, "server");
  record(slug, "svelte", [...new Set([...client.problems, ...server.problems])]);
  if (server.js) await ssr("ssr-svelte", () => renderSvelteModule(ws, server.js, slug));
  const svelteScript = /<script lang="ts">\n([\s\S]*?)<\/script>/.exec(code("svelte"))?.[1];
  if (svelteScript) typecheckFiles.push({ name: `${slug}.svelte-script.ts`, code: svelteScript });

  const astro = await transformAstro(code("astro"), `${name}.astro`);
  record(slug, "astro", astro.problems);
  if (astro.problems.length === 0) await ssr("ssr-astro", () => renderAstroModule(ws, astro.code, slug));
  const astroScript = /<script>\n([\s\S]*?)<\/script>/.exec(code("astro"))?.[1];
  if (astroScript) typecheckFiles.push({ name: `${slug}.astro-script.ts`, code: `${astroScript}\nexport {};\n` });

  const problem = compareStructure(context.root, code("html"), slug);
  record(slug, "ssr-html", problem ? [problem] : []);
}

/** Failures grouped by check, for summaries. */
export function summarize(failures: Failure[]): Map<string, number> {
  const byCheck = new Map<string, number>();
  for (const f of failures) byCheck.set(f.check, (byCheck.get(f.check) ?? 0) + 1);
  return byCheck;
}
