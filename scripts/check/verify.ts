// Verifies derived resources with each framework's own tooling: the CI sample and `bun run check:catalog` share it.
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PRESETS_DIR } from "../../src/catalog/design-source.ts";
import { parseCanonical, type DeriveContext } from "../../src/catalog/derive/index.ts";
import { TARGETS, type Target } from "../../src/catalog/targets/index.ts";
import {
  CONFIG_FILE,
  compileTailwindSource,
  readSource,
  SourceError,
  type SourceCatalog,
  type SourceResource,
} from "../../src/catalog/source.ts";
import { checkInChromium, type BrowserSubject } from "./browser.ts";
import {
  compileSvelteComponent,
  compileVueSfc,
  renderAstroModule,
  renderReact,
  renderSvelteModule,
  renderVueModule,
  transformAstro,
  transpileTsx,
  typecheck,
  Workspace,
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

/**
 * Reads a derived source folder and pairs each resource with its parsed canonical source. `folders` limits the read
 * to those resource or design folders (a batch need not derive the whole catalog); `slugs` then keeps only those
 * resources (one variant of a design, say).
 */
export async function loadSubjects(
  dir: string,
  { folders, slugs }: { folders?: Iterable<string>; slugs?: Set<string> } = {},
): Promise<Subject[]> {
  const keep = (subjects: Subject[]) => (slugs ? subjects.filter((s) => slugs.has(s.source.resource.slug)) : subjects);
  if (!folders) return keep(await load(dir));
  // A scratch source of copies of just those folders (and the shared presets and config they need): copies, not
  // links, because the build refuses symbolic links.
  const scratch = mkdtempSync(join(tmpdir(), "catalog-subset-"));
  try {
    if (existsSync(join(dir, CONFIG_FILE))) copyFileSync(join(dir, CONFIG_FILE), join(scratch, CONFIG_FILE));
    for (const name of [PRESETS_DIR, ...folders])
      if (existsSync(join(dir, name))) cpSync(resolve(dir, name), join(scratch, name), { recursive: true });
    return keep(await load(scratch));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A source's problems as failures, each worded as the build words it (file, field, reason), given to its folder. */
export const sourceFailures = (err: SourceError): Failure[] =>
  err.problems.map((p) => ({
    slug: p.file.split("/")[0]!,
    check: "source",
    message: `${p.file}${p.field ? ` field "${p.field}"` : ""}: ${p.reason}`,
  }));

/**
 * loadSubjects for a check run: a source the build refuses is reported as the build reports it (a failure per
 * problem), and the folders without a problem are loaded and checked all the same, so one bad design hides no other.
 */
export async function loadCheckable(
  dir: string,
  options: { folders?: Iterable<string>; slugs?: Set<string> } = {},
): Promise<{ subjects: Subject[]; failures: Failure[] }> {
  try {
    return { subjects: await loadSubjects(dir, options), failures: [] };
  } catch (err) {
    if (!(err instanceof SourceError)) throw err;
    const failures = sourceFailures(err);
    const bad = new Set(failures.map((f) => f.slug));
    const folders = options.folders
      ? [...options.folders]
      : readdirSync(dir, { withFileTypes: true })
          .filter((e) => e.isDirectory() && !e.name.startsWith(".") && e.name !== PRESETS_DIR)
          .map((e) => e.name);
    const good = folders.filter((f) => !bad.has(f));
    // A problem outside the folders (catalog.json, a preset) spoils them all.
    if (good.length === 0 || good.length === folders.length) return { subjects: [], failures };
    try {
      return { subjects: await loadSubjects(dir, { ...options, folders: good }), failures };
    } catch (again) {
      if (!(again instanceof SourceError)) throw again;
      return { subjects: [], failures: [...failures, ...sourceFailures(again)] };
    }
  }
}

/** Reads a source as every build does: its Tailwind designs' classes compiled first. */
async function load(dir: string): Promise<Subject[]> {
  return subjectsOf(readSource(dir, undefined, await compileTailwindSource(dir)));
}

/** The subjects of an already-read source. */
export function subjectsOf(catalog: SourceCatalog): Subject[] {
  return catalog.resources.map((source) => {
    if (!source.canonical) throw new Error(`${source.resource.slug}: not derived (the default catalog derives every target)`);
    const { context, problems } = parseCanonical(source.resource, source.canonical);
    if (!context) throw new Error(`${source.resource.slug}: ${problems.map((p) => p.reason).join("; ")}`);
    const code = (target: string) => source.snippets.find((s) => s.target === target)?.code ?? "";
    return { source, context, code };
  });
}

/** One variant of every design, the nth design's (n mod variants)th: every design, its palettes spread across the set. */
export function onePerDesign(subjects: Subject[]): Subject[] {
  const designs = [...new Set(subjects.map((s) => s.source.resource.design))].sort();
  return designs.map((design, n) => {
    const variants = subjects.filter((s) => s.source.resource.design === design);
    return variants[n % variants.length]!;
  });
}

/** A pseudo-random pick of `count` items, the same for the same seed (mulberry32), so a failing sample can be rerun. */
export function seededSample<T>(items: T[], count: number, seed: number): T[] {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * A bounded sample that rotates with the seed and spreads over the categories: categories in a seeded order, one
 * design from each in turn (a seeded pick) until `count`, so every category is in it before any has two, whatever
 * the catalog's size. CI's real-project run uses it; `check:catalog --real` covers every design.
 */
export function categorySample(subjects: Subject[], count: number, seed: number): Subject[] {
  const byCategory = new Map<string, Subject[]>();
  for (const s of subjects) {
    const category = s.source.resource.category;
    byCategory.set(category, [...(byCategory.get(category) ?? []), s]);
  }
  const queues = seededSample([...byCategory.keys()].sort(), byCategory.size, seed).map((c, i) =>
    seededSample(byCategory.get(c)!, byCategory.get(c)!.length, seed + i + 1),
  );
  const picked: Subject[] = [];
  while (picked.length < Math.min(count, subjects.length))
    for (const queue of queues) if (queue.length && picked.length < count) picked.push(queue.shift()!);
  return picked;
}

/** The checks every resource gets; design systems add one per token target (tokens, tailwind, scss). */
export const CHECKS = [
  "targets",
  "lint",
  "react",
  "next",
  "vue",
  "svelte",
  "astro",
  "ssr-react",
  "ssr-next",
  "ssr-vue",
  "ssr-svelte",
  "ssr-astro",
  "ssr-html",
  "typecheck",
  "chromium",
] as const;

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
        slug: s.source.resource.slug,
        html: s.code("html"),
        jsModule: s.code("js"),
        behaviourJs: s.context.behaviour?.js,
        imports: s.context.behaviour?.jsImports,
        specifiers: s.context.behaviour?.specifiers,
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

interface VerifyStep {
  subject: Subject;
  target: Target;
  ws: Workspace;
  record: Recorder;
  typecheckFiles: { name: string; code: string }[];
}

/** Server-renders a target and compares its elements, attributes and text with the canonical markup. */
async function ssr({ subject, record }: VerifyStep, check: string, render: () => Promise<string>) {
  const slug = subject.source.resource.slug;
  try {
    const problem = compareStructure(subject.context.root, await render(), slug);
    record(slug, check, problem ? [problem] : []);
  } catch (err) {
    record(slug, check, [`render failed: ${(err as Error).message.split("\n")[0]}`]);
  }
}

/** Splits a destructuring pattern at its own commas, not those inside a default's string or brackets. */
/** The index of the brace closing the one at `open`, strings skipped; the text's end when there is none. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c) && --depth === 0) return i;
  }
  return text.length;
}

function topLevelCommas(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The script block of a single-file component, for tsc: what only its template uses is named once at the end, as the
 * template would, so unused-local checks still catch what nothing uses.
 */
export function scriptOf(code: string, open: RegExp): string | undefined {
  const script = open.exec(code)?.[1];
  if (script === undefined) return undefined;
  // Top level: the script's own indentation (Svelte's and Astro's blocks are indented by two spaces).
  const top = Math.min(
    ...script
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => /^ */.exec(l)![0].length),
  );
  const at = new RegExp(`^ {${top}}(?:const|let|function)\\s+`, "gm");
  const declared: string[] = [];
  const destructured: string[] = [];
  for (const m of script.matchAll(at)) {
    const from = m.index! + m[0].length;
    if (script[from] === "{") {
      // A destructuring pattern, to its matching brace: a default's text may hold braces of its own.
      const body = script.slice(from + 1, closingBrace(script, from));
      destructured.push(...topLevelCommas(body).map((p) => p.split("=")[0]!.split(":").pop()!.trim()));
    } else {
      const name = /^[A-Za-z_$][\w$]*/.exec(script.slice(from))?.[0];
      if (name) declared.push(name);
    }
  }
  const names = [...new Set([...declared, ...destructured])].filter(Boolean);
  return names.length ? `${script}\nvoid [${names.join(", ")}];\n` : script;
}

/**
 * How each target is checked with its framework's own tooling, by the verifier its declaration names
 * (src/catalog/targets/). Chromium checks the html and js targets afterwards, for all subjects at once.
 */
export const VERIFIERS: Record<string, (step: VerifyStep) => Promise<void>> = {
  "html-document": async ({ subject, record }) => {
    const problem = compareStructure(subject.context.root, subject.code("html"), subject.source.resource.slug);
    record(subject.source.resource.slug, "ssr-html", problem ? [problem] : []);
  },
  stylesheet: async () => {},
  "js-module": async () => {},
  react: async (step) => {
    const { subject, target, ws, record, typecheckFiles } = step;
    const slug = subject.source.resource.slug;
    const code = subject.code(target.name);
    try {
      transpileTsx(code);
      record(slug, target.name, []);
      await ssr(step, `ssr-${target.name}`, () => renderReact(ws, code, `${slug}-${target.name}`));
    } catch (err) {
      record(slug, target.name, [`TSX does not transpile: ${(err as Error).message.split("\n")[0]}`]);
    }
    typecheckFiles.push({ name: `${slug}.${target.name}.tsx`, code });
  },
  vue: async (step) => {
    const { subject, ws, record, typecheckFiles } = step;
    const slug = subject.source.resource.slug;
    const code = subject.code("vue");
    const vue = compileVueSfc(code, `${subject.context.componentName}.vue`);
    record(slug, "vue", vue.errors);
    if (vue.errors.length === 0) await ssr(step, "ssr-vue", () => renderVueModule(ws, vue.module, slug));
    const script = scriptOf(code, /<script setup lang="ts">\n([\s\S]*?)<\/script>/);
    if (script) typecheckFiles.push({ name: `${slug}.vue-script.ts`, code: script });
  },
  svelte: async (step) => {
    const { subject, ws, record, typecheckFiles } = step;
    const slug = subject.source.resource.slug;
    const code = subject.code("svelte");
    const file = `${subject.context.componentName}.svelte`;
    const client = compileSvelteComponent(code, file, "client");
    const server = compileSvelteComponent(code, file, "server");
    record(slug, "svelte", [...new Set([...client.problems, ...server.problems])]);
    if (server.js) await ssr(step, "ssr-svelte", () => renderSvelteModule(ws, server.js, slug));
    const script = scriptOf(code, /<script lang="ts">\n([\s\S]*?)<\/script>/);
    if (script) typecheckFiles.push({ name: `${slug}.svelte-script.ts`, code: script });
  },
  astro: async (step) => {
    const { subject, ws, record, typecheckFiles } = step;
    const slug = subject.source.resource.slug;
    const code = subject.code("astro");
    const astro = await transformAstro(code, `${subject.context.componentName}.astro`);
    record(slug, "astro", astro.problems);
    if (astro.problems.length === 0) await ssr(step, "ssr-astro", () => renderAstroModule(ws, astro.code, slug));
    const script = scriptOf(code, /<script>\n([\s\S]*?)<\/script>/);
    if (script) typecheckFiles.push({ name: `${slug}.astro-script.ts`, code: `${script}\nexport {};\n` });
  },
  "design-tokens": async ({ subject, record }) => {
    let problem: string | undefined;
    try {
      if (Object.keys(JSON.parse(subject.code("tokens")) as object).length < 3) problem = "tokens.json holds fewer than two groups";
    } catch (err) {
      problem = `tokens is not JSON: ${(err as Error).message}`;
    }
    record(subject.source.resource.slug, "tokens", problem ? [problem] : []);
  },
  "tailwind-theme": async ({ subject, record }) =>
    record(
      subject.source.resource.slug,
      "tailwind",
      /@theme \{[\s\S]+--color-/.test(subject.code("tailwind")) ? [] : ["tailwind has no @theme colours"],
    ),
  scss: async ({ subject, record }) =>
    record(subject.source.resource.slug, "scss", /^\$color-/m.test(subject.code("scss")) ? [] : ["scss has no colour variables"]),
};

async function verifyOne(subject: Subject, ws: Workspace, record: Recorder, typecheckFiles: { name: string; code: string }[]) {
  const { source, context } = subject;
  const { slug, kind } = source.resource;
  const expected = TARGETS.filter((t) => t.scope === "core" || kind === "design-system");
  const have = new Set(source.snippets.map((s) => s.target));
  record(
    slug,
    "targets",
    expected.filter((t) => !have.has(t.name)).map((t) => `no ${t.name} snippet`),
  );
  record(slug, "lint", lintResource(context.root, context.cssNodes, context.css, context.behaviour?.ts, kind, context.tailwind?.css));
  for (const target of expected)
    if (have.has(target.name)) await VERIFIERS[target.verifier]!({ subject, target, ws, record, typecheckFiles });
}

/** Failures grouped by check, for summaries. */
export function summarize(failures: Failure[]): Map<string, number> {
  const byCheck = new Map<string, number>();
  for (const f of failures) byCheck.set(f.check, (byCheck.get(f.check) ?? 0) + 1);
  return byCheck;
}
