// Request and tool counters and a latency histogram, rendered in the Prometheus text format.
// Hand-written: prom-client's default collectors lean on Node internals, and these few series need ~80 lines.
import type { Catalog } from "../catalog/reader.ts";

const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

const escapeLabel = (v: string) => v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labels = (pairs: Record<string, string>) =>
  `{${Object.entries(pairs)
    .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
    .join(",")}}`;

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

export class Metrics {
  private readonly requests = new Map<string, number>();
  private readonly tools = new Map<string, number>();
  private readonly latency = new Map<string, Histogram>();
  private readonly swaps = new Map<string, number>();

  /**
   * Called on every request: keys are plain joins here, label text is made only when /metrics is read. Every label
   * comes from a fixed set (route from the route table's labels, method and status through their own lists), so no request a client
   * can invent adds a series.
   */
  /** The last request's key, made again only when route, method or status differ: under load they rarely do. */
  private lastKey = { route: "", method: "", status: 0, key: "" };

  request(route: string, method: string, status: number, seconds: number) {
    const last = this.lastKey;
    if (last.route !== route || last.method !== method || last.status !== status) {
      this.lastKey = { route, method, status, key: `${route}\u0000${methodLabel(method)}\u0000${statusLabel(status)}` };
    }
    const key = this.lastKey.key;
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
    let h = this.latency.get(route);
    if (!h) this.latency.set(route, (h = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 }));
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) h.counts[i]!++;
    h.sum += seconds;
    h.count++;
  }

  toolCall(tool: string, via: "mcp" | "rest", outcome: "ok" | "error") {
    const key = `${tool}\u0000${via}\u0000${outcome}`;
    this.tools.set(key, (this.tools.get(key) ?? 0) + 1);
  }

  swap(outcome: "ok" | "refused") {
    this.swaps.set(outcome, (this.swaps.get(outcome) ?? 0) + 1);
  }

  render(catalog: Catalog): string {
    const out: string[] = [];
    const series = (name: string, type: string, help: string, rows: Iterable<[string, number]>) => {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
      for (const [l, v] of rows) out.push(`${name}${l} ${v}`);
    };
    const labelled = (counts: Map<string, number>, names: string[]): [string, number][] =>
      [...counts].map(([key, v]) => [labels(Object.fromEntries(key.split("\u0000").map((value, i) => [names[i]!, value]))), v]);
    series(
      "catalog_http_requests_total",
      "counter",
      "HTTP requests by route, method and status.",
      labelled(this.requests, ["route", "method", "status"]),
    );
    series(
      "catalog_tool_calls_total",
      "counter",
      "Tool calls by tool, transport and outcome.",
      labelled(this.tools, ["tool", "via", "outcome"]),
    );
    out.push(
      "# HELP catalog_http_request_duration_seconds Time to answer, by route.",
      "# TYPE catalog_http_request_duration_seconds histogram",
    );
    for (const [route, h] of this.latency) {
      BUCKETS.forEach((le, i) => {
        out.push(`catalog_http_request_duration_seconds_bucket${labels({ route, le: String(le) })} ${h.counts[i]}`);
      });
      out.push(`catalog_http_request_duration_seconds_bucket${labels({ route, le: "+Inf" })} ${h.count}`);
      out.push(`catalog_http_request_duration_seconds_sum${labels({ route })} ${h.sum}`);
      out.push(`catalog_http_request_duration_seconds_count${labels({ route })} ${h.count}`);
    }
    series(
      "catalog_swaps_total",
      "counter",
      "Catalog reloads by outcome.",
      [...this.swaps].map(([o, v]) => [labels({ outcome: o }), v]),
    );
    const stats = catalog.stats();
    series("catalog_designs", "gauge", "Designs in the catalog being served.", [["", stats.designs]]);
    series("catalog_resources", "gauge", "Resources (variants of designs) in the catalog being served.", [["", stats.resources]]);
    series("catalog_snippets", "gauge", "Snippets in the catalog being served.", [["", stats.snippets]]);
    series("catalog_info", "gauge", "The catalog being served.", [[labels({ version: catalog.version, built_at: catalog.builtAt }), 1]]);
    series("process_resident_memory_bytes", "gauge", "Resident memory.", [["", process.memoryUsage.rss()]]);
    return `${out.join("\n")}\n`;
  }
}

const METHOD_LABELS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Any other method string a client sends (HTTP allows any token) is counted as "other". */
export const methodLabel = (method: string) => (METHOD_LABELS.has(method) ? method : "other");

/** The statuses this server answers with; anything else is counted by its class (5xx), so the set stays fixed. */
const STATUS_LABELS = new Set([200, 202, 204, 301, 302, 304, 307, 308, 400, 403, 404, 405, 406, 413, 414, 415, 421, 429, 500, 503]);
export const statusLabel = (status: number) =>
  STATUS_LABELS.has(status) ? String(status) : status >= 100 && status <= 599 ? `${Math.floor(status / 100)}xx` : "other";
