// The canonical markup subset: a strict parser for one HTML fragment, its node tree and its HTML serializer.
//
// The subset is what every framework target can express the same way: one root element, lowercase tags from
// an allow-list (HTML and inline SVG), double-quoted attribute values, no <script>/<style>, no event-handler
// attributes, no framework syntax. Whitespace-only text that spans a line break is formatting, as in JSX; inside <pre>
// (all of it, nested elements too) and <textarea> whitespace is content, kept exactly.

export interface ElementNode {
  type: "element";
  tag: string;
  attrs: Attr[];
  children: MarkupNode[];
  /** True inside <svg>: attribute names keep their case and childless elements self-close. */
  svg: boolean;
  line: number;
}
export interface TextNode {
  type: "text";
  /** Decoded text, whitespace collapsed (verbatim anywhere inside <pre>, and in <textarea>: see VERBATIM). */
  value: string;
  /** The decoded text as written, when collapsing its whitespace changed more than single spaces. */
  raw?: string;
}
export type MarkupNode = ElementNode | TextNode;
/** A value of null is a bare attribute (`disabled`). */
export interface Attr {
  name: string;
  value: string | null;
}

export class MarkupError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

export const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

export const HTML_ELEMENTS = new Set([
  "a",
  "abbr",
  "address",
  "article",
  "aside",
  "b",
  "blockquote",
  "br",
  "button",
  "canvas",
  "caption",
  "cite",
  "code",
  "col",
  "colgroup",
  "data",
  "datalist",
  "dd",
  "del",
  "details",
  "dfn",
  "dialog",
  "div",
  "dl",
  "dt",
  "em",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "hr",
  "i",
  "img",
  "input",
  "ins",
  "kbd",
  "label",
  "legend",
  "li",
  "main",
  "mark",
  "menu",
  "meter",
  "nav",
  "ol",
  "optgroup",
  "option",
  "output",
  "p",
  "picture",
  "pre",
  "progress",
  "q",
  "s",
  "samp",
  "search",
  "section",
  "select",
  "small",
  "source",
  "span",
  "strong",
  "sub",
  "summary",
  "sup",
  "table",
  "tbody",
  "td",
  "textarea",
  "tfoot",
  "th",
  "thead",
  "time",
  "tr",
  "u",
  "ul",
  "var",
  "wbr",
]);

export const SVG_ELEMENTS = new Set([
  "svg",
  "g",
  "path",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "rect",
  "text",
  "tspan",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "use",
  "symbol",
  "title",
  "desc",
  "filter",
  "feGaussianBlur",
  "feOffset",
  "feBlend",
  "feColorMatrix",
  "feMerge",
  "feMergeNode",
  "feTurbulence",
  "feDisplacementMap",
  "animate",
  "animateTransform",
]);

/**
 * Elements whose whitespace is content: every target keeps it exactly (anywhere inside a <pre>), and as in HTML the
 * one line break right after the start tag is not part of it.
 */
export const VERBATIM = new Set(["pre", "textarea"]);

/** Names the frameworks reserve (React key/ref, Vue and Svelte slot/is), refused so every target means the same. */
const RESERVED_ATTRS = new Set(["key", "ref", "slot", "is", "children", "dangerouslysetinnerhtml"]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  mdash: "\u2014",
  ndash: "\u2013",
  hellip: "\u2026",
  middot: "\u00b7",
  bull: "\u2022",
  times: "\u00d7",
  rarr: "\u2192",
  larr: "\u2190",
  uarr: "\u2191",
  darr: "\u2193",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  laquo: "\u00ab",
  raquo: "\u00bb",
  deg: "\u00b0",
  euro: "\u20ac",
  pound: "\u00a3",
  check: "\u2713",
  star: "\u2606",
  starf: "\u2605",
  hearts: "\u2665",
  plus: "+",
  minus: "\u2212",
  half: "\u00bd",
  para: "\u00b6",
  sect: "\u00a7",
  thinsp: "\u2009",
  zwj: "\u200d",
};

