// Test helpers: the fixture catalog built once into a temp folder, the app over it, and a real server on a free port.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, type AppOptions } from "../src/app.ts";
import { buildCatalog, writeCatalog } from "../src/catalog/builder.ts";
import { Catalog } from "../src/catalog/reader.ts";
import { REPO_SOURCE } from "../src/catalog/repo-catalog.ts";
import { compileTailwindSource, readSource, SourceError, type SourceCatalog, type SourceProblem } from "../src/catalog/source.ts";
import type { ToolContext } from "../src/tools/index.ts";

export const FIXTURE_SOURCE = join(import.meta.dir, "fixtures", "catalog");
/** A derived catalog of one design built on GSAP (test/libraries). */
export const LIBRARY_FIXTURE = join(import.meta.dir, "fixtures", "libraries");
/** A derived catalog of one design written with Tailwind CSS v4 classes (test/catalog/tailwind.test.ts). */
export const TAILWIND_FIXTURE = join(import.meta.dir, "fixtures", "tailwind");
export const tempDir = (prefix = "catalog-test-") => mkdtempSync(join(tmpdir(), prefix));

/** The resource.json of a one-design test source: a small card component, with the fields a test changes. */
export const demoMeta = (fields: Record<string, unknown> = {}) => ({
  kind: "component",
  title: "Demo card",
  description: "A card used to test derivation.",
  category: "cards",
  difficulty: "easy",
  tech: "HTML/CSS",
  tags: ["demo"],
  license: "MIT",
  author: "Tests",
  updatedAt: "2026-11-20",
  ...fields,
});

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

const defaults: { source?: Promise<SourceCatalog>; catalog?: Promise<Catalog> } = {};

/**
 * The default catalog's source (catalog/), read and derived once for every test file that needs it (a few seconds);
 * its Tailwind designs' classes compiled first, as every build does.
 */
export function defaultSource(): Promise<SourceCatalog> {
  return (defaults.source ??= compileTailwindSource(REPO_SOURCE).then((tailwind) => readSource(REPO_SOURCE, undefined, tailwind)));
}

/** The default catalog, built once into a temp file: what `npm start` serves. */
export function defaultCatalog(): Promise<Catalog> {
  return (defaults.catalog ??= defaultSource().then((source) => {
    const path = join(tempDir(), "default.db");
    writeCatalog(source, path);
    return Catalog.open(path);
  }));
}

export function fixturePath(): string {
  fixtureCatalog();
  return fixture!.path;
}

/** The problems a build or source read reports; fails the test when it does not throw a SourceError. */
export function sourceProblems(fn: () => unknown): SourceProblem[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof SourceError) return err.problems;
    throw err;
  }
  throw new Error("expected a SourceError");
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
  return { url: `http://localhost:${server.port}`, port: server.port as number, stop: () => server.stop(true) };
}

export const MODERN = "2026-07-28";

/** A 2026-07-28 request: headers and _meta as the newest clients send them. */
export function modernRequest(
  method: string,
  params: Record<string, unknown> = {},
  id: number | string = 1,
  extraHeaders: Record<string, string> = {},
) {
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

/** The server's JSON event lines on stderr, read continuously; wait() resolves on the next matching one. */
export function serverEvents(proc: { stderr: ReadableStream<Uint8Array> }) {
  const seen: Record<string, unknown>[] = [];
  const waiters: { event: string; from: number; resolve: (e: Record<string, unknown>) => void }[] = [];
  let closed = false;
  let text = "";
  const done = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of proc.stderr) {
      text += decoder.decode(chunk);
      let newline: number;
      while ((newline = text.indexOf("\n")) !== -1) {
        const line = text.slice(0, newline);
        text = text.slice(newline + 1);
        try {
          seen.push(JSON.parse(line));
        } catch {
          seen.push({ event: "text", line });
        }
        for (const w of [...waiters]) {
          const hit = seen.slice(w.from).find((e) => e.event === w.event);
          if (hit) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(hit);
          }
        }
      }
    }
    closed = true;
  })();
  return {
    seen,
    /** Resolves once stderr has closed: every event the process wrote is in seen. */
    done,
    /** The first event of this name at or after index `from` of seen. */
    wait(event: string, from = 0, timeoutMs = 10_000): Promise<Record<string, unknown>> {
      const hit = seen.slice(from).find((e) => e.event === event);
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no "${event}" event (closed: ${closed}); seen: ${JSON.stringify(seen)}`)),
          timeoutMs,
        );
        waiters.push({
          event,
          from,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
  };
}

export const CLI = join(import.meta.dir, "..", "src", "cli.ts");

/** Starts `catalog-server serve` as a real process on a free port; resolves once it listens. */
export async function spawnServer(args: string[] = [], env: Record<string, string> = {}) {
  const proc = Bun.spawn([process.execPath, CLI, "serve", "--port", "0", "--host", "127.0.0.1", ...args], {
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, ...env },
  });
  const events = serverEvents(proc);
  const listening = await events.wait("listening");
  return { proc, events, url: listening.url as string };
}
