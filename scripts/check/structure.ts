// The element structure a snippet renders: tags, nesting, attributes and text, with each framework's markers removed.
import { ID_LIST_ATTRIBUTES } from "../../src/catalog/design-rename.ts";
import { parseRendered, VERBATIM, type ElementNode, type MarkupNode } from "../../src/catalog/derive/markup.ts";
import { isDirective } from "../../src/catalog/derive/vanilla.ts";

/** Attributes that a framework adds for itself (scoping hashes, hydration markers), and the plain script's data-ref. */
const FRAMEWORK_ATTR = /^(data-v-|data-svelte|data-astro|data-react|data-precedence|data-href|data-ref$)/;

/**
 * Ids as an instance makes them (`«r1»-title`, `v-0-title`, `slug-3-title`) and as the canonical markup writes them
 * (`slug-title`) read the same: each token of an id attribute (and #fragment) becomes `~-title`, its instance prefix
 * dropped, when its end is one of the canonical ids. Two instances then compare equal with the markup.
 */
function idNormalizer(expected: ElementNode, slug: string) {
  const suffixes = new Set<string>();
  const collect = (el: ElementNode) => {
    for (const a of el.attrs)
      if (a.value && (ID_LIST_ATTRIBUTES.has(a.name.toLowerCase()) || a.value.includes(`#${slug}-`))) {
        for (const t of a.value.split(/\s+/)) {
          const bare = t.replace(/^url\(#|^#/, "").replace(/\)$/, "");
          if (bare.startsWith(`${slug}-`)) suffixes.add(bare.slice(slug.length + 1));
        }
      }
    for (const c of el.children) if (c.type === "element") collect(c);
  };
  collect(expected);
  const sorted = [...suffixes].sort((a, b) => b.length - a.length);
  return (name: string, value: string): string => {
    if (!ID_LIST_ATTRIBUTES.has(name) && !/#/.test(value)) return value;
    return value
      .split(/(\s+)/)
      .map((t) => {
        const m = /^(url\(#|#)?(.*?)(\))?$/.exec(t)!;
        const suffix = sorted.find((s) => m[2]!.endsWith(`-${s}`) || m[2] === s);
        return suffix === undefined ? t : `${m[1] ?? ""}~-${suffix}${m[3] ?? ""}`;
      })
      .join("");
  };
}

function normalizeAttr(name: string, value: string | null): string {
  if (name === "style" && value !== null) {
    return value
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const colon = d.indexOf(":");
        return `${d.slice(0, colon).trim()}:${d.slice(colon + 1).trim()}`;
      })
      .join(";");
  }
  // Svelte adds its scoping class to every element of a component with a <style>, even when all rules are :global.
  if (name === "class" && value !== null)
    return value
      .split(/\s+/)
      .filter((c) => c && !c.startsWith("svelte-"))
      .join(" ");
  return value ?? "";
}

/**
 * In a `skip` set: leave out every aria-hidden="true" element with what it holds. A mount() that animates text or
 * fills a decorative layer adds an aria-hidden copy (digit reels, split letters, grid cells) beside the real text.
 */
export const HIDDEN_SUBTREES = "[aria-hidden] subtree";

/**
 * One line per element or text node, indented by depth: easy to diff and to show. Text is compared with its
 * whitespace collapsed, except inside <pre> and <textarea> (`verbatim`), where every space and line break counts.
 */
export function structureLines(
  node: MarkupNode,
  depth = 0,
  out: string[] = [],
  ids: (name: string, value: string) => string = (_, v) => v,
  skip: ReadonlySet<string> = new Set(),
  verbatim = false,
): string[] {
  const pad = "  ".repeat(depth);
  if (node.type === "text") {
    if (verbatim) {
      if (node.value) out.push(`${pad}${JSON.stringify(node.value)}`);
      return out;
    }
    const text = node.value.replace(/\s+/g, " ").trim();
    if (text) out.push(`${pad}"${text}"`);
    return out;
  }
  const tag = node.tag.toLowerCase();
  // `skip` names attributes ("style") or an element's attribute ("canvas width"); with HIDDEN_SUBTREES in it,
  // elements hidden from assistive technology are left out whole.
  if (skip.has(HIDDEN_SUBTREES) && node.attrs.some((a) => a.name.toLowerCase() === "aria-hidden" && a.value === "true")) return out;
  const skipped = (name: string) => skip.has(name) || skip.has(`${tag} ${name}`);
  const attrs = node.attrs
    .filter((a) => !FRAMEWORK_ATTR.test(a.name) && !isDirective(a.name) && !skipped(a.name.toLowerCase()))
    .filter((a) => !(a.name.toLowerCase() === "class" && normalizeAttr("class", a.value) === ""))
    .map((a) => `${a.name.toLowerCase()}=${JSON.stringify(ids(a.name.toLowerCase(), normalizeAttr(a.name.toLowerCase(), a.value)))}`)
    .sort();
  out.push(`${pad}<${node.tag.toLowerCase()}${attrs.length ? ` ${attrs.join(" ")}` : ""}>`);
  // Adjacent text nodes (split by framework comments) are one text for the reader.
  const merged: MarkupNode[] = [];
  for (const child of node.children) {
    const last = merged[merged.length - 1];
    if (child.type === "text" && last?.type === "text") merged[merged.length - 1] = { type: "text", value: last.value + child.value };
    else merged.push(child);
  }
  const inside = verbatim || VERBATIM.has(node.tag.toLowerCase());
  for (const child of merged) structureLines(child, depth + 1, out, ids, skip, inside);
  return out;
}

/** The rendered root element: the first element carrying the slug class, outside <style>, <script> and <template>. */
export function renderedRoot(html: string, slug: string): ElementNode | undefined {
  const find = (nodes: MarkupNode[]): ElementNode | undefined => {
    for (const node of nodes) {
      if (node.type !== "element" || node.tag === "style" || node.tag === "script") continue;
      if ((node.attrs.find((a) => a.name === "class")?.value ?? "").split(/\s+/).includes(slug)) return node;
      const inner = find(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(parseRendered(html));
}

/**
 * Undefined when equal; otherwise the first differing line of each side. `skip` names attributes left out of the
 * comparison (those a design's mount() may set once it runs: class, style, tabindex).
 */
export function compareStructure(
  expected: ElementNode,
  renderedHtml: string,
  slug: string,
  skip: ReadonlySet<string> = new Set(),
): string | undefined {
  const root = renderedRoot(renderedHtml, slug);
  if (!root) return `no element with class "${slug}" in the rendered output: ${renderedHtml.slice(0, 200)}`;
  const ids = idNormalizer(expected, slug);
  const want = structureLines(expected, 0, [], ids, skip);
  const got = structureLines(root, 0, [], ids, skip);
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    if (want[i] !== got[i])
      return `line ${i + 1} differs: expected ${want[i]?.trim() ?? "(end)"} but rendered ${got[i]?.trim() ?? "(end)"}`;
  }
  return undefined;
}
