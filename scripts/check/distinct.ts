// Near-duplicate designs: two designs whose markup has the same shape and whose CSS styles the same selectors with
// the same properties are one design with other text or colours, whatever their names say.
//
// Each design becomes two multisets of features, compared with the weighted Jaccard index (sum of min / sum of max):
// - markup: every element as its tag with its sorted attribute names (text, values and classes left out), every
//   parent>child tag pair and every three-level tag path; so the same structure with other content scores 1;
// - css: every declaration as its selector's shape (the root class and other class names replaced by ".", ids by
//   "#") with the property name (values left out); so the same stylesheet with other colours or sizes scores 1.
// - a design written with Tailwind CSS classes: its css.css as above, plus each utility class as its variants and its
//   name with the value left out (`md:hover:bg-(--accent)/10` is `md:hover:bg-_`, `px-4` is `px-#`).
// A pair is a near-duplicate when both scores reach NEAR_DUPLICATE; see README (Default catalog) for why 0.9. A
// Tailwind design and a plain-CSS one have no CSS to compare (utilities against rules): their markup decides alone.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CssError, type CssNode, parseStylesheet } from "../../src/catalog/derive/css.ts";
import { classesOf, elements, type ElementNode, MarkupError, parseFragment } from "../../src/catalog/derive/markup.ts";
import { usesTailwind } from "../../src/catalog/tailwind.ts";

export const NEAR_DUPLICATE = 0.9;

type Bag = Map<string, number>;

export interface DesignShape {
  id: string;
  markup: Bag;
  css: Bag;
  /** Written with Tailwind CSS classes: its css bag holds its utilities. */
  tailwind?: boolean;
}

export interface SimilarPair {
  a: string;
  b: string;
  markup: number;
  css: number;
}

const add = (bag: Bag, key: string) => bag.set(key, (bag.get(key) ?? 0) + 1);

/** Directives (data-prop, data-each, data-on-…) say what is content and state, not what the design is. */
const structural = (name: string) => !name.startsWith("data-") && name !== "class" && name !== "id" && name !== "style";

function markupFeatures(root: ElementNode): Bag {
  const bag: Bag = new Map();
  const visit = (el: ElementNode, path: string[]) => {
    const names = el.attrs
      .map((a) => a.name)
      .filter(structural)
      .sort();
    add(bag, `${el.tag}[${names.join(",")}]`);
    if (path.length >= 1) add(bag, `${path.at(-1)}>${el.tag}`);
    if (path.length >= 2) add(bag, `${path.at(-2)}>${path.at(-1)}>${el.tag}`);
    for (const c of el.children) if (c.type === "element") visit(c, [...path, el.tag]);
  };
  visit(root, []);
  return bag;
}

const selectorShape = (selector: string) =>
  selector
    .replace(/\.[A-Za-z_-][\w-]*/g, ".")
    .replace(/#[A-Za-z_-][\w-]*/g, "#")
    .replace(/\[[^\]]*\]/g, "[]")
    .replace(/\s+/g, " ")
    .trim();

function cssFeatures(nodes: CssNode[], bag: Bag = new Map(), context = ""): Bag {
  for (const node of nodes) {
    if (node.type === "at") {
      // Keyframes are named after the design; their steps are what they are.
      cssFeatures(node.rules, bag, node.name === "keyframes" ? "@keyframes" : `@${node.name} ${node.prelude.replace(/\s+/g, " ")}`);
      continue;
    }
    for (const selector of node.selectors) {
      // A custom property's name is the design's vocabulary, not its structure.
      for (const d of node.declarations) if (!d.property.startsWith("--")) add(bag, `${context}|${selectorShape(selector)}{${d.property}}`);
    }
  }
  return bag;
}

export function weightedJaccard(a: Bag, b: Bag): number {
  let min = 0;
  let max = 0;
  for (const [k, n] of a) {
    const m = b.get(k) ?? 0;
    min += Math.min(n, m);
    max += Math.max(n, m);
  }
  for (const [k, m] of b) if (!a.has(k)) max += m;
  return max === 0 ? 1 : min / max;
}

