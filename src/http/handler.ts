// What every request passes through around the routes: the Host guard, CORS, rate limits, caching, compression,
// metrics and the access log, each as the route's policy in the route table says (src/route.ts). Kept outside Elysia
// so these cost one function call, not a hook chain (an onRequest hook that sets headers cost 5 µs a request here;
// this whole wrapper costs about that). It knows no route by name.
import type { Catalog } from "../catalog/reader.ts";
import { CatalogError } from "../errors.ts";
import { BASE_HEADERS, CACHE_CONTROL, notModified } from "../headers.ts";
import type { RoutePolicy } from "../route.ts";
import { formatAccess, LineWriter, type LogFormat } from "./access-log.ts";
import { compress, EtagCache, encodingFor } from "./conditional.ts";
import {
  baseUrlFrom,
  forbiddenHost,
  forbiddenOrigin,
  hostAllowed,
  invalidHost,
  originAllowed,
  parseHost,
  type HostPolicy,
} from "./guard.ts";
import type { Metrics } from "./metrics.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { RouteIndex } from "./route-index.ts";

/** Longer URLs are refused before routing: no route needs more, and they only cost memory. */
export const MAX_URL_LENGTH = 8192;

export interface HandlerOptions {
  /** Answers a request that passed the checks (Elysia's routes). */
  app: { handle(request: Request): Response | Promise<Response> };
  /** Each route's policy, from the route table. */
  routes: RouteIndex;
  policy: HostPolicy;
  catalog: () => Catalog;
  metrics: Metrics;
  /** Access log format; undefined for no log. */
  log?: LogFormat;
  /** The client's address as the socket sees it. */
  clientIp?: (request: Request) => string;
  /** Undefined for no rate limiting. */
  rateLimiter?: RateLimiter;
  /** What a failure of a route answered directly (without Elysia) answers: the same as Elysia's error handler. */
  failed: (error: unknown) => Response;
  /** The configured public address; else each request's checked Host gives it. */
  baseUrl?: string;
}

