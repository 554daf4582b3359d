// Runs the server: listens, reloads the catalog on SIGHUP (or a changed file), and shuts down gracefully.
import { createApp } from "./app.ts";
import { CatalogError } from "./errors.ts";
import { CatalogHolder } from "./catalog/holder.ts";
import { CatalogChangedError } from "./catalog/reader.ts";
import type { DefaultCatalog } from "./catalog/default.ts";
import { Previews, previewsFolderFor } from "./previews.ts";
import type { ServerConfig } from "./config.ts";
import { Metrics } from "./http/metrics.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import { MAX_BODY_BYTES } from "./mcp/http.ts";
import { SERVER_INFO } from "./server-info.ts";
import { setCursorSecret } from "./tools/paging.ts";

/** Operational messages go to stderr as JSON lines, so stdout carries only the access log. */
const note = (event: string, fields: Record<string, unknown> = {}) =>
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`);

/** The previews a server serves: the configured folder, the one beside its catalog file, or those embedded. */
function openPreviews(config: ServerConfig, catalogPath: string | undefined): { store?: Previews; reason?: string } {
  if (config.previews === "off") return { reason: "turned off (--previews off)" };
  const folder = config.previews ?? (catalogPath ? previewsFolderFor(catalogPath) : undefined);
  const store = folder ? Previews.fromFolder(folder) : Previews.embedded();
  if (store) return { store };
  return {
    reason: folder
      ? `no previews in ${folder}: render them with "bun run previews" (needs chromium)`
      : 'none embedded: run "bun run previews" before "bun run compile"',
  };
}

export function runServer(config: ServerConfig, opened: DefaultCatalog) {
  setCursorSecret(config.cursorSecret);
  const catalogPath = opened.path;
  const metrics = new Metrics();
  const holder = new CatalogHolder(opened.catalog, catalogPath, (result, reason) => {
    metrics.swap(result.ok ? "ok" : "refused");
    if (result.ok)
      note("catalog_swapped", { reason, from: result.previous, to: result.catalog.version, resources: result.catalog.resourceCount });
    else note("catalog_swap_refused", { reason, error: result.error, serving: holder.catalog.version });
  });
  const previews = openPreviews(config, catalogPath);
  const app = createApp({
    ...config,
    previews: previews.store,
    catalog: () => holder.catalog,
    refreshCatalog: () => holder.refresh("the file changed under the catalog"),
    metrics,
    log: config.logFormat,
    clientIp: (request) => server.requestIP(request)?.address ?? "-",
    rateLimiter: config.rateLimit ? new RateLimiter({ perMinute: config.rateLimit, trustedProxies: config.trustedProxies }) : undefined,
  });
  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    idleTimeout: config.requestTimeout,
    // A hard cap under the MCP handler's own (which answers in JSON-RPC's shape): no body is buffered past it.
    maxRequestBodySize: MAX_BODY_BYTES * 2,
    fetch: app.handle,
    error(err) {
      note("internal_error", { message: String(err?.message ?? err) });
      return new CatalogError("internal_error", "The server failed to answer this request.").toResponse();
    },
  });

  process.on("SIGHUP", () => void holder.reload("SIGHUP"));
  // A stat a second; fs.watchFile would miss a file replaced before its own first stat. A file being written is
  // waited for (refresh), not opened half-written.
  const watcher =
    config.watch && catalogPath
      ? setInterval(() => holder.changedOnDisk() && void holder.refresh("file changed"), 1000).unref()
      : undefined;

  // Runs opened.settleCache once, whoever asks first: the timer after listening, or shutdown.
  let settling: Promise<void> | undefined;
  const settleCache = async () => {
    if (!opened.settleCache) return;
    settling ??= opened.settleCache().then(
      (wrote) => void (wrote && note("catalog_cached", { cacheFile: opened.cacheFile })),
      (err: Error) => void note("catalog_cache_failed", { error: err.message, serving: "from the unsaved copy" }),
    );
    await settling;
  };

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    note("shutting_down", { signal });
    clearInterval(watcher);
    await server.stop(); // Stops accepting; resolves once the requests in flight are answered.
    await settleCache(); // A copy of the embedded catalog written moments ago is kept, not left half-done.
    note("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  const shown = config.baseUrl ?? `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${server.port}`;
  note("listening", {
    name: SERVER_INFO.name,
    version: SERVER_INFO.version,
    url: shown,
    mcp: `${shown}/mcp`,
    catalog: holder.catalog.version,
    resources: holder.catalog.resourceCount,
    source: catalogPath ?? "embedded",
    ...(opened.cacheFile ? { cacheFile: opened.cacheFile } : {}),
  });
  // Said once: without previews the server works the same, with no image links and no images for models.
  if (previews.store) note("previews", { source: previews.store.source, count: previews.store.count });
  else note("previews_unavailable", { reason: previews.reason });
  if (opened.cacheError) note("catalog_cache_failed", { error: opened.cacheError, serving: "from memory" });
  // Half a second after listening, off the path of the first requests: a cache file this start wrote is
  // flushed and renamed into place (or at shutdown, if that comes first), and the search index loads (with every
  // design, when they all fit the reader's cache); a search that comes sooner loads the index itself.
  setTimeout(async () => {
    await settleCache();
    try {
      holder.catalog.warm();
    } catch (err) {
      // The file changed under it: the first request that needs the index reloads the catalog and loads it.
      if (!(err instanceof CatalogChangedError)) throw err;
    }
  }, 500).unref();
  return { server, holder, url: shown };
}
