// The same call through MCP and through REST returns the same data, and fails with the same error code.
import { describe, expect, it } from "bun:test";
import { call, legacyRequest, testApp } from "./helpers.ts";

const app = testApp();

const CASES: { tool: string; args: Record<string, unknown>; path: string }[] = [
  { tool: "search", args: { query: "glass card" }, path: "/tools/search?q=glass+card" },
  { tool: "search", args: { query: "button", limit: 2, tech: "HTML/CSS" }, path: "/tools/search?q=button&limit=2&tech=HTML%2FCSS" },
  { tool: "list_resources", args: { difficulty: "easy" }, path: "/tools/list_resources?difficulty=easy" },
  { tool: "list_resources", args: { kind: "component", limit: 3 }, path: "/tools/list_resources?kind=component&limit=3" },
  { tool: "search", args: { query: "dark notice" }, path: "/tools/search?q=dark+notice" },
  { tool: "search", args: { query: "notice", all_variants: true }, path: "/tools/search?q=notice&all_variants=true" },
  { tool: "list_resources", args: { all_variants: true, limit: 5 }, path: "/tools/list_resources?all_variants=1&limit=5" },
  { tool: "list_resources", args: { design: "notice-banner" }, path: "/tools/list_resources?design=notice-banner" },
  { tool: "get_resource", args: { slug: "toggle-switch" }, path: "/tools/get_resource/toggle-switch" },
  { tool: "get_resource", args: { slug: "notice-banner" }, path: "/tools/get_resource/notice-banner" },
  { tool: "get_snippet", args: { slug: "notice-banner", target: "svelte" }, path: "/tools/get_snippet/notice-banner/svelte" },
  { tool: "get_snippet", args: { slug: "glass-card", target: "astro" }, path: "/tools/get_snippet/glass-card/astro" },
  { tool: "get_lab", args: { slug: "modal-dialog" }, path: "/tools/get_lab/modal-dialog" },
];

const ERRORS: { tool: string; args: Record<string, unknown>; path: string; code: string }[] = [
  { tool: "get_resource", args: { slug: "glass-crd" }, path: "/tools/get_resource/glass-crd", code: "resource_not_found" },
  {
    tool: "get_snippet",
    args: { slug: "glass-card", target: "angular" },
    path: "/tools/get_snippet/glass-card/angular",
    code: "target_not_found",
  },
  { tool: "list_resources", args: { difficulty: "expert" }, path: "/tools/list_resources?difficulty=expert", code: "invalid_argument" },
  { tool: "search", args: { query: "*" }, path: "/tools/search?q=*", code: "empty_query" },
  { tool: "list_resources", args: { all_variants: "maybe" }, path: "/tools/list_resources?all_variants=maybe", code: "invalid_argument" },
];

async function viaMcp(tool: string, args: Record<string, unknown>) {
  const { body } = await call(app, "/mcp", legacyRequest("tools/call", { name: tool, arguments: args }, 1, "2025-11-25"));
  return body.result;
}

describe("MCP and REST parity", () => {
  for (const c of CASES) {
    it(`${c.tool} ${JSON.stringify(c.args)}`, async () => {
      const mcp = await viaMcp(c.tool, c.args);
      const rest = await call(app, c.path);
      expect(rest.status).toBe(200);
      expect(mcp.structuredContent).toEqual(rest.body);
    });
  }

  for (const e of ERRORS) {
    it(`${e.tool} fails with ${e.code} both ways`, async () => {
      const mcp = await viaMcp(e.tool, e.args);
      const rest = await call(app, e.path);
      expect(mcp.isError).toBe(true);
      expect(rest.body.error.code).toBe(e.code);
      expect(mcp.content[0].text).toBe(`${e.code}: ${rest.body.error.message} ${rest.body.error.hint}`);
    });
  }
});
