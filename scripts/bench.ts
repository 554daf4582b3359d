// bun run bench [--seconds S] [--connections C] [--no-scale] [--write-readme]
// Builds and starts the compiled server and, in the same run, a reference Bun.serve with a fixed body of similar
// size; loads both with wrk (else autocannon) and reports every figure as a markdown table. Not part of the tests.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildCatalog, buildSource } from "../src/catalog/builder.ts";
import { Catalog } from "../src/catalog/reader.ts";
import { createApp } from "../src/app.ts";
import { search } from "../src/tools/search.ts";
import { generateSource } from "./lib/generate-source.ts";
import { runLoad, type LoadSpec } from "./bench/load.ts";
import { compile } from "./compile.ts";
import { BINARY, ROOT, percentile, rssMb, startServer, writeReadmeSection } from "./lib/server-process.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "32" },
    "no-scale": { type: "boolean", default: false },
    "write-readme": { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const log = (line: string) => console.error(`  ${line}`);

const QUERIES = readFileSync(join(ROOT, "bench", "queries.txt"), "utf8")
  .split("\n")
  .filter((l) => l && !l.startsWith("#"));
const CATALOG_SOURCE = existsSync(join(ROOT, "catalog")) ? join(ROOT, "catalog") : join(ROOT, "test", "fixtures", "catalog");

/** In-process search latency (the search tool, as a call sees it) over the query set, after one warm pass. */
function searchLatency(catalog: Catalog) {
  const ctx = { catalog, baseUrl: "http://localhost", labUrl: "http://localhost/lab" };
  const run = (q: string) => {
    try {
      search.call({ query: q }, ctx);
    } catch {
      // A query of only stop words is refused; it still counts as a call.
    }
  };
  QUERIES.forEach(run);
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const q of QUERIES) {
      const t0 = performance.now();
      run(q);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function coldStart(args: string[], runs = 7): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = await startServer(args);
    times.push(s.startMs);
    await s.stop();
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/**
 * What an agent's context pays: tools/list (loaded into every conversation), the whole MCP answer to get_resource
 * (median and largest over every resource), and a page of 25 grouped search results (JSON, and the text a model reads).
 */
async function contextBudget(catalog: Catalog) {
  const app = createApp({ catalog: () => catalog, allowedHosts: [], baseUrl: "https://catalog.example.com" });
  const post = async (body: object, headers: Record<string, string> = { "mcp-protocol-version": "2025-11-25" }) =>
    (
      await app.handle(
        new Request("http://localhost/mcp", {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        }),
      )
    ).text();
  const rpc = (method: string, params: object = {}) => ({ jsonrpc: "2.0", id: 1, method, params });
  const modern = (method: string) => ({
    ...rpc(method),
    params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} } },
  });
  const toolsList = Buffer.byteLength(await post(rpc("tools/list")));
  const toolsListModern = Buffer.byteLength(
    await post(modern("tools/list"), { "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/list" }),
  );
  const sizes: number[] = [];
  for (const r of catalog.resources)
    sizes.push(Buffer.byteLength(await post(rpc("tools/call", { name: "get_resource", arguments: { slug: r.slug } }))));
  sizes.sort((a, b) => a - b);
  const pages = { json: [] as number[], text: [] as number[] };
  for (const query of QUERIES.slice(0, 100)) {
    const body = JSON.parse(await post(rpc("tools/call", { name: "search", arguments: { query, limit: 25 } })));
    if (body.result?.isError || !body.result) continue;
    pages.json.push(Buffer.byteLength(JSON.stringify(body.result.structuredContent)));
    pages.text.push(Buffer.byteLength(body.result.content[0].text));
  }
  pages.json.sort((a, b) => a - b);
  pages.text.sort((a, b) => a - b);
  return {
    toolsList,
    toolsListModern,
    getResourceMedian: percentile(sizes, 50),
    getResourceMax: sizes[sizes.length - 1]!,
    pageJson: percentile(pages.json, 50),
    pageJsonMax: pages.json[pages.json.length - 1]!,
    pageText: percentile(pages.text, 50),
  };
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "n/a";

console.error("building the catalog and the binary ...");
const buildDir = mkdtempSync(join(tmpdir(), "bench-"));
const built = await buildSource(CATALOG_SOURCE, join(buildDir, "catalog.db"));
await compile(BINARY);
const binaryMb = statSync(BINARY).size / 1024 / 1024;

