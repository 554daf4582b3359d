// Every target the catalog knows, in the order answers list them. The model, the builder, the tool schemas and
// descriptions, the MCP completions and the quality suite all read this list: a new target is one file and one line.
import { astro } from "./astro.ts";
import { css } from "./css.ts";
import { html } from "./html.ts";
import { js } from "./js.ts";
import { next } from "./next.ts";
import { react } from "./react.ts";
import { scss } from "./scss.ts";
import { svelte } from "./svelte.ts";
import { tailwind } from "./tailwind.ts";
import type { Target } from "./target.ts";
import { tokens } from "./tokens.ts";
import { vue } from "./vue.ts";

export type { Target } from "./target.ts";

export const TARGETS: readonly Target[] = [html, css, js, react, next, vue, svelte, astro, tokens, tailwind, scss];

export const TARGETS_BY_NAME: ReadonlyMap<string, Target> = new Map(TARGETS.map((t) => [t.name, t]));

/** The targets every derived resource has. */
export const CORE_TARGETS = TARGETS.filter((t) => t.scope === "core").map((t) => t.name);
/** The extra targets a derived design system has. */
export const DESIGN_SYSTEM_TARGETS = TARGETS.filter((t) => t.scope === "design-system").map((t) => t.name);

/** Languages by file extension, for the targets a catalog adds of its own (liquid.liquid, page.php...). */
export const LANGUAGE_BY_EXT: Readonly<Record<string, string>> = {
  html: "html",
  css: "css",
  scss: "scss",
  sass: "sass",
  less: "less",
  js: "javascript",
  mjs: "javascript",
  ts: "typescript",
  jsx: "jsx",
  tsx: "tsx",
  vue: "vue",
  svelte: "svelte",
  astro: "astro",
  json: "json",
  md: "markdown",
  txt: "text",
  svg: "svg",
  xml: "xml",
  php: "php",
  liquid: "liquid",
  njk: "nunjucks",
  hbs: "handlebars",
  erb: "erb",
  py: "python",
  dart: "dart",
  swift: "swift",
  kt: "kotlin",
};

/** A snippet's language: the target's, else its extension's, else the extension itself. */
export const languageOf = (target: string, ext: string): string => TARGETS_BY_NAME.get(target)?.language ?? LANGUAGE_BY_EXT[ext] ?? ext;

/** The file a user saves a snippet as: the target's rule, else slug.ext. */
export const snippetFilename = (slug: string, componentName: string, target: string, ext: string): string =>
  TARGETS_BY_NAME.get(target)?.filename(slug, componentName) ?? `${slug}.${ext}`;

/** The core targets in words, for descriptions: "html, css, js, react, next, vue, svelte, astro". */
export const coreTargetList = (): string => CORE_TARGETS.join(", ");
