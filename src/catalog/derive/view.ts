// The canonical markup read as a component: which text and attributes are props (data-prop, data-prop-ATTR), which
// siblings are one list prop (data-each), where children go (data-slot), its state (data-state-* on the root) and how
// events change it (data-on-*, data-bind-*, data-class-*, data-bind-text), and the ids every instance must make its own.
// Every writer prints this view in its framework's words; the directives themselves never reach a snippet.
import { ID_LIST_ATTRIBUTES } from "../design-rename.ts";
import { evaluate, ExprError, namesOf, parseExpression, parseStatements, type Assignment, type Expr } from "./expr.ts";
import { ENUMERATED_ATTRS } from "./enumerated.ts";
import { attr, type ElementNode, type MarkupNode } from "./markup.ts";

export type Value =
  | { kind: "static"; text: string | null }
  | { kind: "prop"; prop: string; item: boolean }
  | { kind: "ids"; parts: IdPart[] }
  | { kind: "expr"; expr: Expr };

/** A token of an id-list value: text as it is, or an id the instance makes its own (`-N` for the Nth list item). */
export type IdPart = { text: string } | { id: string; indexed: boolean; hash: boolean };

export interface ViewAttr {
  name: string;
  value: Value;
}

export interface ViewEvent {
  event: string;
  /** For keydown: the key, as KeyboardEvent.key names it ("Escape", "ArrowRight", " "). */
  key?: string;
  statements: Assignment[];
}

export interface ViewElement {
  kind: "element";
  tag: string;
  svg: boolean;
  attrs: ViewAttr[];
  /** Classes switched by state: data-class-NAME="expression". */
  classes: { name: string; expr: Expr }[];
  events: ViewEvent[];
  children: ViewNode[];
  /** A name the plain DOM script finds this element by (data-ref) when state or events touch it. */
  ref?: string;
  line: number;
  /** The canonical element it was read from. */
  source: ElementNode;
}

export type ViewNode =
  | ViewElement
  | { kind: "text"; text: string }
  | { kind: "prop"; prop: string; item: boolean }
  | { kind: "expr"; expr: Expr }
  | { kind: "each"; prop: string; template: ViewElement }
  | { kind: "slot"; name: string; fallback: ViewNode[] };

export type PropDef =
  /** `values`: the words an enumerated attribute it is bound to takes (enumerated.ts); without, any text. */
  | { kind: "text"; name: string; default: string; values?: string[] }
  | {
      kind: "list";
      name: string;
      fields: string[];
      default: Record<string, string>[];
      /** The words a field bound to an enumerated attribute takes. */
      fieldValues?: Record<string, string[]>;
    }
  | { kind: "slot"; name: string };

export interface StateDef {
  name: string;
  initial: string | number | boolean | null;
  /** Some handler sets it. One that none sets is a constant the bindings read: no framework state, no script. */
  assigned: boolean;
}

export interface ComponentView {
  root: ViewElement;
  props: PropDef[];
  state: StateDef[];
  /** Any id, id reference or radio name the instance must make its own. */
  hasIds: boolean;
  /** Forms take their action as a prop and do not navigate without one. */
  hasForm: boolean;
  /** Something runs in the browser: state, events or a form. */
  interactive: boolean;
  /** The data-ref of every canonical element state or events touch, list items sharing their template's. */
  refs: Map<ElementNode, string>;
}

export interface ViewProblem {
  line: number;
  reason: string;
}

