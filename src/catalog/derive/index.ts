// Derives every core target (and a design system's token files) from a resource's canonical html + css (+ js.ts).
import { moduleDependencies } from "../libraries.ts";
import { pascal, type ResourceRecord } from "../model.ts";
import { hasRuleFor, tailwindInput, type TailwindStyles, usesTailwind } from "../tailwind.ts";
import { TARGETS } from "../targets/index.ts";
import { readBehaviour } from "./behaviour.ts";
import { checkScoping, CssError, parseStylesheet, rootCustomProperties } from "./css.ts";
import type { DeriveContext } from "./context.ts";
import { readView, type ComponentView } from "./view.ts";
import { classesOf, elements, MarkupError, parseFragment, type ElementNode } from "./markup.ts";
import { readTokens } from "../tokens/write.ts";
import { keptWhitespaceProblems } from "./whitespace.ts";
import type { NamespacedToken } from "../tokens/token.ts";

export type { DeriveContext } from "./context.ts";

/** The canonical source files of one resource, as text (undefined when absent). */
export interface CanonicalFiles {
  html?: string;
  css?: string;
  /** js.ts */
  behaviour?: string;
  /** A Tailwind design's classes compiled (tailwind.ts): the build compiles them ahead, as tailwindcss is asynchronous. */
  tailwind?: TailwindStyles;
}

export interface DeriveProblem {
  /** The file inside the resource folder: html.html, css.css or js.ts. */
  file: string;
  field?: string;
  reason: string;
}

export const BEHAVIOUR_FILE = "js.ts";

/** Parses and checks the canonical source; the context is undefined when there are problems. */
export function parseCanonical(resource: ResourceRecord, files: CanonicalFiles): { context?: DeriveContext; problems: DeriveProblem[] } {
  const problems: DeriveProblem[] = [];
  const tailwind = usesTailwind(resource.dependencies);
  if (files.html === undefined) problems.push({ file: "html.html", reason: "missing: a derived resource needs its canonical markup" });
  // A Tailwind design's utilities are its styles: css.css holds only what they cannot say (keyframes, say), if anything.
  if (files.css === undefined && !tailwind) problems.push({ file: "css.css", reason: "missing: a derived resource needs its stylesheet" });
  const css = files.css ?? "";
  let root: ElementNode | undefined;
  if (files.html !== undefined) {
    try {
      root = parseFragment(files.html);
    } catch (err) {
      if (!(err instanceof MarkupError)) throw err;
      problems.push({ file: "html.html", field: `line ${err.line}`, reason: err.reason });
    }
  }
  if (root) problems.push(...checkMarkup(root, resource.slug));
  if (root && tailwind) problems.push(...checkTailwind(root, resource.slug, files));
  let cssNodes: ReturnType<typeof parseStylesheet> | undefined;
  if (files.css !== undefined || tailwind) {
    try {
      cssNodes = parseStylesheet(css);
      problems.push(...checkScoping(cssNodes, resource.slug).map((p) => ({ file: "css.css", field: `line ${p.line}`, reason: p.reason })));
    } catch (err) {
      if (!(err instanceof CssError)) throw err;
      problems.push({ file: "css.css", field: `line ${err.line}`, reason: err.reason });
    }
  }
  if (root && cssNodes)
    problems.push(...keptWhitespaceProblems(root, cssNodes).map((p) => ({ file: "html.html", field: `line ${p.line}`, reason: p.reason })));
  let behaviour: ReturnType<typeof readBehaviour>["behaviour"] | undefined;
  if (files.behaviour !== undefined) {
    const read = readBehaviour(files.behaviour, resource.dependencies);
    behaviour = read.behaviour;
    problems.push(
      ...read.problems.map((p) => ({ file: BEHAVIOUR_FILE, ...(p.line ? { field: `line ${p.line}` } : {}), reason: p.reason })),
    );
  } else if (Object.keys(moduleDependencies(resource.dependencies)).length > 0)
    problems.push({ file: BEHAVIOUR_FILE, reason: "missing: the resource declares dependencies, which its js.ts must import" });
  let view: ComponentView | undefined;
  if (root) {
    const read = readView(root, resource.slug);
    view = read.view;
    problems.push(...read.problems.map((p) => ({ file: "html.html", field: `line ${p.line}`, reason: p.reason })));
  }
  if (problems.length > 0 || !root || !cssNodes || !view) return { problems };
  return {
    context: {
      resource,
      root,
      css: css.replace(/\r\n/g, "\n").trim(),
      cssNodes,
      behaviour,
      componentName: pascal(resource.slug),
      view,
      ...(tailwind ? { tailwind: files.tailwind } : {}),
    },
    problems,
  };
}