/** A utility class with its value left out: variants kept, arbitrary values `_`, numbers `#`, no modifier or `!`. */
export const utilityShape = (name: string): string =>
  name
    .replace(/\[[^\]]*\]|\([^)]*\)/g, "_")
    .replace(/\/[\w.%_-]+$/, "")
    .replace(/!/g, "")
    .replace(/(^|[:-])-(?=\w)/g, "$1")
    .replace(/\d+(\.\d+)?/g, "#");

/** Every class of a Tailwind design's markup as a utility shape (the root's own class, the design id, left out). */
function utilityFeatures(root: ElementNode, bag: Bag): Bag {
  const own = classesOf(root)[0];
  for (const el of elements(root)) for (const name of classesOf(el)) if (name !== own) add(bag, `tw|${utilityShape(name)}`);
  return bag;
}

export function designShape(id: string, html: string, css: string, tailwind = false): DesignShape {
  const root = parseFragment(html);
  const cssBag = cssFeatures(parseStylesheet(css));
  return { id, markup: markupFeatures(root), css: tailwind ? utilityFeatures(root, cssBag) : cssBag, ...(tailwind ? { tailwind } : {}) };
}

/** Whether a design folder declares tailwindcss (its design.json or resource.json). */
function tailwindFolder(folder: string): boolean {
  for (const file of ["design.json", "resource.json"]) {
    if (!existsSync(join(folder, file))) continue;
    try {
      return usesTailwind((JSON.parse(readFileSync(join(folder, file), "utf8")) as { dependencies?: unknown }).dependencies);
    } catch {
      return false;
    }
  }
  return false;
}

/** Every design folder of a derived source (design.json, or resource.json with html.html and css.css, which a Tailwind design may leave out). */
export function readShapes(source: string): DesignShape[] {
  return readdirSync(source, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(source, e.name, "html.html")))
    .flatMap((e) => {
      const folder = join(source, e.name);
      const tailwind = tailwindFolder(folder);
      const hasCss = existsSync(join(folder, "css.css"));
      if (!hasCss && !tailwind) return [];
      const css = hasCss ? readFileSync(join(folder, "css.css"), "utf8") : "";
      try {
        return [designShape(e.name, readFileSync(join(folder, "html.html"), "utf8"), css, tailwind)];
      } catch (err) {
        // Markup or CSS the build refuses: the source check names the file and line; there is no shape to compare.
        if (err instanceof MarkupError || err instanceof CssError) return [];
        throw err;
      }
    });
}

/** The weighted Jaccard index of every pair of bags at once, through an index of which bags hold each feature. */
function allPairs(bags: Bag[]): Float64Array {
  const n = bags.length;
  const min = new Float64Array(n * n);
  const holders = new Map<string, [design: number, count: number][]>();
  bags.forEach((bag, i) => {
    for (const [k, c] of bag) {
      const list = holders.get(k);
      if (list) list.push([i, c]);
      else holders.set(k, [[i, c]]);
    }
  });
  for (const list of holders.values()) {
    for (let x = 0; x < list.length; x++) {
      const [i, ci] = list[x]!;
      for (let y = x + 1; y < list.length; y++) {
        const [j, cj] = list[y]!;
        min[i * n + j]! += Math.min(ci, cj);
      }
    }
  }
  const total = bags.map((bag) => [...bag.values()].reduce((a, b) => a + b, 0));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const max = total[i]! + total[j]! - min[i * n + j]!;
      min[i * n + j] = max === 0 ? 1 : min[i * n + j]! / max;
    }
  }
  return min;
}

/** Every pair, most alike first by the lower of its two scores. */
export function similarPairs(shapes: DesignShape[]): SimilarPair[] {
  const n = shapes.length;
  const markup = allPairs(shapes.map((s) => s.markup));
  const css = allPairs(shapes.map((s) => s.css));
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Utilities and rules do not compare: a Tailwind design and a plain one are told apart by their markup alone.
      const mixed = Boolean(shapes[i]!.tailwind) !== Boolean(shapes[j]!.tailwind);
      pairs.push({ a: shapes[i]!.id, b: shapes[j]!.id, markup: markup[i * n + j]!, css: mixed ? 1 : css[i * n + j]! });
    }
  }
  return pairs.sort((x, y) => Math.min(y.markup, y.css) - Math.min(x.markup, x.css));
}

export const nearDuplicates = (pairs: SimilarPair[], threshold = NEAR_DUPLICATE) =>
  pairs.filter((p) => p.markup >= threshold && p.css >= threshold);
