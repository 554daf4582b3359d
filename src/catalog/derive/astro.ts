// The `astro` target: an Astro component.
//
// Content becomes typed Astro.props with defaults, lists map(), a slot <slot> with its fallback, and `class` reaches
// the root; each instance makes its ids its own. Astro renders once on the server, so state shows as it starts and
// a <script>, bundled once per page, wires every instance in the browser (the same DOM code as the html target),
// again after a view transition. Without state, events, a form or a mount() it ships no script at all.
import { indent } from "./behaviour.ts";
import type { DeriveContext } from "./context.ts";
import { wireFunction } from "./dom-script.ts";
import { mayBeNull, printExpr } from "./expr.ts";
import { escapeAttr, escapeText } from "./markup.ts";
import { printView, type Syntax } from "./print.ts";
import { BOOLEAN_ATTRS, isUserForm, listReadsItem } from "./view.ts";
import {
  behaviourLine,
  defaultName,
  headerLines,
  idTemplate,
  listConstant,
  literalChoice,
  propDefault,
  propType,
  stateConstant,
} from "./writer-kit.ts";

export function astroComponent(ctx: DeriveContext): string {
  const { behaviour, view, resource } = ctx;
  let list: string | undefined;
  let usesId = false;
  /** Whether the list being printed reads its item's position, and the state names the markup reads. */
  let usesIndex = false;
  const read = new Set<string>();
  const name = (n: string) => {
    if (n === "$index") usesIndex = true;
    else if (n !== "$count") read.add(n);
    return n === "$index" ? "index" : n === "$count" ? `${list}.length` : n;
  };

  const syntax: Syntax = {
    open(el, isRoot) {
      const parts = [el.tag];
      for (const a of el.attrs) {
        const v = a.value;
        if (a.name === "class" && (isRoot || el.classes.length)) continue;
        if (v.kind === "static") parts.push(v.text === null ? a.name : `${a.name}="${escapeAttr(v.text)}"`);
        else if (v.kind === "prop") parts.push(`${a.name}={${v.item ? "item." : ""}${v.prop}}`);
        else if (v.kind === "ids") {
          usesId = true;
          if (v.parts.some((p) => "id" in p && p.indexed)) usesIndex = true;
          parts.push(`${a.name}={${idTemplate(v.parts, "uid", "index")}}`);
        } else {
          // The server renders the state as it starts: the constants above hold it.
          const code = printExpr(v.expr, name);
          // String() keeps false as "false" (aria-*); an expression that can be null is left bare, and Astro drops it.
          // A string literal or a choice of them goes as it is too: Astro types ARIA states and attributes like an
          // input's type as literal unions, which String(...) is not.
          const asIs = BOOLEAN_ATTRS.has(a.name) || mayBeNull(v.expr) || literalChoice(v.expr);
          parts.push(asIs ? `${a.name}={${code}}` : `${a.name}={String(${code})}`);
        }
      }
      const written = el.attrs.find((a) => a.name === "class")?.value;
      const base = written?.kind === "static" ? (written.text ?? "") : "";
      const fixed = base.split(/\s+/).filter((c) => c && !el.classes.some((x) => x.name === c));
      if (isRoot || el.classes.length) {
        const switched = el.classes.map((c) => `${JSON.stringify(c.name)}: ${printExpr(c.expr, name)}`);
        const items = [
          ...(fixed.length ? [JSON.stringify(fixed.join(" "))] : []),
          ...(switched.length ? [`{ ${switched.join(", ")} }`] : []),
          ...(isRoot ? ["className"] : []),
        ];
        parts.splice(1, 0, `class:list={[${items.join(", ")}]}`);
      }
      if (isUserForm(el.source)) parts.push("action={action}");
      if (el.ref) parts.push(`data-ref="${el.ref}"`);
      return parts.join(" ");
    },
    text: (text) => escapeText(text),
    prop: (prop, item) => `{${item ? "item." : ""}${prop}}`,
    expr: (node) => `{${printExpr(node.expr, name)}}`,
    each(node, template, at) {
      const outer = list;
      const outerUsesIndex = usesIndex;
      list = node.prop;
      usesIndex = false;
      const body = template(`${at}  `);
      // index only when the item reads it (an unused parameter is a warning astro check fails on).
      const item = listReadsItem(ctx.view, node.prop) ? "item" : "_item";
      const params = usesIndex ? `(${item}, index)` : `(${item})`;
      list = outer;
      usesIndex = outerUsesIndex;
      return `${at}{${node.prop}.map(${params} => (\n${body}\n${at}))}`;
    },
    slot(node, fallback, at) {
      const name = node.name === "children" ? "" : ` name="${node.name}"`;
      return `${at}<slot${name}>\n${fallback(`${at}  `)}\n${at}</slot>`;
    },
    svgSelfClose: true,
    voidClose: ">",
  };
  const markup = printView(view.root, syntax, "", true);

  const props = view.props.filter((p) => p.kind !== "slot");
  const front: string[] = [];
  for (const p of props) if (p.kind === "list") front.push(listConstant(p, defaultName(p.name), propType(p, "")));
  const fields = [...props.map((p) => `${p.name}?: ${propType(p, "")}`), ...(view.hasForm ? ["action?: string"] : []), "class?: string"];
  front.push(`interface Props {\n${fields.map((f) => `  ${f};`).join("\n")}\n}`);
  const destructured = [
    ...props.map((p) => `${p.name} = ${p.kind === "list" ? defaultName(p.name) : propDefault(p)}`),
    ...(view.hasForm ? ["action"] : []),
    "class: className",
  ];
  front.push(`const { ${destructured.join(", ")} } = Astro.props;`);
  if (usesId)
    front.push(
      `// Every instance its own ids: labels, ARIA references and radio groups stay within it.\nconst uid = \`${resource.slug}-\${Math.random().toString(36).slice(2, 10)}\`;`,
    );
  // The first render is the state as it starts; the script takes it from there in the browser.
  // Only the state the markup reads (astro check warns of an unused constant).
  for (const s of view.state.filter((s) => read.has(s.name))) front.push(stateConstant(s));
  const head = headerLines(
    ctx,
    behaviourLine(ctx, { state: "a script wires the state and events of every instance", mount: "a script that mounts every instance" }),
  );

  const parts = [
    `---\n${head.map((l) => `// ${l}`).join("\n")}\n${front.join("\n\n")}\n---`,
    markup,
    ...(ctx.css ? [`<style is:global>\n${ctx.css}\n</style>`] : []),
  ];
  const wire = wireFunction(ctx, { formsWithAction: true });
  if (wire || behaviour) {
    const calls = [wire ? "wire(el)" : "", behaviour ? "mount(el)" : ""].filter(Boolean);
    // Astro bundles the script: a library is imported from node_modules as in any module.
    const body = [behaviour?.imports.join("\n"), wire, behaviour?.ts].filter(Boolean).join("\n\n");
    parts.push(`<script>
${indent(body!, "  ")}

  // Astro bundles this script once per page: wire every instance, again after a view transition, and clean up before a swap.
  const cleanups = new Map<HTMLElement, (() => void)[]>();
  function mountAll() {
    document.querySelectorAll<HTMLElement>(".${resource.slug}").forEach((el) => {
      if (!cleanups.has(el)) cleanups.set(el, [${calls.join(", ")}]);
    });
  }
  mountAll();
  document.addEventListener("astro:page-load", mountAll);
  document.addEventListener("astro:before-swap", () => {
    cleanups.forEach((list) => list.forEach((cleanup) => cleanup()));
    cleanups.clear();
  });
</script>`);
  }
  return `${parts.join("\n\n")}\n`;
}
