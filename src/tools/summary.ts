// The compact view of a resource used in lists and search results: metadata only, never source code.
import type { Static } from "@sinclair/typebox";
import type { CatalogResource } from "../catalog/reader.ts";
import type { ResourceSummary } from "./schema.ts";

type Summary = Static<typeof ResourceSummary>;

/** Summaries depend only on the read-only catalog, so each is made once, with its JSON size for page budgets. */
const cache = new WeakMap<CatalogResource, { summary: Summary; chars: number }>();

function cached(r: CatalogResource) {
  let entry = cache.get(r);
  if (!entry) {
    const summary: Summary = {
      slug: r.slug, kind: r.kind, title: r.title, description: r.description, category: r.category,
      difficulty: r.difficulty, tech: r.tech, tags: r.tags, targets: r.snippets.map((s) => s.target),
    };
    entry = { summary, chars: JSON.stringify(summary).length + 1 };
    cache.set(r, entry);
  }
  return entry;
}

export const summarize = (r: CatalogResource): Summary => cached(r).summary;

/** JSON characters the summary takes in a list, with room for a search score. */
export const summaryChars = (r: CatalogResource): number => cached(r).chars + 20;

/** A stable text key of the filters, for binding cursors to the call that made them. */
export function filterScope(args: { kind?: string; category?: string; difficulty?: string; tech?: string }): string {
  return [args.kind ?? "", args.category ?? "", args.difficulty ?? "", args.tech?.toLowerCase() ?? ""].join("\u0000");
}
