// Starting the compiled server under measurement and reading its memory.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dir, "..", "..");
export const BINARY = join(ROOT, "dist", "catalog-server");

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a server on a free loopback port and waits for its first 200; returns how long that took. Quiet and without
 * rate limits unless `accessLog` names a file: then as a user starts it, one access-log line per request written
 * there, and a rate limit on every request (at a rate one load generator cannot reach: the default 1,200 a minute
 * would answer a load test with 429s).
 */
export async function startServer(args: string[], options: { accessLog?: string } = {}): Promise<RunningServer & { startMs: number }> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const started = performance.now();
  const settings = options.accessLog ? ["--rate-limit", "100000000"] : ["--quiet", "--rate-limit", "off"];
  const proc = Bun.spawn([BINARY, "serve", "--port", String(port), "--host", "127.0.0.1", ...settings, ...args], {
    stdout: options.accessLog ? Bun.file(options.accessLog) : "ignore",
    stderr: "pipe",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/health`)).status === 200) break;
    } catch {
      if (proc.exitCode !== null) throw new Error(`server exited: ${await new Response(proc.stderr).text()}`);
    }
    if (i > 30_000) throw new Error("server did not start");
    await Bun.sleep(1);
  }
  const startMs = performance.now() - started;
  return {
    url,
    pid: proc.pid,
    startMs,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Replaces the part of README.md between two markers with `content`. */
export function writeReadmeSection(marker: string, content: string) {
  const path = join(ROOT, "README.md");
  const readme = readFileSync(path, "utf8");
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a === -1 || b === -1) throw new Error(`README.md has no ${start} ... ${end} markers`);
  writeFileSync(path, `${readme.slice(0, a + start.length)}\n${content.trim()}\n${readme.slice(b)}`);
}
