// The compact view of a resource used in lists and search results: metadata only, never source code.
import type { Static } from "@sinclair/typebox";
import type { CatalogResource } from "../catalog/reader.ts";
import type { ResourceSummary } from "./schema.ts";

export function summarize(r: CatalogResource): Static<typeof ResourceSummary> {
  return {
    slug: r.slug, kind: r.kind, title: r.title, description: r.description, category: r.category,
    difficulty: r.difficulty, tech: r.tech, tags: r.tags, targets: r.snippets.map((s) => s.target),
  };
}

/** A stable text key of the filters, for binding cursors to the call that made them. */
export function filterScope(args: { kind?: string; category?: string; difficulty?: string; tech?: string }): string {
  return [args.kind ?? "", args.category ?? "", args.difficulty ?? "", args.tech?.toLowerCase() ?? ""].join("\u0000");
}