console.error("cold start ...");
// The executable copies its embedded catalog to the cache folder on its first start and opens that copy on
// later ones; both are measured, and so is keeping the catalog in memory (no cache folder).
const cacheDir = mkdtempSync(join(tmpdir(), "bench-cache-"));
const cached = ["--cache-dir", cacheDir];
const first = await startServer(cached);
await Bun.sleep(1500); // The copy is flushed and renamed into place half a second after listening.
await first.stop();
if (readdirSync(cacheDir).length !== 1)
  throw new Error(`the first start left ${readdirSync(cacheDir).join(", ") || "nothing"} in the cache folder`);
const startMs = await coldStart(cached);
const inMemoryStartMs = await coldStart(["--cache-dir", "off"]);

const server = await startServer(cached);
const api = await (await fetch(`${server.url}/api`)).json();
const slug: string = (await (await fetch(`${server.url}/tools/list_resources?limit=1`)).json()).items[0].slug;
await fetch(`${server.url}/tools/search?q=card`); // loads the index
await Bun.sleep(500);
const idleMb = rssMb(server.pid);
const sampleBytes = (await (await fetch(`${server.url}/tools/get_resource/${slug}`)).arrayBuffer()).byteLength;

const refPort = 30000 + Math.floor(Math.random() * 20000);
const reference = Bun.spawn([process.execPath, join(import.meta.dir, "bench", "reference.ts"), String(refPort), String(sampleBytes)], {
  stdout: "ignore",
  stderr: "inherit",
});
await Bun.sleep(300);

const mcpHeaders = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
};
const mcpCall = (name: string, args: object): Partial<LoadSpec> => ({
  method: "POST",
  headers: mcpHeaders,
  body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } }),
});
const SCENARIOS: { name: string; spec: Partial<LoadSpec> & { path: string } }[] = [
  { name: "REST get_resource", spec: { path: `/tools/get_resource/${slug}` } },
  { name: "REST search", spec: { path: "/tools/search?q=glass+card" } },
  { name: "REST list_resources", spec: { path: "/tools/list_resources?difficulty=easy" } },
  { name: "MCP tools/call get_resource", spec: { path: "/mcp", ...mcpCall("get_resource", { slug }) } },
  { name: "MCP tools/call search", spec: { path: "/mcp", ...mcpCall("search", { query: "glass card" }) } },
  {
    name: "MCP initialize",
    spec: {
      path: "/mcp",
      method: "POST",
      headers: mcpHeaders,
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "bench", version: "1" } },
      }),
    },
  },
];

console.error(`load: ${seconds} s each, ${connections} connections ...`);
// Two references, one per request shape: a POST with a body costs the load generator (wrk's Lua path) and Bun
// far more than a GET, so MCP scenarios are compared with the reference answering the same POST.
const ref = await runLoad({ url: `http://127.0.0.1:${refPort}/`, seconds, connections });
log(`reference Bun.serve GET (${sampleBytes} B body): ${fmt(ref.rps)} req/s`);
const mcpShape = SCENARIOS.find((x) => x.name === "MCP tools/call get_resource")!.spec;
const refPost = await runLoad({
  url: `http://127.0.0.1:${refPort}/mcp`,
  method: "POST",
  body: mcpShape.body,
  headers: mcpShape.headers,
  seconds,
  connections,
});
log(`reference Bun.serve POST: ${fmt(refPost.rps)} req/s`);
let loadMb = idleMb;
const rows: string[] = [];
for (const s of SCENARIOS) {
  const sampler = setInterval(() => (loadMb = Math.max(loadMb, rssMb(server.pid))), 250);
  const r = await runLoad({
    url: `${server.url}${s.spec.path}`,
    method: s.spec.method,
    body: s.spec.body,
    headers: s.spec.headers,
    seconds,
    connections,
  });
  clearInterval(sampler);
  log(`${s.name}: ${fmt(r.rps)} req/s, p50 ${fmt(r.p50, 2)} ms, p99 ${fmt(r.p99, 2)} ms, errors ${r.errors}`);
  const base = s.spec.method === "POST" ? refPost : ref;
  rows.push(
    `| ${s.name} | ${fmt(r.rps)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${fmt((r.rps / base.rps) * 100)}% of ${s.spec.method === "POST" ? "POST" : "GET"} | ${r.errors} |`,
  );
}
reference.kill();
await server.stop();

