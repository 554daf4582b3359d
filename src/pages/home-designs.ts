// GET /home/designs.json?ids=a,b: what the home page's cards show of each design besides the tool results, its
// title and every variant with the colours of its swatch. For people's pages only, so agents' answers stay lean.
import type { Previews } from "../previews.ts";
import type { Catalog, CatalogDesign } from "../catalog/reader.ts";
import { SLUG_PATTERN } from "../catalog/model.ts";
import { CatalogError } from "../errors.ts";

/** A page of results asks for its own designs: the home page's page size, with room. */
export const MAX_DESIGN_IDS = 100;
const ID = new RegExp(SLUG_PATTERN);

export interface DesignCard {
  title: string;
  description: string;
  /** preview: the server has a rendered image of it (GET /preview/SLUG.webp), which the card shows until hovered. */
  variants: { slug: string; variant: string; label: string; note: string; swatch: string[]; preview?: true }[];
}

/** "Glass card (Aurora)" of the design "Glass card" -> "Aurora"; a design of one has no label. */
const labelOf = (title: string, design: CatalogDesign) =>
  title.startsWith(`${design.title} (`) && title.endsWith(")") ? title.slice(design.title.length + 2, -1) : "";

export function designCards(catalog: Catalog, ids: string | undefined, previews?: Previews): { designs: Record<string, DesignCard> } {
  const list = (ids ?? "").split(",").filter(Boolean);
  if (list.length > MAX_DESIGN_IDS || list.some((id) => id.length > 100 || !ID.test(id))) {
    throw new CatalogError(
      "invalid_argument",
      `ids must be up to ${MAX_DESIGN_IDS} design ids, comma-separated.`,
      "Send the design fields of a page of results.",
    );
  }
  const designs: Record<string, DesignCard> = {};
  for (const id of list) {
    const design = catalog.design(id);
    if (!design) continue;
    designs[id] = {
      title: design.title,
      description: design.description,
      variants: design.variants.map((v) => ({
        slug: v.slug,
        variant: v.variant,
        label: labelOf(v.title, design),
        note: v.note,
        swatch: v.swatch,
        ...(previews?.has(v.slug) ? { preview: true as const } : {}),
      })),
    };
  }
  return { designs };
}
