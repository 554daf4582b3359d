// The `vue` target: a Vue 3 single-file component with <script setup lang="ts">.
//
// Content becomes typed props with defaults (withDefaults), lists v-for, a slot <slot> with its fallback, and a class
// given to the component lands on its root (Vue's attribute inheritance); ids come from useId(); state is ref() with
// a handler function per event; forms take `action` and emit `submit` and do not navigate without an action. The CSS
// is already scoped by the slug class, so it is a plain global <style>. A mount() from js.ts runs in onMounted.
import { indent } from "./behaviour.ts";
import type { DeriveContext } from "./context.ts";
import { printExpr } from "./expr.ts";
import { rootType } from "./jsx.ts";
import { escapeAttr, escapeText } from "./markup.ts";
import { printView, type Syntax } from "./print.ts";
import { isUserForm, listReadsItem, type PropDef, type ViewElement } from "./view.ts";
import {
  behaviourLine,
  compileAssignments,
  headerLines,
  idTemplate,
  listConstant,
  propDefault,
  propType,
  stateConstant,
} from "./writer-kit.ts";

/** KeyboardEvent.key names as Vue's key modifiers spell them. */
const VUE_KEYS: Record<string, string> = {
  Escape: "escape",
  Enter: "enter",
  " ": "space",
  Tab: "tab",
  Backspace: "backspace",
  Delete: "delete",
  Home: "home",
  End: "end",
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};
const VUE_EVENTS: Record<string, string> = {
  click: "click",
  dblclick: "dblclick",
  input: "input",
  change: "change",
  submit: "submit",
  keydown: "keydown",
  focus: "focus",
  blur: "blur",
  pointerenter: "pointerenter",
  pointerleave: "pointerleave",
};

