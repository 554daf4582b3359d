// Designs written with Tailwind CSS v4 utility classes: the classes their markup (and js.ts) uses, compiled into the
// CSS that the targets carrying their own styles need (the html document, the css target, the js module), with the
// pinned tailwindcss package's own compile(): pure JavaScript, and no file scanner, since the candidates are the
// markup's class tokens. The framework targets keep the classes as written and leave the utilities to the project's
// own Tailwind set-up, as shadcn/ui and Tailwind UI components do.
//
// The standalone document gets Tailwind's output as a page built with it has it (preflight and theme variables for the
// whole page). The css target and the js module go into pages of any kind: there Tailwind's page-wide rules (the theme
// variables on :root, preflight, the fallbacks of its registered properties on *) are scoped to the component's root
// (scopeTailwind), so the component looks the same and nothing outside it changes; the utilities stay as Tailwind
// writes them.
//
// compile() is asynchronous and the build is not: the build's first step compiles every Tailwind design of a source
// folder (compileTailwindSource in source.ts, into a TailwindStylesheets), then the synchronous build looks each one
// up by its classes. Each design gets a compiler of its own, since a compiler keeps every class it was ever given.
import { compile } from "tailwindcss";
import indexCss from "tailwindcss/index.css" with { type: "text" };
import { splitTopLevel } from "./derive/css.ts";
import { classesOf, elements, type ElementNode, MarkupError, parseFragment } from "./derive/markup.ts";
import { TAILWIND } from "./libraries.ts";

export const TAILWIND_PACKAGE = "tailwindcss";
export const TAILWIND_VERSION = TAILWIND;

/** Whether a resource is written with Tailwind CSS: it declares tailwindcss in its dependencies. */
export const usesTailwind = (dependencies: unknown): boolean =>
  typeof dependencies === "object" && dependencies !== null && Object.hasOwn(dependencies, TAILWIND_PACKAGE);

export interface ClassToken {
  name: string;
  /** The line of html.html the element is on. */
  line: number;
}

/** What a design gives Tailwind to compile. */
export interface TailwindInput {
  /** The markup's class tokens and `data-class-NAME` names, with their lines; the root's own class (the slug) left out. */
  markup: ClassToken[];
  /** The words of js.ts's string literals: classes mount() may add (Tailwind's own scanner reads them in a project too). */
  script: string[];
}

export interface TailwindStyles {
  /** The tailwindcss version that compiled it. */
  version: string;
  /**
   * What `@import "tailwindcss"` compiles to for these classes, as a page built with Tailwind serves it: the theme
   * variables they read, preflight, the utilities and the properties they register.
   */
  css: string;
  /** The candidates Tailwind generates nothing for, sorted (markup and script alike: the build judges which matter). */
  unknown: string[];
}

/** Classes that mean something to Tailwind (its group and peer markers) without a rule of their own. */
const MARKER = /^(group|peer)(\/[\w-]+)?$/;

/** The class tokens of the markup (and the names data-class-NAME turns on), without the root's own class. */
export function tailwindInput(root: ElementNode, rootClass: string, behaviour?: string): TailwindInput {
  const markup: ClassToken[] = [];
  for (const el of elements(root)) {
    for (const name of classesOf(el)) if (name !== rootClass) markup.push({ name, line: el.line });
    for (const a of el.attrs)
      if (a.name.startsWith("data-class-")) markup.push({ name: a.name.slice("data-class-".length), line: el.line });
  }
  return { markup, script: behaviour === undefined ? [] : scriptWords(behaviour).filter((w) => w !== rootClass) };
}

/** The input of a design's source files; undefined when the markup does not parse (the build reports why). */
export function tailwindInputOf(html: string, rootClass: string, behaviour?: string): TailwindInput | undefined {
  try {
    return tailwindInput(parseFragment(html.trim()), rootClass, behaviour);
  } catch (err) {
    if (err instanceof MarkupError) return undefined;
    throw err;
  }
}

/** Every whitespace-separated word inside js.ts's string literals that could be a class. */
function scriptWords(source: string): string[] {
  const words = new Set<string>();
  for (const m of source.matchAll(/"((?:\\.|[^"\\\n])*)"|'((?:\\.|[^'\\\n])*)'|`((?:\\.|[^`\\])*)`/g)) {
    const text = (m[1] ?? m[2] ?? m[3] ?? "").replace(/\$\{[^}]*\}/g, " ");
    for (const word of text.split(/\s+/)) if (/^[^\s"'`{};<\\]{1,80}$/.test(word) && /[a-z]/.test(word)) words.add(word);
  }
  return [...words];
}

/** The sorted, distinct candidates of an input: what a compile depends on, and so the key it is looked up by. */
export const candidatesOf = (input: TailwindInput): string[] => [...new Set([...input.markup.map((t) => t.name), ...input.script])].sort();

