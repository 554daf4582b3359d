import { describe, expect, it } from "bun:test";
import { ERROR_CODES } from "../../src/errors.ts";
import { call, testApp } from "../helpers.ts";

const app = testApp();

function expectError(res: { status: number; body: any; text: string }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(Object.keys(res.body)).toEqual(["error"]);
  expect(res.body.error.code).toBe(code);
  expect(typeof res.body.error.message).toBe("string");
  expect(res.text).not.toMatch(/\bat .+\.ts:\d+/); // no stack trace
}

describe("REST routes", () => {
  it("GET /tools/list_resources answers JSON, with the public service's empty parameters ignored", async () => {
    const res = await call(app, "/tools/list_resources?category=&difficulty=&tech=");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.body.total).toBe(12);
  });

  it("takes the new optional parameters, numbers coerced from the query string", async () => {
    const res = await call(app, "/tools/list_resources?kind=component&limit=2");
    expect(res.body.items.length).toBe(2);
    const next = await call(app, `/tools/list_resources?kind=component&limit=2&cursor=${res.body.nextCursor}`);
    expect(next.body.items[0].slug).not.toBe(res.body.items[0].slug);
  });

  it("GET /tools/search?q= takes + for spaces", async () => {
    const res = await call(app, "/tools/search?q=glass+card");
    expect(res.body.query).toBe("glass card");
    expect(res.body.items[0].slug).toBe("glass-card");
    expect((await call(app, "/tools/search?q=caf%C3%A9")).body.items[0].slug).toBe("cafe-menu-card");
  });

  it("GET /tools/get_resource/:slug, /get_snippet/:slug/:target and /get_lab/:slug", async () => {
    expect((await call(app, "/tools/get_resource/glass-card")).body.slug).toBe("glass-card");
    expect((await call(app, "/tools/get_snippet/glass-card/svelte")).body.code).toContain("<script");
    expect((await call(app, "/tools/get_lab/glass-card")).body.url).toBe("http://localhost/lab/glass-card");
  });

  it("answers the raw code for Accept: text/plain", async () => {
    const res = await call(app, "/tools/get_snippet/pulse-loader/css", { headers: { accept: "text/plain" } });
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.text).toStartWith(".pulse-loader {");
    const json = await call(app, "/tools/get_snippet/pulse-loader/css", { headers: { accept: "application/json, text/plain" } });
    expect(json.body.target).toBe("css");
  });

  it("400 names an invalid argument and its allowed values", async () => {
    const res = await call(app, "/tools/list_resources?difficulty=expert");
    expectError(res, 400, "invalid_argument");
    expect(res.body.error.message).toContain("difficulty");
    expect(res.body.error.hint).toContain("easy, med, hard");
    expectError(await call(app, "/tools/list_resources?limit=abc"), 400, "invalid_argument");
    expectError(await call(app, "/tools/list_resources?limit=0"), 400, "invalid_argument");
    expectError(await call(app, "/tools/list_resources?sort=title"), 400, "invalid_argument");
    expectError(await call(app, "/tools/search"), 400, "invalid_argument");
    expectError(await call(app, "/tools/search?q=*"), 400, "empty_query");
    expectError(await call(app, "/tools/get_resource/Glass%20Card"), 400, "invalid_argument");
  });

  it("404 for an unknown slug suggests the closest, for an unknown target lists the available", async () => {
    const slug = await call(app, "/tools/get_resource/glas-card");
    expectError(slug, 404, "resource_not_found");
    expect(slug.body.error.hint).toContain("glass-card");
    const target = await call(app, "/tools/get_snippet/glass-card/angular");
    expectError(target, 404, "target_not_found");
    expect(target.body.error.hint).toContain("react");
  });

  it("404 in the same shape for an unknown route, and path tricks find nothing", async () => {
    expectError(await call(app, "/tools/nope"), 404, "route_not_found");
    expectError(await call(app, "/tools/get_resource/..%2f..%2fetc%2fpasswd"), 400, "invalid_argument");
    expectError(await call(app, "/tools/get_resource/glass-card/extra"), 404, "route_not_found");
  });

  it("a path argument cannot be overridden from the query", async () => {
    const res = await call(app, "/tools/get_resource/glass-card?slug=pulse-loader");
    expect(res.body.slug).toBe("glass-card");
  });

  it("every error code in the table has a 4xx or 5xx status and snake_case name", () => {
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("GET /api", () => {
  it("summarises the server: catalog stats, MCP, routes, tools with schemas and client configurations", async () => {
    const { body } = await call(app, "/api");
    expect(body).toMatchObject({ name: "resource-catalog", version: expect.any(String), labUrl: "http://localhost/lab" });
    expect(body.catalog).toMatchObject({
      designs: 12,
      resources: 14,
      byKind: { component: 8 },
      byDifficulty: { easy: 6 },
      version: expect.any(String),
      builtAt: expect.any(String),
    });
    expect(body.catalog.byTech["HTML/CSS"]).toBe(5);
    expect(body.catalog.targets.html).toBe(14);
    expect(body.mcp).toEqual({
      url: "http://localhost/mcp",
      transport: "streamable-http",
      protocolVersions: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"],
      auth: "none",
    });
    expect(body.rest.map((r: any) => r.path)).toEqual([
      "/tools/search",
      "/tools/list_resources",
      "/tools/get_resource/:slug",
      "/tools/get_snippet/:slug/:target",
      "/tools/get_lab/:slug",
    ]);
    expect(body.rest[0].queryParameters).toContain("q");
    expect(body.tools.map((t: any) => t.name)).toEqual(["search", "list_resources", "get_resource", "get_snippet", "get_lab"]);
    expect(body.tools[2].inputSchema.required).toEqual(["slug"]);
    expect(body.clients.mcpServers).toEqual({ mcpServers: { "resource-catalog": { type: "http", url: "http://localhost/mcp" } } });
    expect(body.clients.vscode.servers["resource-catalog"]).toEqual({ type: "http", url: "http://localhost/mcp" });
    expect(body.clients.claudeCode).toBe("claude mcp add --transport http resource-catalog http://localhost/mcp");
    expect(body.clients.codex).toBe("codex mcp add resource-catalog --url http://localhost/mcp");
    expect(body.openapi).toBe("http://localhost/openapi.json");
    expect(body.swaggerUi).toBe("http://localhost/swagger");
  });

  it("uses BASE_URL and LAB_URL when configured", async () => {
    const configured = testApp({ baseUrl: "https://catalog.example.com", labUrl: "https://labs.example.com", allowedHosts: [] });
    const { body } = await call(configured, "/api");
    expect(body.mcp.url).toBe("https://catalog.example.com/mcp");
    expect(body.labUrl).toBe("https://labs.example.com");
    expect((await call(configured, "/tools/get_lab/glass-card")).body.url).toBe("https://labs.example.com/glass-card");
  });
});
