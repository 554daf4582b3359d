// The framework-free targets: `html`, a complete standalone document, and `js`, a plain ES module that renders it.
import { indent, templateLiteral } from "./behaviour.ts";
import { rootCustomProperties } from "./css.ts";
import { commentText, summaryLine, type DeriveContext } from "./context.ts";
import { escapeAttr, escapeText, htmlPrinter, printTree } from "./markup.ts";

/** The demo page around a component: centred on a neutral stage; pages and design systems fill the window. */
function stageCss(ctx: DeriveContext): string {
  const stage = rootCustomProperties(ctx.cssNodes, ctx.resource.slug).find((d) => d.property === "--stage")?.value ?? "#f4f4f5";
  const fill = ctx.resource.kind === "page" || ctx.resource.kind === "design-system";
  return fill
    ? `body { margin: 0; min-height: 100vh; background: ${stage}; }`
    : `body { margin: 0; min-height: 100vh; box-sizing: border-box; display: grid; grid-template-columns: minmax(0, 1fr); place-items: center; padding: clamp(1rem, 4vw, 3rem); background: ${stage}; font-family: system-ui, sans-serif; }`;
}

export const markupOf = (ctx: DeriveContext): string => printTree(ctx.root, htmlPrinter);

export function htmlDocument(ctx: DeriveContext): string {
  const { resource, behaviour } = ctx;
  const script = behaviour
    ? `\n  <script type="module">\n${indent(behaviour.js, "    ")}\n\n    mount(document.querySelector(".${resource.slug}"));\n  </script>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeText(resource.title)}</title>
  <meta name="description" content="${escapeAttr(resource.description)}">
  <style>
    /* Demo page */
    ${stageCss(ctx)}

    /* ${commentText(resource.title)} */
${indent(ctx.css, "    ")}
  </style>
</head>
<body>
${indent(markupOf(ctx), "  ")}${script}
</body>
</html>
`;
}

export function jsModule(ctx: DeriveContext): string {
  const { resource, behaviour } = ctx;
  const slug = resource.slug;
  const header = [
    `// ${commentText(summaryLine(ctx))}`,
    `// Plain JavaScript (an ES module): render(container) adds the styles once, appends the markup${behaviour ? ", wires its behaviour" : ""}`,
    `// and returns a function that undoes it.${behaviour ? " mount(root) wires markup that is already in the page and returns its cleanup." : ""}`,
  ].join("\n");
  const parts = [header, `const css = ${templateLiteral(ctx.css)};`, `const html = ${templateLiteral(markupOf(ctx))};`];
  if (behaviour) parts.push(behaviour.js);
  parts.push(`export function render(container) {
  if (!document.getElementById("${slug}-styles")) {
    const style = document.createElement("style");
    style.id = "${slug}-styles";
    style.textContent = css;
    document.head.append(style);
  }
  const template = document.createElement("template");
  template.innerHTML = html;
  const root = template.content.firstElementChild;
  container.append(root);${behaviour ? "\n  const cleanup = mount(root);" : ""}
  return () => {${behaviour ? "\n    cleanup();" : ""}
    root.remove();
  };
}`);
  if (behaviour) parts.push("export { mount };");
  return `${parts.join("\n\n")}\n`;
}
