// One error type for every failure a caller can cause, and the one table of stable codes and statuses.

export const ERROR_CODES = {
  invalid_argument: { status: 400, summary: "An argument is missing, of the wrong type or outside its allowed values." },
  invalid_cursor: { status: 400, summary: "The pagination cursor was not issued by this server for this query." },
  empty_query: { status: 400, summary: "The search query has no searchable words." },
  resource_not_found: { status: 404, summary: "No resource has this slug." },
  target_not_found: { status: 404, summary: "The resource has no snippet for this target." },
  preview_not_found: { status: 404, summary: "The resource has no rendered preview on this server." },
  invalid_host: { status: 400, summary: "The Host header is not a host name with an optional numeric port." },
  forbidden_host: { status: 421, summary: "The Host header names a host this server does not answer for (DNS-rebinding protection)." },
  forbidden_origin: { status: 403, summary: "The browser Origin is not allowed to call this server." },
  route_not_found: { status: 404, summary: "No route at this path." },
  method_not_allowed: { status: 405, summary: "The route exists but not for this HTTP method." },
  uri_too_long: { status: 414, summary: "The URL is longer than the server accepts." },
  rate_limited: { status: 429, summary: "Too many requests from this client; Retry-After says when to try again." },
  internal_error: { status: 500, summary: "The server failed; the failure is logged, not shown." },
  catalog_unavailable: {
    status: 503,
    summary: "The catalog file changed under the server and could not be reloaded yet; Retry-After says when to try again.",
  },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; hint?: string };
}

/** A failure whose message is safe to show to the caller; anything else is an internal error. */
export class CatalogError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = "CatalogError";
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }

  toResponse(headers: Record<string, string> = {}): Response {
    return Response.json(this.toBody(), { status: this.status, headers });
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.hint ? { hint: this.hint } : {}) } };
  }
}

/** Turns anything thrown into a caller-safe error; unknown failures are logged here and only here. */
export function toCatalogError(err: unknown): CatalogError {
  if (err instanceof CatalogError) return err;
  console.error("internal error:", err);
  return new CatalogError("internal_error", "The server failed to answer this request.", "Try again; if it persists, report it.");
}
