// The running server as operators see it: live catalog swaps, graceful shutdown, health, metrics and logs.
import { describe, expect, it } from "bun:test";
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildCatalog } from "../src/catalog/builder.ts";
import { generateSource } from "../scripts/lib/generate-source.ts";
import { fixturePath, spawnServer, tempDir } from "./helpers.ts";

/** A catalog file in its own folder, and a second, different catalog ready to swap in. */
function catalogs() {
  const dir = tempDir();
  const live = join(dir, "catalog.db");
  copyFileSync(fixturePath(), live);
  generateSource(join(dir, "next-src"), 30);
  const next = buildCatalog(join(dir, "next-src"), join(dir, "next.db"));
  return { dir, live, nextPath: join(dir, "next.db"), nextVersion: next.version };
}

/** Sends requests from `workers` loops until stopped; counts answers that are not 200. */
function load(url: string, workers = 8) {
  let running = true;
  const counts = { ok: 0, failed: 0, errors: [] as string[] };
  const paths = ["/tools/search?q=button", "/tools/list_resources?limit=5", "/health", "/api"];
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = 0; running; i++) {
      try {
        const res = await fetch(`${url}${paths[(i + w) % paths.length]}`);
        await res.arrayBuffer();
        if (res.status === 200) counts.ok++;
        else {
          counts.failed++;
          counts.errors.push(`${res.status}`);
        }
      } catch (err) {
        counts.failed++;
        counts.errors.push(String(err));
      }
    }
  });
  return {
    counts,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe("live catalog swap", () => {
  it("SIGHUP swaps in a new catalog under load with zero failed requests", async () => {
    const c = catalogs();
    const { proc, url, events } = await spawnServer(["--db", c.live, "--quiet", "--rate-limit", "off"]);
    try {
      const before = await (await fetch(`${url}/health`)).json();
      const traffic = load(url);
      await Bun.sleep(300);
      renameSync(c.nextPath, c.live); // Atomic, as the build command does it.
      const from = events.seen.length;
      proc.kill("SIGHUP");
      const swapped = await events.wait("catalog_swapped", from);
      await Bun.sleep(300);
      await traffic.stop();
      expect(swapped.to).toBe(c.nextVersion);
      expect(traffic.counts.failed).toBe(0);
      expect(traffic.counts.ok).toBeGreaterThan(50);
      const after = await (await fetch(`${url}/health`)).json();
      expect(before.catalog.version).not.toBe(after.catalog.version);
      expect(after.catalog).toMatchObject({ version: c.nextVersion, resources: 30 });
    } finally {
      proc.kill("SIGKILL");
    }
  }, 30_000);

  it("refuses a corrupt, truncated or missing file and keeps serving the old catalog", async () => {
    const c = catalogs();
    const { proc, url, events } = await spawnServer(["--db", c.live, "--quiet", "--rate-limit", "off"]);
    try {
      const version = (await (await fetch(`${url}/health`)).json()).catalog.version;
      const traffic = load(url, 2);
      // A bad deploy: a broken file renamed over the live one (as a build or copy would), then no file at all.
      const replaceWith = (bytes: string | Buffer) => {
        writeFileSync(`${c.live}.new`, bytes);
        renameSync(`${c.live}.new`, c.live);
      };
      for (const breakIt of [
        () => replaceWith("definitely not sqlite ".repeat(500)),
        () => replaceWith(readFileSync(fixturePath()).subarray(0, 4096)),
        () => rmSync(c.live),
      ]) {
        breakIt();
        const from = events.seen.length;
        proc.kill("SIGHUP");
        const refused = await events.wait("catalog_swap_refused", from, 20_000);
        expect(String(refused.error)).toContain("cannot serve catalog");
        expect(refused.serving).toBe(version);
      }
      await traffic.stop();
      expect(traffic.counts.failed).toBe(0);
      expect((await (await fetch(`${url}/health`)).json()).catalog.version).toBe(version);
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(metrics).toContain('catalog_swaps_total{outcome="refused"} 3');
    } finally {
      proc.kill("SIGKILL");
    }
  }, 60_000);

  it("--watch reloads when the file is replaced", async () => {
    const c = catalogs();
    const { proc, events } = await spawnServer(["--db", c.live, "--quiet", "--watch"]);
    try {
      const from = events.seen.length;
      renameSync(c.nextPath, c.live);
      const swapped = await events.wait("catalog_swapped", from, 8000);
      expect(swapped).toMatchObject({ reason: "file changed", to: c.nextVersion });
    } finally {
      proc.kill("SIGKILL");
    }
  }, 15_000);

  it("--watch keeps serving when the file's folder turns into a file, and SIGHUP is refused, not fatal", async () => {
    const c = catalogs();
    const folder = join(c.dir, "live");
    mkdirSync(folder);
    const live = join(folder, "catalog.db");
    renameSync(c.live, live);
    const { proc, url, events } = await spawnServer(["--db", live, "--quiet", "--watch"]);
    try {
      rmSync(folder, { recursive: true });
      writeFileSync(folder, "not a folder"); // stat now fails with ENOTDIR, not ENOENT.
      await Bun.sleep(2500); // Two polls.
      const from = events.seen.length;
      proc.kill("SIGHUP");
      expect(await events.wait("catalog_swap_refused", from)).toMatchObject({ reason: "SIGHUP" });
      expect((await fetch(`${url}/health`)).status).toBe(200);
      expect(proc.exitCode).toBeNull();
    } finally {
      proc.kill("SIGKILL");
    }
  }, 15_000);
});

describe("graceful shutdown", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`${signal}: stops accepting, finishes the request in flight, exits 0`, async () => {
      const { proc, url, events } = await spawnServer(["--db", fixturePath(), "--quiet"]);
      const port = Number(new URL(url).port);
      // A request in flight: headers sent, body still coming.
      const body = JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "get_lab", arguments: { slug: "glass-card" } },
      });
      let answer = "";
      const socket = await Bun.connect({
        hostname: "127.0.0.1",
        port,
        socket: { data: (_s, chunk) => void (answer += chunk.toString()) },
      });
      socket.write(
        `POST /mcp HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
      );
      await Bun.sleep(100);
      proc.kill(signal);
      await events.wait("shutting_down");
      await Bun.sleep(100);
      socket.write(body.slice(20));
      const code = await proc.exited;
      socket.end();
      expect(answer).toContain("HTTP/1.1 200");
      expect(answer).toContain("/lab/glass-card");
      expect(code).toBe(0);
      await expect(fetch(`${url}/health`)).rejects.toThrow();
    }, 15_000);
  }
});

describe("operations endpoints and logs", () => {
  it("GET /health reports status and catalog version; /metrics speaks Prometheus", async () => {
    const { proc, url } = await spawnServer(["--db", fixturePath(), "--quiet"]);
    try {
      expect(await (await fetch(`${url}/health`)).json()).toMatchObject({
        status: "ok",
        catalog: { version: expect.any(String), designs: 12, resources: 14 },
      });
      await fetch(`${url}/tools/get_resource/glass-card`);
      await fetch(`${url}/tools/get_resource/nope-nope`);
      await fetch(`${url}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search", arguments: { query: "card" } } }),
      });
      const res = await fetch(`${url}/metrics`);
      expect(res.headers.get("content-type")).toStartWith("text/plain; version=0.0.4");
      const text = await res.text();
      expect(text).toContain('catalog_http_requests_total{route="/tools/get_resource",method="GET",status="200"} 1');
      expect(text).toContain('catalog_http_requests_total{route="/tools/get_resource",method="GET",status="404"} 1');
      expect(text).toContain('catalog_tool_calls_total{tool="get_resource",via="rest",outcome="error"} 1');
      expect(text).toContain('catalog_tool_calls_total{tool="search",via="mcp",outcome="ok"} 1');
      expect(text).toMatch(/catalog_http_request_duration_seconds_bucket\{route="\/mcp",le="\+Inf"\} 1/);
      expect(text).toContain("catalog_resources 14");
      expect(text).toContain("catalog_designs 12");
      expect(text).toMatch(/process_resident_memory_bytes \d+/);
    } finally {
      proc.kill("SIGKILL");
    }
  }, 15_000);

  it("writes one JSON access-log line per request on stdout; text with --log-format text; none with --quiet", async () => {
    for (const [args, check] of [
      [
        [],
        (line: string) =>
          expect(JSON.parse(line)).toMatchObject({
            method: "GET",
            path: "/tools/get_lab/glass-card",
            status: 200,
            ip: "127.0.0.1",
            ms: expect.any(Number),
          }),
      ],
      [
        ["--log-format", "text"],
        (line: string) => expect(line).toMatch(/^\S+ 127\.0\.0\.1 GET \/tools\/get_lab\/glass-card 200 [\d.]+ms$/),
      ],
    ] as const) {
      const { proc, url } = await spawnServer(["--db", fixturePath(), ...args]);
      await fetch(`${url}/tools/get_lab/glass-card`);
      await Bun.sleep(50);
      proc.kill("SIGTERM");
      const lines = (await new Response(proc.stdout).text()).trim().split("\n");
      expect(lines.length).toBe(1);
      check(lines[0]!);
    }
    const quiet = await spawnServer(["--db", fixturePath(), "--quiet"]);
    await fetch(`${quiet.url}/tools/get_lab/glass-card`);
    quiet.proc.kill("SIGTERM");
    expect(await new Response(quiet.proc.stdout).text()).toBe("");
  }, 20_000);
});
