// The `react` (TSX function component) and `next` (App Router component) targets.
//
// Content marked in the canonical markup becomes typed props with its text as defaults, lists render with map(),
// a slot takes children, the root takes className; ids come from useId() so two instances never share one; state
// is useState and its handlers; forms take action and onSubmit and do not navigate without an action. The
// stylesheet is a React 19 <style href precedence>, hoisted into <head> once however many instances render. A mount()
// from js.ts, for DOM work state cannot do, runs in useEffect. Next components are server components unless
// something runs in the browser.
import { indent, templateLiteral } from "./behaviour.ts";
import type { DeriveContext } from "./context.ts";
import { printExpr } from "./expr.ts";
import { escapeAttr, escapeText } from "./markup.ts";
import { printView, type Syntax } from "./print.ts";
import { isUserForm, listReadsItem, type ViewAttr, type ViewElement, type ViewEvent } from "./view.ts";
import {
  behaviourLine,
  compileAssignments,
  defaultName,
  headerLines,
  idTemplate,
  listConstant,
  propDefault,
  propType,
  stateConstant,
} from "./writer-kit.ts";

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
  autocapitalize: "autoCapitalize",
  autocorrect: "autoCorrect",
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
  "low",
  "high",
  "optimum",
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

const EVENT_PROPS: Record<string, string> = {
  click: "onClick",
  dblclick: "onDoubleClick",
  input: "onInput",
  change: "onChange",
  submit: "onSubmit",
  keydown: "onKeyDown",
  focus: "onFocus",
  blur: "onBlur",
  pointerenter: "onPointerEnter",
  pointerleave: "onPointerLeave",
};

/** What a React file needs besides its markup: hooks, types, the root ref. */
interface Needs {
  hooks: Set<string>;
  types: Set<string>;
}

