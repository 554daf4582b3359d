// The framework-free targets: `html`, a complete standalone document, and `js`, a plain ES module that renders it.
// Both show the canonical markup as written (its directives left out, data-ref marks where the script looks) and run
// the component's state and events as DOM code (dom-script.ts), beside js.ts's mount() when there is one.
import { renameMarkup } from "../design-rename.ts";
import { dependencySpecs, importMap, moduleDependencies } from "../libraries.ts";
import { scopeTailwind } from "../tailwind.ts";
import { indent, templateLiteral } from "./behaviour.ts";
import { rootCustomProperties } from "./css.ts";
import { commentText, summaryLine, type DeriveContext } from "./context.ts";
import { wireFunction } from "./dom-script.ts";
import { escapeAttr, escapeText, printTree, type ElementNode, type TagPrinter } from "./markup.ts";

const transpiler = new Bun.Transpiler({ loader: "ts", target: "browser" });
/** TypeScript to JavaScript, the blank lines between declarations kept. */
export const toJs = (ts: string) =>
  transpiler
    .transformSync(ts)
    .trim()
    .replace(/\n(function|const) /g, "\n\n$1 ")
    .replace(/\n\n\n+/g, "\n\n");

/** The directives a writer reads; no snippet carries them. */
export const isDirective = (name: string) => /^data-(prop$|prop-|each$|slot$|state-|on-|bind-|class-)/.test(name);

/** The canonical markup without its directives, with data-ref where the DOM script finds an element. */
export function plainMarkup(ctx: DeriveContext, at = ""): string {
  const printer: TagPrinter = {
    attrs: (el: ElementNode) => {
      const own = el.attrs
        .filter((a) => !isDirective(a.name))
        .map((a) => (a.value === null ? ` ${a.name}` : ` ${a.name}="${escapeAttr(a.value)}"`))
        .join("");
      const ref = ctx.view.refs.get(el);
      return ref ? `${own} data-ref="${ref}"` : own;
    },
    text: (t) => escapeText(t.value),
    svgSelfClose: true,
  };
  return printTree(ctx.root, printer, at);
}

/** The demo page around a component: centred on a neutral stage; pages and design systems fill the window. */
function stageCss(ctx: DeriveContext): string {
  const stage = rootCustomProperties(ctx.cssNodes, ctx.resource.slug).find((d) => d.property === "--stage")?.value ?? "#f4f4f5";
  const fill = ctx.resource.kind === "page" || ctx.resource.kind === "design-system";
  return fill
    ? `body { margin: 0; min-height: 100vh; background: ${stage}; }`
    : `body { margin: 0; min-height: 100vh; box-sizing: border-box; display: grid; grid-template-columns: minmax(0, 1fr); place-items: center; padding: clamp(1rem, 4vw, 3rem); background: ${stage}; font-family: system-ui, sans-serif; }`;
}

/** The JavaScript that runs the component on `root`: its wiring and its mount(), each returning its cleanup. */
function scriptCode(ctx: DeriveContext): { code: string; calls: string[] } | undefined {
  const wire = wireFunction(ctx);
  const parts = [wire ? toJs(wire) : undefined, ctx.behaviour?.js].filter((p): p is string => p !== undefined);
  if (parts.length === 0) return undefined;
  return { code: parts.join("\n\n"), calls: [wire ? "wire" : "", ctx.behaviour ? "mount" : ""].filter(Boolean) };
}

export const markupOf = (ctx: DeriveContext): string => plainMarkup(ctx);

/**
 * The CSS a page of any kind needs for the component (the css target, the js module): a Tailwind design's compiled
 * classes, their page-wide rules scoped to its root (tailwind.ts), ahead of its own CSS; any other design's as written.
 */
export function componentStylesheet(ctx: DeriveContext): string {
  if (!ctx.tailwind) return ctx.css;
  return [
    `/* ${commentText(ctx.resource.title)}: written with Tailwind CSS v4 utility classes. First the CSS they compile to (tailwindcss ${ctx.tailwind.version}), its theme variables and preflight scoped to the component so that nothing else on the page changes; then its own CSS. In a project with Tailwind CSS v4 set up, its own CSS alone is needed. */`,
    scopeTailwind(ctx.tailwind.css, ctx.resource.slug),
    ...(ctx.css ? [`/* Its own CSS */\n${ctx.css}`] : []),
  ].join("\n\n");
}

/** The standalone document's stylesheet after the stage: a Tailwind design's compiled CSS as a Tailwind page has it, then its own. */
function documentStylesheet(ctx: DeriveContext): string {
  const title = commentText(ctx.resource.title);
  if (!ctx.tailwind) return `/* ${title} */\n${ctx.css}`;
  const own = ctx.css ? `\n\n/* Its own CSS */\n${ctx.css}` : "";
  return `/* ${title}: Tailwind CSS ${ctx.tailwind.version}, compiled from its classes (theme variables, preflight, utilities) */\n${ctx.tailwind.css}${own}`;
}

