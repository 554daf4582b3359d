import { describe, expect, it } from "bun:test";
import { Validator } from "@seriousme/openapi-schema-validator";
import { call, testApp } from "../helpers.ts";

const app = testApp();

describe("OpenAPI", () => {
  it("serves an OpenAPI 3.1 document that a validator accepts", async () => {
    const { status, body } = await call(app, "/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toStartWith("3.1");
    const result = await new Validator().validate(body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("documents each tool route with its parameters, result schema and error responses", async () => {
    const { body } = await call(app, "/openapi.json");
    expect(Object.keys(body.paths).filter((p) => p.startsWith("/tools"))).toEqual([
      "/tools/search",
      "/tools/list_resources",
      "/tools/get_resource/{slug}",
      "/tools/get_snippet/{slug}/{target}",
      "/tools/get_lab/{slug}",
    ]);
    const search = body.paths["/tools/search"].get;
    expect(search.parameters.find((p: any) => p.name === "q")).toMatchObject({ in: "query", required: true });
    expect(search.parameters.find((p: any) => p.name === "limit").schema).toMatchObject({ type: "integer", minimum: 1, maximum: 100 });
    const snippet = body.paths["/tools/get_snippet/{slug}/{target}"].get;
    expect(snippet.responses["200"].content).toHaveProperty("text/plain");
    expect(snippet.responses["404"].content["application/json"].schema.$ref).toBe("#/components/schemas/Error");
    expect(body.components.schemas.Error.properties.error.properties.code.enum).toContain("resource_not_found");
    expect(Object.keys(body.paths)).not.toContain("/mcp");
  });
});

describe("Swagger UI", () => {
  it("loads its script and styles from this server, never a CDN", async () => {
    const page = await call(app, "/swagger");
    expect(page.status).toBe(200);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(2);
    for (const src of sources) {
      expect(src).toStartWith("/");
      const asset = await app.handle(new Request(`http://localhost${src}`));
      expect(asset.status).toBe(200);
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
    expect(page.text).not.toMatch(/https?:\/\/(unpkg|cdn)/);
  });

  it("sends a CSP that keeps the page on this server and out of frames", async () => {
    const page = await call(app, "/swagger");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
  });
});
