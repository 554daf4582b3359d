// The server's fetch handler: the app, wrapped in what every request shares: caching, compression,
// metrics and the access log. Kept outside Elysia so these cost one function call, not a hook chain.
import type { App } from "../app.ts";
import type { Catalog } from "../catalog/reader.ts";
import { formatAccess, LineWriter, type LogFormat } from "./access-log.ts";
import { CACHE_CONTROL, compress, encodingFor, etagOf, isCacheable, notModified } from "./conditional.ts";
import { type Metrics, routeOf } from "./metrics.ts";

export interface HandlerOptions {
  app: App;
  catalog: () => Catalog;
  metrics: Metrics;
  /** Access log format; undefined for no log. */
  log?: LogFormat;
  /** The client's address as the socket sees it. */
  clientIp?: (request: Request) => string;
}

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
    const cacheable = isCacheable(method, route);
    const etag = cacheable ? etagOf(options.catalog().version, url, request.headers.get("accept")) : undefined;
    if (etag && notModified(request.headers.get("if-none-match"), etag)) {
      response = new Response(null, { status: 304, headers: { etag, "cache-control": CACHE_CONTROL, vary: "Accept, Accept-Encoding" } });
    } else {
      response = await options.app.handle(request);
      if (etag && response.status === 200) {
        response.headers.set("etag", etag);
        if (!response.headers.has("cache-control")) response.headers.set("cache-control", CACHE_CONTROL);
        response.headers.append("vary", "Accept");
      }
      response = await compress(response, encodingFor(request.headers.get("accept-encoding")), response.status === 200 ? etag : undefined);
    }

    const seconds = (performance.now() - started) / 1000;
    options.metrics.request(route, method, response.status, seconds);
    if (writer) {
      const ip = options.clientIp?.(request) ?? "-";
      writer.line(formatAccess({ method, path: path.slice(0, 300), status: response.status, ms: seconds * 1000, ip }, options.log!));
    }
    return response;
  };
}