/**
 * A Tailwind design's classes: each one Tailwind compiles, or one css.css styles or js.ts uses (a hook); none loads
 * from the network; and the build compiled them (the Tailwind step ahead of the build).
 */
function checkTailwind(root: ElementNode, slug: string, files: CanonicalFiles): DeriveProblem[] {
  const compiled = files.tailwind;
  if (!compiled)
    return [
      {
        file: "html.html",
        reason:
          "declares tailwindcss, but its classes were not compiled: build the source with its Tailwind step first (compileTailwindSource, as the CLI and npm start do)",
      },
    ];
  const problems: DeriveProblem[] = [];
  const unknown = new Set(compiled.unknown);
  const ownCss = files.css ?? "";
  const seen = new Set<string>();
  for (const { name, line } of tailwindInput(root, slug).markup) {
    if (seen.has(name)) continue;
    seen.add(name);
    const field = `line ${line}`;
    if (/url\(\s*(?!['"]?data:)/i.test(name))
      problems.push({
        file: "html.html",
        field,
        reason: `class "${name}" loads from the network: inline the image (a data: URI) or draw it`,
      });
    else if (unknown.has(name) && !hasRuleFor(ownCss, name) && !files.behaviour?.includes(name))
      problems.push({
        file: "html.html",
        field,
        reason: `class "${name}" is not a Tailwind CSS utility (tailwindcss ${compiled.version} generates nothing for it), and neither css.css nor js.ts uses it`,
      });
  }
  return problems;
}

/** The markup rules the targets rely on: the slug class on the root, slug-prefixed ids, a root the behaviour can own. */
function checkMarkup(root: ElementNode, slug: string): DeriveProblem[] {
  const problems: DeriveProblem[] = [];
  const at = (el: ElementNode) => `line ${el.line}`;
  if (root.svg) problems.push({ file: "html.html", field: at(root), reason: "the root must be an HTML element (wrap the <svg>)" });
  if (!classesOf(root).includes(slug)) {
    problems.push({
      file: "html.html",
      field: at(root),
      reason: `the root <${root.tag}> must carry the slug as a class (class="${slug}"): the CSS is scoped by it`,
    });
  }
  for (const el of elements(root)) {
    const id = el.attrs.find((a) => a.name === "id")?.value;
    if (id !== undefined && (id === null || !id.startsWith(`${slug}-`))) {
      problems.push({
        file: "html.html",
        field: at(el),
        reason: `id "${id ?? ""}" must start with "${slug}-" so it stays unique on a page`,
      });
    }
  }
  return problems;
}

/** Every derived target's code, in the targets' order. The caller keeps any hand-written snippet instead. */
export function deriveTargets(ctx: DeriveContext): { targets: Map<string, string>; problems: DeriveProblem[] } {
  const problems: DeriveProblem[] = [];
  let tokens: NamespacedToken[] = [];
  const designSystem = ctx.resource.kind === "design-system";
  if (designSystem) {
    const read = readTokens(rootCustomProperties(ctx.cssNodes, ctx.resource.slug));
    problems.push(...read.problems.map((p) => ({ file: "css.css", field: p.field, reason: p.reason })));
    tokens = read.tokens;
  }
  const targets = new Map<string, string>();
  for (const target of TARGETS) {
    if (target.scope === "design-system" && (!designSystem || problems.length > 0)) continue;
    targets.set(target.name, target.derive(ctx, tokens));
  }
  return { targets, problems };
}
