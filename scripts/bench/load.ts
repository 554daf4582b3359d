// Load generation for the benchmark: wrk when installed, else autocannon; both report req/s, p50 and p99.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  tool: "wrk" | "autocannon";
}

export interface LoadSpec {
  url: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
}

export const hasWrk = () => Bun.which("wrk") !== null;

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return hasWrk() ? wrk(spec) : autocannon(spec);
}

const lua = (s: string) => ` [[${s.replace(/]]/g, "] ]")}]] `;

async function wrk(spec: LoadSpec): Promise<LoadResult> {
  const args = ["wrk", "-t1", `-c${spec.connections}`, `-d${spec.seconds}s`, "--latency"];
  if (spec.method === "POST" || spec.headers) {
    const script = join(mkdtempSync(join(tmpdir(), "wrk-")), "request.lua");
    writeFileSync(
      script,
      [
        `wrk.method = "${spec.method ?? "GET"}"`,
        spec.body ? `wrk.body = ${lua(spec.body)}` : "",
        ...Object.entries(spec.headers ?? {}).map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`),
      ].join("\n"),
    );
    args.push("-s", script);
  }
  args.push(spec.url);
  const proc = Bun.spawn(args, { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  const ms = (label: string) => {
    const m = new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(out);
    if (!m) return NaN;
    const v = Number(m[1]);
    return m[2] === "us" ? v / 1000 : m[2] === "s" ? v * 1000 : v;
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((n, x) => n + Number(x), 0) : 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN), p50: ms("50"), p99: ms("99"), errors, tool: "wrk" };
}

async function autocannon(spec: LoadSpec): Promise<LoadResult> {
  const { default: run } = await import("autocannon");
  const result = await run({
    url: spec.url,
    method: spec.method ?? "GET",
    body: spec.body,
    headers: spec.headers,
    connections: spec.connections,
    duration: spec.seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    tool: "autocannon",
  };
}