const EVENTS = new Set(["click", "dblclick", "input", "change", "submit", "keydown", "focus", "blur", "pointerenter", "pointerleave"]);
const KEYS: Record<string, string> = {
  escape: "Escape",
  enter: "Enter",
  space: " ",
  tab: "Tab",
  backspace: "Backspace",
  delete: "Delete",
  home: "Home",
  end: "End",
  arrowup: "ArrowUp",
  arrowdown: "ArrowDown",
  arrowleft: "ArrowLeft",
  arrowright: "ArrowRight",
};
/** Names the components already use: a prop or state with one would shadow it. */
const RESERVED = new Set([
  "className",
  "class",
  "children",
  "id",
  "uid",
  "props",
  "state",
  "item",
  "index",
  "action",
  "onSubmit",
  "root",
  "css",
  // JavaScript's reserved and strict-mode words: a variable so named breaks every component's script.
  ..."break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield await arguments eval".split(
    " ",
  ),
]);
const NAME = /^[a-z][a-zA-Z0-9]*$/;
/** Attributes that are on or off: bound to false they are left out, to true written bare. */
export const BOOLEAN_ATTRS = new Set(["hidden", "disabled", "checked", "open", "selected", "required", "readonly", "inert", "multiple"]);

interface Scope {
  inList: boolean;
  /** In a list item: its fields' default values, its position and how many items the list has. */
  fields?: Map<string, string>;
  /** In a list item: the words each field bound to an enumerated attribute takes. */
  fieldValues?: Map<string, string[]>;
  position?: number;
  count?: number;
}
/** The attribute that declares a state: data-state-NAME, kebab-case. */
const stateAttr = (name: string) => `data-state-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Reads the component out of the canonical root; problems name the line and what to write instead. */
export function readView(root: ElementNode, slug: string): { view?: ComponentView; problems: ViewProblem[] } {
  return new ViewReader(slug).read(root);
}

class ViewReader {
  private readonly problems: ViewProblem[] = [];
  private readonly props = new Map<string, PropDef>();
  private readonly state: StateDef[] = [];
  private hasIds = false;
  private hasForm = false;
  private events = 0;
  private refs = 0;
  private readonly refOf = new Map<ElementNode, string>();

  constructor(private readonly slug: string) {}

  read(root: ElementNode): { view?: ComponentView; problems: ViewProblem[] } {
    for (const a of root.attrs) {
      if (!a.name.startsWith("data-state-")) continue;
      const name = camel(a.name.slice(11));
      if (!NAME.test(name) || RESERVED.has(name))
        this.fail(
          root,
          `state name "${name}" (from ${a.name}): a lowercase word or kebab-case, not a JavaScript keyword nor ${[...RESERVED].slice(0, 14).join(", ")}`,
        );
      else this.state.push({ name, initial: this.literal(root, a.name, a.value), assigned: false });
    }
    const view = this.element(root, { inList: false });
    // What reads each state's value (a binding, or a handler before it sets the name itself) and what sets it.
    const read = new Set<string>();
    const assigned = new Set<string>();
    this.walk(view, (el) => {
      for (const a of el.attrs) if (a.value.kind === "expr") namesOf(a.value.expr, read);
      for (const c of el.classes) namesOf(c.expr, read);
      for (const c of el.children) if (c.kind === "expr") namesOf(c.expr, read);
      for (const e of el.events) {
        const setHere = new Set<string>();
        for (const s of e.statements) {
          for (const n of namesOf(s.value)) if (!setHere.has(n)) read.add(n);
          setHere.add(s.target);
          assigned.add(s.target);
        }
      }
    });
    for (const name of new Set([...read, ...assigned])) {
      if (!name.startsWith("$") && !this.state.some((s) => s.name === name))
        this.fail(root, `"${name}" is used by a directive but no ${stateAttr(name)} declares it on the root`);
    }
    for (const s of this.state) {
      s.assigned = assigned.has(s.name);
      if (read.has(s.name)) continue;
      this.fail(
        root,
        s.assigned
          ? `${stateAttr(s.name)}: handlers set ${s.name} but nothing reads it (no binding reads it, and a handler reads it only after setting it), so it changes nothing on the page: leave it out and write, where a handler reads it, the expression it was set to`
          : `${stateAttr(s.name)}: nothing reads or sets ${s.name}: leave it out`,
      );
    }
    if (this.problems.length > 0) return { problems: this.problems };
    // State no handler sets is a constant: with no events and no form either, nothing runs in the browser.
    const interactive = this.state.some((s) => s.assigned) || this.events > 0 || this.hasForm;
    if (!interactive) {
      this.refOf.clear();
      this.walk(view, (el) => {
        delete el.ref;
      });
    }
    return {
      view: {
        root: view,
        props: [...this.props.values()],
        state: this.state,
        hasIds: this.hasIds,
        hasForm: this.hasForm,
        interactive,
        refs: this.refOf,
      },
      problems: [],
    };
  }

  private fail(el: { line: number }, reason: string) {
    this.problems.push({ line: el.line, reason });
  }

  private literal(el: ElementNode, name: string, value: string | null): StateDef["initial"] {
    try {
      const expr = parseExpression(value ?? "");
      if (expr.kind === "literal") return expr.value;
      if (expr.kind === "unary" && expr.op === "-" && expr.arg.kind === "literal" && typeof expr.arg.value === "number")
        return -expr.arg.value;
    } catch {
      // reported below
    }
    this.fail(el, `${name}="${value ?? ""}": a state starts as a literal (true, false, a number, 'text' or null)`);
    return null;
  }

  private walk(el: ViewElement, visit: (el: ViewElement) => void) {
    visit(el);
    for (const c of el.children) {
      if (c.kind === "element") this.walk(c, visit);
      else if (c.kind === "each") this.walk(c.template, visit);
      else if (c.kind === "slot") for (const f of c.fallback) if (f.kind === "element") this.walk(f, visit);
    }
  }

  private addProp(el: ElementNode, def: PropDef) {
    if (!NAME.test(def.name) || RESERVED.has(def.name)) {
      this.fail(
        el,
        `prop name "${def.name}": camelCase starting with a lowercase letter, not a JavaScript keyword nor ${[...RESERVED].slice(0, 14).join(", ")}`,
      );
      return;
    }
    const same = this.props.get(def.name);
    // One text prop may fill several places (the text and a data-text copy of it) when the markup agrees on its default;
    // where one is an enumerated attribute, its words are the type of them all.
    if (same?.kind === "text" && def.kind === "text" && same.default === def.default) {
      const values = same.values && def.values ? same.values.filter((v) => def.values!.includes(v)) : (same.values ?? def.values);
      if (values) same.values = values;
      return;
    }
    // One list may be written twice (a marquee's second, aria-hidden copy for a seamless loop): both render the prop.
    if (same?.kind === "list" && def.kind === "list") {
      if (listShape(same) !== listShape(def))
        this.fail(
          el,
          `data-each="${def.name}" is written twice with different items: both places render the one list prop ${def.name}, so write the same items (the same fields and defaults) in both, or give the second list another name`,
        );
      return;
    }
    if (this.state.some((s) => s.name === def.name)) this.fail(el, `"${def.name}" names a prop and a state: give one of them another name`);
    else if (same?.kind === "text" && def.kind === "text")
      this.fail(
        el,
        `"${def.name}" names two props with different defaults (${JSON.stringify(same.default)} and ${JSON.stringify(def.default)}); one text prop in two places needs one default`,
      );
    else if (same)
      this.fail(el, `"${def.name}" names two props of different kinds (${same.kind} and ${def.kind}): give one of them another name`);
    else this.props.set(def.name, def);
  }

  private element(el: ElementNode, scope: Scope): ViewElement {
    const out: ViewElement = {
      kind: "element",
      tag: el.tag,
      svg: el.svg,
      attrs: [],
      classes: [],
      events: [],
      children: [],
      line: el.line,
      source: el,
    };
    if (isUserForm(el)) this.hasForm = true;
    if (el.svg) this.checkSvgAttrs(el);
    const binds = new Map<string, Expr>();
    let textProp: string | undefined;
    let textExpr: Expr | undefined;
    for (const a of el.attrs) {
      const name = a.name;
      if (name === "data-prop") textProp = a.value ?? "";
      else if (name.startsWith("data-on-")) this.event(out, el, name.slice(8), a.value ?? "", scope);
      // Before data-bind-ATTR, which would read it as an attribute named "text".
      else if (name === "data-bind-text") textExpr = this.expr(el, name, a.value, scope);
      else if (name.startsWith("data-bind-")) {
        const expr = this.expr(el, name, a.value, scope);
        if (name === "data-bind-class" || name === "data-bind-style") {
          this.fail(el, `${name}: the class and style are the design's own; switch a class with data-class-NAME`);
          continue;
        }
        if (expr) binds.set(name.slice(10), expr);
      } else if (name.startsWith("data-class-")) {
        const expr = this.expr(el, name, a.value, scope);
        if (expr) {
          out.classes.push({ name: name.slice(11), expr });
          const has = (attr(el, "class") ?? "").split(/\s+/).includes(name.slice(11));
          if (Boolean(this.initial(expr, scope)) !== has)
            this.fail(el, `${name}: the class must be written in the markup exactly when "${a.value}" starts true`);
        }
      }
    }
    for (const a of el.attrs) {
      const name = a.name;
      if (
        name.startsWith("data-state-") ||
        name === "data-each" ||
        name === "data-slot" ||
        name === "data-prop" ||
        name.startsWith("data-prop-")
      )
        continue;
      if (name.startsWith("data-on-") || name.startsWith("data-bind-") || name.startsWith("data-class-")) continue;
      if (isUserForm(el) && name === "action") {
        this.fail(el, "a form takes its action as a prop: leave action out of the markup (it does not navigate without one)");
        continue;
      }
      const expr = binds.get(name);
      if (expr) {
        this.checkInitial(el, name, a.value, expr, scope);
        out.attrs.push({ name, value: { kind: "expr", expr } });
        binds.delete(name);
        continue;
      }
      if ((name === "class" || name === "style") && attr(el, `data-prop-${name}`) !== undefined) {
        this.fail(el, `data-prop-${name}: the class and style are the design's own (every target takes className or class on the root)`);
        continue;
      }
      const bound = attr(el, `data-prop-${name}`);
      if (bound !== undefined) {
        const prop = bound ?? "";
        out.attrs.push({ name, value: { kind: "prop", prop, item: scope.inList } });
        const values = ENUMERATED_ATTRS[name];
        if (values && !values.includes(a.value ?? ""))
          this.fail(
            el,
            `data-prop-${name}: ${name}="${a.value ?? ""}" is not one of the values ${name} takes (${values.join(", ")}), which every framework types it as`,
          );
        if (scope.inList) {
          scope.fields?.set(prop, a.value ?? "");
          if (values) scope.fieldValues?.set(prop, values);
        } else this.addProp(el, { kind: "text", name: prop, default: a.value ?? "", ...(values ? { values } : {}) });
        continue;
      }
      out.attrs.push({ name, value: this.staticValue(name, a.value, scope) });
    }
    // Bound attributes the markup leaves out: absent means they start false (or null).
    for (const [name, expr] of binds) {
      this.checkInitial(el, name, undefined, expr, scope);
      out.attrs.push({ name, value: { kind: "expr", expr } });
    }
    for (const a of el.attrs) {
      if (a.name.startsWith("data-prop-") && attr(el, a.name.slice(10)) === undefined)
        this.fail(el, `${a.name} names ${a.name.slice(10)}, which <${el.tag}> does not have: write it with its default value`);
    }
    if (out.events.length > 0 || out.attrs.some((a) => a.value.kind === "expr") || out.classes.length > 0 || textExpr) {
      out.ref = `r${++this.refs}`;
      this.refOf.set(el, out.ref);
    }
    if (textProp !== undefined || textExpr !== undefined) {
      if (el.children.some((c) => c.type === "element"))
        this.fail(el, "data-prop and data-bind-text replace the text of an element that holds text only");
      const text = el.children.map((c) => (c.type === "text" ? c.value : "")).join("");
      if (textExpr) {
        if (String(this.initial(textExpr, scope) ?? "") !== text.trim())
          this.fail(
            el,
            `data-bind-text: the markup's text must be what the expression starts as (${JSON.stringify(String(this.initial(textExpr, scope)))})`,
          );
        out.children = [{ kind: "expr", expr: textExpr }];
      } else {
        out.children = [{ kind: "prop", prop: textProp!, item: scope.inList }];
        if (scope.inList) scope.fields?.set(textProp!, text);
        else this.addProp(el, { kind: "text", name: textProp!, default: text });
      }
      return out;
    }
    const slot = attr(el, "data-slot");
    if (slot !== undefined) {
      const name = slot === null || slot === "" ? "children" : slot;
      if (scope.inList) this.fail(el, "a slot inside a list item: slots belong to the component, lists to its props");
      else if (name !== "children") this.addProp(el, { kind: "slot", name });
      else if (this.props.has("children")) this.fail(el, 'a second default slot: name the others (data-slot="footer")');
      else this.props.set("children", { kind: "slot", name });
      out.children = [{ kind: "slot", name, fallback: this.children(el.children, scope) }];
      return out;
    }
    out.children = this.children(el.children, scope);
    return out;
  }

  /**
   * The on-off attributes (hidden, disabled…) are HTML's: a browser ignores them on SVG elements, React's SVG types
   * refuse them and Vue and Svelte write them out as "false", so no target could mean what the markup says.
   */
  private checkSvgAttrs(el: ElementNode) {
    for (const a of el.attrs) {
      const name = a.name.startsWith("data-bind-") ? a.name.slice(10) : a.name;
      if (!BOOLEAN_ATTRS.has(name)) continue;
      this.fail(
        el,
        `${a.name} on <${el.tag}>: ${name} is an HTML attribute that SVG elements do not have (browsers ignore it there, React's SVG types refuse it, Vue and Svelte would write ${name}="false"): put it on an HTML element around the <svg> (a <span>), or switch a class with data-class-NAME`,
      );
    }
  }

  /** A binding's value with the state as it starts (and the item's number and count in a list). */
  private initial(expr: Expr, scope: Scope): unknown {
    return evaluate(expr, (n) =>
      n === "$index" ? scope.position : n === "$count" ? scope.count : this.state.find((s) => s.name === n)?.initial,
    );
  }

  /** The markup shows every binding's initial value, so each target's first render is the canonical markup. */
  private checkInitial(el: ElementNode, name: string, written: string | null | undefined, expr: Expr, scope: Scope) {
    const value = this.initial(expr, scope);
    const shows = value === false || value === null || value === undefined ? undefined : BOOLEAN_ATTRS.has(name) ? null : String(value);
    const expected = BOOLEAN_ATTRS.has(name) && written !== undefined ? null : written;
    if (shows !== expected) {
      const want = shows === undefined ? "no such attribute" : shows === null ? `the bare attribute ${name}` : `${name}="${shows}"`;
      this.fail(el, `data-bind-${name} starts as ${JSON.stringify(value)}: the markup must show ${want}`);
    }
  }

  private children(nodes: MarkupNode[], scope: Scope): ViewNode[] {
    const out: ViewNode[] = [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]!;
      if (node.type === "text") {
        out.push({ kind: "text", text: node.value });
        continue;
      }
      const list = attr(node, "data-each");
      if (list === undefined) {
        out.push(this.element(node, scope));
        continue;
      }
      if (scope.inList) this.fail(node, "a list inside a list item: lists do not nest");
      const items = [node];
      const sameList = (n: MarkupNode | undefined): n is ElementNode => n?.type === "element" && attr(n, "data-each") === list;
      for (;;) {
        if (sameList(nodes[i + 1])) items.push(nodes[++i] as ElementNode);
        else if (nodes[i + 1]?.type === "text" && (nodes[i + 1] as { value: string }).value.trim() === "" && sameList(nodes[i + 2])) {
          // Whitespace a list cannot repeat: read as kept (inside <pre>) or as a space between inline items.
          this.fail(
            nodes[i + 2] as ElementNode,
            `the items of data-each="${list}" have whitespace between them, which is text (inside <pre> every target keeps it exactly) that a list cannot repeat: write the items side by side, with a line break inside each item if each needs a line of its own`,
          );
          i++;
        } else break;
      }
      out.push(this.list(list ?? "", items));
    }
    return out;
  }

  /** Siblings with one data-each: the first is the template, every one an item of the default list. */
  private list(name: string, items: ElementNode[]): ViewNode {
    const defaults: Record<string, string>[] = [];
    const fieldValues = new Map<string, string[]>();
    let template: ViewElement | undefined;
    let shape: string | undefined;
    for (const [position, item] of items.entries()) {
      const fields = new Map<string, string>();
      const view = this.element(item, { inList: true, fields, fieldValues, position, count: items.length });
      const itemShape = JSON.stringify(shapeOf(view));
      if (shape === undefined) {
        shape = itemShape;
        template = view;
      } else if (itemShape !== shape) {
        this.fail(
          item,
          `the items of data-each="${name}" differ beyond their props and item numbers (-${position + 1} ids): mark what differs with data-prop`,
        );
      } else {
        // The plain script finds every item's elements by the template's refs.
        const mine = [...walkView(view)];
        [...walkView(template!)].forEach((t, i) => {
          if (t.ref) this.refOf.set(mine[i]!.source, t.ref);
        });
      }
      defaults.push(Object.fromEntries(fields));
    }
    const fields = Object.keys(defaults[0] ?? {});
    for (const f of fields)
      if (!NAME.test(f)) this.fail(items[0]!, `item field "${f}" of data-each="${name}": camelCase starting with a lowercase letter`);
    this.addProp(items[0]!, {
      kind: "list",
      name,
      fields,
      default: defaults,
      ...(fieldValues.size ? { fieldValues: Object.fromEntries(fieldValues) } : {}),
    });
    return { kind: "each", prop: name, template: template! };
  }

  private staticValue(name: string, value: string | null, scope: Scope): Value {
    if (value === null) return { kind: "static", text: null };
    const lower = name.toLowerCase();
    const prefix = `${this.slug}-`;
    const idList = ID_LIST_ATTRIBUTES.has(lower);
    const fragment = value.startsWith(`#${prefix}`) || value.startsWith(`url(#${prefix}`);
    if (!idList && !fragment) return { kind: "static", text: value };
    const position = scope.position ?? 0;
    const parts: IdPart[] = [];
    for (const whole of value.split(/(\s+)/)) {
      // A paint server or filter named by url(#id) (fill, stroke, filter, mask, clip-path, marker-*) is an id
      // reference too: the instance's own gradient, not the first instance's.
      const url = /^url\((#[^)]+)\)(.*)$/.exec(whole);
      const token = url ? url[1]! : whole;
      const hash = token.startsWith("#");
      const bare = hash ? token.slice(1) : token;
      if (!(idList || hash) || !bare.startsWith(prefix)) {
        parts.push({ text: whole });
        continue;
      }
      this.hasIds = true;
      let id = bare.slice(prefix.length);
      const numbered = scope.inList && new RegExp(`-${position + 1}$`).test(id);
      if (numbered) id = id.slice(0, id.length - String(position + 1).length);
      if (url) parts.push({ text: "url(" });
      parts.push({ id, indexed: numbered, hash });
      if (url) parts.push({ text: `)${url[2]}` });
    }
    return parts.every((p) => "text" in p) ? { kind: "static", text: value } : { kind: "ids", parts };
  }

  private expr(el: ElementNode, name: string, value: string | null, scope: Scope): Expr | undefined {
    const inList = scope.inList;
    try {
      const expr = parseExpression(value ?? "");
      for (const n of namesOf(expr)) {
        if ((n === "$index" || n === "$count") && !inList) this.fail(el, `${name}: ${n} is only known inside a data-each item`);
        if (n === "$value" || n === "$number" || n === "$checked") this.fail(el, `${name}: ${n} belongs to an event (data-on-…)`);
      }
      return expr;
    } catch (err) {
      if (!(err instanceof ExprError)) throw err;
      this.fail(el, `${name}="${value ?? ""}": ${err.message}`);
      return undefined;
    }
  }

  private event(out: ViewElement, el: ElementNode, spec: string, value: string, scope: Scope) {
    const inList = scope.inList;
    const [event, ...rest] = spec.split("-");
    const keyName = rest.join("");
    if (!EVENTS.has(event!)) {
      this.fail(el, `data-on-${spec}: events are ${[...EVENTS].join(", ")}`);
      return;
    }
    if (keyName && (event !== "keydown" || !KEYS[keyName])) {
      this.fail(el, `data-on-${spec}: only keydown takes a key (${Object.keys(KEYS).join(", ")})`);
      return;
    }
    try {
      const statements = parseStatements(value);
      for (const s of statements) {
        if (s.target.startsWith("$")) this.fail(el, `data-on-${spec}: ${s.target} cannot be assigned`);
        for (const n of namesOf(s.value))
          if ((n === "$index" || n === "$count") && !inList) this.fail(el, `data-on-${spec}: ${n} is only known inside a data-each item`);
      }
      out.events.push({ event: event!, ...(keyName ? { key: KEYS[keyName] } : {}), statements });
      this.events++;
    } catch (err) {
      if (!(err instanceof ExprError)) throw err;
      this.fail(el, `data-on-${spec}="${value}": ${err.message}`);
    }
  }
}

/** What two places of one list prop must agree on: its fields, their words and its default items. */
const listShape = (p: Extract<PropDef, { kind: "list" }>) => JSON.stringify([p.fields, p.fieldValues ?? {}, p.default]);

function* walkView(el: ViewElement): Generator<ViewElement> {
  yield el;
  for (const c of el.children) if (c.kind === "element") yield* walkView(c);
}

const attrShape = (a: ViewAttr) => (a.value.kind === "ids" ? a.value.parts : a.value.kind === "static" ? a.value.text : a.value.kind);
/** The written classes less those the state switches: items may start with them on or off (the selected tab). */
const withoutSwitched = (text: string | null, el: ViewElement) =>
  (text ?? "")
    .split(/\s+/)
    .filter((c) => c && !el.classes.some((x) => x.name === c))
    .join(" ");

/** What a list item is, with its props' values and its own number left out: items of one list must agree on it. */
function shapeOf(el: ViewElement): unknown {
  return {
    tag: el.tag,
    attrs: el.attrs.map((a) => [
      a.name,
      a.name === "class" && a.value.kind === "static" ? withoutSwitched(a.value.text, el) : attrShape(a),
    ]),
    classes: el.classes.map((c) => c.name),
    events: el.events.map((e) => [e.event, e.key]),
    children: el.children.map((c) => (c.kind === "element" ? shapeOf(c) : c.kind === "text" ? c.text : c.kind)),
  };
}

/** The initial value of a binding, with the state as it starts: what the canonical markup must show. */
export const initialValue = (expr: Expr, state: StateDef[]): unknown => evaluate(expr, (n) => state.find((s) => s.name === n)?.initial);

/**
 * A form whose submission the user owns: it takes its action as a prop and does not navigate without one. A
 * `method="dialog"` form only closes its dialog, which is the browser's job, so it is left as written.
 */
export const isUserForm = (el: ElementNode): boolean => el.tag === "form" && attr(el, "method")?.toLowerCase() !== "dialog";

/** Whether a list's items have fields the template reads: without any, the loop variable goes unused (named _item). */
export const listReadsItem = (view: ComponentView, name: string): boolean =>
  view.props.some((p) => p.kind === "list" && p.name === name && p.fields.length > 0);
