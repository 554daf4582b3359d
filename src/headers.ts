// Header constants (and the If-None-Match test) every layer shares: the adapters put them in their answers up front (sparing the wrapper's header
// writes on the hot path), and the request wrapper adds them to any answer that lacks them.

/**
 * Headers every response carries: CORS for browser clients (errors and 405s included) and two safety headers.
 * (The preflight-only CORS headers are on the OPTIONS route: each header costs every response about 0.2 µs.)
 */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers":
    "Mcp-Session-Id, MCP-Protocol-Version, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** What a CORS preflight (OPTIONS) answers, besides BASE_HEADERS. */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
  "access-control-allow-headers":
    "Content-Type, Accept, Authorization, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID",
  "access-control-max-age": "86400",
};

/** Cacheable answers: the catalog changes only when its operator swaps it. */
export const CACHE_CONTROL = "public, max-age=300";

/** True when If-None-Match names this ETag (or *). */
export function notModified(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}
