// The canonical behaviour, js.ts: one `mount(root)` in TypeScript that works only inside its root and returns a cleanup.
//
// TypeScript so that the React, Next, Vue, Svelte and Astro files that embed it type-check; the `js` target gets
// the same code with the types stripped (Bun's transpiler, which is deterministic for a pinned Bun).
import { lineAt } from "./css.ts";

export const MOUNT_SIGNATURE = "function mount(root: HTMLElement): () => void {";

export interface Behaviour {
  /** The TypeScript source, trimmed. */
  ts: string;
  /** The same code as JavaScript. */
  js: string;
}

export interface BehaviourProblem {
  line?: number;
  reason: string;
}

const FORBIDDEN: { pattern: RegExp; reason: string }[] = [
  { pattern: /^\s*(import|export)\b/m, reason: "no import or export: js.ts is one self-contained script that the targets embed" },
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

/** Validates js.ts and strips its types; problems carry a line when one is known. */
export function readBehaviour(source: string): { behaviour?: Behaviour; problems: BehaviourProblem[] } {
  const ts = source.replace(/\r\n/g, "\n").trim();
  const problems: BehaviourProblem[] = [];
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
  return { behaviour: { ts, js: spaceTopLevel(js.trim()) }, problems };
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
