// GET /vendor/PACKAGE@VERSION/FILE: the pinned library modules labs import (src/vendor.ts), never a CDN.
import { CatalogError } from "../errors.ts";
import { BASE_HEADERS, notModified } from "../headers.ts";
import { PAGE, type Route } from "../route.ts";
import type { Vendor } from "../vendor.ts";

/** A pinned version's file never changes: a year, immutable. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export function vendorRoutes(vendor: Vendor): Route[] {
  return [
    {
      // Its own ETag (the bytes' hash): the files are pinned by version, not by the catalog.
      ...PAGE,
      cacheable: false,
      label: "/vendor",
      method: "GET",
      path: "/vendor/*",
      options: { detail: { hide: true } },
      handle: async ({ request }) => {
        const path = decodeURIComponent(new URL(request.url).pathname);
        const file = vendor.read(path);
        if (!file) {
          throw new CatalogError(
            "route_not_found",
            `No library module is served at "${path.slice(0, 100)}".`,
            "Labs import /vendor/PACKAGE@VERSION/FILE for the libraries listed in README (GSAP, Motion, Lenis, Three.js).",
          );
        }
        const { bytes, etag } = await file;
        // Sandboxed lab frames have an opaque origin: their module requests are CORS requests (BASE_HEADERS allow any).
        const headers = { ...BASE_HEADERS, "content-type": "text/javascript; charset=utf-8", "cache-control": IMMUTABLE, etag };
        if (notModified(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
        return new Response(bytes as BodyInit, { headers });
      },
    },
  ];
}