/** Compiles the CSS of one set of candidates: `@import "tailwindcss"`, Tailwind's own stylesheet. */
export async function compileTailwind(candidates: string[]): Promise<TailwindStyles> {
  const css = (await compile(indexCss)).build(candidates).trim();
  const unknown = candidates.filter((c) => !MARKER.test(c) && !hasRuleFor(css, c));
  return { version: TAILWIND_VERSION, css, unknown };
}

/** The layers whose rules are page-wide: theme variables on :root, preflight, the @property fallbacks on *. */
const PAGE_WIDE_LAYERS = new Set(["theme", "base", "properties"]);

/**
 * Compiled Tailwind CSS made a component's own: every rule of its page-wide layers applies to the root (`.slug`) and
 * what is inside it, through :where() so each keeps Tailwind's specificity; utilities, keyframes and @property
 * registrations are left as they are. Reads Tailwind's output as it prints it: a rule's selectors on the line of its
 * opening brace, a closing brace on a line of its own.
 */
export function scopeTailwind(css: string, rootClass: string): string {
  const root = `:where(.${rootClass})`;
  const open: string[] = [];
  let layer: string | undefined;
  return css
    .split("\n")
    .map((line) => {
      const text = line.trim();
      if (text === "}") {
        open.pop();
        return line;
      }
      if (!text.endsWith("{")) return line;
      const header = text.slice(0, -1).trim();
      if (open.length === 0) layer = /^@layer\s+([\w-]+)$/.exec(header)?.[1];
      open.push(header);
      if (open.length === 1 || header.startsWith("@") || !PAGE_WIDE_LAYERS.has(layer ?? "")) return line;
      return `${line.slice(0, line.length - line.trimStart().length)}${scopeSelectors(header, root)} {`;
    })
    .join("\n");
}

/** Each selector of a list, on the root and inside it: `*` both, `html`/`:root`/`:host` the root, `ul` both. */
function scopeSelectors(list: string, root: string): string {
  const out = new Set<string>();
  for (const selector of splitTopLevel(list, ",").map((s) => s.trim())) {
    if (selector === "html" || selector === ":root" || selector === ":host" || selector === "body") out.add(root);
    else if (selector === "*") out.add(root).add(`${root} *`);
    else if (selector.startsWith("::")) out.add(`${root}${selector}`).add(`${root} *${selector}`);
    else out.add(`${root} ${selector}`).add(`${selector}${root}`);
  }
  return [...out].join(", ");
}

/** Whether compiled CSS has a rule for the class: its selector holds the escaped class, whole. */
export function hasRuleFor(css: string, className: string): boolean {
  const selector = `.${cssEscape(className)}`;
  for (let at = css.indexOf(selector); at !== -1; at = css.indexOf(selector, at + 1)) {
    const next = css[at + selector.length];
    if (next === undefined || !/[\w\-\\\u0080-\uffff]/.test(next)) return true;
  }
  return false;
}

/** CSS.escape (CSSOM), which is how Tailwind writes a class into a selector. */
export function cssEscape(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    const code = value.charCodeAt(i);
    const digit = code >= 0x30 && code <= 0x39;
    if (code === 0) out += "\uFFFD";
    else if ((code >= 0x01 && code <= 0x1f) || code === 0x7f || (i === 0 && digit) || (i === 1 && digit && value.charCodeAt(0) === 0x2d))
      out += `\\${code.toString(16)} `;
    else if (i === 0 && code === 0x2d && value.length === 1) out += `\\${ch}`;
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || digit || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a))
      out += ch;
    else out += `\\${ch}`;
  }
  return out;
}

/**
 * The compiled CSS of a source's Tailwind designs, looked up by their classes: made ahead of the synchronous build
 * (compileTailwindSource in source.ts), since tailwindcss compiles asynchronously.
 */
export class TailwindStylesheets {
  private constructor(private readonly compiled: ReadonlyMap<string, TailwindStyles>) {}

  /** None compiled: a Tailwind design then fails to build, saying so. */
  static readonly none = new TailwindStylesheets(new Map());

  /** Compiles each input once (inputs with the same candidates share one). */
  static async compile(inputs: Iterable<TailwindInput>): Promise<TailwindStylesheets> {
    const compiled = new Map<string, TailwindStyles>();
    for (const input of inputs) {
      const candidates = candidatesOf(input);
      const key = JSON.stringify(candidates);
      if (!compiled.has(key)) compiled.set(key, await compileTailwind(candidates));
    }
    return new TailwindStylesheets(compiled);
  }

  get size(): number {
    return this.compiled.size;
  }

  /** The styles compiled for these classes, if they were. */
  get(input: TailwindInput | undefined): TailwindStyles | undefined {
    return input && this.compiled.get(JSON.stringify(candidatesOf(input)));
  }
}
