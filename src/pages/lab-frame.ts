// The document a lab frame shows: a resource's html, css and js combined into one page that needs no network.
import { moduleFor, vendorPath } from "../catalog/libraries.ts";
import type { CatalogResource } from "../catalog/reader.ts";
import { escapeHtml, inlineScript, inlineStyle, isFullDocument } from "./pages.ts";
import { type CodeOf, specimenDocument } from "./specimen.ts";

/**
 * The stage under components and animations: centred on a quiet background that follows the viewer's colour scheme.
 * It comes first, so the demo's own css overrides any of it.
 */
const STAGE_CSS = `
:root { color-scheme: light dark; }
html, body { min-height: 100%; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d2330;
  background: radial-gradient(circle at 20% 15%, #dfe7ff 0, transparent 45%), radial-gradient(circle at 85% 80%, #ffe3f1 0, transparent 40%), #f4f6fb; }
@media (prefers-color-scheme: dark) {
  body { color: #e8ebf3; background: radial-gradient(circle at 20% 15%, #26305a 0, transparent 45%), radial-gradient(circle at 85% 80%, #4a2140 0, transparent 40%), #12151f; }
}`;

/** Pages fill the frame as they are; they only get a font and no margin when they bring no document of their own. */
const PAGE_CSS = `body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #fff; color: #15171c; }`;

const head = (title: string, extra = "") =>
  `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${extra}`;

/** The demo document of a resource: a specimen for design systems, else its html with its css and js inlined. */
export function demoDocument(resource: CatalogResource, code: CodeOf): string {
  const doc = demoOf(resource, code);
  return resource.dependencies ? servedLibraries(doc) : doc;
}

/**
 * A document's import map pointed at this server's pinned copies (/vendor/...) instead of a CDN: a lab loads nothing
 * from any network. Specifiers this server does not serve are left out, so they fail rather than reach out.
 */
export function servedLibraries(doc: string): string {
  return doc.replace(/<script type="importmap">([\s\S]*?)<\/script>/i, (_, json: string) => {
    let imports: Record<string, string> = {};
    try {
      imports = (JSON.parse(json) as { imports?: Record<string, string> }).imports ?? {};
    } catch {
      // An unreadable map loads nothing.
    }
    const local: Record<string, string> = {};
    for (const specifier of Object.keys(imports)) {
      const found = moduleFor(specifier);
      if (found) local[specifier] = vendorPath(found.library, found.module);
    }
    return `<script type="importmap">${JSON.stringify({ imports: local })}</script>`;
  });
}

function demoOf(resource: CatalogResource, code: CodeOf): string {
  if (resource.kind === "design-system") return specimenDocument(resource, code);
  const html = code("html");
  const css = code("css");
  const js = code("js");
  if (html === undefined && css === undefined && js === undefined) return noDemoDocument(resource);
  const staged = resource.kind !== "page";
  if (html !== undefined && isFullDocument(html)) return inlineIntoDocument(html, css, js, staged ? STAGE_CSS : undefined);
  return [
    `<!doctype html>\n<html lang="en">\n<head>${head(resource.title)}`,
    `<style>${staged ? STAGE_CSS : PAGE_CSS}\n</style>`,
    css === undefined ? "" : inlineStyle(css),
    `</head>\n<body>\n${html ?? ""}`,
    js === undefined ? "" : inlineScript(js),
    "</body>\n</html>\n",
  ].join("\n");
}

/**
 * A full document keeps its own structure: its local stylesheet and script references (slug.css, ./demo.js) are
 * replaced by the css and js snippets, since the frame may load nothing; what it does not reference is added.
 * A stage, when given, goes first in <head> so the document's own styles win over it.
 */
export function inlineIntoDocument(html: string, css: string | undefined, js: string | undefined, stage?: string): string {
  let doc = stage === undefined ? html : insertAfter(html, [/<head\b[^>]*>/i, /<html\b[^>]*>/i, /<!doctype\b[^>]*>/i], inlineStyle(stage));
  let cssPlaced = css === undefined;
  let jsPlaced = js === undefined;
  const local = (url: string) => !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url.trim());
  doc = doc.replace(/<link\b[^>]*>/gi, (tag) => {
    const href = attribute(tag, "href");
    if (!/\bstylesheet\b/i.test(attribute(tag, "rel") ?? "") || href === undefined || !local(href)) return tag;
    if (cssPlaced) return "";
    cssPlaced = true;
    return inlineStyle(css!);
  });
  doc = doc.replace(/<script\b[^>]*\bsrc\s*=[^>]*>\s*<\/script\s*>/gi, (tag) => {
    const src = attribute(tag, "src");
    if (src === undefined || !local(src)) return tag;
    if (jsPlaced) return "";
    jsPlaced = true;
    return inlineScript(js!);
  });
  if (!cssPlaced) doc = insertBefore(doc, /<\/head\s*>/i, inlineStyle(css!), /<body\b[^>]*>/i);
  if (!jsPlaced) doc = insertBefore(doc, /<\/body\s*>/i, inlineScript(js!));
  return doc;
}

function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Inserts after the first match of the first pattern that matches; else at the start. */
function insertAfter(doc: string, patterns: RegExp[], text: string): string {
  const m = patterns.map((p) => p.exec(doc)).find((x) => x !== null);
  if (!m) return `${text}\n${doc}`;
  const end = m.index + m[0].length;
  return doc.slice(0, end) + text + doc.slice(end);
}

/** Inserts before the first match of `at`; else after the first match of `after`; else at the end. */
function insertBefore(doc: string, at: RegExp, text: string, after?: RegExp): string {
  const m = at.exec(doc);
  if (m) return `${doc.slice(0, m.index) + text}\n${doc.slice(m.index)}`;
  const a = after?.exec(doc);
  if (a) return `${doc.slice(0, a.index + a[0].length)}\n${text}${doc.slice(a.index + a[0].length)}`;
  return `${doc}\n${text}`;
}

/** For resources that ship only framework code (react, vue, ...): say so, and where the code is. */
function noDemoDocument(resource: CatalogResource): string {
  const targets = resource.snippets.map((s) => s.target);
  return `<!doctype html>\n<html lang="en">\n<head>${head(resource.title)}<style>${STAGE_CSS}
.note { max-width: 32rem; text-align: center; } .note code { font-family: ui-monospace, monospace; }</style></head>
<body><div class="note"><h1>${escapeHtml(resource.title)}</h1>
<p>This resource has no html, css or js snippet to run here. Its code is available for: <code>${escapeHtml(targets.join(", ") || "no target")}</code>.</p></div></body>
</html>\n`;
}

/** The frame of an unknown slug: plain words, nothing to load. */
export function missingDemoDocument(slug: string): string {
  return `<!doctype html>\n<html lang="en">\n<head>${head("No such demo")}<style>${STAGE_CSS}</style></head>
<body><p>No resource has the slug “${escapeHtml(slug.slice(0, 100))}”.</p></body>
</html>\n`;
}
