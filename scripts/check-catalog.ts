// Verifies a whole derived catalog source with each framework's own tooling and a real browser (bun run check:catalog).
// Usage: bun scripts/check-catalog.ts [SOURCE=catalog] [--no-browser] [--only folder,folder] [--jobs N] [--batch N]
//        [--real designs|all|none] [--real-only] [--frameworks react,vue,...]
// (a folder is a resource folder, named by its slug, or a design folder, named by its design id: all its variants).
// --real: the real-toolchain layer (scripts/check/real-projects.ts) over one variant of every design (the default),
// every resource, or none: each framework's own project built, type-checked and, with the browser, every page rendered.
// --real-only: that layer alone (no per-resource checks, no near-duplicate check), for a run over the whole catalog.
// --frameworks: the real projects of these frameworks only (default: all six), for a quicker pass over many designs.
// Resources are checked in batches, each in its own worker process (compiled modules cannot be unloaded, so one
// process for 2,000 resources would keep gigabytes alive). Shows progress, ends with a summary, exits 1 on failure.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromiumAvailable } from "./check/browser.ts";
import { NEAR_DUPLICATE, nearDuplicates, readShapes, similarPairs } from "./check/distinct.ts";
import { FRAMEWORKS, type Framework } from "./check/projects.ts";
import { checkInRealProjects } from "./check/real-projects.ts";
import { CHECKS, loadCheckable, onePerDesign, verify, type Failure } from "./check/verify.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args.splice(i, 2)[1];
};
const only = option("--only");
const jobs = Math.max(1, Number(option("--jobs") ?? 2));
const batchSize = Math.max(1, Number(option("--batch") ?? 200));
const worker = args.includes("--worker");
const real = option("--real") ?? "designs";
if (!["designs", "all", "none"].includes(real)) {
  console.error(`--real takes designs, all or none, not ${real}`);
  process.exit(2);
}
const browser = !args.includes("--no-browser");
const realOnly = args.includes("--real-only");
const frameworkList = option("--frameworks")?.split(",");
const unknownFramework = frameworkList?.find((f) => !(FRAMEWORKS as readonly string[]).includes(f));
if (unknownFramework !== undefined) {
  console.error(`--frameworks takes ${FRAMEWORKS.join(", ")}, not ${unknownFramework}`);
  process.exit(2);
}
const frameworks = frameworkList as Framework[] | undefined;
if (realOnly && real === "none") {
  console.error("--real-only with --real none checks nothing");
  process.exit(2);
}
const source = resolve(args.find((a) => !a.startsWith("--")) ?? join(import.meta.dir, "..", "catalog"));

interface BatchResult {
  failures: Failure[];
  checks: number;
  resources: number;
}

if (worker) {
  // One batch: progress lines on stderr, the result as JSON on stdout.
  // A folder the build refuses is one failure per problem, named as the build names it; the others are checked.
  const { subjects, failures } = await loadCheckable(source, { folders: only!.split(",") });
  const result = await verify(subjects, {
    browser,
    concurrency: 1,
    onProgress: (stage, done, total) => process.stderr.write(`@progress ${JSON.stringify({ stage, done, total })}\n`),
  });
  process.stdout.write(
    JSON.stringify({
      failures: [...failures, ...result.failures],
      checks: result.checks + failures.length,
      resources: subjects.length,
    } satisfies BatchResult),
  );
  process.exit(0);
}

if (browser && !chromiumAvailable()) {
  console.error("Chromium is not installed at /usr/bin/chromium (apt-get install chromium), or pass --no-browser.");
  process.exit(2);
}

const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
/** The folders to check: resource folders and design folders, with how many resources each makes. */
const metas = readdirSync(source)
  .filter((name) => !only || only.split(",").includes(name))
  .sort()
  .flatMap((folder) => {
    const design = join(source, folder, "design.json");
    const resource = join(source, folder, "resource.json");
    if (!existsSync(design) && !existsSync(resource)) return [];
    const meta = JSON.parse(readFileSync(existsSync(design) ? design : resource, "utf8")) as {
      kind: string;
      category: string;
      variants?: unknown[];
    };
    return [{ folder, kind: meta.kind, category: meta.category, resources: existsSync(design) ? (meta.variants?.length ?? 1) : 1 }];
  });
