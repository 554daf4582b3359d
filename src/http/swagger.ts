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
