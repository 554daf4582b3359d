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

/** Grouped items, made once per chosen variant: the design's summary told through that variant. */
const groups = new WeakMap<CatalogResource, { summary: Summary; chars: number }>();

/**
 * A grouped item stands for the design: the chosen variant's slug, title and fields, the design's own description
 * and tags (a variant's adds only its palette sentence and words, which its `variant` already names), and the
 * design's other variants by slug.
 */
function group(chosen: CatalogResource, variants: readonly CatalogResource[]) {
  let entry = groups.get(chosen);
  if (!entry) {
    const design = chosen.designOf;
    const summary: Summary = {
      ...summarize(chosen),
      description: design.description,
      tags: design.tags,
      variants: variants.filter((v) => v !== chosen).map((v) => v.slug),
    };
    entry = { summary, chars: JSON.stringify(summary).length + 21 };
    groups.set(chosen, entry);
  }
  return entry;
}

export const summarizeGroup = (chosen: CatalogResource, variants: readonly CatalogResource[]): Summary =>
  variants.length < 2 ? summarize(chosen) : group(chosen, variants).summary;

/** JSON characters of a grouped item, with room for a search score. */
export const groupChars = (chosen: CatalogResource, variants: readonly CatalogResource[]): number =>
  variants.length < 2 ? summaryChars(chosen) : group(chosen, variants).chars;

/** The targets most items have, said once in a page's heading instead of on every item. */
const CORE_TARGETS = "astro css html js next react svelte vue";

/** An item as the text an agent reads: what it is, in a few lines. */
export function itemText(item: Summary & { score?: number }, index: number): string {
  const facts = [item.kind, item.category, item.difficulty, item.tech, ...(item.score === undefined ? [] : [`score ${item.score}`])].join(
    " · ",
  );
  const targets = item.targets.join(" ");
  const lines = [
    `${index + 1}. ${item.slug}: ${item.title} (${facts})`,
    `   ${item.description}`,
    `   tags: ${item.tags.join(", ")}${targets === CORE_TARGETS ? "" : `; targets: ${targets}`}`,
  ];
  // Variants by name: their slugs are the design id and the name (contact-card + rose = contact-card-rose).
  if (item.variants?.length) {
    const prefix = `${item.design}-`;
    const names = item.variants.map((v) => (v.startsWith(prefix) ? v.slice(prefix.length) : v));
    lines.push(`   other variants: ${names.join(" ")}`);
  }
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
  const common =
    page.items.length > 0
      ? `\nEach item has the targets ${CORE_TARGETS} unless it lists others${grouped ? "; other variants are by name (slug: <design>-<name>)" : ""}.`
      : "";
  const next = page.nextCursor ? `\nMore: call again with cursor "${page.nextCursor}".` : "";
  return `${head}${common}\n${page.items.map(itemText).join("\n")}${next}`;
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
