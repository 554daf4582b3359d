// Builds the HTTP app from a catalog: every part's routes (REST tools, MCP, pages, docs, operations) gathered into one
// route table, served by Elysia inside the wrapper every request passes (http/handler.ts: Host and Origin guard,
// rate limits, caching, compression, metrics, logs), which applies each route's policy. Never listens.
import { openapi } from "@elysiajs/openapi";
import { Elysia } from "elysia";
import type { Previews } from "./previews.ts";
import { Vendor } from "./vendor.ts";
import { type Catalog, CatalogChangedError, type Fresh } from "./catalog/reader.ts";
import { apiRoutes } from "./docs/api.ts";
import { llmsRoutes } from "./docs/llms.ts";
import { openApiComponents, openApiPaths } from "./docs/openapi.ts";
import { docsRoutes, SWAGGER_ASSETS } from "./docs/swagger.ts";
import { CatalogError, toCatalogError } from "./errors.ts";
import { PREFLIGHT_HEADERS } from "./headers.ts";
import { baseUrlOf, type HostPolicy } from "./http/guard.ts";
import { createHandler, rateLimited, type HandlerOptions } from "./http/handler.ts";
import { Metrics } from "./http/metrics.ts";
import { RouteIndex } from "./http/route-index.ts";
import { BatchGate } from "./mcp/batch.ts";
import { mcpRoutes } from "./mcp/routes.ts";
import { opsRoutes } from "./ops.ts";
import { homeRoutes } from "./pages/home.ts";
import { labRoutes } from "./pages/lab.ts";
import { previewRoutes } from "./pages/preview.ts";
import { vendorRoutes } from "./pages/vendor.ts";
import { registryRoutes } from "./registry/routes.ts";
import { restRoutes } from "./rest/routes.ts";
import type { Route } from "./route.ts";
import { SERVER_INFO } from "./server-info.ts";
import type { ToolContext } from "./tools/index.ts";

export interface AppOptions extends Partial<HostPolicy>, Pick<HandlerOptions, "log" | "clientIp" | "rateLimiter"> {
  /** The catalog to answer from, read per request so a swapped catalog takes effect at once. */
  catalog: () => Catalog;
  baseUrl?: string;
  labUrl?: string;
  /** Rendered previews (GET /preview/SLUG.webp, get_resource links, get_lab's image); none when absent. */
  previews?: Previews;
  /** The library modules labs import (GET /vendor/...); one bundled on demand from node_modules when absent. */
  vendor?: Vendor;
  /** Where request and tool counts go; GET /metrics renders them. */
  metrics?: Metrics;
  /**
   * Called when a read found the catalog's file rewritten in place: resolves true once a catalog read whole from the
   * file as it is now is served. Without it such a read answers 503 catalog_unavailable.
   */
  refreshCatalog?: () => Promise<boolean>;
}

/** What a request answers when its catalog's file changed under it and no whole catalog could be read from it yet. */
const catalogUnavailable = () =>
  new CatalogError("catalog_unavailable", "The catalog file changed while being served and is being reloaded.", "Retry in a second.");

/** The whole app: what the server listens with, and what tests call with app.handle(new Request(...)). */
export function createApp(options: AppOptions) {
  const policy: HostPolicy = { allowedHosts: options.allowedHosts ?? [], allowedOrigins: options.allowedOrigins ?? [] };
  const metrics = options.metrics ?? new Metrics();
  const table = routeTable(options, metrics);
  const routes = new RouteIndex(table);
  const app = elysiaApp(table);
  const handle = createHandler({ ...options, app, routes, policy, metrics, failed: errorResponse });
  return { handle, metrics, routes: table, elysia: app };
}