/** Parses a fragment holding exactly one root element; throws MarkupError at the first problem. */
export function parseFragment(source: string): ElementNode {
  const nodes = new Parser(source, true).parseChildren(null);
  const elements = nodes.filter((n): n is ElementNode => n.type === "element");
  const stray = nodes.find((n) => n.type === "text" && n.value.trim() !== "");
  if (elements.length !== 1 || stray) {
    throw new MarkupError(
      1,
      `the fragment must hold exactly one root element (found ${elements.length} element${elements.length === 1 ? "" : "s"}${stray ? " and text outside it" : ""})`,
    );
  }
  return elements[0]!;
}

/** Parses server-rendered HTML leniently (comments, <style> and unknown tags allowed), for structure comparisons. */
export function parseRendered(source: string): MarkupNode[] {
  return new Parser(source, false).parseChildren(null);
}

class Parser {
  private pos = 0;
  /** How many <pre> elements the parser is inside: their whole content keeps its whitespace. */
  private preDepth = 0;
  constructor(
    private readonly src: string,
    private readonly strict: boolean,
  ) {}

  private line(at = this.pos): number {
    let n = 1;
    for (let i = 0; i < at && i < this.src.length; i++) if (this.src.charCodeAt(i) === 10) n++;
    return n;
  }
  private fail(reason: string, at = this.pos): never {
    throw new MarkupError(this.line(at), reason);
  }

  parseChildren(parent: ElementNode | null): MarkupNode[] {
    const children: MarkupNode[] = [];
    const verbatim = parent !== null && (this.preDepth > 0 || parent.tag === "textarea");
    while (this.pos < this.src.length) {
      if (this.src.startsWith("<!--", this.pos)) {
        const end = this.src.indexOf("-->", this.pos + 4);
        if (end === -1) this.fail("unclosed comment");
        this.pos = end + 3;
        continue;
      }
      if (this.src.startsWith("</", this.pos)) {
        const match = /^<\/([A-Za-z][A-Za-z0-9-]*)\s*>/.exec(this.src.slice(this.pos));
        if (!match) this.fail("malformed closing tag");
        if (!parent) this.fail(`closing tag </${match[1]}> without an open element`);
        if (match[1] !== parent.tag)
          this.fail(`</${match[1]}> closes <${parent.tag}> (line ${parent.line}); close every element explicitly`);
        this.pos += match[0].length;
        return normalizeText(children, verbatim);
      }
      if (this.src[this.pos] === "<" && /[A-Za-z!]/.test(this.src[this.pos + 1] ?? "")) {
        if (this.src[this.pos + 1] === "!") {
          if (this.strict) this.fail("no <!doctype> or other declarations: html.html is a fragment with one root element");
          this.pos = this.src.indexOf(">", this.pos) + 1 || this.src.length;
          continue;
        }
        children.push(this.parseElement(parent));
        continue;
      }
      const next = this.src.indexOf("<", this.pos + (this.src[this.pos] === "<" ? 1 : 0));
      const end = next === -1 ? this.src.length : next;
      const raw = this.src.slice(this.pos, end);
      if (this.strict && raw.includes("<")) this.fail('a bare "<" in text: write &lt;');
      // As HTML reads its input: a CR LF or a lone CR is one line break (it matters where whitespace is kept).
      children.push({ type: "text", value: this.decode(raw.replace(/\r\n?/g, "\n"), this.pos) });
      this.pos = end;
    }
    if (parent) this.fail(`<${parent.tag}> opened on line ${parent.line} is never closed`);
    return normalizeText(children, false);
  }

