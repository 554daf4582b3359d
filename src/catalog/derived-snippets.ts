// Canonical html + css (+ js.ts) in, every derived target's snippet out: shared by resource and design folders.
import { deriveTargets, parseCanonical, type CanonicalFiles } from "./derive/index.ts";
import { approxTokens, pascal, type ResourceRecord, type SnippetRecord } from "./model.ts";
import { languageOf, snippetFilename, TARGETS_BY_NAME } from "./targets/index.ts";

/** About 20k tokens: the most one tool result may carry. */
export const MAX_SNIPPET_BYTES = 80_000;

export interface FileProblem {
  /** The file inside the resource or design folder. */
  file: string;
  field?: string;
  reason: string;
}

/**
 * Derives every target from the canonical files. `written` are hand-written snippets of the same resource: they
 * win over a derived one (html.html, the canonical markup, is always replaced by the derived document).
 */
export function deriveSnippets(
  resource: ResourceRecord,
  files: CanonicalFiles,
  written: SnippetRecord[] = [],
): { snippets?: SnippetRecord[]; problems: FileProblem[] } {
  const parsed = parseCanonical(resource, files);
  if (!parsed.context) return { problems: parsed.problems };
  const { targets, problems } = deriveTargets(parsed.context);
  if (problems.length > 0) return { problems };
  const out = written.filter((s) => s.target !== "html");
  for (const [target, text] of targets) {
    if (target !== "html" && out.some((s) => s.target === target)) continue;
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_SNIPPET_BYTES) {
      return {
        problems: [
          { file: "html.html", reason: `the derived ${target} target is ${bytes} bytes; a snippet holds at most ${MAX_SNIPPET_BYTES}` },
        ],
      };
    }
    const ext = TARGETS_BY_NAME.get(target)!.ext;
    out.push({
      target,
      language: languageOf(target, ext),
      filename: snippetFilename(resource.slug, pascal(resource.slug), target, ext),
      bytes,
      tokens: approxTokens(bytes),
      code: text,
    });
  }
  return { snippets: out.sort((a, b) => (a.target < b.target ? -1 : a.target > b.target ? 1 : 0)), problems: [] };
}
