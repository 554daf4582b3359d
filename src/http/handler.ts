// What every request passes through around Elysia's routes: the Host guard, CORS, rate limits, caching,
// compression, metrics and the access log. Kept outside Elysia so these cost one function call, not a hook chain
// (an onRequest hook that sets headers cost 5 µs a request here; this whole wrapper costs about that).
import type { Catalog } from "../catalog/reader.ts";
import { formatAccess, LineWriter, type LogFormat } from "./access-log.ts";
import { CACHE_CONTROL, compress, encodingFor, etagOf, isCacheable, notModified } from "./conditional.ts";
import { type Metrics, routeOf } from "./metrics.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { SWAGGER_PAGE_HEADERS } from "./swagger.ts";
import { CatalogError } from "../errors.ts";
import { RPC, RpcError, rpcErrorBody } from "../mcp/protocol.ts";
import { forbiddenHost, hostAllowed, invalidHost, parseHost, type HostPolicy } from "./guard.ts";

/** Longer URLs are refused before routing: no route needs more, and they only cost memory. */
export const MAX_URL_LENGTH = 8192;

/**
 * Headers every response carries: CORS for browser clients (errors and 405s included) and two safety headers.
 * Routes on the hot path put them in their responses up front, which spares the header writes here. (The
 * preflight-only CORS headers are on the OPTIONS route: each header costs every response about 0.2 µs.)
 */
export const BASE_HEADERS: Record<string, string> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "Mcp-Session-Id, MCP-Protocol-Version, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** What a CORS preflight (OPTIONS) answers, besides BASE_HEADERS. */
export const PREFLIGHT_HEADERS: Record<string, string> = {
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
  "access-control-allow-headers": "Content-Type, Accept, Authorization, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID",
  "access-control-max-age": "86400",
};

export interface HandlerOptions {
  routes: { handle(request: Request): Response | Promise<Response> };
  policy: HostPolicy;
  catalog: () => Catalog;
  metrics: Metrics;
  /** Access log format; undefined for no log. */
  log?: LogFormat;
  /** The client's address as the socket sees it. */
  clientIp?: (request: Request) => string;
  /** Undefined for no rate limiting. */
  rateLimiter?: RateLimiter;
}

/** The 429 answer: REST's error shape, or a JSON-RPC error on /mcp, both saying when to retry. */
export function rateLimited(route: string, d: { limit: number; retryAfter: number; reset: number }): Response {
  const message = `Too many requests: the limit is ${d.limit} a minute per client. Retry in ${d.retryAfter} s.`;
  const body = route === "/mcp"
    ? rpcErrorBody(null, new RpcError(RPC.rateLimited, message, 429, { retryAfterSeconds: d.retryAfter }))
    : new CatalogError("rate_limited", message, `Wait ${d.retryAfter} s, then retry; results are cacheable, so repeat calls can use the ETag.`).toBody();
  return Response.json(body, {
    status: 429,
    headers: {
      "retry-after": String(d.retryAfter),
      "ratelimit-limit": String(d.limit),
      "ratelimit-remaining": "0",
      "ratelimit-reset": String(d.reset),
      "ratelimit-policy": `${d.limit};w=60`,
    },
  });
}

const unchanged = (etag: string) => new Response(null, { status: 304, headers: { etag, "cache-control": CACHE_CONTROL, vary: "Accept, Accept-Encoding" } });

export function createHandler(options: HandlerOptions): (request: Request) => Promise<Response> {
  const writer = options.log ? new LineWriter() : undefined;
  return async (request) => {
    const started = performance.now();
    const url = request.url;
    const pathStart = url.indexOf("/", url.indexOf("//") + 2);
    const queryStart = url.indexOf("?", pathStart);
    const path = queryStart === -1 ? url.slice(pathStart) : url.slice(pathStart, queryStart);
    const route = routeOf(path);
    const method = request.method;

    let response: Response;
    const ip = (options.rateLimiter || writer) && options.clientIp ? options.clientIp(request) : "-";
    const decision = options.rateLimiter && route !== "/health" && route !== "/metrics"
      ? options.rateLimiter.take(options.rateLimiter.clientOf(ip, request.headers.get("x-forwarded-for")))
      : undefined;
    const host = request.headers.get("host") ?? url.slice(url.indexOf("//") + 2, pathStart);
    const ifNoneMatch = request.headers.get("if-none-match");
    // "If-None-Match: *" asks whether the resource exists at all, which only the route can tell: answered after it.
    const anyTag = ifNoneMatch?.trim() === "*";
    // Computed only for requests that get past the checks: a refused one is not worth hashing.
    const etagFor = () => (isCacheable(method, route) ? etagOf(options.catalog().version, url, request.headers.get("accept")) : undefined);
    let etag: string | undefined;
    const hostParts = parseHost(host);
    if (!hostParts) {
      response = invalidHost(host).toResponse();
    } else if (!hostAllowed(options.policy, hostParts)) {
      response = forbiddenHost(host).toResponse();
    } else if (url.length > MAX_URL_LENGTH) {
      response = new CatalogError("uri_too_long", `The URL has ${url.length} characters; the most accepted is ${MAX_URL_LENGTH}.`, "Send shorter arguments.").toResponse();
    } else if (decision && !decision.allowed) {
      response = rateLimited(route, decision);
    } else if ((etag = etagFor()) && !anyTag && notModified(ifNoneMatch, etag)) {
      response = unchanged(etag);
    } else {
      response = await options.routes.handle(request);
      if (etag && response.status === 200 && anyTag) {
        void response.body?.cancel();
        response = unchanged(etag);
      } else if (etag && response.status === 200) {
        response.headers.set("etag", etag);
        if (!response.headers.has("vary")) {
          response.headers.set("vary", "Accept");
          if (!response.headers.has("cache-control")) response.headers.set("cache-control", CACHE_CONTROL);
        }
      }
      if (route === "/swagger" && response.headers.get("content-type")?.startsWith("text/html")) {
        for (const name in SWAGGER_PAGE_HEADERS) response.headers.set(name, SWAGGER_PAGE_HEADERS[name]!);
      }
      const encoding = encodingFor(request.headers.get("accept-encoding"));
      // The cache key: this route's ETag, or the content hash a static asset carries as its own.
      if (encoding) response = await compress(response, encoding, response.status === 200 ? (etag ?? response.headers.get("etag") ?? undefined) : undefined);
    }

    if (!response.headers.has("x-content-type-options")) {
      for (const name in BASE_HEADERS) if (!response.headers.has(name)) response.headers.set(name, BASE_HEADERS[name]!);
    }

    const seconds = (performance.now() - started) / 1000;
    options.metrics.request(route, method, response.status, seconds);
    if (writer) {
      writer.line(formatAccess({ method, path: path.slice(0, 300), status: response.status, ms: seconds * 1000, ip }, options.log!));
    }
    return response;
  };
}