  private parseElement(parent: ElementNode | null): ElementNode {
    const start = this.pos;
    const match = /^<([A-Za-z][A-Za-z0-9-]*)/.exec(this.src.slice(this.pos))!;
    const tag = match[1]!;
    const svg = tag === "svg" || (parent?.svg ?? false);
    if (this.strict) this.checkTag(tag, svg, parent, start);
    this.pos += match[0].length;
    const attrs = this.parseAttrs(tag, svg);
    let selfClosing = false;
    if (this.src.startsWith("/>", this.pos)) {
      selfClosing = true;
      this.pos += 2;
    } else if (this.src[this.pos] === ">") this.pos += 1;
    else this.fail(`malformed start tag <${tag}>`);
    const element: ElementNode = { type: "element", tag, attrs, children: [], svg, line: this.line(start) };
    const isVoid = !svg && VOID_ELEMENTS.has(tag.toLowerCase());
    if (isVoid) return element;
    if (selfClosing) {
      if (this.strict && !svg) this.fail(`<${tag}/> is not a void element: write <${tag}></${tag}>`, start);
      return element;
    }
    if (!this.strict && (tag === "style" || tag === "script")) {
      const end = this.src.indexOf(`</${tag}>`, this.pos);
      this.pos = end === -1 ? this.src.length : end + tag.length + 3;
      return element;
    }
    if (tag === "pre") this.preDepth++;
    element.children = this.parseChildren(element);
    if (tag === "pre") this.preDepth--;
    if (VERBATIM.has(tag.toLowerCase())) this.leadingLineBreak(element);
    return element;
  }

  /**
   * HTML drops the line break right after <pre> and <textarea>; a second one the frameworks drop or keep each in its
   * own way (Vue's compiler drops it, Svelte keeps it, React writes it back), so it is refused.
   */
  private leadingLineBreak(element: ElementNode) {
    const first = element.children[0];
    if (first?.type !== "text" || !first.value.startsWith("\n")) return;
    first.value = first.value.slice(1);
    if (first.value === "") element.children.shift();
    else if (this.strict && first.value.startsWith("\n"))
      throw new MarkupError(
        element.line,
        `<${element.tag}> starts with a blank line: the frameworks disagree on a line break at its start (HTML drops one), so begin its text on the first line`,
      );
  }

  private checkTag(tag: string, svg: boolean, parent: ElementNode | null, at: number) {
    if (tag === "script" || tag === "style") {
      this.fail(`<${tag}> is not allowed in the markup: ${tag === "style" ? "styles go in css.css" : "behaviour goes in js.ts"}`, at);
    }
    if (svg ? !SVG_ELEMENTS.has(tag) : !HTML_ELEMENTS.has(tag)) {
      this.fail(`<${tag}> is outside the supported ${svg ? "SVG" : "HTML"} elements`, at);
    }
    if (parent?.tag === "textarea") this.fail("<textarea> holds text only", at);
  }

