// Request and tool counters and a latency histogram, rendered in the Prometheus text format.
// Hand-written: prom-client's default collectors lean on Node internals, and these few series need ~80 lines.
import type { Catalog } from "../catalog/reader.ts";

const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

const escape = (v: string) => v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labels = (pairs: Record<string, string>) =>
  `{${Object.entries(pairs).map(([k, v]) => `${k}="${escape(v)}"`).join(",")}}`;

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

  /** Called on every request: keys are plain joins here, label text is made only when /metrics is read. */
  request(route: string, method: string, status: number, seconds: number) {
    const key = `${route}\u0000${method}\u0000${status}`;
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
    series("catalog_http_requests_total", "counter", "HTTP requests by route, method and status.", labelled(this.requests, ["route", "method", "status"]));
    series("catalog_tool_calls_total", "counter", "Tool calls by tool, transport and outcome.", labelled(this.tools, ["tool", "via", "outcome"]));
    out.push("# HELP catalog_http_request_duration_seconds Time to answer, by route.", "# TYPE catalog_http_request_duration_seconds histogram");
    for (const [route, h] of this.latency) {
      BUCKETS.forEach((le, i) => out.push(`catalog_http_request_duration_seconds_bucket${labels({ route, le: String(le) })} ${h.counts[i]}`));
      out.push(`catalog_http_request_duration_seconds_bucket${labels({ route, le: "+Inf" })} ${h.count}`);
      out.push(`catalog_http_request_duration_seconds_sum${labels({ route })} ${h.sum}`);
      out.push(`catalog_http_request_duration_seconds_count${labels({ route })} ${h.count}`);
    }
    series("catalog_swaps_total", "counter", "Catalog reloads by outcome.", [...this.swaps].map(([o, v]) => [labels({ outcome: o }), v]));
    const stats = catalog.stats();
    series("catalog_designs", "gauge", "Designs in the catalog being served.", [["", stats.designs]]);
    series("catalog_resources", "gauge", "Resources (variants of designs) in the catalog being served.", [["", stats.resources]]);
    series("catalog_snippets", "gauge", "Snippets in the catalog being served.", [["", stats.snippets]]);
    series("catalog_info", "gauge", "The catalog being served.", [[labels({ version: catalog.version, built_at: catalog.builtAt }), 1]]);
    series("process_resident_memory_bytes", "gauge", "Resident memory.", [["", process.memoryUsage.rss()]]);
    return `${out.join("\n")}\n`;
  }
}

/** A bounded label for a path, so metrics never grow with the URLs clients invent. */
export function routeOf(path: string): string {
  if (path.startsWith("/tools/")) {
    const tool = path.slice(7).split("/")[0]!;
    return /^[a-z_]{1,32}$/.test(tool) ? `/tools/${tool}` : "other";
  }
  if (path === "/mcp" || path === "/api" || path === "/" || path === "/health" || path === "/metrics" || path === "/openapi.json") return path;
  if (path.startsWith("/lab/")) return "/lab";
  if (path === "/home/designs.json") return path;
  if (path.startsWith("/swagger")) return "/swagger";
  return "other";
}