export function vueComponent(ctx: DeriveContext): string {
  const { behaviour, view } = ctx;
  const functions: string[] = [];
  const imports = new Set<string>();
  let list: string | undefined;
  /** The refs: a state no handler sets is a plain constant, read by its name in the script too. */
  const stateNames = new Set(view.state.filter((s) => s.assigned).map((s) => s.name));
  const constants = new Set(view.state.filter((s) => !s.assigned).map((s) => s.name));
  /** In the template, state and props read by name (refs unwrap); $index and $count from the v-for. */
  // In a template attribute, strings read best in single quotes (double ones would be written &quot;).
  const inTemplate = (code: string) => code.replace(/"((?:[^"'\\]|\\.)*)"/g, "'$1'");
  // An expression in a quoted attribute needs only its double quotes escaped: Vue (and HTML) read && and < as they are.
  const templateAttr = (code: string) => code.replace(/"/g, "&quot;");
  const templateName = (n: string) => (n === "$index" ? "index" : n === "$count" ? `${list}.length` : n);
  const handlerName = (el: ViewElement, event: string) => `on${event.charAt(0).toUpperCase()}${event.slice(1)}${el.ref?.slice(1) ?? ""}`;

  const syntax: Syntax = {
    open(el) {
      const parts = [el.tag];
      for (const a of el.attrs) {
        const v = a.value;
        if (v.kind === "static" && a.name === "class" && el.classes.length) {
          // A class the state switches lives in :class alone: written here too, Vue could never take it off.
          const fixed = (v.text ?? "").split(/\s+/).filter((c) => c && !el.classes.some((x) => x.name === c));
          if (fixed.length) parts.push(`class="${escapeAttr(fixed.join(" "))}"`);
        } else if (v.kind === "static") parts.push(v.text === null ? a.name : `${a.name}="${escapeAttr(v.text)}"`);
        else if (v.kind === "prop") parts.push(`:${a.name}="${v.item ? "item." : ""}${v.prop}"`);
        else if (v.kind === "ids") {
          imports.add("useId");
          parts.push(`:${a.name}="${escapeAttr(idTemplate(v.parts, "uid", "index"))}"`);
        } else parts.push(`:${a.name}="${templateAttr(inTemplate(printExpr(v.expr, templateName)))}"`);
      }
      if (el.classes.length)
        parts.push(
          `:class="${templateAttr(inTemplate(`{ ${el.classes.map((c) => `${JSON.stringify(c.name)}: ${printExpr(c.expr, templateName)}`).join(", ")} }`))}"`,
        );
      if (isUserForm(el.source)) parts.push(`:action="action"`);
      const events = new Map<string, string[]>();
      const inline = new Map<string, string>();
      for (const e of el.events) {
        // Plain assignments read best in the template itself, as Vue developers write them (`a = !a; b = 0`).
        const simple = compileAssignments(e.statements, templateName, (n, value) => `${n} = ${value}`);
        const once = el.events.filter((o) => o.event === e.event && o.key === e.key).length === 1;
        if (
          once &&
          simple.every((line) => !line.startsWith("const ")) &&
          !/\$(value|number|checked)/.test(JSON.stringify(e.statements)) &&
          el.tag !== "form"
        ) {
          // A key handler is Vue's key modifier: @keydown.escape.
          const modifier = e.key === undefined ? "" : `.${VUE_KEYS[e.key] ?? e.key.toLowerCase()}.prevent`;
          inline.set(`${e.event}${modifier}`, simple.join("; "));
          continue;
        }
        if (!events.has(e.event)) events.set(e.event, []);
        const body = compileAssignments(
          e.statements,
          (n) =>
            n === "$index"
              ? "index"
              : n === "$count"
                ? `props.${list}.length`
                : n === "$number"
                  ? "(event.target as HTMLInputElement).valueAsNumber"
                  : n === "$value"
                    ? "(event.target as HTMLInputElement).value"
                    : n === "$checked"
                      ? "(event.target as HTMLInputElement).checked"
                      : stateNames.has(n)
                        ? `${n}.value`
                        : constants.has(n)
                          ? n
                          : `props.${n}`,
          (n, value) => `${n}.value = ${value};`,
        );
        events
          .get(e.event)!
          .push(
            ...(e.key !== undefined
              ? [`if (event.key === ${JSON.stringify(e.key)}) {`, "  event.preventDefault();", ...body.map((l) => `  ${l}`), "}"]
              : body),
          );
      }
      if (isUserForm(el.source))
        events.set("submit", [
          "if (!props.action) event.preventDefault();",
          `emit("submit", new FormData(event.currentTarget as HTMLFormElement), event);`,
          ...(events.get("submit") ?? []),
        ]);
      for (const [event, code] of inline) {
        const [name, ...modifiers] = event.split(".");
        parts.push(`@${[VUE_EVENTS[name!], ...modifiers].join(".")}="${templateAttr(inTemplate(code))}"`);
      }
      for (const [event, body] of events) {
        const fn = handlerName(el, event);
        const inList = list !== undefined;
        const type = event === "keydown" ? "KeyboardEvent" : event === "submit" ? "SubmitEvent" : "Event";
        const usesEvent = body.some((l) => l.includes("event"));
        const params = [usesEvent ? `event: ${type}` : "", inList && body.some((l) => /\bindex\b/.test(l)) ? "index: number" : ""].filter(
          Boolean,
        );
        functions.push(`function ${fn}(${params.join(", ")}) {\n${indent(body.join("\n"), "  ")}\n}`);
        const args = params.map((p) => (p.startsWith("event") ? "$event" : "index"));
        parts.push(`@${VUE_EVENTS[event]}="${args.length ? `${fn}(${args.join(", ")})` : fn}"`);
      }
      if (el === view.root && behaviour) parts.push(`ref="rootEl"`);
      return parts.join(" ");
    },
    text: (text) => escapeText(text),
    prop: (prop, item) => `{{ ${item ? "item." : ""}${prop} }}`,
    expr: (node) => `{{ ${printExpr(node.expr, templateName)} }}`,
    each(node, template, at) {
      const outer = list;
      list = node.prop;
      const item = listReadsItem(ctx.view, node.prop) ? "item" : "_item";
      const body = template(at).replace(/^(\s*)<([a-zA-Z][\w-]*)/, `$1<$2 v-for="(${item}, index) in ${node.prop}" :key="index"`);
      list = outer;
      return body;
    },
    slot(node, fallback, at) {
      const name = node.name === "children" ? "" : ` name="${node.name}"`;
      return `${at}<slot${name}>\n${fallback(`${at}  `)}\n${at}</slot>`;
    },
    svgSelfClose: true,
    voidClose: ">",
  };
  const markup = printView(view.root, syntax, "  ", true);

  const props = view.props.filter((p) => p.kind !== "slot");
  const script: string[] = [];
  if (stateNames.size) imports.add("ref");
  if (behaviour) imports.add("onBeforeUnmount").add("onMounted").add("ref");
  const importLines = [
    ...(imports.size ? [`import { ${[...imports].sort().join(", ")} } from "vue";`] : []),
    ...(behaviour?.imports ?? []),
  ];
  if (importLines.length) script.push(importLines.join("\n"));
  const fields = [...props.map((p) => `${p.name}?: ${propType(p, "")}`), ...(view.hasForm ? ["action?: string"] : [])];
  // defineProps is hoisted out of setup(): its defaults cannot name a local constant, so lists are written inline.
  const listDefault = (p: Extract<PropDef, { kind: "list" }>) =>
    `() => ${listConstant(p, "x", "y")
      .replace(/^const x: y = /, "")
      .replace(/;$/, "")
      .replace(/\n/g, "\n  ")}`;
  const defaults = props.map((p) => `${p.name}: ${p.kind === "list" ? listDefault(p) : propDefault(p)}`);
  if (fields.length) {
    const usesProps = functions.some((f) => f.includes("props."));
    const object = props.some((p) => p.kind === "list") ? `{\n  ${defaults.join(",\n  ")},\n}` : `{ ${defaults.join(", ")} }`;
    script.push(`${usesProps ? "const props = " : ""}withDefaults(defineProps<{ ${fields.join("; ")} }>(), ${object});`);
  }
  if (view.hasForm) script.push(`const emit = defineEmits<{ submit: [data: FormData, event: SubmitEvent] }>();`);
  if (imports.has("useId")) script.push("const uid = useId();");
  for (const s of view.state) script.push(s.assigned ? `const ${s.name} = ref(${JSON.stringify(s.initial)});` : stateConstant(s));
  script.push(...functions);
  if (behaviour) {
    script.push(
      behaviour.ts,
      `const rootEl = ref<${rootType(view.root.tag)} | null>(null);
let cleanup: (() => void) | undefined;
onMounted(() => {
  if (rootEl.value) cleanup = mount(rootEl.value);
});
onBeforeUnmount(() => cleanup?.());`,
    );
  }
  const head = headerLines(
    ctx,
    imports.has("useId") ? "Vue 3.5+ (useId)." : "Vue 3.",
    behaviourLine(ctx, { state: "Vue refs and handlers", mount: "onMounted" }),
  );
  const parts = [`<!-- ${head.join("\n     ")} -->`];
  if (script.length) parts.push(`<script setup lang="ts">\n${script.join("\n\n")}\n</script>`);
  parts.push(`<template>\n${markup}\n</template>`);
  if (ctx.css) parts.push(`<style>\n${ctx.css}\n</style>`);
  return `${parts.join("\n\n")}\n`;
}
