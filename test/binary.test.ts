// The compiled executable, copied alone into an empty folder: everything must work from inside it.
// (Elysia breaks under --minify only in the compiled form, so this is the only place such traps show.)
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { compile } from "../scripts/compile.ts";
import { REPO_CATALOG } from "../src/catalog/repo-catalog.ts";
import { FIXTURE_SOURCE, serverEvents, tempDir } from "./helpers.ts";

let dir: string;
let binary: string;
let server: { proc: ReturnType<typeof Bun.spawn>; url: string } | undefined;

/** A valid 1x1 WebP standing in for rendered previews (rendering is tested in test/previews). */
const TINY_WEBP = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");

beforeAll(async () => {
  const build = tempDir("catalog-bin-");
  const previews = tempDir("catalog-bin-previews-");
  for (const slug of ["glass-card-ember", "glass-card-aurora"]) writeFileSync(join(previews, `${slug}.webp`), TINY_WEBP);
  await compile(join(build, "catalog-server"), undefined, previews);
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
    const proc = Bun.spawn([binary, "serve", "--port", "0", "--host", "127.0.0.1", "--quiet"], {
      cwd: dir,
      stdout: "pipe",
      stderr: "pipe",
      env: { PATH: "/usr/bin:/bin" },
    });
    const events = serverEvents(proc);
    const listening = await events.wait("listening");
    server = { proc, url: listening.url as string };
    expect(listening.source).toBe("embedded");
    expect(listening.cacheFile).toBeUndefined(); // No HOME, so no cache folder: served from memory.
    const url = server.url;
    const search = await (await fetch(`${url}/tools/search?q=glass+card`)).json();
    // The embedded default catalog has one glass card per palette (glass-card-indigo, glass-card-ember, ...).
    const slug = search.items[0].slug as string;
    expect(slug).toStartWith("glass-card-");
    const resource = await (await fetch(`${url}/tools/get_resource/${slug}`)).json();
    expect(resource.snippets.length).toBeGreaterThan(1);
    const mcp = await (
      await fetch(`${url}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name: "get_snippet", arguments: { slug, target: "html" } },
        }),
      })
    ).json();
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
    // The previews compile embedded: served, linked, and sent to MCP clients as an image.
    expect(await events.wait("previews")).toMatchObject({ source: "embedded", count: 2 });
    const preview = await fetch(`${url}/preview/glass-card-ember.webp`);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await preview.arrayBuffer()).equals(TINY_WEBP)).toBe(true);
    expect((await fetch(`${url}/preview/glass-card-sky.webp`)).status).toBe(404);
    // The library modules labs import, prebuilt: the executable has no node_modules.
    const three = await fetch(`${url}/vendor/three@0.187.0/addons/controls/OrbitControls.js`);
    expect(three.status).toBe(200);
    expect(await three.text()).toContain('from"three"');
    const lab = await (
      await fetch(`${url}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 2,
          method: "tools/call",
          params: { name: "get_lab", arguments: { slug: "glass-card-aurora" } },
        }),
      })
    ).json();
    expect(lab.result.content[1]).toEqual({ type: "image", mimeType: "image/webp", data: TINY_WEBP.toString("base64") });
  }, 30_000);

  it("copies its embedded catalog to the cache folder on the first start and opens that copy on later ones", async () => {
    const cache = tempDir("catalog-cache-");
    const start = async (env: Record<string, string> = {}, ask = true) => {
      const proc = Bun.spawn([binary, "--port", "0", "--host", "127.0.0.1", "--quiet"], {
        cwd: dir,
        stdout: "ignore",
        stderr: "pipe",
        env: { PATH: "/usr/bin:/bin", XDG_CACHE_HOME: cache, ...env },
      });
      const events = serverEvents(proc);
      const listening = await events.wait("listening");
      if (!ask) return { proc, events, listening };
      const snippet = await (await fetch(`${listening.url}/tools/get_snippet/glass-card-ember/html`)).json();
      expect(snippet.code).toContain("<");
      return { proc, events, listening };
    };
    const stop = async (s: Awaited<ReturnType<typeof start>>) => {
      s.proc.kill("SIGTERM");
      expect(await s.proc.exited).toBe(0);
      await s.events.done;
      return s.events.seen.map((e) => e.event);
    };

    const first = await start();
    const cacheFile = first.listening.cacheFile as string;
    expect(cacheFile).toMatch(new RegExp(`^${cache}/catalog-server/embedded-catalog-[a-z0-9]+\\.db$`));
    expect((await first.events.wait("catalog_cached")).cacheFile).toBe(cacheFile);
    expect(await stop(first)).not.toContain("catalog_cache_failed");
    // The copy is the catalog the binary was built with, byte for byte.
    expect(Bun.hash(await Bun.file(cacheFile).bytes())).toBe(Bun.hash(await Bun.file(REPO_CATALOG).bytes()));

    const second = await start();
    expect(second.listening.cacheFile).toBe(cacheFile);
    expect(await stop(second)).not.toContain("catalog_cached");

    // Stopped before the copy was settled: shutdown settles it rather than leave a temporary file.
    const hasty = tempDir("catalog-cache-");
    const early = await start({ XDG_CACHE_HOME: hasty }, false); // SIGTERM well inside the half second.
    const events = await stop(early);
    expect(events).toContain("catalog_cached");
    expect(events.indexOf("catalog_cached")).toBeGreaterThan(events.indexOf("shutting_down"));
    expect(readdirSync(join(hasty, "catalog-server"))).toEqual([basename(cacheFile)]);

    // A start that cannot listen (the port is taken) still leaves a whole copy, and no temporary file.
    const blocked = tempDir("catalog-cache-");
    const taken = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response("taken") });
    try {
      const failed = await run("--port", String(taken.port), "--host", "127.0.0.1", "--cache-dir", blocked);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain("port is in use");
      expect(failed.stderr).not.toContain("    at ");
      expect(readdirSync(blocked)).toEqual([basename(cacheFile)]);
    } finally {
      taken.stop(true);
    }

    const inMemory = await start({ CACHE_DIR: "off" });
    expect(inMemory.listening.cacheFile).toBeUndefined();
    expect(await stop(inMemory)).not.toContain("catalog_cached");
    expect(readdirSync(join(cache, "catalog-server"))).toEqual([basename(cacheFile)]);
  }, 60_000);

  it("builds a catalog with its own build command and serves it with --db", async () => {
    const out = join(dir, "mine.db");
    const built = await run("build", FIXTURE_SOURCE, "--out", out);
    expect(built.code).toBe(0);
    expect(existsSync(out)).toBe(true);
    const proc = Bun.spawn([binary, "--db", out, "--port", "0", "--host", "127.0.0.1", "--quiet"], {
      cwd: dir,
      stdout: "pipe",
      stderr: "pipe",
    });
    const listening = await serverEvents(proc).wait("listening");
    expect(listening.source).toBe(out);
    expect((await (await fetch(`${listening.url}/health`)).json()).catalog.resources).toBe(14);
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
