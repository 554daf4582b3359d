// Prints a component's view as markup in one layout every target shares (two-space indents, text inline), with each
// target's syntax for attributes, props, expressions, lists and slots supplied by its writer.
import { VERBATIM, VOID_ELEMENTS } from "./markup.ts";
import type { ViewElement, ViewNode } from "./view.ts";

export interface Syntax {
  /** The opening tag without "<" and ">": tag name and attributes. */
  open(el: ViewElement, isRoot: boolean): string;
  text(text: string, parent: ViewElement): string;
  /** A text prop: the whole text of its element. */
  prop(prop: string, item: boolean): string;
  expr(node: Extract<ViewNode, { kind: "expr" }>): string;
  /** A list: the template printed once, inside the target's loop. */
  each(node: Extract<ViewNode, { kind: "each" }>, template: (indent: string) => string, indent: string): string;
  /** A slot: its fallback printed inside the target's slot. */
  slot(node: Extract<ViewNode, { kind: "slot" }>, fallback: (indent: string) => string, indent: string): string;
  /** How a childless SVG element closes: " />" or "></tag>". */
  svgSelfClose: boolean;
  /** How a void element closes: " />" (JSX) or ">" (HTML). */
  voidClose: string;
}

const inline = (c: ViewNode) => c.kind === "text" || c.kind === "prop" || c.kind === "expr";

/**
 * Stands for the indentation a writer puts before a line of its own (a loop's or a slot's) inside a <pre>: a
 * whitespace character (so the writers' `^\s*<tag` still finds the tag) that no markup holds, taken out with the line
 * break before it once the writer is done, so no whitespace is added to the content.
 */
const LINE = "\v";
const withoutLines = (code: string) => code.replace(/\n?\v */g, "");

export function printView(el: ViewElement, syntax: Syntax, indent = "", isRoot = false): string {
  const open = `<${syntax.open(el, isRoot)}`;
  if (!el.svg && VOID_ELEMENTS.has(el.tag)) return `${indent}${open}${syntax.voidClose}`;
  if (el.children.length === 0) return el.svg && syntax.svgSelfClose ? `${indent}${open} />` : `${indent}${open}></${el.tag}>`;
  if (VERBATIM.has(el.tag)) return `${indent}${open}>${verbatimChildren(el, syntax)}</${el.tag}>`;
  if (el.children.some(inline)) {
    const inner = el.children
      .map((c) =>
        c.kind === "element" && holdsVerbatim(c) ? printVerbatim(c, syntax) : printChild(c, el, syntax, "").replace(/\n\s*/g, ""),
      )
      .join("");
    return `${indent}${open}>${inner}</${el.tag}>`;
  }
  const inner = el.children.map((c) => printChild(c, el, syntax, `${indent}  `)).join("\n");
  return `${indent}${open}>\n${inner}\n${indent}</${el.tag}>`;
}

function printChild(node: ViewNode, parent: ViewElement, syntax: Syntax, indent: string): string {
  switch (node.kind) {
    case "element":
      return printView(node, syntax, indent);
    case "text":
      return syntax.text(node.text, parent);
    case "prop":
      return syntax.prop(node.prop, node.item);
    case "expr":
      return syntax.expr(node);
    case "each":
      return syntax.each(node, (i) => printView(node.template, syntax, i), indent);
    case "slot": {
      const fallback = (i: string) => {
        if (node.fallback.some(inline))
          return `${i}${node.fallback.map((c) => printChild(c, parent, syntax, "").replace(/\n\s*/g, "")).join("")}`;
        return node.fallback.map((c) => printChild(c, parent, syntax, i)).join("\n");
      };
      return syntax.slot(node, fallback, indent);
    }
  }
}

/** Whether an element is or holds a <pre> or <textarea>, whose line breaks are content and may not be taken out. */
const holdsVerbatim = (el: ViewElement): boolean =>
  VERBATIM.has(el.tag) || el.children.some((c) => c.kind === "element" && holdsVerbatim(c));

/** An element and everything in it on one line, its text exactly as written: how a <pre>'s content is printed. */
function printVerbatim(el: ViewElement, syntax: Syntax): string {
  const open = `<${syntax.open(el, false)}`;
  if (!el.svg && VOID_ELEMENTS.has(el.tag)) return `${open}${syntax.voidClose}`;
  if (el.children.length === 0) return el.svg && syntax.svgSelfClose ? `${open} />` : `${open}></${el.tag}>`;
  return `${open}>${verbatimChildren(el, syntax)}</${el.tag}>`;
}

/** An element's children with nothing added between or around them, a loop's or a slot's own lines taken out. */
function verbatimChildren(el: ViewElement, syntax: Syntax): string {
  return el.children
    .map((node) => {
      switch (node.kind) {
        case "element":
          return printVerbatim(node, syntax);
        case "each":
          return withoutLines(syntax.each(node, (i) => `${i}${printVerbatim(node.template, syntax)}`, LINE));
        case "slot":
          return withoutLines(syntax.slot(node, (i) => `${i}${verbatimChildren({ ...el, children: node.fallback }, syntax)}`, LINE));
        default:
          return printChild(node, el, syntax, "");
      }
    })
    .join("");
}

/** Every element of a view, the root first (list templates and slot fallbacks included). */
export function* viewElements(el: ViewElement): Generator<ViewElement> {
  yield el;
  for (const c of el.children) {
    if (c.kind === "element") yield* viewElements(c);
    else if (c.kind === "each") yield* viewElements(c.template);
    else if (c.kind === "slot") for (const f of c.fallback) if (f.kind === "element") yield* viewElements(f);
  }
}
