// GET /preview/SLUG.webp: a resource's rendered preview (bun run previews), with its own content ETag.
import { CatalogError } from "../errors.ts";
import { BASE_HEADERS, CACHE_CONTROL, notModified } from "../headers.ts";
import { PAGE, type Route } from "../route.ts";
import type { ToolContext } from "../tools/index.ts";
import { requireResource } from "../tools/lookup.ts";

/** The preview of a resource as a URL, when this server has one. */
export const previewUrl = (ctx: ToolContext, slug: string) => (ctx.previews?.has(slug) ? `${ctx.baseUrl}/preview/${slug}.webp` : undefined);

export function previewRoutes(context: (request: Request) => ToolContext): Route[] {
  return [
    {
      // Not the wrapper's catalog-version ETag: previews are rendered apart from the catalog, so the bytes' own hash.
      ...PAGE,
      cacheable: false,
      label: "/preview",
      method: "GET",
      path: "/preview/:file",
      options: { detail: { hide: true } },
      handle: ({ request, params }) => {
        const file = params.file ?? "";
        const slug = file.endsWith(".webp") ? file.slice(0, -".webp".length) : "";
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 100) {
          throw new CatalogError("invalid_argument", `"${file.slice(0, 60)}" is not a preview name.`, "Ask for /preview/SLUG.webp.");
        }
        const ctx = context(request);
        const r = requireResource(ctx.catalog, slug).resource;
        const image = ctx.previews?.read(r.slug);
        if (!image) {
          throw new CatalogError(
            "preview_not_found",
            `No preview of "${r.slug}" has been rendered on this server.`,
            `Open the live demo instead: ${ctx.labUrl}/${r.slug}.`,
          );
        }
        const headers = { ...BASE_HEADERS, "content-type": "image/webp", "cache-control": CACHE_CONTROL, etag: image.etag };
        if (notModified(request.headers.get("if-none-match"), image.etag)) return new Response(null, { status: 304, headers });
        return new Response(image.bytes as BodyInit, { headers });
      },
    },
  ];
}
