// The framework toolchains themselves, run over real projects (projects.ts): install them when missing, build each
// project with its own build tool (Vite, next build, astro build) and type-check it (tsc, vue-tsc, svelte-check with
// warnings as failures, astro check). Each problem is given to the component whose file it names.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Framework } from "./projects.ts";

export const TOOLCHAIN_DIR = join(import.meta.dir, "toolchain");
/** Projects live inside the toolchain folder, so their imports resolve from its node_modules by the usual lookup. */
export const WORK_DIR = join(TOOLCHAIN_DIR, "work");
const BIN = join(TOOLCHAIN_DIR, "node_modules");
/** Astro 7 asks for Node 22.12+; the repository's pinned Bun runs it (and reports a Node version it accepts). */
const BUN = process.execPath;

/** No tool reaches the network: telemetry off everywhere, and CI mode so nothing prompts. */
export const TOOL_ENV: Record<string, string> = {
  NEXT_TELEMETRY_DISABLED: "1",
  ASTRO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  CI: "1",
  NO_COLOR: "1",
  FORCE_COLOR: "0",
  BROWSERSLIST_IGNORE_OLD_DATA: "1",
};

/** Installs the toolchain's pinned packages (npm ci) unless node_modules was installed from this very lockfile. */
export function ensureToolchain(log: (line: string) => void = () => {}): number {
  const stamp = join(BIN, ".installed-from-lock");
  const lock = Bun.hash(readFileSync(join(TOOLCHAIN_DIR, "package-lock.json"))).toString(16);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === lock) return 0;
  log("installing the framework toolchains (npm ci in scripts/check/toolchain)");
  const started = performance.now();
  const run = Bun.spawnSync(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: TOOLCHAIN_DIR,
    env: { ...process.env, ...TOOL_ENV },
  });
  if (run.exitCode !== 0) throw new Error(`npm ci in ${TOOLCHAIN_DIR} failed: ${run.stderr.toString().slice(-800)}`);
  writeFileSync(stamp, lock);
  return (performance.now() - started) / 1000;
}

export interface ToolRun {
  ok: boolean;
  output: string;
  seconds: number;
  /** CPU seconds (user + system) the tool and the processes it waited for used: what the time is on a quiet machine. */
  cpu: number;
}

export async function runTool(command: string[], cwd: string, timeoutMs = 15 * 60_000): Promise<ToolRun> {
  const started = performance.now();
  mkdirSync(cwd, { recursive: true });
  const proc = Bun.spawn(command, { cwd, env: { ...process.env, ...TOOL_ENV }, stdout: "pipe", stderr: "pipe", timeout: timeoutMs });
  const [stdout, stderr] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  const code = await proc.exited;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes some tools print regardless
  const output = `${stdout}\n${stderr}`.replace(/\x1b\[[0-9;]*m/g, "");
  const usage = proc.resourceUsage();
  const cpu = usage ? Number(usage.cpuTime.total) / 1e6 : 0;
  return { ok: code === 0, output, seconds: (performance.now() - started) / 1000, cpu };
}

const node = (script: string, ...args: string[]) => ["node", join(BIN, script), ...args];

/** The build command of each framework's project. */
export function buildCommand(framework: Framework): string[] {
  switch (framework) {
    case "next":
      return node("next/dist/bin/next", "build");
    case "astro":
      return [BUN, "--bun", join(BIN, "astro/bin/astro.mjs"), "build"];
    default:
      return node("vite/bin/vite.js", "build");
  }
}

/** The type-check command of each framework's project; vanilla's html and js are plain JavaScript, not type-checked. */
export function typecheckCommand(framework: Framework): string[] | undefined {
  switch (framework) {
    case "react":
      return node("typescript/bin/tsc", "-p", ".", "--pretty", "false");
    case "next":
      return node("typescript/bin/tsc", "-p", "tsconfig.check.json", "--pretty", "false");
    case "vue":
      return node("vue-tsc/bin/vue-tsc.js", "-p", ".", "--pretty", "false");
    case "svelte":
      return node("svelte-check/bin/svelte-check", "--tsconfig", "./tsconfig.json", "--fail-on-warnings", "--output", "machine");
    case "astro":
      return [BUN, "--bun", join(BIN, "astro/bin/astro.mjs"), "check"];
    case "vanilla":
      return undefined;
  }
}

export interface Problem {
  /** The component whose file the problem names, or undefined for the project as a whole. */
  slug?: string;
  message: string;
}

/** The slug of the component file (or page) a path names: components/SLUG.x, pages/SLUG.x, c/SLUG/page.tsx, js/SLUG.js. */
export function slugOfPath(path: string, slugs: Set<string>): string | undefined {
  for (const m of path.matchAll(/(?:^|[^\w-])(?:components|pages|c|js|html)\/([a-z0-9-]+)(?:\.[a-z]+|\/)/g))
    if (slugs.has(m[1]!)) return m[1];
  return undefined;
}

/** A type-checker's output as problems: tsc and vue-tsc `file(l,c): error`, svelte-check's machine lines, astro check's. */
export function typecheckProblems(output: string, slugs: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const lines = output.split("\n");
  for (const [i, line] of lines.entries()) {
    let m: RegExpExecArray | null;
    if ((m = /^(\S+?)\((\d+),(\d+)\): error (TS\d+: .*)$/.exec(line.trim())))
      problems.push({ slug: slugOfPath(m[1]!, slugs), message: `${m[1]} line ${m[2]}: ${m[4]}` });
    else if ((m = /^\d+ (ERROR|WARNING) "([^"]+)" (\d+):\d+ "(.*)"$/.exec(line.trim())))
      problems.push({ slug: slugOfPath(m[2]!, slugs), message: `${m[2]} line ${m[3]}: ${m[1].toLowerCase()} ${m[4]!.split("\\n")[0]}` });
    else if ((m = /^(\S+):(\d+):\d+ - (error|warning) (.*)$/.exec(line.trim()))) {
      // A deprecated API (ts 6385/6387, say document.execCommand, which editors still have no replacement for) is an
      // editor's strikethrough that tsc itself never reports; astro check prints it as a warning.
      if (/^warning ts\(638[57]\)/.test(`${m[3]} ${m[4]}`)) continue;
      problems.push({
        slug: slugOfPath(m[1]!, slugs),
        message: `${m[1]} line ${m[2]}: ${m[3]} ${m[4]} ${lines[i + 2]?.trim() ?? ""}`.trim(),
      });
    }
  }
  return problems;
}

/** The components a failed build's output names (its first error usually names the file it was transforming). */
export function buildProblems(output: string, slugs: Set<string>): Problem[] {
  const named = new Map<string, string>();
  const lines = output.split("\n").filter((l) => l.trim());
  for (const [i, line] of lines.entries()) {
    const slug = slugOfPath(line, slugs);
    if (slug && !named.has(slug))
      named.set(
        slug,
        lines
          .slice(Math.max(0, i - 2), i + 4)
          .join(" | ")
          .slice(0, 600),
      );
  }
  if (named.size === 0) return [{ message: lines.slice(-12).join(" | ").slice(0, 1200) }];
  return [...named].map(([slug, message]) => ({ slug, message }));
}

/** The toolchain's pinned versions, for the report. */
export function toolVersions(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(TOOLCHAIN_DIR, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
  return pkg.devDependencies;
}

// `bun scripts/check/toolchain.ts` installs the toolchains (CI does, ahead of the tests that use them).
if (import.meta.main) {
  const seconds = ensureToolchain(console.log);
  console.log(seconds ? `installed in ${seconds.toFixed(0)} s` : "already installed from this package-lock.json");
}
