// The `svelte` target: a Svelte 5 component.
//
// Content becomes typed $props() with defaults, lists {#each}, a slot a snippet prop ({@render children()}) with its
// fallback, and `class` reaches the root; ids come from $props.id(); state is $state() with inline handlers; forms
// take `action` and an `onsubmit` callback and do not navigate without an action. The CSS is already scoped by the
// slug class, so it sits in a :global { } block (Svelte would otherwise prune classes only the behaviour adds), and
// keyframes are -global-. A mount() from js.ts runs in onMount.
import { indent } from "./behaviour.ts";
import { printStylesheet } from "./css.ts";
import type { DeriveContext } from "./context.ts";
import { printExpr } from "./expr.ts";
import { rootType } from "./jsx.ts";
import { escapeAttr, escapeText } from "./markup.ts";
import { printView, type Syntax } from "./print.ts";
import { isUserForm, listReadsItem } from "./view.ts";
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

export function svelteComponent(ctx: DeriveContext): string {
  const { behaviour, view } = ctx;
  let list: string | undefined;
  let usesId = false;
  // Handlers are inline, where Svelte types event.currentTarget as the element itself (a select's is an
  // HTMLSelectElement, which a cast to HTMLInputElement is refused as), so $value and the like need no cast.
  const name = (n: string) =>
    n === "$index"
      ? "index"
      : n === "$count"
        ? `${list}.length`
        : n === "$number"
          ? "event.currentTarget.valueAsNumber"
          : n === "$value"
            ? "event.currentTarget.value"
            : n === "$checked"
              ? "event.currentTarget.checked"
              : n;

  const syntax: Syntax = {
    open(el, isRoot) {
      const parts = [el.tag];
      for (const a of el.attrs) {
        const v = a.value;
        if (a.name === "class" && isRoot) continue;
        if (v.kind === "static") {
          if (a.name === "class" && el.classes.length) continue;
          parts.push(v.text === null ? a.name : `${a.name}="${escapeAttr(v.text)}"`);
        } else if (v.kind === "prop") parts.push(`${a.name}={${v.item ? "item." : ""}${v.prop}}`);
        else if (v.kind === "ids") {
          usesId = true;
          parts.push(`${a.name}={${idTemplate(v.parts, "uid", "index")}}`);
        } else parts.push(`${a.name}={${printExpr(v.expr, name)}}`);
      }
      const written = el.attrs.find((a) => a.name === "class")?.value;
      const base = written?.kind === "static" ? (written.text ?? "") : "";
      const switched = el.classes.map((c) => `${JSON.stringify(c.name)}: ${printExpr(c.expr, name)}`);
      const fixed = base.split(/\s+/).filter((c) => c && !el.classes.some((x) => x.name === c));
      if (isRoot || switched.length) {
        const items = [
          ...(fixed.length ? [JSON.stringify(fixed.join(" "))] : []),
          ...(switched.length ? [`{ ${switched.join(", ")} }`] : []),
          ...(isRoot ? ["className"] : []),
        ];
        parts.splice(1, 0, `class={[${items.join(", ")}]}`);
      }
      if (isUserForm(el.source)) parts.push("{action}");
      const events = new Map<string, string[]>();
      for (const e of el.events) {
        const body = compileAssignments(e.statements, name, (n, value) => `${n} = ${value};`);
        const lines =
          e.key !== undefined
            ? [`if (event.key === ${JSON.stringify(e.key)}) {`, "  event.preventDefault();", ...body.map((l) => `  ${l}`), "}"]
            : body;
        events.set(e.event, [...(events.get(e.event) ?? []), ...lines]);
      }
      if (isUserForm(el.source))
        events.set("submit", [
          "if (!action) event.preventDefault();",
          "onsubmit?.(new FormData(event.currentTarget), event);",
          ...(events.get("submit") ?? []),
        ]);
      for (const [event, body] of events) {
        const usesEvent = body.some((l) => l.includes("event"));
        if (body.length === 1 && !body[0]!.startsWith("if "))
          parts.push(`on${event}={(${usesEvent ? "event" : ""}) => (${body[0]!.replace(/;$/, "")})}`);
        else parts.push(`on${event}={(${usesEvent ? "event" : ""}) => {\n${indent(body.join("\n"), "  ")}\n}}`);
      }
      if (isRoot && behaviour) parts.push("bind:this={rootEl}");
      return parts.join(" ");
    },
    text: (text) => escapeText(text),
    prop: (prop, item) => `{${item ? "item." : ""}${prop}}`,
    expr: (node) => `{${printExpr(node.expr, name)}}`,
    each(node, template, at) {
      const outer = list;
      list = node.prop;
      const body = template(`${at}  `);
      list = outer;
      // Svelte 5 needs no item name when the template reads none of its fields.
      const item = listReadsItem(ctx.view, node.prop) ? " as item" : "";
      return `${at}{#each ${node.prop}${item}, index (index)}\n${body}\n${at}{/each}`;
    },
    slot(node, fallback, at) {
      return `${at}{#if ${node.name}}\n${at}  {@render ${node.name}()}\n${at}{:else}\n${fallback(`${at}  `)}\n${at}{/if}`;
    },
    svgSelfClose: true,
    voidClose: ">",
  };
  const markup = printView(view.root, syntax, "", true);

  const types: string[] = [];
  const script: string[] = [];
  const props = view.props;
  if (props.some((p) => p.kind === "slot")) types.push("Snippet");
  const importLines = [
    ...(behaviour ? [`import { onMount } from "svelte";`] : []),
    ...(types.length ? [`import type { ${types.join(", ")} } from "svelte";`] : []),
    ...(behaviour?.imports ?? []),
  ];
  if (importLines.length) script.push(importLines.join("\n"));
  for (const p of props) if (p.kind === "list") script.push(listConstant(p, defaultName(p.name), propType(p, "")));
  const fields = [
    ...props.map((p) => `${p.name}?: ${propType(p, "Snippet")}`),
    ...(view.hasForm ? ["action?: string", "onsubmit?: (data: FormData, event: SubmitEvent) => void"] : []),
    "class?: string",
  ];
  const destructured = [
    ...props.map((p) =>
      p.kind === "list" ? `${p.name} = ${defaultName(p.name)}` : p.kind === "text" ? `${p.name} = ${propDefault(p)}` : p.name,
    ),
    ...(view.hasForm ? ["action", "onsubmit"] : []),
    "class: className",
  ];
  script.push(`interface Props {\n${fields.map((f) => `  ${f};`).join("\n")}\n}`);
  script.push(`let { ${destructured.join(", ")} }: Props = $props();`);
  if (usesId) script.push("const uid = $props.id();");
  for (const s of view.state) script.push(s.assigned ? `let ${s.name} = $state(${JSON.stringify(s.initial)});` : stateConstant(s));
  if (behaviour) {
    script.push(
      behaviour.ts,
      `let rootEl: ${rootType(view.root.tag)} | undefined = $state();\nonMount(() => (rootEl ? mount(rootEl) : undefined));`,
    );
  }
  const head = headerLines(
    ctx,
    "Svelte 5.20+ ($props.id).",
    behaviourLine(ctx, { state: "Svelte $state and event handlers", mount: "onMount" }),
  );
  const css = printStylesheet(ctx.cssNodes, { keyframes: (n) => `-global-${n}` }, "    ");
  return `<script lang="ts">
${head.map((l) => `  // ${l}`).join("\n")}
${indent(script.join("\n\n"), "  ")}
</script>

${markup}
${
  ctx.css
    ? `
<style>
  :global {
${css}
  }
</style>
`
    : ""
}`;
}
