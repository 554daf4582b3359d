// The operator's endpoints: liveness with the catalog being served, and Prometheus metrics. Probes are never
// rate-limited and never cached.
import type { Catalog } from "./catalog/reader.ts";
import type { Metrics } from "./http/metrics.ts";
import type { Route } from "./route.ts";

const PROBE = { cacheable: false, rateLimited: false };

export function opsRoutes(catalog: () => Catalog, metrics: Metrics): Route[] {
  return [
    {
      ...PROBE,
      label: "/health",
      method: "GET",
      path: "/health",
      options: { detail: { summary: "Liveness and the catalog being served", tags: ["server"] } },
      handle: () => {
        const c = catalog();
        const body = {
          status: "ok",
          catalog: { version: c.version, builtAt: c.builtAt, designs: c.designCount, resources: c.resourceCount },
        };
        return Response.json(body, { headers: { "cache-control": "no-store" } });
      },
    },
    {
      ...PROBE,
      label: "/metrics",
      method: "GET",
      path: "/metrics",
      options: { detail: { summary: "Prometheus metrics", tags: ["server"] } },
      handle: () =>
        new Response(metrics.render(catalog()), {
          headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8", "cache-control": "no-store" },
        }),
    },
  ];
}
