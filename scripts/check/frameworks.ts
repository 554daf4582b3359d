// Each framework's own tooling over the derived snippets: compile, server-render, and type-check with tsc.
import { transform as astroTransform } from "@astrojs/compiler";
import { compileScript, compileStyle, compileTemplate, parse as parseVue } from "@vue/compiler-sfc";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { compile as compileSvelte } from "svelte/compiler";
import { render as renderSvelte } from "svelte/server";
import { createSSRApp, type Component } from "vue";
import { renderToString as renderVue } from "@vue/server-renderer";

const REPO = join(import.meta.dir, "..", "..");
const CACHE = join(REPO, "node_modules", ".cache", "catalog-quality");

/**
 * A scratch folder inside node_modules/.cache, so written modules resolve react, vue and svelte from the repo's
 * node_modules by the usual upward lookup (and no /tmp cleaner can pull it away mid-run).
 */
export class Workspace {
  readonly dir: string;
  private n = 0;
  constructor() {
    mkdirSync(CACHE, { recursive: true });
    this.dir = mkdtempSync(join(CACHE, "run-"));
  }
  write(name: string, code: string): string {
    const path = join(this.dir, `${this.n++}-${name}`);
    writeFileSync(path, code);
    return path;
  }
  remove() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const tsx = new Bun.Transpiler({ loader: "tsx", target: "browser" });

/** Transpiles TSX as Bun (esbuild-compatible) does; throws with the parser's message on a syntax error. */
export function transpileTsx(code: string): string {
  return tsx.transformSync(code);
}

export function compileVueSfc(code: string, filename: string): { module: string; errors: string[] } {
  const { descriptor, errors } = parseVue(code, { filename });
  const problems = errors.map((e) => `parse: ${e.message}`);
  const id = filename.replace(/\W/g, "").slice(0, 12).toLowerCase();
  let module = "";
  try {
    if (descriptor.script || descriptor.scriptSetup) {
      module = compileScript(descriptor, { id, inlineTemplate: true }).content;
    } else if (descriptor.template) {
      const result = compileTemplate({ source: descriptor.template.content, filename, id });
      problems.push(...result.errors.map((e) => `template: ${typeof e === "string" ? e : e.message}`));
      module = `${result.code}\nexport default { render };\n`;
    } else problems.push("no <template>");
  } catch (err) {
    problems.push(`script: ${(err as Error).message}`);
  }
  for (const style of descriptor.styles) {
    const result = compileStyle({ source: style.content, filename, id, scoped: style.scoped });
    problems.push(...result.errors.map((e) => `style: ${e.message}`));
  }
  return { module, errors: problems };
}

/** Svelte's compiler; its warnings (accessibility ones included) count as problems. */
export function compileSvelteComponent(code: string, filename: string, generate: "client" | "server"): { js: string; problems: string[] } {
  try {
    const result = compileSvelte(code, { filename, generate });
    return { js: result.js.code, problems: result.warnings.map((w) => `${w.code}: ${w.message}`) };
  } catch (err) {
    return { js: "", problems: [`compile: ${(err as Error).message}`] };
  }
}

export async function transformAstro(code: string, filename: string): Promise<{ code: string; problems: string[] }> {
  const result = await astroTransform(code, { filename });
  return { code: result.code, problems: result.diagnostics.filter((d) => d.severity === 1).map((d) => `${d.code}: ${d.text}`) };
}

export async function renderReact(ws: Workspace, code: string, name: string): Promise<string> {
  const mod = (await import(ws.write(`${name}.tsx`, code))) as { default: ComponentType };
  return renderToStaticMarkup(createElement(mod.default));
}

export async function renderVueModule(ws: Workspace, module: string, name: string): Promise<string> {
  const mod = (await import(ws.write(`${name}.vue.ts`, module))) as { default: Component };
  return renderVue(createSSRApp(mod.default), {});
}

export async function renderSvelteModule(ws: Workspace, js: string, name: string): Promise<string> {
  const mod = (await import(ws.write(`${name}.svelte.js`, js))) as { default: Parameters<typeof renderSvelte>[0] };
  return renderSvelte(mod.default, { props: {} }).body;
}

/**
 * Renders Astro's compiled template with a stand-in for the few runtime helpers a static component uses
 * (astro itself is not a dependency here): enough to read the element structure it would send.
 */
export async function renderAstroModule(ws: Workspace, compiled: string, name: string): Promise<string> {
  const runtime = ws.write(
    "astro-runtime.js",
    `
export const Fragment = "fragment";
// As Astro does, a list (from .map) is its items one after another.
const show = (v) => (Array.isArray(v) ? v.map(show).join("") : String(v ?? ""));
export const render = (strings, ...values) => strings.reduce((out, s, i) => out + s + (i < values.length ? show(values[i]) : ""), "");
export const createComponent = (fn) => fn;
export const createAstro = () => ({});
export const createMetadata = () => ({});
export const maybeRenderHead = () => "";
export const renderHead = () => "";
export const renderScript = () => "";
const clsx = (v) => Array.isArray(v) ? v.map(clsx).filter(Boolean).join(" ") : v && typeof v === "object" ? Object.keys(v).filter((k) => v[k]).join(" ") : v ? String(v) : "";
export const addAttribute = (value, key) => {
  if (key === "class:list") { const c = clsx(value); return c ? \` class="\${c}"\` : ""; }
  return value == null || value === false ? "" : \` \${key}="\${value === true ? "" : value}"\`;
};
export const renderComponent = () => ""; export const unescapeHTML = (s) => s; export const renderSlot = (result, slotted, fallback) => fallback ?? ""; export const mergeSlots = () => ({});
export const spreadAttributes = () => ""; export const defineStyleVars = () => ""; export const defineScriptVars = () => ""; export const renderTransition = () => ""; export const createTransitionScope = () => "";
`,
  );
  const code = compiled
    .replace(/from "astro\/runtime\/server\/index\.js"/, `from ${JSON.stringify(runtime)}`)
    .replace(/^import "[^"]*\?astro&type=[^"]*";$/gm, "");
  const mod = (await import(ws.write(`${name}.astro.ts`, code))) as { default: (result: object, props: object, slots: object) => string };
  return String(await mod.default({ createAstro: (_astro: unknown, props: object, slots: object) => ({ props, slots }) }, {}, {}));
}

/** Lines of tsc output that are errors, keyed by file name (the file names carry the slug). */
export function typecheck(ws: Workspace, files: { name: string; code: string }[]): Map<string, string[]> {
  const dir = mkdtempSync(join(ws.dir, "typecheck-"));
  for (const file of files) writeFileSync(join(dir, file.name), file.code);
  // Svelte's runes and Vue's compiler macros: declared here so a component's script block type-checks on its own.
  writeFileSync(
    join(dir, "macros.d.ts"),
    [
      "declare function $state<T>(initial?: T): T;",
      "declare function $props<T>(): T;",
      "declare namespace $props { function id(): string; }",
      "declare function defineProps<T>(): T;",
      "declare function withDefaults<T, D>(props: T, defaults: D): Required<T>;",
      "declare function defineEmits<T>(): (...args: any[]) => void;",
    ].join("\n"),
  );
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "bundler",
        jsx: "react-jsx",
        lib: ["ES2022", "DOM", "DOM.Iterable"],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        isolatedModules: true,
        noUnusedLocals: true,
      },
      include: ["*.ts", "*.tsx"],
    }),
  );
  const run = Bun.spawnSync([join(REPO, "node_modules", ".bin", "tsc"), "-p", dir], { cwd: dir });
  const errors = new Map<string, string[]>();
  const output = run.stdout.toString() + run.stderr.toString();
  for (const line of output.split("\n")) {
    const m = /^([^(\s]+)\((\d+),(\d+)\): error (TS\d+: .*)$/.exec(line.trim());
    if (!m) continue;
    // tsc names files relative to the cwd it resolved, which a linked node_modules makes a long ../ path.
    const file = basename(m[1]!);
    const list = errors.get(file) ?? [];
    list.push(`line ${m[2]}: ${m[4]}`);
    errors.set(file, list);
  }
  if (run.exitCode !== 0 && errors.size === 0) errors.set("(tsc)", [output.slice(0, 500) || `tsc exited ${run.exitCode}`]);
  return errors;
}
