// What the catalog source holds, as README's Default catalog section states it: designs by kind, resources, and how
// each design's behaviour is written (static, framework state from directives, mount() in js.ts, or both), and the
// designs built on each named library (the packages their `dependencies` declare).
// Usage: bun scripts/catalog-stats.ts [SOURCE=catalog] [--json]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseFragment } from "../src/catalog/derive/markup.ts";
import { readView } from "../src/catalog/derive/view.ts";

const args = process.argv.slice(2);
const source = resolve(args.find((a) => !a.startsWith("--")) ?? join(import.meta.dir, "..", "catalog"));

type Approach = "static" | "form only" | "state" | "mount" | "state + mount";
const byKind = new Map<string, { designs: number; resources: number }>();
const byApproach = new Map<Approach, number>();
let withProps = 0;
const withoutProps: string[] = [];
let designs = 0;
const categories = new Set<string>();
const byLibrary = new Map<string, number>();
let onLibraries = 0;

for (const folder of readdirSync(source).sort()) {
  const dir = join(source, folder);
  const metaFile = [join(dir, "design.json"), join(dir, "resource.json")].find(existsSync);
  if (!metaFile || !existsSync(join(dir, "html.html"))) continue;
  const meta = JSON.parse(readFileSync(metaFile, "utf8")) as {
    kind: string;
    category: string;
    variants?: unknown[];
    dependencies?: Record<string, string>;
  };
  const libraries = Object.keys(meta.dependencies ?? {});
  if (libraries.length > 0) onLibraries++;
  for (const name of libraries) byLibrary.set(name, (byLibrary.get(name) ?? 0) + 1);
  designs++;
  categories.add(meta.category);
  const k = byKind.get(meta.kind) ?? { designs: 0, resources: 0 };
  k.designs++;
  k.resources += Math.max(1, meta.variants?.length ?? 1);
  byKind.set(meta.kind, k);
  const { view } = readView(parseFragment(readFileSync(join(dir, "html.html"), "utf8")), folder);
  // Framework state: state a handler sets (one none sets is a constant); a form alone only keeps its submit from navigating.
  const state = Boolean(view?.state.some((s) => s.assigned));
  const mount = existsSync(join(dir, "js.ts"));
  const approach: Approach = state && mount ? "state + mount" : state ? "state" : mount ? "mount" : view?.hasForm ? "form only" : "static";
  byApproach.set(approach, (byApproach.get(approach) ?? 0) + 1);
  if (view && view.props.length > 0) withProps++;
  else withoutProps.push(folder);
}

const result = {
  designs,
  resources: [...byKind.values()].reduce((n, k) => n + k.resources, 0),
  categories: categories.size,
  kinds: Object.fromEntries(byKind),
  behaviour: Object.fromEntries(byApproach),
  onLibraries,
  libraries: Object.fromEntries([...byLibrary].sort((a, b) => b[1] - a[1])),
  designsWithProps: withProps,
};
if (args.includes("--json")) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`${result.designs} designs, ${result.resources} resources, ${result.categories} categories`);
  for (const [kind, k] of byKind) console.log(`  ${kind.padEnd(14)} ${k.designs} designs, ${k.resources} resources`);
  console.log(`behaviour: ${[...byApproach].map(([a, n]) => `${n} ${a}`).join(", ")}`);
  console.log(
    `on libraries: ${onLibraries} designs (${Object.entries(result.libraries)
      .map(([l, n]) => `${n} ${l}`)
      .join(", ")})`,
  );
  console.log(`content as props: ${withProps} of ${designs} designs${withoutProps.length ? ` (none in ${withoutProps.join(", ")})` : ""}`);
}
