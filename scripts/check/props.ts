// Props a check passes to a derived component, read from its view, and the markup the component must then render.
import { evaluate } from "../../src/catalog/derive/expr.ts";
import type { Attr, ElementNode, MarkupNode } from "../../src/catalog/derive/markup.ts";
import {
  BOOLEAN_ATTRS,
  type ComponentView,
  type PropDef,
  type StateDef,
  type ViewElement,
  type ViewNode,
} from "../../src/catalog/derive/view.ts";

export type PropValue = string | Record<string, string>[];
export type PassedProps = Record<string, PropValue>;

/** A 1x1 GIF: a changed image source that loads nothing from the network. */
const PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==";

/** A value unlike the default, of the same sort (a number stays a number, a link a link, an image source an image). */
export function changedValue(name: string, fallback: string, n = 0): string {
  const tag = n ? ` ${n}` : "";
  if (/^-?\d+(\.\d+)?$/.test(fallback.trim())) return String(Number(fallback) + 1 + n);
  if (fallback.startsWith("data:")) return PIXEL;
  if (fallback.startsWith("#")) return `#passed-${name}${n ? `-${n}` : ""}`;
  if (fallback.startsWith("mailto:")) return `mailto:passed${n}@example.com`;
  if (/^(\/|\.\/|https?:)/.test(fallback) || /^[\w-]+\.(html|png|jpg|svg|webp)$/.test(fallback))
    return `/passed/${name}${n ? `-${n}` : ""}`;
  return `Passed ${name}${tag}`;
}

/** For a prop bound to an enumerated attribute (aria-current), another of its words: what its type accepts. */
const otherWord = (values: string[], fallback: string, n = 0) => {
  const others = values.filter((v) => v !== fallback);
  return others[n % others.length] ?? fallback;
};

/** A changed value for every text prop and, for every list prop, a list one item shorter (at least one) of changed items. */
export function passedProps(view: ComponentView): PassedProps {
  const out: PassedProps = {};
  for (const p of view.props) {
    if (p.kind === "text") out[p.name] = p.values ? otherWord(p.values, p.default) : changedValue(p.name, p.default);
    else if (p.kind === "list") {
      const length = Math.max(1, p.default.length - 1);
      out[p.name] = p.default.slice(0, length).map((item, i) =>
        Object.fromEntries(
          p.fields.map((f) => {
            const values = p.fieldValues?.[f];
            return [f, values ? otherWord(values, item[f] ?? "", i) : changedValue(f, item[f] ?? "", i + 1)];
          }),
        ),
      );
    }
  }
  return out;
}

/** Whether a design has props a check can pass (slots are left at their fallback). */
export const hasPassableProps = (view: ComponentView) => view.props.some((p: PropDef) => p.kind !== "slot");

interface Scope {
  item?: Record<string, string>;
  index?: number;
  count?: number;
}

/** The markup the component renders with these props and its state as it starts: the canonical markup, props applied. */
export function expectedMarkup(view: ComponentView, slug: string, props: PassedProps): ElementNode {
  const value = (prop: string, scope: Scope, item: boolean): string => {
    if (item) return scope.item?.[prop] ?? "";
    const passed = props[prop];
    if (typeof passed === "string") return passed;
    const def = view.props.find((p) => p.name === prop);
    return def?.kind === "text" ? def.default : "";
  };
  const listOf = (prop: string): Record<string, string>[] => {
    const passed = props[prop];
    if (Array.isArray(passed)) return passed;
    const def = view.props.find((p) => p.name === prop);
    return def?.kind === "list" ? def.default : [];
  };
  const run = (expr: Parameters<typeof evaluate>[0], scope: Scope) =>
    evaluate(expr, (n) => (n === "$index" ? scope.index : n === "$count" ? scope.count : startOf(view.state, n)));
  const element = (el: ViewElement, scope: Scope): ElementNode => {
    const attrs: Attr[] = [];
    for (const a of el.attrs) {
      const v = a.value;
      if (v.kind === "static") attrs.push({ name: a.name, value: v.text });
      else if (v.kind === "prop") attrs.push({ name: a.name, value: value(v.prop, scope, v.item) });
      else if (v.kind === "ids")
        attrs.push({
          name: a.name,
          value: v.parts
            .map((p) => ("text" in p ? p.text : `${p.hash ? "#" : ""}${slug}-${p.id}${p.indexed ? (scope.index ?? 0) + 1 : ""}`))
            .join(""),
        });
      else {
        const result = run(v.expr, scope);
        if (result === false || result === null || result === undefined) continue;
        attrs.push({ name: a.name, value: BOOLEAN_ATTRS.has(a.name) ? null : String(result) });
      }
    }
    // Classes the state switches (data-class-NAME) are on when their expression is, item by item in a list.
    if (el.classes.length) {
      const toggled = new Set(el.classes.map((c) => c.name));
      const at = attrs.findIndex((a) => a.name === "class");
      const names = (at === -1 ? "" : (attrs[at]!.value ?? "")).split(/\s+/).filter((c) => c && !toggled.has(c));
      for (const c of el.classes) if (run(c.expr, scope)) names.push(c.name);
      if (at !== -1) attrs.splice(at, 1);
      if (names.length) attrs.push({ name: "class", value: names.join(" ") });
    }
    return { type: "element", tag: el.tag, svg: el.svg, line: el.line, attrs, children: el.children.flatMap((c) => node(c, scope)) };
  };
  const node = (n: ViewNode, scope: Scope): MarkupNode[] => {
    switch (n.kind) {
      case "element":
        return [element(n, scope)];
      case "text":
        return [{ type: "text", value: n.text }];
      case "prop":
        return [{ type: "text", value: value(n.prop, scope, n.item) }];
      case "expr":
        return [{ type: "text", value: String(run(n.expr, scope) ?? "") }];
      case "each": {
        const items = listOf(n.prop);
        return items.map((item, index) => element(n.template, { item, index, count: items.length }));
      }
      case "slot":
        return n.fallback.flatMap((f) => node(f, scope));
    }
  };
  return element(view.root, {});
}

const startOf = (state: StateDef[], name: string) => state.find((s) => s.name === name)?.initial;

/** Every string a passed prop puts on the page, for messages. */
export const passedStrings = (props: PassedProps): string[] =>
  Object.values(props).flatMap((v) => (typeof v === "string" ? [v] : v.flatMap((item) => Object.values(item))));
