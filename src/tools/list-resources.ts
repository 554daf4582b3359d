// list_resources: browse the catalog by kind, category, difficulty and tech, one design (or variant) per item.
import { Type } from "@sinclair/typebox";
import type { Catalog, CatalogDesign } from "../catalog/reader.ts";
import { defineTool } from "./define.ts";
import { paginate } from "./paging.ts";
import { Filters, Grouping, pageOf, Paging, ResourceSummary } from "./schema.ts";
import { filterScope, groupChars, pageText, summarize, summarizeGroup, summaryChars } from "./summary.ts";

export const listResources = defineTool({
  name: "list_resources",
  title: "List resources",
  description:
    "Browse UI components, animations, pages and design systems by kind, category, difficulty or tech, one item per " +
    "design, its other variants listed. To find by words, use search.",
  input: Type.Object({ ...Filters, ...Grouping, ...Paging }, { additionalProperties: false }),
  output: Type.Object(pageOf(ResourceSummary), { additionalProperties: false }),
  rest: { path: [] },
  handler: (args, { catalog }) => {
    const scope = `list\u0000${catalog.version}\u0000${filterScope(args)}`;
    const designs = selectDesigns(catalog, args);
    if (args.design !== undefined || args.all_variants) {
      const variants = designs.flatMap((d) => d.variants);
      return paginate(variants, args, scope, summarize, summaryChars);
    }
    return paginate(
      designs,
      args,
      scope,
      (d) => summarizeGroup(d.variants[0]!, d.variants),
      (d) => groupChars(d.variants[0]!, d.variants),
    );
  },
  view: (output, args) => pageText("Catalog", output, !(args.design !== undefined || args.all_variants)),
});

/** The designs the filters keep, by id; a design filter keeps that one design (none when it names no design). */
export function selectDesigns(catalog: Catalog, args: { design?: string } & Parameters<Catalog["filterDesigns"]>[0]): CatalogDesign[] {
  if (args.design === undefined) return catalog.filterDesigns(args);
  const design = catalog.design(args.design);
  return design && catalog.matches(design, args) ? [design] : [];
}
