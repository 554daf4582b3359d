// Resolving a slug (or a design id) or target the caller sent, with "did you mean" help when it does not exist.
import type { Catalog, CatalogResource, Resolved } from "../catalog/reader.ts";
import { closest } from "../catalog/suggest.ts";
import { CatalogError } from "../errors.ts";

/** The resource a slug names, or the default variant of the design an id names. */
export function requireResource(catalog: Catalog, slug: string): Resolved {
  const found = catalog.resolve(slug);
  if (found) return found;
  const near = closest(slug, catalog.names());
  throw new CatalogError(
    "resource_not_found",
    `No resource has the slug "${slug}".`,
    near.length > 0 ? `Did you mean: ${near.join(", ")}? Or find slugs with search.` : "Find slugs with search or list_resources.",
  );
}

/** The field every single-resource answer adds when a design id was resolved to its default variant. */
export const resolvedFrom = (found: Resolved) => (found.from === undefined ? {} : { resolvedFrom: found.from });

export function targetNotFound(resource: CatalogResource, target: string): CatalogError {
  return new CatalogError(
    "target_not_found",
    `Resource "${resource.slug}" has no "${target}" snippet.`,
    `Available targets: ${resource.snippets.map((s) => s.target).join(", ")}.`,
  );
}
