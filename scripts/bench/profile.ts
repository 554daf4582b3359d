// bun scripts/bench/profile.ts [--seconds S] [--slug SLUG]: where a request's time goes, per stage. Runs the server
// from source under Bun's sampling profiler (--cpu-prof) with default settings (access log on, rate limit on), loads
// REST get_resource and MCP tools/call get_resource with wrk, and sorts every sample taken while the load ran into
// the stage of the request it belongs to (routing, guard, rate limit, body read, envelope...). Prints µs per request.
// --root DIR profiles another checkout's server (its src/ and catalog.db), to compare before and after in one run.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { runLoad, type LoadSpec } from "./load.ts";
import { ROOT } from "../lib/server-process.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "6" },
    slug: { type: "string", default: "glass-card-ember" },
    root: { type: "string", default: ROOT },
  },
});

interface Frame {
  functionName: string;
  url: string;
}
interface Profile {
  nodes: { id: number; callFrame: Frame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** The stage a sample belongs to, from its stack (leaf first): a few native leaves by name, then the first frame of ours. */
export function stageOf(stack: Frame[]): string | undefined {
  const leaf = stack[0]!.functionName;
  const caller = stack.find((f) => f.url.includes("/src/") || f.url.includes("node_modules"))?.url ?? "";
  if (leaf === "requestIP") return "rate limit (client address, bucket)";
  if (leaf === "Response" || leaf === "Headers") return "response object and headers";
  if (leaf === "text" && caller.includes("/mcp/")) return "body read";
  if (leaf === "stringify" && /\/mcp\/|\/rest\//.test(caller)) return "serialisation";
  for (const f of stack) {
    const u = f.url;
    if (u.includes("access-log") || u.includes("internal:fs/streams")) return "access log";
    if (u.includes("/http/metrics")) return "metrics";
    if (u.includes("/http/rate-limit")) return "rate limit (client address, bucket)";
    if (u.includes("/http/guard")) return "guard (Host, Origin)";
    if (u.includes("/http/conditional") || u.includes("/src/headers")) return "ETag, 304, compression";
    if (u.includes("typebox")) return "validation";
    if (u.includes("/src/tools/") || u.includes("/src/catalog/")) return "tool (cached result)";
    if (u.includes("/src/mcp/")) return f.functionName === "readBody" ? "body read" : "JSON-RPC envelope";
    if (u.includes("/src/rest/")) return "REST arguments";
    if (u.includes("route-index") || u.includes("/elysia/") || u.includes("memoirist") || u.includes("fast-decode-uri")) return "routing";
    if (u.includes("/src/")) return "wrapper (handler, context)";
  }
  return stack.length <= 2 ? undefined : "other JS";
}

async function profileScenario(name: string, spec: Omit<LoadSpec, "seconds" | "connections">, seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), "profile-"));
  const port = 30000 + Math.floor(Math.random() * 20000);
  const launched = performance.now();
  const root = values.root!;
  const args = [
    "--cpu-prof",
    "--cpu-prof-interval=500",
    `--cpu-prof-dir=${dir}`,
    join(root, "src", "cli.ts"),
    "serve",
    "--db",
    join(root, "catalog.db"),
  ];
  // Default settings but a limit one load generator cannot reach: the limiter still runs on every request.
  const proc = Bun.spawn([process.execPath, ...args, "--port", String(port), "--host", "127.0.0.1", "--rate-limit", "100000000"], {
    stdout: Bun.file(join(dir, "access.log")),
    stderr: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    if (i > 5000) throw new Error("server did not start");
    await Bun.sleep(2);
  }
  await Bun.sleep(1000); // The search index loads half a second after listening: not part of a request.
  const load = { ...spec, url: `${base}${spec.url}`, connections: 32 };
  await runLoad({ ...load, seconds: 2 });
  const from = performance.now() - launched;
  const r = await runLoad({ ...load, seconds });
  const to = performance.now() - launched;
  proc.kill("SIGINT");
  await proc.exited;
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("no profile written");
  const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as Profile;
  rmSync(dir, { recursive: true, force: true });

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stackOf = (id: number) => {
    const out: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) out.push(byId.get(at)!.callFrame);
    return out;
  };
  // The profile's clock starts with the process; the load's window is taken from the launch, close enough at 2 s in.
  const us = new Map<string, number>();
  const stacks = new Map<string, number>();
  let t = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t / 1000 < from || t / 1000 > to) return;
    const stage = stageOf(stackOf(id));
    if (process.env.PROFILE_STACKS) {
      const key = stackOf(id)
        .slice(0, 5)
        .map((f) => `${f.functionName}@${f.url.split("/").pop()}`)
        .join(" < ");
      stacks.set(key, (stacks.get(key) ?? 0) + dt);
    }
    if (stage) us.set(stage, (us.get(stage) ?? 0) + dt);
  });
  const requests = r.rps * seconds;
  const perRequest = [...us].map(([stage, total]) => [stage, total / requests] as const).sort((a, b) => b[1] - a[1]);
  const js = perRequest.reduce((n, [, v]) => n + v, 0);
  console.log(`\n${name}: ${Math.round(r.rps)} req/s under the profiler (${(1e6 / r.rps).toFixed(1)} µs a request)`);
  console.log("| stage | µs per request |\n|---|---|");
  for (const [stage, v] of perRequest) console.log(`| ${stage} | ${v.toFixed(2)} |`);
  console.log(`| all JavaScript above | ${js.toFixed(2)} |`);
  for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / requests).toFixed(2), k);
}

const seconds = Number(values.seconds);
await profileScenario("REST get_resource", { url: `/tools/get_resource/${values.slug}` }, seconds);
await profileScenario(
  "MCP tools/call get_resource",
  {
    url: "/mcp",
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "get_resource", arguments: { slug: values.slug } },
    }),
  },
  seconds,
);
