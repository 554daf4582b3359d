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
import type { ViewElement } from "./view.ts";
import { behaviourLine, compileAssignments, headerLines, idTemplate, propDefault, propType } from "./writer-kit.ts";

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

/**
 * Template code with its string literals in single quotes: in a double-quoted attribute, "text" would be written
 * &quot;text&quot;, which Vue's compiler decodes but vue-tsc (and every editor) reads as broken TypeScript.
 */
export const singleQuoted = (code: string): string =>
  code.replace(/"(?:[^"\\]|\\.)*"/g, (literal) => {
    const text = JSON.parse(literal) as string;
    return `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/"/g, "\\x22").replace(/\n/g, "\\n")}'`;
  });

export function vueComponent(ctx: DeriveContext): string {
  const { behaviour, view } = ctx;
  const functions: string[] = [];
  const imports = new Set<string>();
  let list: string | undefined;
  const stateNames = new Set(view.state.map((s) => s.name));
  /** In the template, state and props read by name (refs unwrap); $index and $count from the v-for. */
  const templateName = (n: string) => (n === "$index" ? "index" : n === "$count" ? `${list}.length` : n);
  const handlerName = (el: ViewElement, event: string) => `on${event.charAt(0).toUpperCase()}${event.slice(1)}${el.ref?.slice(1) ?? ""}`;

  const syntax: Syntax = {
    open(el) {
      const parts = [el.tag];
      for (const a of el.attrs) {
        const v = a.value;
        if (v.kind === "static") parts.push(v.text === null ? a.name : `${a.name}="${escapeAttr(v.text)}"`);
        else if (v.kind === "prop") parts.push(`:${a.name}="${v.item ? "item." : ""}${v.prop}"`);
        else if (v.kind === "ids") {
          imports.add("useId");
          parts.push(`:${a.name}="${escapeAttr(idTemplate(v.parts, "uid", "index"))}"`);
        } else parts.push(`:${a.name}="${escapeAttr(singleQuoted(printExpr(v.expr, templateName)))}"`);
      }
      if (el.classes.length)
        parts.push(
          `:class="${escapeAttr(singleQuoted(`{ ${el.classes.map((c) => `${JSON.stringify(c.name)}: ${printExpr(c.expr, templateName)}`).join(", ")} }`))}"`,
        );
      if (el.tag === "form") parts.push(`:action="action"`);
      const events = new Map<string, string[]>();
      const inline = new Map<string, string>();
      for (const e of el.events) {
        // One plain assignment reads best in the template itself, as Vue developers write it.
        const simple = compileAssignments(e.statements, templateName, (n, value) => `${n} = ${value}`);
        const once = el.events.filter((o) => o.event === e.event).length === 1;
        if (
          once &&
          e.key === undefined &&
          simple.length === 1 &&
          !/\$(value|checked)/.test(JSON.stringify(e.statements)) &&
          el.tag !== "form"
        ) {
          inline.set(e.event, simple[0]!);
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
                : n === "$value"
                  ? "(event.target as HTMLInputElement).value"
                  : n === "$checked"
                    ? "(event.target as HTMLInputElement).checked"
                    : stateNames.has(n)
                      ? `${n}.value`
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
      if (el.tag === "form")
        events.set("submit", [
          "if (!props.action) event.preventDefault();",
          `emit("submit", new FormData(event.currentTarget as HTMLFormElement), event);`,
          ...(events.get("submit") ?? []),
        ]);
      for (const [event, code] of inline) parts.push(`@${VUE_EVENTS[event]}="${escapeAttr(singleQuoted(code))}"`);
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
      const body = template(at).replace(/^(\s*)<(\S+)/, `$1<$2 v-for="(item, index) in ${node.prop}" :key="index"`);
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
  if (view.state.length) imports.add("ref");
  if (behaviour) imports.add("onBeforeUnmount").add("onMounted").add("ref");
  if (imports.size) script.push(`import { ${[...imports].sort().join(", ")} } from "vue";`);
  const fields = [...props.map((p) => `${p.name}?: ${propType(p, "")}`), ...(view.hasForm ? ["action?: string"] : [])];
  // Inline: defineProps is hoisted out of setup(), so its defaults cannot name a constant the script declares.
  const defaults = props.map((p) => `${p.name}: ${p.kind === "list" ? `() => ${propDefault(p)}` : propDefault(p)}`);
  if (fields.length) {
    const usesProps = functions.some((f) => f.includes("props."));
    script.push(`${usesProps ? "const props = " : ""}withDefaults(defineProps<{ ${fields.join("; ")} }>(), { ${defaults.join(", ")} });`);
  }
  if (view.hasForm) script.push(`const emit = defineEmits<{ submit: [data: FormData, event: SubmitEvent] }>();`);
  if (imports.has("useId")) script.push("const uid = useId();");
  for (const s of view.state) script.push(`const ${s.name} = ref(${JSON.stringify(s.initial)});`);
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
  const head = headerLines(ctx, "Vue 3.5+ (useId).", behaviourLine(ctx, { state: "Vue refs and handlers", mount: "onMounted" }));
  const parts = [`<!-- ${head.join("\n     ")} -->`];
  if (script.length) parts.push(`<script setup lang="ts">\n${script.join("\n\n")}\n</script>`);
  parts.push(`<template>\n${markup}\n</template>`, `<style>\n${ctx.css}\n</style>`);
  return `${parts.join("\n\n")}\n`;
}