function syntax(ctx: DeriveContext, needs: Needs): Syntax {
  const { view } = ctx;
  const stateNames = new Set(view.state.map((s) => s.name));
  const setter = (n: string) => `set${n.charAt(0).toUpperCase()}${n.slice(1)}`;
  /** Names in expressions: state and props by their own names; the list's $index and $count. */
  const name = (listProp: string | undefined) => (n: string) => {
    if (n === "$index") return "index";
    if (n === "$count") return `${listProp}.length`;
    if (n === "$value") return "event.currentTarget.value";
    if (n === "$number") return "event.currentTarget.valueAsNumber";
    if (n === "$checked") return "event.currentTarget.checked";
    return n;
  };
  let list: string | undefined;

  const attrText = (el: ViewElement, a: ViewAttr): string | undefined => {
    const lower = a.name.toLowerCase();
    let prop = RENAMED[lower] ?? (el.svg && !/^(aria|data)-/.test(a.name) ? camel(a.name) : a.name);
    const v = a.value;
    if (v.kind === "expr") {
      // React leaves out an attribute that is undefined (its types refuse null).
      const code = printExpr(v.expr, name(list), 0, "undefined");
      // The bare expression: a literal union ("true" | "false") or a boolean is what React types aria-* as; String() is not.
      return `${prop}={${code}}`;
    }
    if (v.kind === "prop") {
      // A prop only sets where an input starts; React would otherwise take it over with no way to type in it.
      if (!el.svg && el.tag === "input" && lower === "value" && typedInput(el)) prop = "defaultValue";
      if (!el.svg && el.tag === "input" && lower === "checked") prop = "defaultChecked";
      return `${prop}={${v.item ? "item." : ""}${v.prop}}`;
    }
    if (v.kind === "ids") {
      needs.hooks.add("useId");
      return `${prop}={${idTemplate(v.parts, "uid", "index")}}`;
    }
    const value = v.text;
    if (lower === "style" && value !== null) {
      needs.types.add("CSSProperties");
      return `style=${styleObject(value)}`;
    }
    if (el.tag === "option" && lower === "selected") return undefined; // moved to the <select>'s defaultValue
    if (!el.svg && el.tag === "input" && lower === "checked") prop = "defaultChecked";
    if (!el.svg && el.tag === "input" && lower === "value" && typedInput(el)) prop = "defaultValue";
    if (value === null) return BOOLEAN.has(lower) ? prop : `${prop}=""`;
    if (NUMERIC.has(lower) && /^-?\d+(\.\d+)?$/.test(value)) return `${prop}={${value}}`;
    return `${prop}="${escapeAttr(value)}"`;
  };

  const handler = (events: ViewEvent[], el: ViewElement): string[] => {
    const out: string[] = [];
    const byProp = new Map<string, ViewEvent[]>();
    // On a form control React's onChange is the input event (and what it expects beside a bound value).
    const control = !el.svg && ["input", "textarea", "select"].includes(el.tag);
    const propOf = (event: string) => (control && event === "input" ? "onChange" : EVENT_PROPS[event]!);
    for (const e of events) byProp.set(propOf(e.event), [...(byProp.get(propOf(e.event)) ?? []), e]);
    if (isUserForm(el.source) && !byProp.has("onSubmit")) byProp.set("onSubmit", []);
    for (const [prop, list2] of byProp) {
      const body: string[] = [];
      if (prop === "onSubmit" && isUserForm(el.source)) {
        needs.types.add("FormEvent");
        body.push("if (!action) event.preventDefault();", "onSubmit?.(new FormData(event.currentTarget), event);");
      }
      for (const e of list2) {
        const lines = compileAssignments(e.statements, name(list), (n, v) => `${setter(n)}(${v});`);
        if (e.key !== undefined)
          body.push(`if (event.key === ${JSON.stringify(e.key)}) {`, "  event.preventDefault();", ...lines.map((l) => `  ${l}`), "}");
        else body.push(...lines);
      }
      const usesEvent = body.some((l) => l.includes("event"));
      if (body.length === 1 && !body[0]!.startsWith("if "))
        out.push(`${prop}={(${usesEvent ? "event" : ""}) => ${body[0]!.replace(/;$/, "")}}`);
      else out.push(`${prop}={(${usesEvent ? "event" : ""}) => {\n${indent(body.join("\n"), "  ")}\n}}`);
    }
    for (const n of stateNames) if (events.some((e) => e.statements.some((s) => s.target === n))) needs.hooks.add("useState");
    return out;
  };

  return {
    open(el, isRoot) {
      const parts: string[] = [];
      const classAttr = el.attrs.find((a) => a.name === "class");
      for (const a of el.attrs) {
        if (a.name === "class") continue;
        const text = attrText(el, a);
        if (text !== undefined) parts.push(text);
      }
      // The class: written, switched by state, and on the root the className a user passes.
      const base = classAttr?.value.kind === "static" ? (classAttr.value.text ?? "") : "";
      // The expression is the test of a conditional here: a conditional itself needs its parentheses.
      const switched = el.classes.map((c) => `\${${printExpr(c.expr, name(list), 1)} ? " ${c.name}" : ""}`);
      const names = base
        .split(/\s+/)
        .filter((c) => c && !el.classes.some((x) => x.name === c))
        .join(" ");
      if (isRoot)
        parts.unshift(
          `className={${switched.length ? `\`${names}${switched.join("")}\${className ? \` \${className}\` : ""}\`` : `className ? \`${names} \${className}\` : "${names}"`}}`,
        );
      else if (switched.length) parts.unshift(`className={\`${names}${switched.join("")}\`}`);
      else if (classAttr) parts.unshift(`className="${escapeAttr(names)}"`);
      if (el.tag === "textarea") {
        const text = el.children.map((c) => (c.kind === "text" ? c.text : "")).join("");
        if (text) parts.push(`defaultValue={${JSON.stringify(text)}}`);
      }
      if (el.tag === "select") {
        const selected = selectedValue(el);
        if (selected !== undefined) parts.push(`defaultValue="${escapeAttr(selected)}"`);
      }
      // React warns about children it does not manage inside an editable element; here they are only its start.
      if (el.attrs.some((a) => a.name === "contenteditable") && el.children.some((c) => c.kind !== "text" || c.text.trim()))
        parts.push("suppressContentEditableWarning");
      if (isUserForm(el.source)) parts.push("action={action}");
      if (isRoot && ctx.behaviour) parts.push("ref={rootRef}");
      if (isUserForm(el.source) || el.events.length > 0) parts.push(...handler(el.events, el));
      return [el.tag, ...parts].join(" ").replace(/ $/, "");
    },
    text: (text, parent) =>
      parent.tag === "textarea" ? "" : parent.tag === "pre" || /\n/.test(text) ? `{${JSON.stringify(text)}}` : escapeText(text),
    prop: (prop, item) => `{${item ? "item." : ""}${prop}}`,
    expr: (node) => `{${printExpr(node.expr, name(list))}}`,
    each(node, template, at) {
      const outer = list;
      list = node.prop;
      const body = template(`${at}  `).replace(/^(\s*)<([a-zA-Z][\w-]*)/, "$1<$2 key={index}");
      list = outer;
      const item = listReadsItem(ctx.view, node.prop) ? "item" : "_item";
      return `${at}{${node.prop}.map((${item}, index) => (\n${body}\n${at}))}`;
    },
    slot(node, fallback, at) {
      const prop = node.name;
      return `${at}{${prop} ?? (\n${at}  <>\n${fallback(`${at}    `)}\n${at}  </>\n${at})}`;
    },
    svgSelfClose: true,
    voidClose: " />",
  };
}

