// The canonical stylesheet subset: a small CSS parser, the scoping rules that keep two components apart, and a printer.
//
// Every selector starts with the resource's root class (the slug), keyframes are named after it, and nothing
// loads from the network; so the same CSS can be global in every framework and still never collide.

export interface Declaration {
  property: string;
  value: string;
}
export interface StyleRule {
  type: "rule";
  selectors: string[];
  declarations: Declaration[];
  line: number;
}
export interface AtRule {
  type: "at";
  /** Lowercase, without the @: media, supports, container or keyframes. */
  name: string;
  prelude: string;
  rules: CssNode[];
  line: number;
}
export type CssNode = StyleRule | AtRule;

export class CssError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

const GROUPING_AT_RULES = new Set(["media", "supports", "container"]);

/** Parses a stylesheet of plain rules, @media/@supports/@container groups and @keyframes; throws CssError. */
export function parseStylesheet(source: string): CssNode[] {
  // Comments become spaces of the same length, so positions (and line numbers) stay true.
  const src = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "));
  if (/\/\*/.test(src)) throw new CssError(lineAt(src, src.indexOf("/*")), "unclosed comment");
  let pos = 0;

  const fail = (reason: string, at = pos): never => {
    throw new CssError(lineAt(src, at), reason);
  };

  /** Reads up to the next top-level stop character, skipping strings and parentheses. */
  const readUntil = (stops: string): { text: string; stop: string | undefined } => {
    const start = pos;
    let depth = 0;
    while (pos < src.length) {
      const ch = src[pos]!;
      if (ch === '"' || ch === "'") {
        const end = src.indexOf(ch, pos + 1);
        if (end === -1) fail("unclosed string");
        pos = end + 1;
        continue;
      }
      if (ch === "(" || ch === "[") depth++;
      else if (ch === ")" || ch === "]") depth--;
      else if (depth === 0 && stops.includes(ch)) return { text: src.slice(start, pos), stop: ch };
      pos++;
    }
    return { text: src.slice(start, pos), stop: undefined };
  };

  const parseDeclarations = (body: string, at: number): Declaration[] => {
    const out: Declaration[] = [];
    for (const part of splitTopLevel(body, ";")) {
      const text = part.trim();
      if (!text) continue;
      const colon = text.indexOf(":");
      if (colon <= 0) fail(`"${text.slice(0, 40)}" is not a declaration (property: value)`, at);
      const property = text.slice(0, colon).trim();
      const value = text
        .slice(colon + 1)
        .trim()
        .replace(/\s+/g, " ");
      if (!/^(--[A-Za-z0-9_-]+|-?[a-z][a-z0-9-]*)$/.test(property)) fail(`"${property}" is not a property name`, at);
      if (!value) fail(`${property} has no value`, at);
      out.push({ property, value });
    }
    return out;
  };

  const parseBlock = (nested: boolean, inKeyframes: boolean): CssNode[] => {
    const nodes: CssNode[] = [];
    for (;;) {
      while (pos < src.length && /\s/.test(src[pos]!)) pos++;
      if (pos >= src.length) {
        if (nested) fail("a block is never closed");
        return nodes;
      }
      if (src[pos] === "}") {
        if (!nested) fail('a "}" without a block to close');
        pos++;
        return nodes;
      }
      const start = pos;
      const { text, stop } = readUntil("{;}");
      const prelude = text.trim().replace(/\s+/g, " ");
      if (stop !== "{") {
        if (prelude.startsWith("@")) fail(`${prelude.split(" ")[0]} is not supported (no imports or global at-rules)`, start);
        fail(`"${prelude.slice(0, 40)}" is outside any rule`, start);
      }
      pos++; // past "{"
      if (prelude.startsWith("@")) {
        const name = /^@([A-Za-z-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? "";
        if (inKeyframes) fail("at-rules inside @keyframes", start);
        if (GROUPING_AT_RULES.has(name)) {
          nodes.push({
            type: "at",
            name,
            prelude: prelude.slice(name.length + 1).trim(),
            rules: parseBlock(true, false),
            line: lineAt(src, start),
          });
        } else if (name === "keyframes") {
          nodes.push({
            type: "at",
            name,
            prelude: prelude.slice(name.length + 1).trim(),
            rules: parseBlock(true, true),
            line: lineAt(src, start),
          });
        } else {
          fail(`@${name} is not supported (allowed: @media, @supports, @container, @keyframes)`, start);
        }
        continue;
      }
      const bodyStart = pos;
      const { text: body, stop: end } = readUntil("{}");
      if (end === "{") fail("nested rules are not supported: write each selector in full", pos);
      if (end === undefined) fail(`the rule "${prelude.slice(0, 40)}" is never closed`, start);
      pos++; // past "}"
      nodes.push({
        type: "rule",
        selectors: splitTopLevel(prelude, ",").map((s) => s.trim()),
        declarations: parseDeclarations(body, bodyStart),
        line: lineAt(src, start),
      });
    }
  };

  return parseBlock(false, false);
}

/** Splits on a separator outside strings, parentheses and brackets. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (depth === 0 && ch === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The 1-based line of a character offset. */
export const lineAt = (src: string, at: number) => src.slice(0, Math.max(0, at)).split("\n").length;

export interface CssProblem {
  line: number;
  reason: string;
}

/** The scoping rules: selectors under `.rootClass`, keyframes named `rootClass-*`, no network, no escapes. */
export function checkScoping(nodes: CssNode[], rootClass: string): CssProblem[] {
  const problems: CssProblem[] = [];
  const scoped = new RegExp(`^\\.${rootClass.replace(/[-]/g, "\\-")}(?![A-Za-z0-9_-])`);
  const visit = (list: CssNode[], keyframes: boolean) => {
    for (const node of list) {
      if (node.type === "at") {
        if (node.name === "keyframes" && node.prelude !== rootClass && !node.prelude.startsWith(`${rootClass}-`)) {
          problems.push({
            line: node.line,
            reason: `@keyframes ${node.prelude}: keyframes are named "${rootClass}-…" so they never collide`,
          });
        }
        visit(node.rules, node.name === "keyframes");
        continue;
      }
      for (const selector of node.selectors) {
        if (keyframes) {
          if (!/^(from|to|\d+(\.\d+)?%)$/.test(selector)) problems.push({ line: node.line, reason: `keyframe selector "${selector}"` });
        } else if (/:global|:deep|::v-deep|:host|&/.test(selector)) {
          problems.push({ line: node.line, reason: `"${selector}" uses framework or nesting syntax` });
        } else if (!scoped.test(selector)) {
          problems.push({
            line: node.line,
            reason: `selector "${selector}" must start with .${rootClass}, so styles never leak out of the component`,
          });
        }
      }
      for (const d of node.declarations) {
        for (const url of d.value.matchAll(/url\(\s*(["']?)([^"')]*)/g)) {
          if (!url[2]!.startsWith("data:"))
            problems.push({ line: node.line, reason: `${d.property} loads ${url[2]!.slice(0, 60)}: only data: URLs (no network)` });
        }
      }
    }
  };
  visit(nodes, false);
  return problems;
}

export interface PrintOptions {
  selector?: (selector: string) => string;
  keyframes?: (name: string) => string;
}

/** Prints a stylesheet with two-space indentation, one declaration a line. */
export function printStylesheet(nodes: CssNode[], options: PrintOptions = {}, indent = ""): string {
  const out: string[] = [];
  for (const node of nodes) {
    if (node.type === "at") {
      const prelude = node.name === "keyframes" && options.keyframes ? options.keyframes(node.prelude) : node.prelude;
      const inner = printStylesheet(node.rules, node.name === "keyframes" ? {} : options, `${indent}  `);
      out.push(`${indent}@${node.name} ${prelude} {\n${inner}\n${indent}}`);
    } else {
      const selectors = node.selectors.map((s) => (options.selector ? options.selector(s) : s)).join(`,\n${indent}`);
      const body = node.declarations.map((d) => `${indent}  ${d.property}: ${d.value};`).join("\n");
      out.push(`${indent}${selectors} {\n${body}\n${indent}}`);
    }
  }
  return out.join("\n");
}

/** Custom properties declared on the bare root selector (outside @media): a design system's tokens. */
export function rootCustomProperties(nodes: CssNode[], rootClass: string): Declaration[] {
  const out: Declaration[] = [];
  for (const node of nodes) {
    if (node.type === "rule" && node.selectors.length === 1 && node.selectors[0] === `.${rootClass}`) {
      out.push(...node.declarations.filter((d) => d.property.startsWith("--")));
    }
  }
  return out;
}

/** Every declaration, at any depth: for lint rules that look for a property. */
export function* declarations(nodes: CssNode[]): Generator<Declaration> {
  for (const node of nodes) {
    if (node.type === "at") yield* declarations(node.rules);
    else yield* node.declarations;
  }
}
