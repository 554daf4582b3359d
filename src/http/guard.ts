// DNS-rebinding protection: which Host and Origin headers this server answers, as configured or derived.
import type { ServerConfig } from "../config.ts";
import { CatalogError } from "../errors.ts";

export type HostPolicy = Pick<ServerConfig, "allowedHosts" | "allowedOrigins">;

/** A Host header taken apart: the name lowercased and without a trailing dot ("[::1]" keeps its brackets), and the port. */
export interface HostParts {
  hostname: string;
  port?: string;
}

/** DNS-style names (labels of 1-63 letters, digits, "_" and inner "-") or IPv4, optionally ending in a dot, then an optional port. */
const NAMED_HOST = /^((?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)\.?(?::(\d{0,5}))?$/;
/** An IPv6 literal in brackets (hex digits, colons, an IPv4 tail), then an optional port. */
const IPV6_HOST = /^(\[[0-9a-f:.]{2,45}\])(?::(\d{0,5}))?$/;

/**
 * "Example.com.:3000" -> { hostname: "example.com", port: "3000" }; undefined for anything that is not a host with an
 * optional numeric port ("localhost:abc", "a@b", "a/b", "[::1]x"). Such a Host would otherwise reach URLs the server
 * builds (links, server cards), so it is refused, whatever ALLOWED_HOSTS says.
 */
export function parseHost(header: string): HostParts | undefined {
  const h = header.trim().toLowerCase();
  if (h.length > 260) return undefined;
  const m = NAMED_HOST.exec(h) ?? IPV6_HOST.exec(h);
  if (!m || m[1]!.length > 253) return undefined;
  const port = m[2] || undefined; // "host:" (an empty port) is allowed by RFC 3986 and means the default
  if (port !== undefined && Number(port) > 65535) return undefined;
  return { hostname: m[1]!, port };
}

export function hostAllowed(policy: HostPolicy, host: HostParts): boolean {
  return policy.allowedHosts.length === 0 || policy.allowedHosts.includes(host.hostname);
}

/** The address a request reached this server at, from its checked Host: nothing a client sends beyond a host and port. */
export function baseUrlOf(request: Request): string {
  const url = request.url;
  const host = parseHost(request.headers.get("host") ?? url.slice(url.indexOf("//") + 2).split("/")[0]!);
  // The handler refuses requests whose Host does not parse, so the fallback is never a link anyone sees.
  return baseUrlFrom(url, host ?? { hostname: "localhost" });
}

/** The same from a Host the wrapper has already taken apart. */
export const baseUrlFrom = (url: string, host: HostParts) =>
  `${url.startsWith("https:") ? "https" : "http"}://${host.hostname}${host.port ? `:${host.port}` : ""}`;

export function originAllowed(policy: HostPolicy, origin: string | null): boolean {
  if (origin === null || policy.allowedOrigins === "*") return true;
  if (policy.allowedOrigins.includes(origin.toLowerCase())) return true;
  if (policy.allowedHosts.length === 0) return true;
  try {
    return policy.allowedHosts.includes(new URL(origin).hostname.toLowerCase());
  } catch {
    return false;
  }
}

export const invalidHost = (host: string) =>
  new CatalogError(
    "invalid_host",
    `The Host header "${host.slice(0, 100)}" is not a host name with an optional port.`,
    "Send Host: name[:port], e.g. catalog.example.com or localhost:3000.",
  );

export const forbiddenHost = (host: string | null) =>
  new CatalogError(
    "forbidden_host",
    `This server does not answer for the host "${(host ?? "").slice(0, 100)}".`,
    "Use the address the server is published at, or add the host to ALLOWED_HOSTS.",
  );

export const forbiddenOrigin = (origin: string) =>
  new CatalogError(
    "forbidden_origin",
    `Requests from the origin "${origin.slice(0, 100)}" are not allowed.`,
    "Call from an allowed origin, or add it to ALLOWED_ORIGINS.",
  );