function selectedValue(select: ViewElement): string | undefined {
  for (const child of select.children) {
    if (child.kind !== "element") continue;
    if (child.tag === "optgroup") {
      const inner = selectedValue(child);
      if (inner !== undefined) return inner;
    } else if (child.tag === "option" && child.attrs.some((a) => a.name === "selected")) {
      const value = child.attrs.find((a) => a.name === "value")?.value;
      return value?.kind === "static" && value.text !== null
        ? value.text
        : child.children.map((c) => (c.kind === "text" ? c.text : "")).join("");
    }
  }
  return undefined;
}

function component(ctx: DeriveContext, framework: "react" | "next"): string {
  const { resource, behaviour, view, componentName } = ctx;
  const needs: Needs = { hooks: new Set(), types: new Set() };
  const markup = printView(view.root, syntax(ctx, needs), "", true);
  if (view.state.some((s) => s.assigned)) needs.hooks.add("useState");
  if (behaviour) needs.hooks.add("useEffect").add("useRef");
  const client = view.interactive || behaviour !== undefined;
  const props = view.props;
  if (props.some((p) => p.kind === "slot")) needs.types.add("ReactNode");
  if (view.hasForm) needs.types.add("FormEvent");

  const fields = [
    ...props.map((p) => `  ${p.name}?: ${propType(p, "ReactNode")};`),
    ...(view.hasForm
      ? [
          "  /** Where the form posts; without one it does not navigate, and onSubmit gets the data. */",
          "  action?: string;",
          "  onSubmit?: (data: FormData, event: FormEvent<HTMLFormElement>) => void;",
        ]
      : []),
    "  className?: string;",
  ];
  const defaults = props.map((p) =>
    p.kind === "list" ? `${p.name} = ${defaultName(p.name)}` : p.kind === "text" ? `${p.name} = ${propDefault(p)}` : p.name,
  );
  const params = [...defaults, ...(view.hasForm ? ["action", "onSubmit"] : []), "className"];

  const head = [
    ...(framework === "next" && client ? [`"use client";`, ""] : []),
    ...headerLines(
      ctx,
      framework === "next"
        ? `Next.js App Router (React 19+). ${client ? "A client component: something on it runs in the browser." : "A server component: it ships no JavaScript."}`
        : ctx.css
          ? "React 19+: the stylesheet is a <style href precedence> that React hoists into <head> once for every instance."
          : "React 19+.",
      behaviourLine(ctx, { state: "React state (useState)", mount: "useEffect" }),
    ).map((l) => `// ${l}`),
  ];
  const imports = [
    needs.hooks.size ? `import { ${[...needs.hooks].sort().join(", ")} } from "react";` : "",
    needs.types.size ? `import type { ${[...needs.types].sort().join(", ")} } from "react";` : "",
    ...(behaviour?.imports ?? []),
  ].filter(Boolean);
  // A Tailwind design with no CSS of its own (its utilities say it all) has no stylesheet to add.
  const parts = [[...head, ...imports].join("\n"), ...(ctx.css ? [`const css = ${templateLiteral(ctx.css)};`] : [])];
  for (const p of props) if (p.kind === "list") parts.push(listConstant(p, defaultName(p.name), propType(p, "")));
  parts.push(`export interface ${componentName}Props {\n${fields.join("\n")}\n}`);
  if (behaviour) parts.push(behaviour.ts);
  const hooks: string[] = [];
  if (needs.hooks.has("useId")) hooks.push("const uid = useId();");
  for (const s of view.state)
    hooks.push(
      s.assigned
        ? `const [${s.name}, set${s.name.charAt(0).toUpperCase()}${s.name.slice(1)}] = useState(${JSON.stringify(s.initial)});`
        : stateConstant(s),
    );
  if (behaviour) {
    hooks.push(
      `const rootRef = useRef<${rootType(view.root.tag)}>(null);`,
      "useEffect(() => (rootRef.current ? mount(rootRef.current) : undefined), []);",
    );
  }
  parts.push(`export default function ${componentName}({ ${params.join(", ")} }: ${componentName}Props) {
${hooks.map((h) => `  ${h}\n`).join("")}${hooks.length ? "\n" : ""}  return (
    <>
${ctx.css ? `      <style href="${resource.slug}" precedence="default">{css}</style>\n` : ""}${indent(markup, "      ")}
    </>
  );
}`);
  return `${parts.join("\n\n")}\n`;
}

export const reactComponent = (ctx: DeriveContext): string => component(ctx, "react");
export const nextComponent = (ctx: DeriveContext): string => component(ctx, "next");

/** An input whose value the user types or drags (its value is where it starts); a radio's or a button's is its name for the form. */
function typedInput(el: ViewElement): boolean {
  const type = el.attrs.find((a) => a.name === "type")?.value;
  const t = type?.kind === "static" ? (type.text ?? "").toLowerCase() : "text";
  return !["radio", "checkbox", "submit", "button", "reset", "hidden", "image"].includes(t);
}
