// search: ranked full-text search over titles, tags, tech, category and descriptions, one design per item.
import { Type } from "@sinclair/typebox";
import { defineTool } from "./define.ts";
import { paginate } from "./paging.ts";
import { Filters, Grouping, pageOf, Paging, SearchHit } from "./schema.ts";
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
    const hits = catalog
      .search()
      .query(args.query)
      .filter((hit) =>
        args.design === undefined ? catalog.matches(hit.design, args) : hit.design.id === args.design && catalog.matches(hit.design, args),
      );
    const scope = `search\u0000${catalog.version}\u0000${args.query}\u0000${filterScope(args)}`;
    if (args.design !== undefined || args.all_variants) {
      const variants = hits.flatMap((hit) => hit.variants.map((r) => ({ r, score: hit.score })));
      return {
        query: args.query,
        ...paginate(
          variants,
          args,
          scope,
          ({ r, score }) => ({ ...summarize(r), score }),
          ({ r }) => summaryChars(r),
        ),
      };
    }
    const page = paginate(
      hits,
      args,
      scope,
      (hit) => ({ ...summarizeGroup(hit.variants[0]!, hit.design.variants), score: hit.score }),
      (hit) => groupChars(hit.variants[0]!, hit.design.variants),
    );
    return { query: args.query, ...page };
  },
  view: (output, args) => pageText(`Search "${output.query}"`, output, !(args.design !== undefined || args.all_variants)),
});
