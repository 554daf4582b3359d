// The official conformance suite (@modelcontextprotocol/conformance) against this server on a real socket.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { join } from "node:path";
import { startServer } from "../helpers.ts";

const SUITE = join(import.meta.dir, "..", "..", "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js");
const EXPECTED = join(import.meta.dir, "expected-failures.yml");

let server: ReturnType<typeof startServer>;
beforeAll(() => {
  server = startServer();
});
afterAll(() => server.stop());

/** Runs the suite's CLI with bun (it needs fs.globSync, which Node 20 lacks); passes when it exits 0. */
async function conformance(...args: string[]) {
  const proc = Bun.spawn([process.execPath, SUITE, "server", "--url", `${server.url}/mcp`, "--expected-failures", EXPECTED, ...args], {
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const tail = `${out}\n${err}`.split("\n").slice(-40).join("\n");
  return { code, out, tail };
}

describe("MCP conformance suite", () => {
  it("passes the active suite (initialize era) with only the listed fixture scenarios failing", async () => {
    const run = await conformance("--suite", "active");
    expect({ code: run.code, tail: run.code === 0 ? "" : run.tail }).toEqual({ code: 0, tail: "" });
    expect(run.out).toMatch(/✓ server-initialize: \d+ passed, 0 failed/);
    expect(run.out).toMatch(/✓ tools-list: \d+ passed, 0 failed/);
    expect(run.out).toMatch(/✓ ping: \d+ passed, 0 failed/);
    expect(run.out).toMatch(/✓ dns-rebinding-protection: \d+ passed, 0 failed/);
  }, 60_000);

  it("passes the draft suite (2026-07-28): server-stateless, caching and the rest", async () => {
    const run = await conformance("--suite", "draft");
    expect({ code: run.code, tail: run.code === 0 ? "" : run.tail }).toEqual({ code: 0, tail: "" });
    expect(run.out).toMatch(/✓ caching: \d+ passed, 0 failed/);
    expect(run.out).toMatch(/server-stateless: \d+ passed, 4 failed/); // the four fixture checks listed in expected-failures.yml
  }, 60_000);

  for (const [scenario, version] of [
    ["http-header-validation", "2026-07-28"],
    ["server-sse-multiple-streams", "2026-07-28"],
    ["dns-rebinding-protection", "2026-07-28"],
    ["tools-list", "2026-07-28"],
    ["server-initialize", "2025-06-18"],
  ] as const) {
    it(`passes ${scenario} at ${version}`, async () => {
      const run = await conformance("--scenario", scenario, "--spec-version", version);
      expect({ code: run.code, tail: run.code === 0 ? "" : run.tail }).toEqual({ code: 0, tail: "" });
      expect(run.out).not.toContain("SKIPPED");
    }, 30_000);
  }
});