/** The 429 answer, in the route's error shape (REST's unless the route says otherwise), saying when to retry. */
export function rateLimited(policy: RoutePolicy, d: { limit: number; retryAfter: number; reset: number }): Response {
  const refusal = {
    code: "rate_limited" as const,
    message: `Too many requests: the limit is ${d.limit} a minute per client. Retry in ${d.retryAfter} s.`,
    hint: `Wait ${d.retryAfter} s, then retry; results are cacheable, so repeat calls can use the ETag.`,
    retryAfter: d.retryAfter,
  };
  const body = policy.refusalBody?.(refusal) ?? new CatalogError(refusal.code, refusal.message, refusal.hint).toBody();
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

const unchanged = (etag: string) =>
  new Response(null, { status: 304, headers: { etag, "cache-control": CACHE_CONTROL, vary: "Accept, Accept-Encoding" } });

export function createHandler(options: HandlerOptions): (request: Request) => Response | Promise<Response> {
  const writer = options.log ? new LineWriter() : undefined;
  const etags = new EtagCache();

  /** Counted and logged once its headers are final; BASE_HEADERS added unless the answer carries its own. */
  const finish = (request: Request, response: Response, facts: Facts): Response => {
    if (!facts.complete) for (const name in BASE_HEADERS) if (!response.headers.has(name)) response.headers.set(name, BASE_HEADERS[name]!);
    const seconds = (performance.now() - facts.started) / 1000;
    options.metrics.request(facts.route.label, request.method, response.status, seconds);
    if (writer) {
      const path = facts.path;
      writer.line(
        formatAccess(
          {
            method: request.method,
            path: path.length > 300 ? path.slice(0, 300) : path,
            status: response.status,
            ms: seconds * 1000,
            ip: facts.ip,
          },
          options.log!,
        ),
      );
    }
    return response;
  };

  /** What a route answered, made cacheable, page-safe and compressed as its policy says. */
  const after = (request: Request, answered: Response, facts: Facts): Response | Promise<Response> => {
    let response = answered;
    const etag = facts.etag;
    if (etag && response.status === 200 && facts.anyTag) {
      void response.body?.cancel();
      response = unchanged(etag);
    } else if (facts.direct && response.status === 200) {
      facts.complete = true;
    } else if (etag && response.status === 200) {
      response.headers.set("etag", etag);
      if (!response.headers.has("vary")) {
        response.headers.set("vary", "Accept");
        if (!response.headers.has("cache-control")) response.headers.set("cache-control", CACHE_CONTROL);
      }
    }
    if (facts.route.pageHeaders && response.headers.get("content-type")?.startsWith("text/html")) {
      for (const name in facts.route.pageHeaders) response.headers.set(name, facts.route.pageHeaders[name]!);
    }
    const encoding = encodingFor(request.headers.get("accept-encoding"));
    if (!encoding) return finish(request, response, facts);
    // The cache key: this route's ETag, or the content hash a static asset carries as its own.
    const key = response.status === 200 ? (etag ?? response.headers.get("etag") ?? undefined) : undefined;
    return compress(response, encoding, key).then((r) => finish(request, r, facts));
  };

  // Not async: a route that answers synchronously (most direct answers) is counted, logged and returned without a
  // promise; each await here cost the hot paths a microtask turn and an allocation.
  return (request) => {
    const started = performance.now();
    const url = request.url;
    const pathStart = url.indexOf("/", url.indexOf("//") + 2);
    const queryStart = url.indexOf("?", pathStart);
    const path = queryStart === -1 ? url.slice(pathStart) : url.slice(pathStart, queryStart);
    const method = request.method;
    const route = options.routes.lookup(method, path);

    const limiter = options.rateLimiter;
    // Direct routes need the client even with no limiter or log: MCP batches are gated per client.
    const ip = (limiter || writer || route.direct) && options.clientIp ? options.clientIp(request) : "-";
    const facts: Facts = { started, route, path, ip, etag: undefined, anyTag: false, direct: false, complete: false };
    // Read once here: MCP batches charge the same client again, message by message.
    const client = limiter ? limiter.clientOf(ip, request.headers.get("x-forwarded-for")) : ip;
    const decision = limiter && route.rateLimited ? limiter.take(client) : undefined;
    const host = request.headers.get("host") ?? url.slice(url.indexOf("//") + 2, pathStart);
    const hostParts = parseHost(host);
    if (!hostParts) return finish(request, invalidHost(host).toResponse(), facts);
    if (!hostAllowed(options.policy, hostParts)) return finish(request, forbiddenHost(host).toResponse(), facts);
    if (route.checkOrigin && !originAllowed(options.policy, request.headers.get("origin"))) {
      return finish(request, forbiddenOrigin(request.headers.get("origin")!).toResponse(), facts);
    }
    if (url.length > MAX_URL_LENGTH) {
      const tooLong = new CatalogError(
        "uri_too_long",
        `The URL has ${url.length} characters; the most accepted is ${MAX_URL_LENGTH}.`,
        "Send shorter arguments.",
      );
      return finish(request, tooLong.toResponse(), facts);
    }
    if (decision && !decision.allowed) return finish(request, rateLimited(route, decision), facts);
    // Computed only for requests that get past the checks: a refused one is not worth hashing.
    if (route.cacheable && (method === "GET" || method === "HEAD")) {
      facts.etag = etags.get(options.catalog().version, url, request.headers.get("accept"));
      const ifNoneMatch = request.headers.get("if-none-match");
      // "If-None-Match: *" asks whether the resource exists at all, which only the route can tell: answered after it.
      facts.anyTag = ifNoneMatch !== null && ifNoneMatch.trim() === "*";
      if (!facts.anyTag && notModified(ifNoneMatch, facts.etag)) return finish(request, unchanged(facts.etag), facts);
    }
    const baseUrl = options.baseUrl ?? baseUrlFrom(url, hostParts);
    let answer: Response | Promise<Response> | undefined;
    try {
      answer = route.direct?.(request, { path, queryStart, baseUrl, client, etag: facts.etag });
      facts.direct = answer !== undefined;
      if (answer === undefined) answer = options.app.handle(request);
    } catch (err) {
      facts.direct = false;
      return after(request, options.failed(err), facts);
    }
    if (!(answer instanceof Promise)) return after(request, answer, facts);
    return answer.then(
      (r) => after(request, r, facts),
      (err) => {
        facts.direct = false;
        return after(request, options.failed(err), facts);
      },
    );
  };
}

/** What the wrapper worked out about one request, for the steps after its route answered. */
interface Facts {
  started: number;
  route: ReturnType<RouteIndex["lookup"]>;
  path: string;
  ip: string;
  etag: string | undefined;
  anyTag: boolean;
  /** The route answered directly (without Elysia). */
  direct: boolean;
  /** A direct 200 is complete: it carries its own headers, so none are added. */
  complete: boolean;
}
