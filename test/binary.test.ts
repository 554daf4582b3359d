// The compiled executable, copied alone into an empty folder: everything must work from inside it.
// (Elysia breaks under --minify only in the compiled form, so this is the only place such traps show.)
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { compile } from "../scripts/compile.ts";
import { FIXTURE_SOURCE, serverEvents, tempDir } from "./helpers.ts";

let dir: string;
let binary: string;
let server: { proc: ReturnType<typeof Bun.spawn>; url: string } | undefined;

beforeAll(async () => {
  const build = tempDir("catalog-bin-");
  await compile(join(build, "catalog-server"));
  dir = join(tempDir("catalog-empty-"), "alone");
  mkdirSync(dir);
  binary = join(dir, "catalog-server");
  copyFileSync(join(build, "catalog-server"), binary);
}, 120_000);

afterAll(() => server?.proc.kill("SIGKILL"));

async function run(...args: string[]) {
  const proc = Bun.spawn([binary, ...args], { cwd: dir, stdout: "pipe", stderr: "pipe", env: { PATH: "/usr/bin:/bin" } });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { stdout, stderr, code };
}

describe("compiled binary", () => {
  it("prints its version and help", async () => {
    expect((await run("version")).stdout).toMatch(/^resource-catalog \d/);
    expect((await run("--help")).stdout).toContain("CATALOG_DB");
  });

  it("serves the embedded catalog from an empty folder: REST, MCP, /api, OpenAPI and Swagger UI assets", async () => {
    const proc = Bun.spawn([binary, "serve", "--port", "0", "--host", "127.0.0.1", "--quiet"], { cwd: dir, stdout: "pipe", stderr: "pipe", env: { PATH: "/usr/bin:/bin" } });
    const events = serverEvents(proc);
    const listening = await events.wait("listening");
    server = { proc, url: listening.url as string };
    expect(listening.source).toBe("embedded");
    const url = server.url;
    const search = await (await fetch(`${url}/tools/search?q=glass+card`)).json();
    // The embedded default catalog has one glass card per palette (glass-card-indigo, glass-card-ember, ...).
    const slug = search.items[0].slug as string;
    expect(slug).toStartWith("glass-card-");
    const resource = await (await fetch(`${url}/tools/get_resource/${slug}`)).json();
    expect(resource.snippets.length).toBeGreaterThan(1);
    const mcp = await (await fetch(`${url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_snippet", arguments: { slug, target: "html" } } }),
    })).json();
    expect(mcp.result.structuredContent.code).toContain("<");
    expect((await fetch(`${url}/api`)).status).toBe(200);
    expect((await (await fetch(`${url}/openapi.json`)).json()).paths).toHaveProperty("/tools/search");
    const swagger = await (await fetch(`${url}/swagger`)).text();
    for (const src of [...swagger.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!)) {
      const asset = await fetch(`${url}${src}`);
      expect(asset.status).toBe(200);
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
    expect((await fetch(`${url}/tools/get_resource/nope-nope`)).status).toBe(404);
  }, 30_000);

  it("builds a catalog with its own build command and serves it with --db", async () => {
    const out = join(dir, "mine.db");
    const built = await run("build", FIXTURE_SOURCE, "--out", out);
    expect(built.code).toBe(0);
    expect(existsSync(out)).toBe(true);
    const proc = Bun.spawn([binary, "--db", out, "--port", "0", "--host", "127.0.0.1", "--quiet"], { cwd: dir, stdout: "pipe", stderr: "pipe" });
    const listening = await serverEvents(proc).wait("listening");
    expect(listening.source).toBe(out);
    expect((await (await fetch(`${listening.url}/health`)).json()).catalog.resources).toBe(11);
    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
  }, 30_000);

  it("exits non-zero with a clear message for a missing or corrupt catalog", async () => {
    const missing = await run("--db", join(dir, "absent.db"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no such file");
    await Bun.write(join(dir, "corrupt.db"), "garbage ".repeat(1000));
    const corrupt = await run("--db", join(dir, "corrupt.db"));
    expect(corrupt.code).toBe(1);
    expect(corrupt.stderr).toContain("not a catalog database");
  });
});
