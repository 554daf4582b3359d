// DNS-rebinding protection: which Host and Origin headers this server answers, as configured or derived.
import type { ServerConfig } from "../config.ts";
import { CatalogError } from "../errors.ts";

export type HostPolicy = Pick<ServerConfig, "allowedHosts" | "allowedOrigins">;

/** "Example.com:3000" -> "example.com"; "[::1]:3000" -> "[::1]". */
function hostnameOf(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.split(":")[0]!;
}

export function hostAllowed(policy: HostPolicy, hostHeader: string | null): boolean {
  if (policy.allowedHosts.length === 0) return true;
  return hostHeader !== null && policy.allowedHosts.includes(hostnameOf(hostHeader));
}

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

export const forbiddenHost = (host: string | null) =>
  new CatalogError("forbidden_host", `This server does not answer for the host "${(host ?? "").slice(0, 100)}".`, "Use the address the server is published at, or add the host to ALLOWED_HOSTS.");

export const forbiddenOrigin = (origin: string) =>
  new CatalogError("forbidden_origin", `Requests from the origin "${origin.slice(0, 100)}" are not allowed.`, "Call from an allowed origin, or add it to ALLOWED_ORIGINS.");
