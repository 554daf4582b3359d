// What a route is: its method and path, its handler, and the policy the request wrapper applies to it. Every part of
// the server declares its routes this way (src/app.ts gathers them into one table); the wrapper, metrics, caching,
// OpenAPI and /api read the table, so adding a page or an endpoint is one declaration.
import type { Context } from "elysia";

/** The body of a refusal the wrapper makes for a route (429 now): REST's error shape, or the route's own. */
export interface Refusal {
  code: "rate_limited";
  message: string;
  hint: string;
  retryAfter: number;
}

export interface RoutePolicy {
  /** The series this route's requests are counted in: a fixed name ("/tools/get_resource", "/lab"). */
  label: string;
  /** Its 200s depend only on the catalog version, the URL and Accept: ETag, 304s and Cache-Control. */
  cacheable: boolean;
  /** Counts against the client's rate limit (probes like /health and /metrics do not). */
  rateLimited: boolean;
  /** The body of a refusal the wrapper makes for this route; REST's `{error}` shape when absent. */
  refusalBody?: (refusal: Refusal) => object;
  /** Headers the wrapper sets on this route's HTML pages (a page served by a plugin that cannot set its own). */
  pageHeaders?: Readonly<Record<string, string>>;
  /** A browser's Origin must be an allowed one (DNS-rebinding protection for endpoints that act, like /mcp). */
  checkOrigin?: boolean;
}

export type Method = "GET" | "POST" | "DELETE" | "OPTIONS";

/** What the request wrapper has already worked out about a request by the time the route answers it. */
export interface RequestFacts {
  /** The URL's path, still percent-encoded ("/tools/get_resource/glass-card"). */
  path: string;
  /** Where the query string starts in request.url (its "?"), or -1. */
  queryStart: number;
  /** The address the request reached this server at, from its checked Host (or the configured base URL). */
  baseUrl: string;
  /** Who the request counts against for rate limits (the socket address, or a trusted proxy's forwarded one). */
  client: string;
  /** This route's ETag for the request when it is cacheable: a direct answer that is a 200 carries it itself. */
  etag?: string;
}

/**
 * Answers a request without Elysia's lifecycle, for the hot paths (the REST tools, POST /mcp): Elysia still declares
 * the same route (OpenAPI, /api) with its own handler. Undefined hands the request to Elysia. A 200 it returns carries
 * every header the wrapper would add (BASE_HEADERS, and ETag, Vary, Cache-Control when cacheable).
 */
export type DirectHandler = (request: Request, facts: RequestFacts) => Response | Promise<Response> | undefined;

export interface Route extends RoutePolicy {
  method: Method;
  /** Elysia's path pattern: "/tools/get_resource/:slug", "/lab/:slug/frame", "/*". */
  path: string;
  /** Undefined for a route a plugin serves (the OpenAPI document, Swagger UI): it still has a policy here. */
  handle?: (context: Context) => unknown;
  /** The same answers as `handle`, made without Elysia (see DirectHandler). */
  direct?: DirectHandler;
  /** Elysia's route options: OpenAPI detail, body parsing. */
  options?: Record<string, unknown>;
}

/** Policy defaults for a page or a document: cacheable, rate-limited. */
export const PAGE: Omit<RoutePolicy, "label"> = { cacheable: true, rateLimited: true };
/** For answers that must never be cached. */
export const LIVE: Omit<RoutePolicy, "label"> = { cacheable: false, rateLimited: true };