/** Every route of the server with its policy: what the wrapper, metrics, caching, OpenAPI and /api read. */
function routeTable(options: AppOptions, metrics: Metrics): Route[] {
  const observers = {
    rest: (tool: string, outcome: "ok" | "error") => metrics.toolCall(tool, "rest", outcome),
    mcp: (tool: string, outcome: "ok" | "error") => metrics.toolCall(tool, "mcp", outcome),
  };
  const contextFor = (via: keyof typeof observers) => {
    // The same context while the catalog and the address stay the same (nearly every request): no object, no string
    // and no result-cache scope made per request.
    let last: ToolContext | undefined;
    return (request: Request, checkedBaseUrl?: string): ToolContext => {
      // The wrapper passes the address it read from the checked Host; Elysia's handlers read it again.
      const baseUrl = options.baseUrl ?? checkedBaseUrl ?? baseUrlOf(request);
      const catalog = options.catalog();
      if (last !== undefined && last.catalog === catalog && last.baseUrl === baseUrl) return last;
      const labUrl = options.labUrl ?? `${baseUrl}/lab`;
      last = {
        catalog,
        baseUrl,
        labUrl,
        previews: options.previews,
        observe: observers[via],
        cacheScope: `${catalog.version}\u0000${baseUrl}\u0000${labUrl}\u0000${options.previews?.source ?? ""}`,
      };
      return last;
    };
  };
  const context = contextFor("rest");
  const limiter = options.rateLimiter;
  const fresh = freshAnswers(options);
  const mcp = mcpRoutes({
    context: contextFor("mcp"),
    fresh,
    gate: new BatchGate(),
    // Who a request counts against: as the rate limiter tells clients apart, else the socket address.
    clientOf: (request) => {
      const ip = options.clientIp?.(request) ?? "-";
      return limiter ? limiter.clientOf(ip, request.headers.get("x-forwarded-for")) : ip;
    },
    charge: (client, n) => {
      const decision = limiter?.take(client, Date.now(), n);
      return decision && !decision.allowed ? rateLimited(mcp[0]!, decision) : undefined;
    },
  });
  const table: Route[] = [
    ...restRoutes(context, fresh),
    ...mcp,
    ...homeRoutes(context),
    ...labRoutes(context, fresh),
    ...previewRoutes(context),
    ...vendorRoutes(options.vendor ?? new Vendor()),
    ...registryRoutes(context, fresh),
    ...docsRoutes(),
    ...opsRoutes(options.catalog, metrics),
    {
      label: "preflight",
      cacheable: false,
      rateLimited: true,
      method: "OPTIONS",
      path: "/*",
      options: { detail: { hide: true } },
      handle: () => new Response(null, { status: 204, headers: PREFLIGHT_HEADERS }),
    },
  ];
  table.push(...llmsRoutes(context));
  table.push(...apiRoutes(context, table));
  return table;
}

/**
 * Answers made again from a reloaded catalog when a read found its file rewritten in place: the catalog holder's
 * refresh resolves once a whole one is served. A file rewritten again meanwhile (cp after cp) gets up to three tries.
 */
function freshAnswers(options: AppOptions): Fresh {
  const again = async <T>(err: unknown, answer: () => T): Promise<T> => {
    for (let tries = 1; ; tries++) {
      if (!(err instanceof CatalogChangedError) || !options.refreshCatalog || tries > 3 || !(await options.refreshCatalog())) throw err;
      try {
        return await answer();
      } catch (next) {
        err = next;
      }
    }
  };
  // Synchronous answers stay synchronous: a promise on every request cost REST about 4 µs (a third) here.
  return <T>(answer: () => T): T | Promise<T> => {
    try {
      const result = answer();
      return result instanceof Promise ? (result.catch((err) => again(err, answer)) as T) : result;
    } catch (err) {
      return again(err, answer);
    }
  };
}

/** What a route's failure answers, whether Elysia or the wrapper (a direct answer) caught it. */
function errorResponse(error: unknown): Response {
  if (error instanceof CatalogChangedError) return catalogUnavailable().toResponse({ "retry-after": "1" });
  return toCatalogError(error).toResponse();
}

/** Elysia's routes from the table (a plugin serves the OpenAPI document and Swagger UI), and the error answers. */
function elysiaApp(table: Route[]) {
  const app = new Elysia()
    .onError(({ code, error }) => {
      if (code === "NOT_FOUND") {
        return new CatalogError(
          "route_not_found",
          "No route at this path.",
          "See GET /api for the routes, or POST /mcp for MCP.",
        ).toResponse();
      }
      return errorResponse(error);
    })
    .use(
      openapi({
        path: "/swagger",
        specPath: "/openapi.json",
        provider: "swagger-ui",
        swagger: { cdn: SWAGGER_ASSETS.script, theme: SWAGGER_ASSETS.style, autoDarkMode: false },
        exclude: { paths: [/^\/(mcp|swagger)/] },
        documentation: {
          info: { title: SERVER_INFO.title, version: SERVER_INFO.version, description: SERVER_INFO.description },
          tags: [{ name: "tools", description: "The catalog tools as GET routes; the same tools are on POST /mcp." }],
          paths: openApiPaths() as never,
          components: openApiComponents as never,
        },
      }),
    );
  for (const route of table) {
    if (!route.handle) continue;
    // Elysia's typed methods differ per route shape; the table's handlers are checked where they are written.
    const add = (app as unknown as Record<string, (path: string, handle: unknown, options: unknown) => void>)[route.method.toLowerCase()]!;
    add.call(app, route.path, route.handle, route.options ?? {});
  }
  return app;
}