/**
 * Code indented for a <script>, unless a template literal spans lines: indenting would add spaces inside its string
 * (the transpiler writes "a\nb" as a multi-line template literal).
 */
const indentCode = (code: string, by: string) => (/`[^`]*\n[^`]*`/.test(code) ? code : indent(code, by));

/**
 * The import map a standalone document needs for its libraries: pinned CDN copies (a document opened from disk has
 * no server to ask). Labs replace it with this server's own copies, so they load nothing from any network.
 */
function importMapScript(ctx: DeriveContext): string {
  const specifiers = ctx.behaviour?.specifiers ?? [];
  if (specifiers.length === 0) return "";
  const map = JSON.stringify({ imports: importMap(specifiers, "cdn") }, null, 2);
  return `\n  <script type="importmap">\n${indent(map, "    ")}\n  </script>`;
}

export function htmlDocument(ctx: DeriveContext): string {
  const { resource } = ctx;
  const run = scriptCode(ctx);
  const imports = ctx.behaviour?.jsImports ?? [];
  const script = run
    ? `\n  <script type="module">\n${indentCode([...imports, ...(imports.length ? [""] : []), run.code].join("\n"), "    ")}\n\n    const root = document.querySelector(".${resource.slug}");\n${run.calls.map((c) => `    ${c}(root);`).join("\n")}\n  </script>`
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

${indent(documentStylesheet(ctx), "    ")}
  </style>${importMapScript(ctx)}
</head>
<body>
${plainMarkup(ctx, "  ")}${script}
</body>
</html>
`;
}

/** A token no markup can contain: ids are renamed to it, then it becomes `${uid}` inside the module's template literal. */
const UID = "\u0000uid";

export function jsModule(ctx: DeriveContext): string {
  const { resource } = ctx;
  const slug = resource.slug;
  const run = scriptCode(ctx);
  const modules = moduleDependencies(resource.dependencies);
  const header = [
    `// ${commentText(summaryLine(ctx))}`,
    "// Plain JavaScript (an ES module): render(container) adds the styles once, appends the markup with ids of its own",
    "// (two renders never share one), wires what it does and returns a function that undoes it all. mount(root) wires",
    "// markup already in the page and returns its cleanup (nothing to undo when the component is static).",
    ...(Object.keys(modules).length
      ? [`// Needs: npm i ${dependencySpecs(modules).join(" ")} (or an import map, as the html target has).`]
      : []),
    ...(ctx.tailwind
      ? [
          `// Written with Tailwind CSS v4 classes, and the CSS they compile to is in it (tailwindcss ${ctx.tailwind.version}, its`,
          "// preflight and theme scoped to the component): it needs no Tailwind set-up.",
        ]
      : []),
  ].join("\n");
  const markup = ctx.view.hasIds ? renameMarkup(plainMarkup(ctx), slug, UID, true) : plainMarkup(ctx);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the module it writes interpolates uid itself
  const literal = templateLiteral(markup).replaceAll(`${UID}-`, "${uid}-");
  const imports = ctx.behaviour?.jsImports ?? [];
  const parts = [
    imports.length ? `${header}\n\n${imports.join("\n")}` : header,
    `const css = ${templateLiteral(componentStylesheet(ctx))};`,
  ];
  parts.push(
    ctx.view.hasIds ? `/** The markup, its ids made from uid. */\nconst markup = (uid) => ${literal};` : `const markup = () => ${literal};`,
  );
  if (run) parts.push(run.code);
  const mountBody = run
    ? run.calls.length === 1 && run.calls[0] === "mount"
      ? undefined
      : `  const undo = [${run.calls.map((c) => `${c}(root)`).join(", ")}];\n  return () => undo.forEach((u) => u());`
    : "  return () => {};";
  if (mountBody) parts.push(`${run?.calls.includes("mount") ? "function mountAll" : "function mount"}(root) {\n${mountBody}\n}`);
  const mountName = run?.calls.includes("mount") && run.calls.length > 1 ? "mountAll" : "mount";
  parts.push(`let renders = 0;

export function render(container) {
  if (!document.getElementById("${slug}-styles")) {
    const style = document.createElement("style");
    style.id = "${slug}-styles";
    style.textContent = css;
    document.head.append(style);
  }
  const template = document.createElement("template");
  template.innerHTML = markup(\`${slug}-\${++renders}\`);
  const root = template.content.firstElementChild;
  container.append(root);
  const cleanup = ${mountName}(root);
  return () => {
    cleanup();
    root.remove();
  };
}`);
  parts.push(mountName === "mount" ? "export { mount };" : "export { mountAll as mount };");
  return `${parts.join("\n\n")}\n`;
}
