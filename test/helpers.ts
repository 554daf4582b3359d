// Test helpers: the fixture catalog built once into a temp folder, the app over it, and a real server on a free port.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, type AppOptions } from "../src/app.ts";
import { buildCatalog } from "../src/catalog/builder.ts";
import { Catalog } from "../src/catalog/reader.ts";
import type { ToolContext } from "../src/tools/index.ts";

export const FIXTURE_SOURCE = join(import.meta.dir, "fixtures", "catalog");
export const tempDir = (prefix = "catalog-test-") => mkdtempSync(join(tmpdir(), prefix));

let fixture: { path: string; catalog: Catalog } | undefined;

/** The fixture catalog, built into a temp file on first use and shared by every test file. */
export function fixtureCatalog(): Catalog {
  if (!fixture) {
    const path = join(tempDir(), "catalog.db");
    buildCatalog(FIXTURE_SOURCE, path);
    fixture = { path, catalog: Catalog.open(path) };
  }
  return fixture.catalog;
}

export function fixturePath(): string {
  fixtureCatalog();
  return fixture!.path;
}

export const BASE = "http://localhost";

export function toolContext(overrides: Partial<ToolContext> = {}): ToolContext {
  return { catalog: fixtureCatalog(), baseUrl: BASE, labUrl: `${BASE}/lab`, ...overrides };
}

export function testApp(options: Partial<AppOptions> = {}) {
  const catalog = fixtureCatalog();
  return createApp({ catalog: () => catalog, allowedHosts: ["localhost", "127.0.0.1", "[::1]"], ...options });
}

/** GET or other request through app.handle, no socket. */
export async function call(app: ReturnType<typeof testApp>, path: string, init?: RequestInit) {
  const response = await app.handle(new Request(`${BASE}${path}`, init));
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** Starts the app on a real socket on a free loopback port. */
export function startServer(options: Partial<AppOptions> = {}) {
  const app = testApp(options);
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (request) => app.handle(request) });
  return { url: `http://localhost:${server.port}`, port: server.port, stop: () => server.stop(true) };
}

export const MODERN = "2026-07-28";

/** A 2026-07-28 request: headers and _meta as the newest clients send them. */
export function modernRequest(method: string, params: Record<string, unknown> = {}, id: number | string = 1, extraHeaders: Record<string, string> = {}) {
  const name = method === "tools/call" || method === "prompts/get" ? params.name : method === "resources/read" ? params.uri : undefined;
  return {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": MODERN,
      "mcp-method": method,
      ...(typeof name === "string" ? { "mcp-name": name } : {}),
      ...extraHeaders,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id,
      method,
      params: {
        ...params,
        _meta: {
          "io.modelcontextprotocol/protocolVersion": MODERN,
          "io.modelcontextprotocol/clientInfo": { name: "test", version: "1.0.0" },
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      },
    }),
  };
}

/** A request of the initialize era (no _meta); id null makes it a notification. */
export function legacyRequest(method: string, params?: Record<string, unknown>, id: number | string | null = 1, version?: string) {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...(version ? { "mcp-protocol-version": version } : {}) },
    body: JSON.stringify({ jsonrpc: "2.0", ...(id === null ? {} : { id }), method, ...(params ? { params } : {}) }),
  };
}
