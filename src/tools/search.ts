// search: ranked full-text search over titles, tags, tech, category and descriptions, one design per item.
import { Type } from "@sinclair/typebox";
import { defineTool } from "./define.ts";
import type { CatalogResource } from "../catalog/reader.ts";
import { pageAt, pageStart } from "./paging.ts";
import { DEFAULT_PAGE_SIZE, Filters, Grouping, pageOf, Paging, SearchHit } from "./schema.ts";
import { filterScope, groupChars, pageText, summarize, summarizeGroup, summaryChars } from "./summary.ts";

export const search = defineTool({
  name: "search",
  title: "Search resources",
  description:
    'Find UI designs by words, e.g. "dark pricing table"; typos and partial words work. Best first, one item per ' +
    "design: the variant that fits best, its other variants listed.",
  input: Type.Object(
    { query: Type.String({ minLength: 1, maxLength: 200, description: "Words to search for." }), ...Filters, ...Grouping, ...Paging },
    { additionalProperties: false },
  ),
  output: Type.Object({ query: Type.String(), ...pageOf(SearchHit) }, { additionalProperties: false }),
  rest: { path: [], rename: { q: "query" } },
  handler: (args, { catalog }) => {
    const filter = catalog.columns.filter(args);
    const only = args.design === undefined ? -1 : catalog.columns.designNumber(args.design);
    // A design filter naming no design keeps nothing (-1 is no design number).
    const accept = args.design === undefined ? filter : (d: number) => d === only && only !== -1 && (filter === undefined || filter(d));
    const ranking = catalog.search().rank(args.query, accept);
    const scope = `search\u0000${catalog.version}\u0000${args.query}\u0000${filterScope(args)}`;
    const limit = args.limit ?? DEFAULT_PAGE_SIZE;
    if (args.design !== undefined || args.all_variants) {
      // Every design has a variant: the first offset + limit designs hold the page's variants.
      let total = 0;
      for (const d of ranking.designNumbers) total += catalog.columns.variantCount(d);
      const offset = pageStart(args, scope, total);
      const variants: { r: CatalogResource; score: number }[] = [];
      for (const i of ranking.top(offset + limit)) {
        if (variants.length >= offset + limit) break;
        const hit = ranking.hit(i);
        for (const r of hit.variants) variants.push({ r, score: hit.score });
      }
      const page = pageAt(
        total,
        offset,
        args,
        scope,
        (i) => variants[i]!,
        ({ r, score }) => ({ ...summarize(r), score }),
        ({ r }) => summaryChars(r),
      );
      return { query: args.query, ...page };
    }
    const offset = pageStart(args, scope, ranking.total);
    const top = ranking.top(offset + limit);
    const page = pageAt(
      ranking.total,
      offset,
      args,
      scope,
      (i) => ranking.hit(top[i]!),
      (hit) => ({ ...summarizeGroup(hit.variants[0]!, hit.design.variants), score: hit.score }),
      (hit) => groupChars(hit.variants[0]!, hit.design.variants),
    );
    return { query: args.query, ...page };
  },
  view: (output, args) => pageText(`Search "${output.query}"`, output, !(args.design !== undefined || args.all_variants)),
});
