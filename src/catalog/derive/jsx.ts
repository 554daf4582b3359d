// The `react` (TSX function component) and `next` (App Router client component) targets.
//
// Attributes become React props (class -> className, tabindex -> tabIndex={0}, style strings -> objects,
// checked/value -> defaultChecked/defaultValue so the markup stays uncontrolled); the stylesheet is a React 19
// <style href precedence> that React hoists into <head> once however many instances render; the behaviour runs
// in useEffect and its cleanup on unmount.
import { indent, templateLiteral } from "./behaviour.ts";
import { commentText, summaryLine, type DeriveContext } from "./context.ts";
import { attr, escapeAttr, escapeText, printTree, type ElementNode, type MarkupNode, type TagPrinter } from "./markup.ts";

const RENAMED: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  colspan: "colSpan",
  rowspan: "rowSpan",
  autocomplete: "autoComplete",
  contenteditable: "contentEditable",
  datetime: "dateTime",
  enterkeyhint: "enterKeyHint",
  inputmode: "inputMode",
  spellcheck: "spellCheck",
  srcset: "srcSet",
  novalidate: "noValidate",
  formnovalidate: "formNoValidate",
  "accept-charset": "acceptCharset",
  crossorigin: "crossOrigin",
  referrerpolicy: "referrerPolicy",
  popovertarget: "popoverTarget",
  popovertargetaction: "popoverTargetAction",
  usemap: "useMap",
  accesskey: "accessKey",
  autofocus: "autoFocus",
  autoplay: "autoPlay",
  playsinline: "playsInline",
  fetchpriority: "fetchPriority",
  allowfullscreen: "allowFullScreen",
  itemscope: "itemScope",
  itemprop: "itemProp",
  formaction: "formAction",
  formmethod: "formMethod",
  enctype: "encType",
  hreflang: "hrefLang",
  srclang: "srcLang",
};

/** Props typed as numbers in @types/react: written as {n} so the file type-checks. */
const NUMERIC = new Set([
  "tabindex",
  "maxlength",
  "minlength",
  "colspan",
  "rowspan",
  "rows",
  "cols",
  "size",
  "span",
  "start",
  "aria-level",
  "aria-posinset",
  "aria-setsize",
  "aria-valuemin",
  "aria-valuemax",
  "aria-valuenow",
  "aria-colcount",
  "aria-colindex",
  "aria-colspan",
  "aria-rowcount",
  "aria-rowindex",
  "aria-rowspan",
]);

const BOOLEAN = new Set([
  "allowfullscreen",
  "async",
  "autofocus",
  "autoplay",
  "checked",
  "controls",
  "default",
  "defer",
  "disabled",
  "formnovalidate",
  "hidden",
  "inert",
  "itemscope",
  "loop",
  "multiple",
  "muted",
  "nomodule",
  "novalidate",
  "open",
  "playsinline",
  "readonly",
  "required",
  "reversed",
  "selected",
]);

/** Interfaces for the root ref, so useRef's type matches the element (HTMLElementTagNameMap covers the rest). */
const ROOT_TYPES: Record<string, string> = {
  div: "HTMLDivElement",
  form: "HTMLFormElement",
  ul: "HTMLUListElement",
  ol: "HTMLOListElement",
  button: "HTMLButtonElement",
  span: "HTMLSpanElement",
  dialog: "HTMLDialogElement",
  details: "HTMLDetailsElement",
  table: "HTMLTableElement",
  fieldset: "HTMLFieldSetElement",
  label: "HTMLLabelElement",
  p: "HTMLParagraphElement",
  a: "HTMLAnchorElement",
  dl: "HTMLDListElement",
  blockquote: "HTMLQuoteElement",
  figure: "HTMLElement",
  section: "HTMLElement",
  article: "HTMLElement",
  header: "HTMLElement",
  footer: "HTMLElement",
  nav: "HTMLElement",
  main: "HTMLElement",
  aside: "HTMLElement",
  search: "HTMLElement",
  address: "HTMLElement",
  hgroup: "HTMLElement",
};

export const rootType = (tag: string): string => ROOT_TYPES[tag] ?? `HTMLElementTagNameMap["${tag}"]`;

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Parses a style attribute into [property, value] pairs. */
export function styleEntries(style: string): [string, string][] {
  return style
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const colon = d.indexOf(":");
      return [d.slice(0, colon).trim(), d.slice(colon + 1).trim()] as [string, string];
    });
}

