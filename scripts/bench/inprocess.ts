// bun scripts/bench/inprocess.ts > /dev/null: JavaScript cost of one request through the whole app (wrapper, routes,
// tools), without sockets: app.handle() in a loop with the server's default settings (access log on, rate limit on),
// minus the cost of making the Request and reading the Response. Steadier than a load test on a shared machine.
import { join } from "node:path";
import { createApp } from "../../src/app.ts";
import { Catalog } from "../../src/catalog/reader.ts";
import { RateLimiter } from "../../src/http/rate-limit.ts";
import { ROOT } from "../lib/server-process.ts";

const catalog = Catalog.open(join(ROOT, "catalog.db"));
const app = createApp({
  catalog: () => catalog,
  allowedHosts: ["localhost", "127.0.0.1"],
  allowedOrigins: [],
  log: "json",
  clientIp: () => "127.0.0.1",
  rateLimiter: new RateLimiter({ perMinute: 100_000_000, trustedProxies: ["127.0.0.1", "::1"] }),
});
const slug = process.argv[2] ?? "glass-card-ember";
const mcpBody = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_resource", arguments: { slug } } });
const mcpHeaders = {
  host: "127.0.0.1:3000",
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
};
const scenarios: [string, () => Request][] = [
  ["REST get_resource", () => new Request(`http://127.0.0.1:3000/tools/get_resource/${slug}`, { headers: { host: "127.0.0.1:3000" } })],
  ["MCP tools/call get_resource", () => new Request("http://127.0.0.1:3000/mcp", { method: "POST", headers: mcpHeaders, body: mcpBody })],
];
const fixed = new Response("x".repeat(1200));
async function measure(make: () => Request, handle: (r: Request) => Response | Promise<Response>, n: number) {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    await (await handle(make())).arrayBuffer();
    // A server's event loop turns between batches of requests: the access log is written then.
    if (i % 32 === 31) await new Promise((r) => setImmediate(r));
  }
  return ((performance.now() - t0) * 1000) / n;
}
const ref = (_: Request) => new Response(fixed.body === null ? "" : "x".repeat(1200), { headers: { "content-type": "application/json" } });
for (const [name, make] of scenarios) {
  const samples: number[] = [];
  for (let round = 0; round < 7; round++) {
    await measure(make, app.handle, 5000);
    const base = await measure(make, ref, 20000);
    samples.push((await measure(make, app.handle, 20000)) - base);
  }
  samples.sort((a, b) => a - b);
  console.error(`${name}: ${samples[3]!.toFixed(2)} µs of JavaScript a request (median of 7; min ${samples[0]!.toFixed(2)})`);
}