const total = metas.reduce((n, m) => n + m.resources, 0);
/** Batches of whole folders, about batchSize resources each. */
const batches: { folders: string[]; resources: number }[] = [];
for (const m of realOnly ? [] : metas) {
  const last = batches[batches.length - 1];
  if (last && last.resources + m.resources <= batchSize) {
    last.folders.push(m.folder);
    last.resources += m.resources;
  } else batches.push({ folders: [m.folder], resources: m.resources });
}
console.error(
  `checking ${total} resources (${metas.length} folders) from ${source} in ${batches.length} batch${batches.length === 1 ? "" : "es"}, ${jobs} at a time`,
);

// Progress: compiling and rendering is ~45% of a batch's work, type-checking ~5%, Chromium the rest.
const WEIGHT: Record<string, [number, number]> = { "compile and render": [0, 0.45], "type-check": [0.45, 0.05], chromium: [0.5, 0.5] };
const progress = new Map<number, number>();
let lastLine = "";
let lastShown = 0;
const show = (force = false) => {
  const done = [...progress.values()].reduce((a, b) => a + b, 0);
  const share = done / Math.max(1, total);
  const eta = share > 0.02 ? Math.round((seconds() / share) * (1 - share)) : undefined;
  const line = `progress ${String(Math.floor(share * 100)).padStart(3)}%  ${finished}/${batches.length} batches  ${seconds().toFixed(0)} s${eta === undefined ? "" : `, about ${eta} s left`}`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}   `);
  else if (force || (line !== lastLine && performance.now() - lastShown > 10_000)) {
    process.stderr.write(`${line}\n`);
    lastShown = performance.now();
  }
  lastLine = line;
};

let finished = 0;
async function runBatch(index: number): Promise<BatchResult> {
  const batch = batches[index]!;
  const proc = Bun.spawn(
    [process.execPath, import.meta.path, source, "--worker", "--only", batch.folders.join(","), ...(browser ? [] : ["--no-browser"])],
    { stdout: "pipe", stderr: "pipe" },
  );
  const stderrLines: string[] = [];
  const readErr = (async () => {
    const decoder = new TextDecoder();
    let buffered = "";
    for await (const chunk of proc.stderr) {
      buffered += decoder.decode(chunk, { stream: true });
      let nl: number;
      while ((nl = buffered.indexOf("\n")) !== -1) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (line.startsWith("@progress ")) {
          const { stage, done, total: stageTotal } = JSON.parse(line.slice(10)) as { stage: string; done: number; total: number };
          const [from, size] = WEIGHT[stage] ?? [0, 0];
          progress.set(index, batch.resources * (from + (size * done) / Math.max(1, stageTotal)));
          show();
        } else stderrLines.push(line);
      }
    }
  })();
  const stdout = await new Response(proc.stdout).text();
  await readErr;
  const code = await proc.exited;
  progress.set(index, batch.resources);
  finished++;
  show(true);
  if (code !== 0) {
    return {
      resources: batch.resources,
      checks: 1,
      failures: [
        {
          slug: `(batch ${index + 1})`,
          check: "worker",
          message: `worker exited ${code}: ${stderrLines.slice(-5).join(" | ").slice(0, 500)}`,
        },
      ],
    };
  }
  return JSON.parse(stdout) as BatchResult;
}

const results: BatchResult[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(jobs, batches.length) }, async () => {
    while (next < batches.length) results.push(await runBatch(next++));
  }),
);
if (process.stderr.isTTY) process.stderr.write("\n");

const failures = results.flatMap((r) => r.failures);
// Distinct designs: every pair of the whole source, so a new design is compared with all the others.
const pairs = realOnly ? [] : similarPairs(readShapes(source));
const twins = nearDuplicates(pairs);
const alike = pairs[0];
for (const t of twins) {
  failures.push({
    slug: `${t.a} / ${t.b}`,
    check: "distinct",
    message: `markup ${t.markup.toFixed(2)}, css ${t.css.toFixed(2)}: the same design twice`,
  });
}
let checks = results.reduce((n, r) => n + r.checks, 0);
let realLine = "";
if (real !== "none") {
  const started = performance.now();
  // What the build refuses is one failure per problem (the batches report it, unless they did not run); the real
  // projects hold every folder it accepts.
  const { subjects: all, failures: refused } = await loadCheckable(source, only ? { folders: only.split(",") } : {});
  if (realOnly) failures.push(...refused);
  const subjects = real === "all" ? all : onePerDesign(all);
  console.error(`real projects: ${subjects.length} resources in one project per framework${browser ? ", every page rendered" : ""}`);
  if (subjects.length > 0) {
    const result = await checkInRealProjects(subjects, {
      render: new Set(browser ? subjects.map((s) => s.source.resource.slug) : []),
      frameworks,
      onProgress: (line) => console.error(`real projects ${((performance.now() - started) / 1000).toFixed(0)} s: ${line}`),
    });
    failures.push(...result.failures);
    checks += result.checks;
    realLine = `real        ${subjects.length} resources: ${Object.entries(result.timings)
      .map(([part, s]) => `${part} ${s.toFixed(0)} s${result.cpu[part] ? ` (${result.cpu[part].toFixed(0)} s CPU)` : ""}`)
      .join(", ")}`;
  }
}
const byKind = new Map<string, number>();
for (const m of metas) byKind.set(m.kind, (byKind.get(m.kind) ?? 0) + m.resources);
const byCheck = new Map<string, number>();
for (const f of failures) byCheck.set(f.check, (byCheck.get(f.check) ?? 0) + 1);
const failing = new Set(failures.filter((f) => f.check !== "distinct").map((f) => f.slug));

console.log("\n== catalog check summary");
console.log(`source      ${source}`);
console.log(
  `resources   ${total} (${[...byKind].map(([k, n]) => `${n} ${k}`).join(", ")}) from ${metas.length} folders in ${new Set(metas.map((m) => m.category)).size} categories`,
);
console.log(`checks      ${checks} run (${CHECKS.filter((c) => browser || c !== "chromium").join(", ")})`);
console.log(
  `distinct    ${twins.length} near-duplicate pair${twins.length === 1 ? "" : "s"} (markup and css both ${NEAR_DUPLICATE} or more)${alike ? `; most alike: ${alike.a} / ${alike.b} (${alike.markup.toFixed(2)}, ${alike.css.toFixed(2)})` : ""}`,
);
if (realLine) console.log(realLine);
for (const [check, n] of byCheck) console.log(`  ${check.padEnd(12)} ${n} failure${n === 1 ? "" : "s"}`);
if (failures.length > 0) {
  console.log(`\nfirst failures (of ${failures.length}):`);
  for (const f of failures.slice(0, 40)) console.log(`  ${f.slug} [${f.check}] ${f.message}`);
  // Every failing resource once, with its first failure: the list above stops at 40, a whole-catalog run goes past it.
  console.log(`\nfailing resources (${failing.size}), the first failure of each:`);
  const firsts = new Map<string, Failure>();
  for (const f of failures) if (f.check !== "distinct" && !firsts.has(f.slug)) firsts.set(f.slug, f);
  for (const [slug, f] of [...firsts].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`  ${slug} [${f.check}] ${f.message}`);
}
console.log(
  `\nresult      ${realOnly ? "(the real-toolchain layer only) " : ""}${total - failing.size} of ${total} resources pass every check, ${failures.length} failure${failures.length === 1 ? "" : "s"}, ${seconds().toFixed(1)} s`,
);
process.exit(failures.length === 0 ? 0 : 1);
