// bun run soak [--minutes N] [--connections C] [--write-readme]: sustained REST + MCP load on loopback,
// reporting errors, latency percentiles and the server's memory at start and end. Stops by itself.
import { parseArgs } from "node:util";
import { compile } from "./compile.ts";
import { BINARY, percentile, rssMb, startServer, writeReadmeSection } from "./lib/server-process.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    connections: { type: "string", default: "8" },
    "write-readme": { type: "boolean", default: false },
  },
});
const minutes = Number(values.minutes);
const connections = Number(values.connections);
if (!(minutes > 0 && minutes <= 120) || !(connections > 0 && connections <= 256)) {
  console.error("usage: bun run soak [--minutes 0.1-120] [--connections 1-256] [--write-readme]");
  process.exit(2);
}

console.error("building dist/catalog-server ...");
await compile(BINARY);
const server = await startServer([]);
const api = await (await fetch(`${server.url}/api`)).json();
const slugs: string[] = (await (await fetch(`${server.url}/tools/list_resources?limit=100`)).json()).items.map(
  (i: { slug: string }) => i.slug,
);
const words = ["card", "button", "glass", "loader", "modal", "pricing", "toggle", "dark", "gradient", "form", "hero", "nav"];
const mcp = (id: number, method: string, params: object) => ({
  method: "POST",
  headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" },
  body: JSON.stringify({ jsonrpc: "2.0", id, method, params }),
});

/** One request of the mix, chosen by i; resolves to true when the answer is what it should be. */
async function one(i: number): Promise<boolean> {
  const slug = slugs[i % slugs.length]!;
  const word = words[i % words.length]!;
  let res: Response;
  switch (i % 8) {
    case 0:
      res = await fetch(`${server.url}/tools/get_resource/${slug}`);
      break;
    case 1:
      res = await fetch(`${server.url}/tools/search?q=${word}`);
      break;
    case 2:
      res = await fetch(`${server.url}/tools/list_resources?limit=25&difficulty=easy`);
      break;
    case 3:
      res = await fetch(`${server.url}/tools/get_snippet/${slug}/html`);
      break;
    case 4:
      res = await fetch(
        `${server.url}/mcp`,
        mcp(i, "tools/call", { name: "search", arguments: { query: `${word} ${words[(i + 3) % words.length]}` } }),
      );
      break;
    case 5:
      res = await fetch(`${server.url}/mcp`, mcp(i, "tools/call", { name: "get_resource", arguments: { slug } }));
      break;
    case 6:
      res = await fetch(
        `${server.url}/mcp`,
        mcp(i, "initialize", { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "soak", version: "1" } }),
      );
      break;
    default:
      res = await fetch(`${server.url}/tools/get_lab/${slug}`);
      break;
  }
  const text = await res.text();
  // An error is a top-level "error" (REST, or JSON-RPC after its id) or an isError tool result: "error" alone may be
  // data (the default catalog has resources tagged "error").
  return (
    res.status === 200 &&
    !text.startsWith('{"error":') &&
    !/^\{"jsonrpc":"2\.0","id":[^,]*,"error":/.test(text) &&
    !text.includes('"isError":true')
  );
}

const latencies: number[] = [];
let errors = 0;
let requests = 0;
const memory: { at: number; mb: number }[] = [];
const started = Date.now();
const deadline = started + minutes * 60_000;
const sample = () => memory.push({ at: (Date.now() - started) / 1000, mb: rssMb(server.pid) });

// Warm up for a few seconds so "start" memory is the steady state (index loaded, handlers compiled), not the empty process.
const warmUntil = Date.now() + Math.min(5000, minutes * 6000);
await Promise.all(
  Array.from({ length: connections }, async (_, c) => {
    for (let i = c; Date.now() < warmUntil; i += connections) await one(i);
  }),
);
sample();
const timer = setInterval(sample, 10_000);
let lastReport = Date.now();

await Promise.all(
  Array.from({ length: connections }, async (_, c) => {
    for (let i = c; Date.now() < deadline; i += connections) {
      const t0 = performance.now();
      let ok = false;
      try {
        ok = await one(i);
      } catch {
        ok = false;
      }
      latencies.push(performance.now() - t0);
      requests++;
      if (!ok) errors++;
      if (c === 0 && Date.now() - lastReport > 30_000) {
        lastReport = Date.now();
        console.error(
          `  ${Math.round((Date.now() - started) / 1000)} s: ${requests} requests, ${errors} errors, ${rssMb(server.pid).toFixed(1)} MB`,
        );
      }
    }
  }),
);
clearInterval(timer);
sample();
await server.stop();

latencies.sort((a, b) => a - b);
const first = memory[0]!.mb;
const last = memory[memory.length - 1]!.mb;
const peak = Math.max(...memory.map((m) => m.mb));
const seconds = (Date.now() - started) / 1000;
const report = `| soak | value |
|---|---|
| duration | ${(seconds / 60).toFixed(1)} min, ${connections} connections, loopback |
| catalog | ${api.catalog.resources} resources (${api.catalog.version}) |
| requests | ${requests} (${Math.round(requests / seconds)} req/s): REST get_resource, search, list, get_snippet, get_lab; MCP tools/call search and get_resource, initialize |
| errors | ${errors} |
| latency p50 / p99 / max | ${percentile(latencies, 50).toFixed(2)} / ${percentile(latencies, 99).toFixed(2)} / ${latencies[latencies.length - 1]!.toFixed(2)} ms |
| resident memory start / end / peak | ${first.toFixed(1)} / ${last.toFixed(1)} / ${peak.toFixed(1)} MB (growth ${(((last - first) / first) * 100).toFixed(1)}%) |
| run on | ${new Date().toISOString().slice(0, 10)}, ${navigator.hardwareConcurrency} cores, server = compiled binary |`;
console.log(report);
if (values["write-readme"]) writeReadmeSection("soak", report);
process.exit(errors === 0 ? 0 : 1);
