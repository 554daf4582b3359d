// Swagger UI's files, served from this server (swagger-ui-dist) so /swagger works with no internet.
import { Elysia } from "elysia";
import bundle from "swagger-ui-dist/swagger-ui-bundle.js" with { type: "file" };
import css from "swagger-ui-dist/swagger-ui.css" with { type: "file" };

export const SWAGGER_ASSETS = { script: "/swagger/assets/swagger-ui-bundle.js", style: "/swagger/assets/swagger-ui.css" };

const asset = (path: string, type: string) => () =>
  new Response(Bun.file(path), { headers: { "content-type": type, "cache-control": "public, max-age=86400" } });

export const swaggerAssets = new Elysia({ name: "swagger-assets" })
  .get(SWAGGER_ASSETS.script, asset(bundle, "text/javascript; charset=utf-8"), { detail: { hide: true } })
  .get(SWAGGER_ASSETS.style, asset(css, "text/css; charset=utf-8"), { detail: { hide: true } });

/** The Swagger UI page (rendered by @elysiajs/openapi with one inline script): this server only, framed by nothing. */
export const SWAGGER_PAGE_HEADERS: Record<string, string> = {
  "content-security-policy": [
    "default-src 'self'", "script-src 'self' 'unsafe-inline'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
    "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'",
  ].join("; "),
  "x-frame-options": "DENY",
};
