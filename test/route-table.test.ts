// Every route is declared once, with its policy (src/route.ts): what Elysia serves and what the wrapper applies come
// from the same table, and a route without a policy fails here.
import { describe, expect, it } from "bun:test";
import { RouteIndex, UNROUTED } from "../src/http/route-index.ts";
import { call, testApp } from "./helpers.ts";

describe("the route table", () => {
  const app = testApp();

  it("has a policy for every route Elysia serves, plugins' routes included", () => {
    const served = app.elysia.routes.map((r) => `${r.method} ${r.path}`);
    const declared = new Set(app.routes.map((r) => `${r.method} ${r.path}`));
    expect(served.filter((route) => !declared.has(route))).toEqual([]);
    // And nothing declared with a handler is missing from Elysia.
    expect(app.routes.filter((r) => r.handle && !served.includes(`${r.method} ${r.path}`)).map((r) => r.path)).toEqual([]);
  });

  it("declares each route once, with a label and explicit caching and rate-limit choices", () => {
    const keys = app.routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of app.routes) {
      expect(`${r.path}: ${typeof r.label}/${typeof r.cacheable}/${typeof r.rateLimited}`).toBe(`${r.path}: string/boolean/boolean`);
    }
  });

  it("finds each request's policy by method and path, and 'other' for any path no route has", () => {
    const index = new RouteIndex(app.routes);
    const label = (method: string, path: string) => index.lookup(method, path).label;
    expect(label("GET", "/tools/get_resource/glass-card")).toBe("/tools/get_resource");
    expect(label("GET", "/tools/get_snippet/glass-card/react")).toBe("/tools/get_snippet");
    expect(label("HEAD", "/tools/search")).toBe("/tools/search");
    expect(label("GET", "/tools/invented")).toBe("other");
    expect(label("GET", "/lab/glass-card/frame")).toBe("/lab");
    expect(label("POST", "/mcp")).toBe("/mcp");
    expect(label("PUT", "/mcp")).toBe("other");
    expect(label("OPTIONS", "/anything/at/all")).toBe("preflight");
    expect(label("GET", "/swagger")).toBe("/swagger");
    expect(index.lookup("GET", "/health")).toMatchObject({ cacheable: false, rateLimited: false });
    expect(index.lookup("GET", "/nowhere")).toBe(UNROUTED);
    // Metrics count by these labels only: a fixed set, whatever clients send.
    expect([...index.labels]).toContain("other");
    expect(index.labels.size).toBeLessThan(30);
  });

  it("lists every route in /api", async () => {
    const { body } = await call(app, "/api");
    expect(body.endpoints).toEqual(app.routes.map((r) => ({ method: r.method, path: r.path })));
  });
});
