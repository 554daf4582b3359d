// Builds the HTTP app from a catalog: Elysia's routes (REST tools, MCP, /api, OpenAPI, Swagger UI, health,
// metrics) inside the wrapper every request passes (handler.ts: host guard, CORS, caching, metrics, logs). Never listens.
import { openapi } from "@elysiajs/openapi";
import { Elysia } from "elysia";
import { type Catalog, CatalogChangedError, type Fresh } from "./catalog/reader.ts";
import { CatalogError, toCatalogError } from "./errors.ts";
import { apiSummary } from "./http/api.ts";
import { baseUrlOf, forbiddenOrigin, originAllowed, type HostPolicy } from "./http/guard.ts";
import { createHandler, PREFLIGHT_HEADERS, rateLimited, type HandlerOptions } from "./http/handler.ts";
import { openApiComponents, openApiPaths } from "./http/openapi.ts";
import { Metrics } from "./http/metrics.ts";
import { homeRoutes } from "./http/home.ts";
import { labRoutes } from "./http/lab.ts";
import { SWAGGER_ASSETS, swaggerAssets } from "./http/swagger.ts";
import { BatchGate } from "./mcp/batch.ts";
import { handleMcpPost } from "./mcp/http.ts";
import { registryServerJson, SERVER_CARD_TYPE, serverCard } from "./mcp/server-card.ts";
import { restRoutes } from "./rest/routes.ts";
import { SERVER_INFO } from "./server-info.ts";
import type { ToolContext } from "./tools/index.ts";

export interface AppOptions extends Partial<HostPolicy>, Pick<HandlerOptions, "log" | "clientIp" | "rateLimiter"> {
  /** The catalog to answer from, read per request so a swapped catalog takes effect at once. */
  catalog: () => Catalog;
  baseUrl?: string;
  labUrl?: string;
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

const methodNotAllowed = () =>
  new CatalogError("method_not_allowed", "The MCP endpoint takes POST only (no event stream, no sessions).", "POST JSON-RPC messages to /mcp.").toResponse({ allow: "POST, OPTIONS" });

const cardResponse = (card: object) => new Response(JSON.stringify(card), { headers: { "content-type": SERVER_CARD_TYPE } });

/** The whole app: what the server listens with, and what tests call with app.handle(new Request(...)). */
export function createApp(options: AppOptions) {
  const policy: HostPolicy = { allowedHosts: options.allowedHosts ?? [], allowedOrigins: options.allowedOrigins ?? [] };
  const metrics = options.metrics ?? new Metrics();
  const routes = createRoutes(options, policy, metrics);
  const handle = createHandler({ ...options, routes, policy, metrics });
  return { handle, metrics };
}

function createRoutes(options: AppOptions, policy: HostPolicy, metrics: Metrics) {
  const observers = {
    rest: (tool: string, outcome: "ok" | "error") => metrics.toolCall(tool, "rest", outcome),
    mcp: (tool: string, outcome: "ok" | "error") => metrics.toolCall(tool, "mcp", outcome),
  };
  const contextFor = (via: keyof typeof observers) => (request: Request): ToolContext => {
    const baseUrl = options.baseUrl ?? baseUrlOf(request);
    return { catalog: options.catalog(), baseUrl, labUrl: options.labUrl ?? `${baseUrl}/lab`, observe: observers[via] };
  };
  const context = contextFor("rest");
  const mcpContext = contextFor("mcp");
  const limiter = options.rateLimiter;
  /** Who a request counts against: as the rate limiter tells clients apart, else the socket address. */
  const clientOf = (request: Request) => {
    const ip = options.clientIp?.(request) ?? "-";
    return limiter ? limiter.clientOf(ip, request.headers.get("x-forwarded-for")) : ip;
  };
  const batches = new BatchGate();
  // A file rewritten again while the answer was being made again (cp after cp) gets up to three tries.
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
  const fresh: Fresh = <T,>(answer: () => T): T | Promise<T> => {
    try {
      const result = answer();
      return result instanceof Promise ? (result.catch((err) => again(err, answer)) as T) : result;
    } catch (err) {
      return again(err, answer);
    }
  };

  return new Elysia()
    .onError(({ code, error }) => {
      if (error instanceof CatalogChangedError) return catalogUnavailable().toResponse({ "retry-after": "1" });
      if (code === "NOT_FOUND") {
        return new CatalogError("route_not_found", "No route at this path.", "See GET /api for the routes, or POST /mcp for MCP.").toResponse();
      }
      return toCatalogError(error).toResponse();
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
    )
    .use(swaggerAssets)
    .use(homeRoutes(context))
    .use(labRoutes(context, fresh))
    .get("/api", ({ request }) => {
      const ctx = context(request);
      return apiSummary(ctx.catalog, ctx.baseUrl, ctx.labUrl);
    }, { detail: { summary: "Machine-readable summary of this server", tags: ["server"] } })
    .get("/health", () => {
      const catalog = options.catalog();
      return Response.json({ status: "ok", catalog: { version: catalog.version, builtAt: catalog.builtAt, designs: catalog.designs.length, resources: catalog.resources.length } }, { headers: { "cache-control": "no-store" } });
    }, { detail: { summary: "Liveness and the catalog being served", tags: ["server"] } })
    .get("/metrics", () => new Response(metrics.render(options.catalog()), {
      headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8", "cache-control": "no-store" },
    }), { detail: { summary: "Prometheus metrics", tags: ["server"] } })
    .use(restRoutes(context, fresh))
    .post("/mcp", ({ request }) => {
      const origin = request.headers.get("origin");
      if (!originAllowed(policy, origin)) return forbiddenOrigin(origin!).toResponse();
      const client = clientOf(request);
      const charge = (n: number) => {
        const decision = limiter?.take(client, Date.now(), n);
        return decision && !decision.allowed ? rateLimited("/mcp", decision) : undefined;
      };
      return handleMcpPost(request, { context: () => mcpContext(request), fresh, gate: batches, client, charge });
    }, { parse: "none", detail: { hide: true } })
    .get("/mcp", methodNotAllowed, { detail: { hide: true } })
    .get("/mcp/server-card", ({ request }) => cardResponse(serverCard(context(request).baseUrl)), { detail: { hide: true } })
    .get("/.well-known/mcp/server-card", ({ request }) => cardResponse(serverCard(context(request).baseUrl)), { detail: { hide: true } })
    .get("/server.json", ({ request }) => Response.json(registryServerJson(context(request).baseUrl)), { detail: { hide: true } })
    .delete("/mcp", methodNotAllowed, { detail: { hide: true } })
    .options("/*", () => new Response(null, { status: 204, headers: PREFLIGHT_HEADERS }), { detail: { hide: true } });
}

