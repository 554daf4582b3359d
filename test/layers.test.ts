// The one-way flow of src/ (catalog -> tools -> adapters and pages -> request wrapper -> app -> server -> CLI): no
// import runs upward and no file imports itself back through others. Read from the import statements themselves.
import { describe, expect, it } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SRC = join(import.meta.dir, "..", "src");

/** Each file's layer, lowest first: a file may import its own layer and those below, never above. */
const LAYERS: [layer: number, pattern: RegExp][] = [
  [0, /^(errors|headers|route)\.ts$|\.d\.ts$/],
  [1, /^(catalog\/|previews\.ts$|vendor\.ts$)/],
  [2, /^(tools\/|server-info\.ts$)/],
  [3, /^(rest|mcp|pages|docs|registry)\//],
  [4, /^(http\/|config\.ts$)/],
  [5, /^(app|ops)\.ts$/],
  [6, /^server\.ts$/],
  [7, /^cli\.ts$/],
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

/** Relative imports of a file (static, re-exports and dynamic), resolved to files under src/; type-only ones too. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"/g)].map(
    (m) => m[1] ?? m[2]!,
  );
  return specifiers
    .filter((s) => s.startsWith("."))
    .map((s) => resolve(dirname(file), s))
    .filter((p) => p.startsWith(SRC) && p.endsWith(".ts"));
}

const layerOf = (file: string): number => {
  const rel = relative(SRC, file);
  const found = LAYERS.find(([, pattern]) => pattern.test(rel));
  if (!found) throw new Error(`${rel} is in no layer: add it to LAYERS in test/layers.test.ts`);
  return found[0];
};

describe("src/ layers", () => {
  const all = files(SRC);
  const graph = new Map(all.map((f) => [f, importsOf(f)]));

  it("puts every file in a layer", () => {
    for (const f of all) layerOf(f);
  });

  it("imports only its own layer and those below", () => {
    const upward: string[] = [];
    for (const [from, targets] of graph) {
      for (const to of targets) if (layerOf(to) > layerOf(from)) upward.push(`${relative(SRC, from)} -> ${relative(SRC, to)}`);
    }
    expect(upward).toEqual([]);
  });

  it("has no import cycles between files", () => {
    // Tarjan's strongly connected components: any with more than one file is a cycle.
    let index = 0;
    const stack: string[] = [];
    const on = new Set<string>();
    const idx = new Map<string, number>();
    const low = new Map<string, number>();
    const cycles: string[][] = [];
    const visit = (v: string) => {
      idx.set(v, index);
      low.set(v, index++);
      stack.push(v);
      on.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!idx.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
      }
      if (low.get(v) === idx.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          on.delete(w);
          component.push(relative(SRC, w));
        } while (w !== v);
        if (component.length > 1) cycles.push(component.sort());
      }
    };
    for (const v of graph.keys()) if (!idx.has(v)) visit(v);
    expect(cycles).toEqual([]);
  });
});

describe("scripts/ and src/", () => {
  it("never import test/: tooling that ships lives in scripts/ or src/, tests only test", () => {
    const TEST = join(import.meta.dir);
    const ROOT = join(import.meta.dir, "..");
    const offenders: string[] = [];
    for (const dir of [SRC, join(ROOT, "scripts")]) {
      for (const file of files(dir)) {
        const text = readFileSync(file, "utf8");
        for (const m of text.matchAll(/(?:from\s+|import\(\s*)"(\.[^"]+)"/g)) {
          if (resolve(dirname(file), m[1]!).startsWith(`${TEST}/`)) offenders.push(`${relative(ROOT, file)} -> ${m[1]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
