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
      slug: r.slug,
      design: r.design,
      variant: r.variant,
      kind: r.kind,
      title: r.title,
      description: r.description,
      category: r.category,
      difficulty: r.difficulty,
      tech: r.tech,
      tags: r.tags,
      targets: r.snippets.map((s) => s.target),
    };
    entry = { summary, chars: JSON.stringify(summary).length + 1 };
    cache.set(r, entry);
  }
  return entry;
}

export const summarize = (r: CatalogResource): Summary => cached(r).summary;

/** JSON characters the summary takes in a list, with room for a search score. */
export const summaryChars = (r: CatalogResource): number => cached(r).chars + 20;

/** A grouped item: the chosen variant's summary with the design's other variants listed by slug and name. */
export function summarizeGroup(chosen: CatalogResource, variants: readonly CatalogResource[]): Summary {
  if (variants.length < 2) return summarize(chosen);
  return { ...summarize(chosen), variants: variants.filter((v) => v !== chosen).map((v) => v.slug) };
}

/** JSON characters of a grouped item: the summary and each listed variant's slug. */
export const groupChars = (chosen: CatalogResource, variants: readonly CatalogResource[]): number =>
  summaryChars(chosen) + (variants.length < 2 ? 0 : 14 + variants.reduce((n, v) => n + v.slug.length + 3, 0));

/** An item as the text an agent reads: what it is, in a few lines. */
export function itemText(item: Summary & { score?: number }, index: number): string {
  const facts = [item.kind, item.category, item.difficulty, item.tech, ...(item.score === undefined ? [] : [`score ${item.score}`])].join(
    " · ",
  );
  const lines = [
    `${index + 1}. ${item.slug}: ${item.title} (${facts})`,
    `   ${item.description}`,
    `   tags: ${item.tags.join(", ")}; targets: ${item.targets.join(" ")}`,
  ];
  if (item.variants?.length) lines.push(`   other variants: ${item.variants.join(" ")}`);
  return lines.join("\n");
}

/** A page as text: what it holds, the items, and how to get the next page. */
export function pageText(
  heading: string,
  page: { total: number; items: (Summary & { score?: number })[]; nextCursor?: string },
  grouped: boolean,
): string {
  const what = grouped ? "designs" : "variants";
  const head = `${heading}: ${page.total} ${what}${page.items.length < page.total ? `, ${page.items.length} here` : ""}.`;
  const next = page.nextCursor ? `\nMore: call again with cursor "${page.nextCursor}".` : "";
  return `${head}\n${page.items.map(itemText).join("\n")}${next}`;
}

/** A stable text key of the filters, for binding cursors to the call that made them. */
export function filterScope(args: {
  kind?: string;
  category?: string;
  difficulty?: string;
  tech?: string;
  design?: string;
  all_variants?: boolean;
}): string {
  return [
    args.kind ?? "",
    args.category ?? "",
    args.difficulty ?? "",
    args.tech?.toLowerCase() ?? "",
    args.design ?? "",
    args.all_variants ? "all" : "",
  ].join("\u0000");
}