function styleObject(style: string): string {
  const entries = styleEntries(style).map(
    ([p, v]) => `${p.startsWith("--") ? JSON.stringify(p) : camel(p.replace(/^-ms-/, "ms-"))}: ${JSON.stringify(v)}`,
  );
  return `{{ ${entries.join(", ")} } as CSSProperties}`;
}

function propOf(el: ElementNode, name: string, value: string | null): string | undefined {
  const lower = name.toLowerCase();
  if (lower === "style" && value !== null) return `style=${styleObject(value)}`;
  if (el.tag === "option" && lower === "selected") return undefined; // moved to the <select>'s defaultValue
  let prop = RENAMED[lower] ?? (el.svg && !/^(aria|data)-/.test(name) ? camel(name) : name);
  if (!el.svg && el.tag === "input" && lower === "checked") prop = "defaultChecked";
  if (!el.svg && el.tag === "input" && lower === "value") prop = "defaultValue";
  if (value === null) return BOOLEAN.has(lower) ? prop : `${prop}=""`;
  if (NUMERIC.has(lower) && /^-?\d+(\.\d+)?$/.test(value)) return `${prop}={${value}}`;
  return `${prop}="${escapeAttr(value)}"`;
}

function selectedValue(select: ElementNode): string | undefined {
  for (const child of select.children) {
    if (child.type !== "element") continue;
    if (child.tag === "optgroup") {
      const inner = selectedValue(child);
      if (inner !== undefined) return inner;
    } else if (child.tag === "option" && attr(child, "selected") !== undefined) {
      return attr(child, "value") ?? child.children.map((c) => (c.type === "text" ? c.value : "")).join("");
    }
  }
  return undefined;
}

const jsxPrinter: TagPrinter = {
  attrs(el) {
    const props = el.attrs.map((a) => propOf(el, a.name, a.value)).filter((p): p is string => p !== undefined);
    if (el.tag === "textarea") {
      const text = el.children.map((c) => (c.type === "text" ? c.value : "")).join("");
      if (text) props.push(`defaultValue={${JSON.stringify(text)}}`);
    }
    if (el.tag === "select") {
      const selected = selectedValue(el);
      if (selected !== undefined) props.push(`defaultValue="${escapeAttr(selected)}"`);
    }
    return props.map((p) => ` ${p}`).join("");
  },
  text: (t, parent) => (parent.tag === "pre" || /\n/.test(t.value) ? `{${JSON.stringify(t.value)}}` : escapeText(t.value)),
  children: (el): MarkupNode[] | undefined => (el.tag === "textarea" ? [] : undefined),
  svgSelfClose: true,
};

const usesStyleAttr = (el: ElementNode): boolean =>
  el.attrs.some((a) => a.name === "style") || el.children.some((c) => c.type === "element" && usesStyleAttr(c));

function component(ctx: DeriveContext, client: boolean): string {
  const { resource, behaviour, root, componentName } = ctx;
  const imports: string[] = [];
  if (behaviour) imports.push(`import { useEffect, useRef } from "react";`);
  if (usesStyleAttr(root)) imports.push(`import type { CSSProperties } from "react";`);
  const head = [client ? `"use client";\n` : "", `// ${commentText(summaryLine(ctx))}`, ...imports].filter(Boolean).join("\n");
  const parts = [head, `const css = ${templateLiteral(ctx.css)};`];
  if (behaviour) parts.push(behaviour.ts);
  const refAttr = behaviour ? " ref={rootRef}" : "";
  const markup = printTree(root, jsxPrinter, "", refAttr);
  const hooks = behaviour
    ? `  const rootRef = useRef<${rootType(root.tag)}>(null);\n  useEffect(() => (rootRef.current ? mount(rootRef.current) : undefined), []);\n\n`
    : "";
  parts.push(`export default function ${componentName}() {
${hooks}  return (
    <>
      <style href="${resource.slug}" precedence="default">{css}</style>
${indent(markup, "      ")}
    </>
  );
}`);
  return `${parts.join("\n\n")}\n`;
}

export const reactComponent = (ctx: DeriveContext): string => component(ctx, false);
export const nextComponent = (ctx: DeriveContext): string => component(ctx, true);
