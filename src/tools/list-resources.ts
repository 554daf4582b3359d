// list_resources: browse the catalog by kind, category, difficulty and tech, one page at a time.
import { Type } from "@sinclair/typebox";
import { defineTool } from "./define.ts";
import { paginate } from "./paging.ts";
import { Filters, pageOf, Paging, ResourceSummary } from "./schema.ts";
import { filterScope, summarize, summaryChars } from "./summary.ts";

export const listResources = defineTool({
  name: "list_resources",
  title: "List resources",
  description:
    "Browse the UI resource catalog (components, animations, pages, design systems), filtered by kind, category, " +
    "difficulty or tech. Returns summaries (no source code), 25 per page by default; pass nextCursor as cursor for " +
    "the next page. To find resources by words, use search instead. Then call get_resource or get_snippet with a slug.",
  input: Type.Object({ ...Filters, ...Paging }, { additionalProperties: false }),
  output: Type.Object(pageOf(ResourceSummary), { additionalProperties: false }),
  rest: { path: [] },
  handler: (args, { catalog }) =>
    paginate(catalog.filter(args), args, `list\u0000${catalog.version}\u0000${filterScope(args)}`, summarize, summaryChars),
});