  private parseAttrs(tag: string, svg: boolean): Attr[] {
    const attrs: Attr[] = [];
    for (;;) {
      const ws = /^\s*/.exec(this.src.slice(this.pos))![0];
      this.pos += ws.length;
      const ch = this.src[this.pos];
      if (ch === undefined || ch === ">" || this.src.startsWith("/>", this.pos)) return attrs;
      if (ws.length === 0 && attrs.length > 0) this.fail(`attributes of <${tag}> must be separated by spaces`);
      const at = this.pos;
      const nameMatch = /^[^\s"'>/=]+/.exec(this.src.slice(this.pos));
      if (!nameMatch) this.fail(`malformed attribute in <${tag}>`);
      const name = nameMatch[0];
      this.pos += name.length;
      let value: string | null = null;
      if (this.src[this.pos] === "=") {
        this.pos += 1;
        const quote = this.src[this.pos];
        if (quote === '"' || (!this.strict && quote === "'")) {
          const end = this.src.indexOf(quote, this.pos + 1);
          if (end === -1) this.fail(`unclosed value of ${name}`);
          value = this.decode(this.src.slice(this.pos + 1, end), this.pos + 1);
          this.pos = end + 1;
        } else if (this.strict) {
          this.fail(`the value of ${name} on <${tag}> must be in double quotes`);
        } else {
          const bare = /^[^\s>]*/.exec(this.src.slice(this.pos))![0];
          value = this.decode(bare, this.pos);
          this.pos += bare.length;
        }
      }
      if (this.strict) this.checkAttr(tag, svg, name, value, at);
      if (attrs.some((a) => a.name === name)) this.fail(`duplicate attribute ${name} on <${tag}>`, at);
      attrs.push({ name, value });
    }
  }

  private checkAttr(tag: string, svg: boolean, name: string, value: string | null, at: number) {
    const lower = name.toLowerCase();
    if (!(svg ? /^[a-zA-Z][a-zA-Z0-9-]*$/ : /^[a-z][a-z0-9-]*$/).test(name)) {
      this.fail(
        `attribute "${name}" on <${tag}>: names are ${svg ? "letters, digits and hyphens" : "lowercase letters, digits and hyphens"} (no framework syntax, no namespaces)`,
        at,
      );
    }
    if (lower.startsWith("on")) this.fail(`event-handler attribute "${name}" on <${tag}>: behaviour goes in js.ts`, at);
    if (RESERVED_ATTRS.has(lower)) this.fail(`attribute "${name}" on <${tag}> is reserved by the frameworks`, at);
    if (value !== null && /[{}]/.test(value))
      this.fail(`attribute "${name}" on <${tag}>: braces are template syntax in the frameworks`, at);
    if (value !== null && (lower === "src" || lower === "srcset" || lower === "poster" || (lower === "href" && tag !== "a"))) {
      if (!/^(data:|#)/.test(value.trim()) && /^(https?:)?\/\//i.test(value.trim())) {
        this.fail(`${name}="${value.slice(0, 60)}" on <${tag}> loads from the network: inline it (data: URI or SVG)`, at);
      }
    }
    if (value !== null && /^\s*javascript:/i.test(value)) this.fail(`javascript: URL in ${name} on <${tag}>`, at);
  }

  private decode(raw: string, at: number): string {
    return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);|&/g, (whole, ref: string | undefined) => {
      if (ref === undefined) {
        if (this.strict) this.fail('a bare "&": write &amp;', at);
        return whole;
      }
      if (ref.startsWith("#x")) return String.fromCodePoint(parseInt(ref.slice(2), 16));
      if (ref.startsWith("#")) return String.fromCodePoint(parseInt(ref.slice(1), 10));
      const named = NAMED_ENTITIES[ref];
      if (named === undefined) {
        if (this.strict) this.fail(`unknown entity &${ref}; (use a numeric reference)`, at);
        return whole;
      }
      return named;
    });
  }
}

/** Drops formatting whitespace (whitespace-only text that spans a line break) and collapses the rest. */
function normalizeText(children: MarkupNode[], verbatim: boolean): MarkupNode[] {
  if (verbatim) return children;
  const out: MarkupNode[] = [];
  for (const child of children) {
    if (child.type === "element") {
      out.push(child);
      continue;
    }
    if (child.value.trim() === "" && /[\n\r]/.test(child.value)) continue;
    const value = child.value.replace(/[ \t\n\r\f]+/g, " ");
    const raw = /[\t\n\r\f]| {2}/.test(child.value) ? child.value : undefined;
    const last = out[out.length - 1];
    if (last?.type === "text") {
      if (raw !== undefined || last.raw !== undefined) last.raw = (last.raw ?? last.value) + child.value;
      last.value = (last.value + value).replace(/ +/g, " ");
    } else out.push(raw === undefined ? { type: "text", value } : { type: "text", value, raw });
  }
  return out;
}

export const attr = (el: ElementNode, name: string): string | null | undefined => el.attrs.find((a) => a.name === name)?.value;

export const classesOf = (el: ElementNode): string[] => (attr(el, "class") ?? "").split(/\s+/).filter(Boolean);

