// The command line as a user runs it: a real process, real flags, real exit codes.
import { describe, expect, it } from "bun:test";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { defaultCacheDir, serverConfig, UsageError } from "../src/config.ts";
import { CLI, FIXTURE_SOURCE, fixturePath, spawnServer, tempDir } from "./helpers.ts";

async function run(args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawn([process.execPath, CLI, ...args], { stdout: "pipe", stderr: "pipe", env: { ...process.env, ...env } });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { stdout, stderr, code };
}

describe("configuration", () => {
  it("defaults to port 3000 on all interfaces, any host", () => {
    expect(serverConfig([], {})).toMatchObject({ port: 3000, host: "0.0.0.0", allowedHosts: [] });
  });

  it("reads the environment, and flags win over it", () => {
    const env = {
      PORT: "4000",
      HOST: "127.0.0.1",
      BASE_URL: "https://catalog.example.com/",
      LAB_URL: "https://labs.example.com",
      CATALOG_DB: "/x.db",
    };
    expect(serverConfig([], env)).toMatchObject({
      port: 4000,
      host: "127.0.0.1",
      baseUrl: "https://catalog.example.com",
      labUrl: "https://labs.example.com",
      catalogDb: "/x.db",
    });
    expect(serverConfig(["--port", "5000", "--db=/y.db"], env)).toMatchObject({ port: 5000, catalogDb: "/y.db" });
  });

  it("derives the allowed hosts: BASE_URL's host, or localhost names when bound to loopback", () => {
    expect(serverConfig([], { BASE_URL: "https://catalog.example.com" }).allowedHosts).toContain("catalog.example.com");
    expect(serverConfig(["--host", "127.0.0.1"], {}).allowedHosts).toEqual(["localhost", "127.0.0.1", "[::1]", "::1"]);
    expect(serverConfig(["--allowed-hosts", "a.example, B.example"], {}).allowedHosts).toEqual(["a.example", "b.example"]);
  });

  it("keeps the embedded catalog's copy in the platform's cache folder, or nowhere with --cache-dir off", () => {
    expect(defaultCacheDir({ HOME: "/home/ann" }, "linux")).toBe("/home/ann/.cache/catalog-server");
    expect(defaultCacheDir({ HOME: "/home/ann", XDG_CACHE_HOME: "/xdg" }, "linux")).toBe("/xdg/catalog-server");
    expect(defaultCacheDir({ HOME: "/Users/ann" }, "darwin")).toBe("/Users/ann/Library/Caches/catalog-server");
    expect(defaultCacheDir({ CACHE_DIRECTORY: "/var/cache/catalog-server:/other", HOME: "/h" }, "linux")).toBe("/var/cache/catalog-server");
    expect(defaultCacheDir({}, "linux")).toBeUndefined();
    expect(serverConfig([], { HOME: "/home/ann", CACHE_DIR: "/srv/cache" }).cacheDir).toBe("/srv/cache");
    expect(serverConfig(["--cache-dir", "off"], { HOME: "/home/ann" }).cacheDir).toBeUndefined();
  });

  it("rejects bad values and unknown flags", () => {
    expect(() => serverConfig(["--port", "99999"], {})).toThrow(UsageError);
    expect(() => serverConfig(["--base-url", "catalog.example.com"], {})).toThrow(/absolute/);
    expect(() => serverConfig(["--colour", "red"], {})).toThrow(/unknown option --colour/);
    expect(() => serverConfig(["--port"], {})).toThrow(/needs a value/);
  });
});

describe("catalog-server command", () => {
  it("--help lists the commands and every setting", async () => {
    const { stdout, code } = await run(["--help"]);
    expect(code).toBe(0);
    for (const word of ["serve", "build", "version", "--port", "PORT", "BASE_URL", "LAB_URL", "CATALOG_DB"]) expect(stdout).toContain(word);
  });

  it("version prints the version", async () => {
    const { stdout, code } = await run(["version"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^resource-catalog \d+\.\d+\.\d+/);
  });

  it("refuses to serve a missing or corrupt catalog, with a clear message and exit 1", async () => {
    const missing = await run(["serve", "--db", "/no/such.db"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no such file");
    const junk = join(tempDir(), "junk.db");
    writeFileSync(junk, "x".repeat(5000));
    const corrupt = await run(["serve"], { CATALOG_DB: junk });
    expect(corrupt.code).toBe(1);
    expect(corrupt.stderr).toContain("not a catalog database");
  });

  it("exits 2 on a usage error", async () => {
    expect((await run(["serve", "--port", "nope"])).code).toBe(2);
    expect((await run(["frobnicate"])).code).toBe(2);
  });

  it("build writes a catalog, and a bad source fails with file, field and reason", async () => {
    const out = join(tempDir(), "built.db");
    const ok = await run(["build", FIXTURE_SOURCE, "--out", out]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("12 designs, 14 resources");
    expect(existsSync(out)).toBe(true);
    const bad = await run(["build", "/no/such/source", "--out", join(tempDir(), "x.db")]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("/no/such/source");
  });

  it("serves a catalog over HTTP until stopped", async () => {
    const { proc, url } = await spawnServer(["--db", fixturePath()]);
    const res = await fetch(`${url}/tools/get_lab/glass-card`);
    expect(res.status).toBe(200);
    expect((await res.json()).url).toBe(`${url}/lab/glass-card`);
    proc.kill();
    await proc.exited;
  });
});
