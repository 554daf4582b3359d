// list_resources: browse the catalog by kind, category, difficulty and tech, one design (or variant) per item.
import { Type } from "@sinclair/typebox";
import type { Catalog, ResourceFilter } from "../catalog/reader.ts";
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
      const variants = variantNumbers(catalog, designs);
      return paginate(
        variants,
        args,
        scope,
        (n) => summarize(catalog.resourceAt(n)),
        (n) => summaryChars(catalog.resourceAt(n)),
      );
    }
    const group = (d: number) => catalog.designAt(d).variants;
    return paginate(
      designs,
      args,
      scope,
      (d) => summarizeGroup(group(d)[0]!, group(d)),
      (d) => groupChars(group(d)[0]!, group(d)),
    );
  },
  view: (output, args) => pageText("Catalog", output, !(args.design !== undefined || args.all_variants)),
});

/** The numbers of the designs the filters keep, in id order; a design filter keeps that one design (none when it names no design). */
export function selectDesigns(catalog: Catalog, args: { design?: string } & ResourceFilter): Uint32Array {
  if (args.design === undefined) return catalog.designNumbers(args);
  const d = catalog.columns.designNumber(args.design);
  const accept = catalog.columns.filter(args);
  return d !== -1 && (accept === undefined || accept(d)) ? Uint32Array.of(d) : new Uint32Array(0);
}

/** The resource numbers of these designs' variants, design by design, each design's in its order. */
export function variantNumbers(catalog: Catalog, designs: ArrayLike<number>): Uint32Array {
  const { first, variants } = catalog.columns;
  let total = 0;
  for (let i = 0; i < designs.length; i++) total += catalog.columns.variantCount(designs[i]!);
  const out = new Uint32Array(total);
  let at = 0;
  for (let i = 0; i < designs.length; i++) {
    const d = designs[i]!;
    out.set(variants.subarray(first[d]!, first[d + 1]!), at);
    at += first[d + 1]! - first[d]!;
  }
  return out;
}
