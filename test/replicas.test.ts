// Scale-out: three replicas behind nginx on loopback, driven by the official MCP clients and the REST routes.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from "@modelcontextprotocol/client";
import { Client as SdkClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as SdkTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { fixturePath, spawnServer } from "./helpers.ts";
import { startNginx } from "./support/nginx.ts";

let replicas: Awaited<ReturnType<typeof spawnServer>>[] = [];
let balancer: Awaited<ReturnType<typeof startNginx>>;

beforeAll(async () => {
  replicas = await Promise.all([1, 2, 3].map(() => spawnServer(["--db", fixturePath(), "--quiet"])));
  balancer = await startNginx(replicas.map((r) => new URL(r.url).host));
}, 120_000);

afterAll(async () => {
  balancer?.stop();
  await balancer?.exited;
  for (const r of replicas) r.proc.kill("SIGKILL");
});

/** Requests each replica answered, read from its own /metrics. */
async function servedBy(): Promise<number[]> {
  return Promise.all(
    replicas.map(async (r) => {
      const text = await (await fetch(`${r.url}/metrics`)).text();
      return [...text.matchAll(/^catalog_http_requests_total\{route="(?:\/mcp|\/tools\/[a-z_]+)".*\} (\d+)$/gm)].reduce(
        (n, m) => n + Number(m[1]),
        0,
      );
    }),
  );
}

describe("three replicas behind nginx", () => {
  it("serve the official MCP clients of both eras and the REST routes with zero errors, spread over every replica", async () => {
    const errors: string[] = [];
    const mcpUrl = new URL(`${balancer.url}/mcp`);

    for (let round = 0; round < 6; round++) {
      const sdk = new SdkClient({ name: "replica-sdk", version: "1.0.0" });
      await sdk.connect(new SdkTransport(mcpUrl));
      const modern = new ModernClient({ name: "replica-modern", version: "1.0.0" }, { versionNegotiation: { mode: "auto" } });
      await modern.connect(new ModernTransport(mcpUrl));
      expect(modern.getNegotiatedProtocolVersion()).toBe("2026-07-28");
      for (const client of [sdk, modern] as const) {
        const tools = await client.listTools();
        if (tools.tools.length !== 5) errors.push(`tools/list gave ${tools.tools.length}`);
        const result = (await client.callTool({ name: "search", arguments: { query: "button" } })) as {
          isError?: boolean;
          structuredContent?: { total: number };
        };
        if (result.isError || result.structuredContent?.total !== 4) errors.push(`search: ${JSON.stringify(result).slice(0, 200)}`);
        const snippet = (await client.callTool({ name: "get_snippet", arguments: { slug: "glass-card", target: "react" } })) as {
          structuredContent?: { code: string };
        };
        if (!snippet.structuredContent?.code.includes("GlassCard")) errors.push("get_snippet through nginx");
      }
      await sdk.close();
      await modern.close();
    }

    const paths = [
      "/tools/search?q=glass+card",
      "/tools/list_resources?difficulty=easy",
      "/tools/get_resource/modal-dialog",
      "/tools/get_snippet/pulse-loader/css",
      "/tools/get_lab/glass-card",
      "/api",
    ];
    const responses = await Promise.all(Array.from({ length: 120 }, (_, i) => fetch(`${balancer.url}${paths[i % paths.length]}`)));
    for (const res of responses) {
      if (res.status !== 200) errors.push(`${res.url} ${res.status}`);
      await res.arrayBuffer();
    }
    expect(errors).toEqual([]);
    const perReplica = await servedBy();
    for (const n of perReplica) expect(n).toBeGreaterThan(0);
    expect(perReplica.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(120);
  }, 60_000);
});
