// The official MCP clients against a real server on a real socket: both eras, every tool.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from "@modelcontextprotocol/client";
import { Client as SdkClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as SdkTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import Ajv from "ajv";
import { startServer } from "../helpers.ts";
import { jsonSchema } from "../../src/tools/define.ts";
import { TOOLS_BY_NAME } from "../../src/tools/index.ts";

let server: ReturnType<typeof startServer>;
beforeAll(() => {
  server = startServer();
});
afterAll(() => server.stop());

/** One call per tool, including the ones that answer a tool error. */
const CALLS = [
  { name: "search", arguments: { query: "glass card" } },
  { name: "list_resources", arguments: { kind: "component", limit: 3 } },
  { name: "get_resource", arguments: { slug: "glass-card" } },
  { name: "get_snippet", arguments: { slug: "glass-card", target: "react" } },
  { name: "get_lab", arguments: { slug: "glass-card" } },
];

interface ListedTool {
  name: string;
  outputSchema?: object;
}

type AnyResult = { structuredContent?: unknown; content: unknown; isError?: boolean };

async function exercise(client: {
  listTools(): Promise<{ tools: ListedTool[] }>;
  callTool(p: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
}) {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toEqual(["search", "list_resources", "get_resource", "get_snippet", "get_lab"]);
  const ajv = new Ajv({ strict: false });
  for (const c of CALLS) {
    const result = (await client.callTool(c)) as AnyResult;
    expect(result.isError).toBeFalsy();
    const schema = tools.find((t) => t.name === c.name)!.outputSchema!;
    const valid = ajv.validate(schema, result.structuredContent);
    expect({ tool: c.name, errors: ajv.errors ?? null }).toEqual({ tool: c.name, errors: null });
    expect(valid).toBe(true);
    // tools/list sends a compact output schema; the full one (/api, OpenAPI) holds too.
    expect(ajv.validate(jsonSchema(TOOLS_BY_NAME.get(c.name)!.output), result.structuredContent)).toBe(true);
    // The text block is the tool's view for the model: the same facts, so every slug the JSON names is in it.
    const text = (result.content as { type: string; text: string }[])[0]!;
    expect(text.type).toBe("text");
    const slugs = JSON.stringify(result.structuredContent).match(/"slug":"[a-z0-9-]+"/g) ?? [];
    for (const slug of slugs) expect(text.text).toContain(slug.slice(8, -1));
  }
  const missing = (await client.callTool({ name: "get_resource", arguments: { slug: "glass-crd" } })) as AnyResult;
  expect(missing.isError).toBe(true);
  expect(JSON.stringify(missing.content)).toContain("glass-card");
}

describe("@modelcontextprotocol/sdk 1.32 (initialize era)", () => {
  it("connects, lists tools and calls every tool, structuredContent matching outputSchema", async () => {
    const client = new SdkClient({ name: "sdk-test", version: "1.0.0" });
    await client.connect(new SdkTransport(new URL(`${server.url}/mcp`)));
    expect(client.getServerVersion()?.name).toBe("resource-catalog");
    expect(client.getInstructions()).toContain("get_snippet");
    await exercise(client);
    expect(await client.ping()).toEqual({});
    await client.close();
  });
});

describe("@modelcontextprotocol/client 2.4 (2026-07-28)", () => {
  it("discovers the server without initialize and works in the 2026-07-28 revision", async () => {
    const client = new ModernClient({ name: "modern-test", version: "1.0.0" }, { versionNegotiation: { mode: "auto" } });
    await client.connect(new ModernTransport(new URL(`${server.url}/mcp`)));
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
    await exercise(client);
    await client.close();
  });

  it("still works in its default (initialize) mode", async () => {
    const client = new ModernClient({ name: "legacy-mode-test", version: "1.0.0" });
    await client.connect(new ModernTransport(new URL(`${server.url}/mcp`)));
    expect(client.getNegotiatedProtocolVersion()).toBe("2025-11-25");
    await exercise(client);
    await client.close();
  });
});
