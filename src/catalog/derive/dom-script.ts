// The component's state and events as plain DOM code, for the targets without a framework (html, js, astro):
// `wire(root)` keeps the state, finds the elements it touches by data-ref, applies the bindings after each event
// and returns a function that removes its listeners. Forms do not navigate without an action; a method="dialog" form
// closes its dialog.
import { indent } from "./behaviour.ts";
import type { DeriveContext } from "./context.ts";
import { mayBeNull, namesOf, printExpr } from "./expr.ts";
import { viewElements } from "./print.ts";
import { BOOLEAN_ATTRS, type ViewElement } from "./view.ts";

/** Refs inside a list template stand for every item: a NodeList, and the index is the item's. */
function inList(root: ViewElement): Set<ViewElement> {
  const out = new Set<ViewElement>();
  const walk = (el: ViewElement, listed: boolean) => {
    if (listed) out.add(el);
    for (const c of el.children) {
      if (c.kind === "element") walk(c, listed);
      else if (c.kind === "each") walk(c.template, true);
      else if (c.kind === "slot") for (const f of c.fallback) if (f.kind === "element") walk(f, listed);
    }
  };
  walk(root, false);
  return out;
}

/** The TypeScript of wire(root), or undefined when nothing runs in the browser. */
export function wireFunction(ctx: DeriveContext, { formsWithAction = false } = {}): string | undefined {
  const { view } = ctx;
  if (!view.interactive) return undefined;
  const listed = inList(view.root);
  const elements = [...viewElements(view.root)].filter((el) => el.ref);
  const lines: string[] = [];
  const renders: string[] = [];
  const listeners: string[] = [];
  if (view.state.length) lines.push(`const state = { ${view.state.map((s) => `${s.name}: ${JSON.stringify(s.initial)}`).join(", ")} };`);
  const seen = new Set<string>();
  for (const el of elements) {
    const ref = el.ref!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const many = listed.has(el);
    const type = el.svg ? "SVGElement" : "HTMLElement";
    if (el === view.root) lines.push(`const ${ref} = root;`);
    else if (many) lines.push(`const ${ref} = [...root.querySelectorAll<${type}>('[data-ref="${ref}"]')];`);
    else lines.push(`const ${ref} = root.querySelector<${type}>('[data-ref="${ref}"]')!;`);
    const name = (n: string) =>
      n === "$index"
        ? "index"
        : n === "$count"
          ? `${ref}.length`
          : n === "$number"
            ? "(event.currentTarget as HTMLInputElement).valueAsNumber"
            : n === "$value"
              ? "(event.currentTarget as HTMLInputElement).value"
              : n === "$checked"
                ? "(event.currentTarget as HTMLInputElement).checked"
                : `state.${n}`;
    const apply: string[] = [];
    for (const a of el.attrs) {
      if (a.value.kind !== "expr") continue;
      const code = printExpr(a.value.expr, name);
      const lower = a.name.toLowerCase();
      if (BOOLEAN_ATTRS.has(lower)) apply.push(`el.toggleAttribute(${JSON.stringify(a.name)}, Boolean(${code}));`);
      else if (lower === "value" || lower === "checked")
        apply.push(`(el as HTMLInputElement).${lower} = ${lower === "checked" ? `Boolean(${code})` : `String(${code})`};`);
      else if (mayBeNull(a.value.expr)) {
        // null leaves the attribute out, as the frameworks do.
        const n = JSON.stringify(a.name);
        apply.push(
          `const ${camelName(a.name)} = ${code};`,
          `if (${camelName(a.name)} === null) el.removeAttribute(${n});`,
          `else el.setAttribute(${n}, String(${camelName(a.name)}));`,
        );
      } else apply.push(`el.setAttribute(${JSON.stringify(a.name)}, String(${code}));`);
    }
    for (const c of el.classes) apply.push(`el.classList.toggle(${JSON.stringify(c.name)}, Boolean(${printExpr(c.expr, name)}));`);
    const text = el.children.find((c) => c.kind === "expr");
    if (text?.kind === "expr") apply.push(`el.textContent = String(${printExpr(text.expr, name)});`);
    if (apply.length) {
      renders.push(
        many
          ? `${ref}.forEach((el${/\bindex\b/.test(apply.join("\n")) ? ", index" : ""}) => {\n${indent(apply.join("\n"), "  ")}\n});`
          : `{\n  const el = ${ref};\n${indent(apply.join("\n"), "  ")}\n}`,
      );
    }
    for (const e of el.events) {
      const body: string[] = [];
      for (const s of e.statements) body.push(`state.${s.target} = ${printExpr(s.value, name)};`);
      body.push("render();");
      // A submit handler only sets state, as in the frameworks: whether the submission navigates is the form's
      // (below: a form without an action does not; a method="dialog" form closes its dialog).
      const guarded =
        e.key !== undefined ? [`if (event.key !== ${JSON.stringify(e.key)}) return;`, "event.preventDefault();", ...body] : body;
      const eventType = e.event === "keydown" ? "KeyboardEvent" : "Event";
      const usesIndex = e.statements.some((s) => namesOf(s.value).has("$index"));
      const usesEvent = guarded.some((l) => /\bevent\b/.test(l));
      const fn = `(${usesEvent ? `event: ${eventType}` : ""}) => {\n${indent(guarded.join("\n"), "  ")}\n}`;
      listeners.push(
        many
          ? `${ref}.forEach((el${usesIndex ? ", index" : ""}) => on(el, "${e.event}", ${fn.replace(/\n/g, "\n  ")}));`
          : `on(${ref}, "${e.event}", ${fn});`,
      );
    }
  }
  if (view.hasForm) {
    const guard = formsWithAction ? `if (!form.getAttribute("action")) event.preventDefault();` : "event.preventDefault();";
    listeners.push(
      // querySelectorAll never returns the root itself: a component whose root is the form listens on the root.
      view.root.tag === "form"
        ? `on(root, "submit", (event: Event) => {\n  ${guard.replace("form.", "root.")}\n});`
        : `root.querySelectorAll<HTMLFormElement>("form:not([method=dialog])").forEach((form) => on(form, "submit", (event: Event) => {\n  ${guard}\n}));`,
    );
  }
  const render = listeners.some((l) => l.includes("render()")) ? [`const render = () => {\n${indent(renders.join("\n"), "  ")}\n};`] : [];
  return `// State and events: the markup starts as the state does; each event sets the state and applies it again.
function wire(root: HTMLElement): () => void {
${indent([...lines, ...render].join("\n"), "  ")}
  const off: (() => void)[] = [];
  const on = <E extends Event>(el: Element, type: string, listener: (event: E) => void) => {
    el.addEventListener(type, listener as EventListener);
    off.push(() => el.removeEventListener(type, listener as EventListener));
  };
${indent(listeners.join("\n"), "  ")}
  return () => off.forEach((undo) => undo());
}`;
}

const camelName = (attrName: string) => attrName.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
