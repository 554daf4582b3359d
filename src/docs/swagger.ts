// Swagger UI's files, served from this server (swagger-ui-dist) so /swagger works with no internet.
import bundle from "swagger-ui-dist/swagger-ui-bundle.js" with { type: "file" };
import css from "swagger-ui-dist/swagger-ui.css" with { type: "file" };
import { PAGE, type Route } from "../route.ts";

export const SWAGGER_ASSETS = { script: "/swagger/assets/swagger-ui-bundle.js", style: "/swagger/assets/swagger-ui.css" };

const asset = (path: string, type: string) => () =>
  new Response(Bun.file(path), { headers: { "content-type": type, "cache-control": "public, max-age=86400" } });

/** The Swagger UI page (rendered by @elysiajs/openapi with one inline script): this server only, framed by nothing. */
const SWAGGER_PAGE_HEADERS: Record<string, string> = {
  "content-security-policy": [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; "),
  "x-frame-options": "DENY",
};

/**
 * The OpenAPI document and Swagger UI (served by @elysiajs/openapi, so here with their policy only) and Swagger UI's
 * own files. The plugin cannot set the page's headers: the wrapper does, from pageHeaders.
 */
export const docsRoutes = (): Route[] => [
  { ...PAGE, label: "/openapi.json", method: "GET", path: "/openapi.json" },
  { ...PAGE, label: "/swagger", method: "GET", path: "/swagger", pageHeaders: SWAGGER_PAGE_HEADERS },
  ...[
    [SWAGGER_ASSETS.script, bundle, "text/javascript; charset=utf-8"],
    [SWAGGER_ASSETS.style, css, "text/css; charset=utf-8"],
  ].map(
    ([url, file, type]): Route => ({
      ...PAGE,
      label: "/swagger",
      method: "GET",
      path: url!,
      handle: asset(file!, type!),
      options: { detail: { hide: true } },
    }),
  ),
];
