// Resolving a slug or target the caller sent, with "did you mean" help when it does not exist.
import type { CatalogResource, Catalog } from "../catalog/reader.ts";
import { closest } from "../catalog/suggest.ts";
import { CatalogError } from "../errors.ts";

export function requireResource(catalog: Catalog, slug: string): CatalogResource {
  const found = catalog.resource(slug);
  if (found) return found;
  const near = closest(slug, catalog.slugs());
  throw new CatalogError(
    "resource_not_found",
    `No resource has the slug "${slug}".`,
    near.length > 0
      ? `Did you mean: ${near.join(", ")}? Or find slugs with search.`
      : "Find slugs with search or list_resources.",
  );
}

export function targetNotFound(resource: CatalogResource, target: string): CatalogError {
  return new CatalogError(
    "target_not_found",
    `Resource "${resource.slug}" has no "${target}" snippet.`,
    `Available targets: ${resource.snippets.map((s) => s.target).join(", ")}.`,
  );
}
