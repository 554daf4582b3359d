// search: ranked full-text search over titles, tags, tech, category and descriptions.
import { Type } from "@sinclair/typebox";
import { defineTool } from "./define.ts";
import { paginate } from "./paging.ts";
import { Filters, pageOf, Paging, SearchHit } from "./schema.ts";
import { filterScope, summarize, summaryChars } from "./summary.ts";

export const search = defineTool({
  name: "search",
  title: "Search resources",
  description:
    "Full-text search of the UI resource catalog by words, e.g. \"glass card\", \"loading spinner\", \"pricing page\". " +
    "Ranked best first; matches titles and tags above descriptions, tolerates one typo and unfinished words, and " +
    "narrows by the same filters as list_resources. Returns summaries with slugs; then call get_resource or get_snippet.",
  input: Type.Object(
    { query: Type.String({ minLength: 1, maxLength: 200, description: "Words to search for." }), ...Filters, ...Paging },
    { additionalProperties: false },
  ),
  output: Type.Object({ query: Type.String(), ...pageOf(SearchHit) }, { additionalProperties: false }),
  rest: { path: [], rename: { q: "query" } },
  handler: (args, { catalog }) => {
    const hits = catalog.search().query(args.query);
    const found = hits.flatMap((hit) => {
      const r = catalog.resource(hit.slug);
      return r && catalog.matches(r, args) ? [{ r, score: hit.score }] : [];
    });
    const scope = `search\u0000${catalog.version}\u0000${args.query}\u0000${filterScope(args)}`;
    return { query: args.query, ...paginate(found, args, scope, ({ r, score }) => ({ ...summarize(r), score }), ({ r }) => summaryChars(r)) };
  },
});
