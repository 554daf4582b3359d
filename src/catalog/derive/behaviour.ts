// The canonical behaviour, js.ts: one `mount(root)` in TypeScript that works only inside its root and returns a cleanup.
//
// TypeScript so that the React, Next, Vue, Svelte and Astro files that embed it type-check; the `js` target gets
// the same code with the types stripped (Bun's transpiler, which is deterministic for a pinned Bun).
import { moduleDependencies, moduleFor, packageOf } from "../libraries.ts";
import { lineAt } from "./css.ts";

export const MOUNT_SIGNATURE = "function mount(root: HTMLElement): () => void {";

export interface Behaviour {
  /** The TypeScript source, trimmed, without its import lines. */
  ts: string;
  /** The same code as JavaScript. */
  js: string;
  /** Its imports of declared libraries, one statement a line as written (`import { gsap } from "gsap";`). */
  imports: string[];
  /** The same without type-only imports: what plain JavaScript keeps. */
  jsImports: string[];
  /** The modules those import, in order: "gsap", "gsap/ScrollTrigger". */
  specifiers: string[];
}

/** One static import of a library module a line: default, named, namespace or type-only. */
const IMPORT_LINE =
  /^import\s+(type\s+)?(?:[A-Za-z_$][\w$]*(?:\s*,\s*\{[^}]*\})?|\{[^}]*\}|\*\s+as\s+[A-Za-z_$][\w$]*)\s+from\s+"([^"]+)";?\s*$/;

export interface BehaviourProblem {
  line?: number;
  reason: string;
}

const FORBIDDEN: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^\s*(import|export)\b|\bimport\s*\(/m,
    reason:
      "no export, and no import but one static import of a declared library a line at the top (js.ts is one script the targets embed)",
  },
  {
    pattern:
      /\bdocument\s*\.\s*(querySelector|querySelectorAll|getElementById|getElementsByClassName|getElementsByTagName|getElementsByName|body|forms|all)\b/,
    reason: "no document-wide queries: mount(root) looks only inside root, so two instances on a page stay independent",
  },
  {
    pattern: /\bDOMContentLoaded\b|\bwindow\s*\.\s*onload\b/,
    reason: "no load events: every target calls mount(root) once the markup is in the page",
  },
  { pattern: /\b(fetch|XMLHttpRequest|WebSocket|EventSource|importScripts)\s*\(/, reason: "no network: the resource must work offline" },
  { pattern: /\beval\s*\(|\bnew\s+Function\s*\(/, reason: "no eval" },
];

const transpiler = new Bun.Transpiler({ loader: "ts", target: "browser" });

/**
 * Validates js.ts and strips its types; problems carry a line when one is known. `dependencies` are the libraries the
 * resource declares (package -> range): js.ts may import their modules, one static import a line, before its code.
 */
export function readBehaviour(
  source: string,
  dependencies: Record<string, string> = {},
): { behaviour?: Behaviour; problems: BehaviourProblem[] } {
  const problems: BehaviourProblem[] = [];
  const { body: ts, imports, specifiers } = splitImports(source.replace(/\r\n/g, "\n").trim(), dependencies, problems);
  if (!ts.split("\n").some((line) => line.startsWith(MOUNT_SIGNATURE))) {
    problems.push({ reason: `must define, at the start of a line, ${MOUNT_SIGNATURE} … } returning its cleanup function` });
  }
  for (const { pattern, reason } of FORBIDDEN) {
    const match = pattern.exec(ts);
    if (match) problems.push({ line: lineAt(ts, match.index), reason: `${reason} (found "${match[0].trim()}")` });
  }
  let js = "";
  try {
    js = transpiler.transformSync(ts);
  } catch (err) {
    const message = (err as { errors?: { message: string; position?: { line: number } }[] }).errors?.[0];
    problems.push({ line: message?.position?.line, reason: `does not parse as TypeScript: ${message?.message ?? String(err)}` });
  }
  if (problems.length > 0) return { problems };
  return {
    behaviour: {
      ts: ts.trim(),
      js: spaceTopLevel(js.trim()),
      imports,
      jsImports: imports.filter((line) => !/^import\s+type\s/.test(line)),
      specifiers,
    },
    problems,
  };
}

/** Takes the import lines off the top of js.ts, checking each names a module of a declared library. */
function splitImports(
  source: string,
  dependencies: Record<string, string>,
  problems: BehaviourProblem[],
): { body: string; imports: string[]; specifiers: string[] } {
  const lines = source.split("\n");
  const imports: string[] = [];
  const specifiers: string[] = [];
  let at = 0;
  for (; at < lines.length; at++) {
    const line = lines[at]!.trim();
    if (line === "" || line.startsWith("//")) continue;
    if (!line.startsWith("import ")) break;
    const m = IMPORT_LINE.exec(line);
    const specifier = m?.[2];
    if (!m || specifier === undefined) {
      problems.push({
        line: at + 1,
        reason: `write one static import a line: import { name } from "package"; (found "${line.slice(0, 80)}")`,
      });
      continue;
    }
    const pkg = packageOf(specifier);
    if (!(pkg in dependencies))
      problems.push({ line: at + 1, reason: `imports "${specifier}" but "${pkg}" is not in the resource's dependencies` });
    else if (!moduleFor(specifier))
      problems.push({ line: at + 1, reason: `"${specifier}" is not a module labs can load (see src/catalog/libraries.ts)` });
    imports.push(line.endsWith(";") ? line : `${line};`);
    if (!m[1]) specifiers.push(specifier);
  }
  // A stylesheet library (Tailwind CSS) is used by the markup's classes: nothing imports it.
  for (const pkg of Object.keys(moduleDependencies(dependencies)))
    if (!imports.some((line) => packageOf(IMPORT_LINE.exec(line)?.[2] ?? "") === pkg))
      problems.push({ reason: `declares the dependency "${pkg}" but imports nothing from it` });
  // Lines stay where they were (blank) so that problems below still name the right line.
  const body = [...lines.slice(0, at).map(() => ""), ...lines.slice(at)].join("\n");
  return { body, imports, specifiers };
}

/** Puts back the blank lines between top-level declarations that the transpiler drops. */
function spaceTopLevel(js: string): string {
  const lines = js.split("\n");
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    const previous = lines[i - 1];
    if (i > 0 && /^(function|const|let|class|async function)\b/.test(line) && previous !== undefined && /^[}\]);]/.test(previous))
      out.push("");
    out.push(line);
  }
  return out.join("\n");
}

export const indent = (text: string, by: string): string =>
  text
    .split("\n")
    .map((line) => (line ? by + line : line))
    .join("\n");

/** A template literal holding `text` verbatim. */
export const templateLiteral = (text: string): string => `\`${text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${")}\``;