/** Depth-first walk over every element, the root first. */
export function* elements(node: ElementNode): Generator<ElementNode> {
  yield node;
  for (const child of node.children) if (child.type === "element") yield* elements(child);
}

export const textContent = (node: MarkupNode): string => (node.type === "text" ? node.value : node.children.map(textContent).join(""));

/** Escapes text for HTML-like templates; braces too, since Vue, Svelte, Astro and JSX read them as expressions. */
export function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\{/g, "&#123;")
    .replace(/\}/g, "&#125;")
    .replace(/\u00a0/g, "&nbsp;");
}

export const escapeAttr = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export interface TagPrinter {
  /** The opening tag's attribute text, starting with a space when not empty. */
  attrs(el: ElementNode): string;
  text(text: TextNode, parent: ElementNode): string;
  /** Replaces an element's children (e.g. a React textarea's defaultValue); undefined keeps them. */
  children?(el: ElementNode): MarkupNode[] | undefined;
  /** How a childless SVG element closes: " />" or "></tag>". */
  svgSelfClose: boolean;
}

/** Prints an element tree with two-space indentation: the one layout every target shares. */
export function printTree(el: ElementNode, printer: TagPrinter, indent = "", extraRootAttrs = ""): string {
  const open = `<${el.tag}${extraRootAttrs}${printer.attrs(el)}`;
  const isVoid = !el.svg && VOID_ELEMENTS.has(el.tag);
  const children = printer.children?.(el) ?? el.children;
  if (isVoid) return `${indent}${open}${printer.svgSelfClose ? " />" : ">"}`;
  if (children.length === 0) return el.svg && printer.svgSelfClose ? `${indent}${open} />` : `${indent}${open}></${el.tag}>`;
  if (VERBATIM.has(el.tag)) return `${indent}${printVerbatimTree(el, printer)}`;
  if (children.some((c) => c.type === "text")) {
    const inline = (c: ElementNode) => (holdsVerbatim(c) ? printVerbatimTree(c, printer) : printTree(c, printer, "").replace(/\n\s*/g, ""));
    const inner = children.map((c) => (c.type === "text" ? printer.text(c, el) : inline(c))).join("");
    return `${indent}${open}>${inner}</${el.tag}>`;
  }
  const inner = children.map((c) => printTree(c as ElementNode, printer, `${indent}  `)).join("\n");
  return `${indent}${open}>\n${inner}\n${indent}</${el.tag}>`;
}

/** Whether an element is or holds a <pre> or <textarea>, whose line breaks are content and may not be taken out. */
const holdsVerbatim = (el: ElementNode): boolean =>
  VERBATIM.has(el.tag) || el.children.some((c) => c.type === "element" && holdsVerbatim(c));

/** An element whose whitespace is content, and everything in it, on one line: nothing added, nothing taken away. */
function printVerbatimTree(el: ElementNode, printer: TagPrinter): string {
  const open = `<${el.tag}${printer.attrs(el)}`;
  const children = printer.children?.(el) ?? el.children;
  if (!el.svg && VOID_ELEMENTS.has(el.tag)) return `${open}${printer.svgSelfClose ? " />" : ">"}`;
  if (children.length === 0 && el.svg && printer.svgSelfClose) return `${open} />`;
  const inner = children.map((c) => (c.type === "text" ? printer.text(c, el) : printVerbatimTree(c, printer))).join("");
  return `${open}>${inner}</${el.tag}>`;
}

/** The HTML printer (also Vue, Svelte and Astro templates: static attributes read the same in all of them). */
export const htmlPrinter: TagPrinter = {
  attrs: (el) => el.attrs.map((a) => (a.value === null ? ` ${a.name}` : ` ${a.name}="${escapeAttr(a.value)}"`)).join(""),
  text: (t) => escapeText(t.value),
  svgSelfClose: true,
};