const catalog = Catalog.open(join(ROOT, "catalog.db"));
catalog.search();
const latency = searchLatency(catalog);
const budget = await contextBudget(catalog);
const catalogMb = statSync(join(ROOT, "catalog.db")).size / 1024 / 1024;
catalog.close();

console.error("scale ...");
const scaleRows: string[] = [];
if (!values["no-scale"]) {
  for (const size of [20_000, 100_000]) {
    const dir = mkdtempSync(join(tmpdir(), `bench-${size}-`));
    generateSource(join(dir, "src"), size);
    const b = buildCatalog(join(dir, "src"), join(dir, "catalog.db"));
    const s = await startServer(["--db", join(dir, "catalog.db")]);
    const t0 = performance.now();
    await fetch(`${s.url}/tools/search?q=glass`);
    const indexMs = performance.now() - t0;
    await Bun.sleep(300);
    const mb = rssMb(s.pid);
    await s.stop();
    const big = Catalog.open(join(dir, "catalog.db"));
    const t1 = performance.now();
    big.search();
    const loadMs = performance.now() - t1;
    const l = searchLatency(big);
    big.close();
    const dbMb = statSync(join(dir, "catalog.db")).size / 1024 / 1024;
    scaleRows.push(
      `| ${fmt(size)} | ${fmt(b.ms / 1000, 1)} s | ${fmt(dbMb, 1)} MB | ${fmt(s.startMs)} ms | ${fmt(indexMs)} ms (${fmt(loadMs)} ms in-process) | ${fmt(mb)} MB | ${fmt(l.p50, 2)} / ${fmt(l.p99, 2)} ms |`,
    );
    log(scaleRows[scaleRows.length - 1]!);
    rmSync(dir, { recursive: true, force: true });
  }
}
rmSync(buildDir, { recursive: true, force: true });
rmSync(cacheDir, { recursive: true, force: true });

const table = `Run ${new Date().toISOString().slice(0, 10)} on ${navigator.hardwareConcurrency} cores, loopback, load generator (${ref.tool}, 1 thread, ${connections} connections, ${seconds} s) on the same machine; catalog ${api.catalog.designs} designs, ${api.catalog.resources} resources (${api.catalog.version}).

| scenario | req/s | p50 ms | p99 ms | of reference | errors |
|---|---|---|---|---|---|
| reference GET: Bun.serve, fixed ${fmt(sampleBytes)} B body | ${fmt(ref.rps)} | ${fmt(ref.p50, 2)} | ${fmt(ref.p99, 2)} | 100% | ${ref.errors} |
| reference POST: the same, to the MCP request | ${fmt(refPost.rps)} | ${fmt(refPost.p50, 2)} | ${fmt(refPost.p99, 2)} | 100% | ${refPost.errors} |
${rows.join("\n")}

| figure | value |
|---|---|
| search in-process, ${QUERIES.length} queries: p50 / p99 | ${fmt(latency.p50, 3)} / ${fmt(latency.p99, 3)} ms |
| start to first 200, median of 7 (catalog copy in the cache folder) | ${fmt(startMs)} ms |
| first start, writing that copy (one run) | ${fmt(first.startMs)} ms |
| start with \`--cache-dir off\` (catalog in memory, median of 7) | ${fmt(inMemoryStartMs)} ms |
| resident memory: idle / under load | ${fmt(idleMb)} / ${fmt(loadMb)} MB |
| catalog build (${built.designs} designs, ${built.resources} resources, ${built.snippets} snippets) | ${fmt(built.ms)} ms |
| catalog.db | ${fmt(catalogMb, 1)} MB |
| binary size | ${fmt(binaryMb, 1)} MB |
| tools/list, whole answer (2025-11-25 / 2026-07-28) | ${fmt(budget.toolsList)} / ${fmt(budget.toolsListModern)} B |
| MCP tools/call get_resource, whole answer: median / largest of ${fmt(api.catalog.resources)} | ${fmt(budget.getResourceMedian)} / ${fmt(budget.getResourceMax)} B |
| search, a page of 25 designs: JSON median / largest, text block median (first 100 bench queries) | ${fmt(budget.pageJson)} / ${fmt(budget.pageJsonMax)} / ${fmt(budget.pageText)} B |
${
  scaleRows.length
    ? `
| generated catalog | build | catalog.db | start to first 200 | first search (index load) | memory after search | search p50 / p99 |
|---|---|---|---|---|---|---|
${scaleRows.join("\n")}`
    : ""
}`;
console.log(table);
if (values["write-readme"]) writeReadmeSection("bench", table);
