import { describe, expect, it } from "bun:test";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { encodingFor } from "../../src/http/conditional.ts";
import { fixtureCatalog, testApp } from "../helpers.ts";

const { handle } = testApp();
const get = (path: string, headers: Record<string, string> = {}) => handle(new Request(`http://localhost${path}`, { headers }));

describe("HTTP caching", () => {
  it("gives GET routes an ETag from catalog version and URL, and Cache-Control", async () => {
    const res = await get("/tools/get_resource/glass-card");
    const etag = res.headers.get("etag")!;
    expect(etag).toStartWith(`"${fixtureCatalog().version}-`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("vary")).toContain("Accept");
    expect((await get("/tools/get_resource/glass-card")).headers.get("etag")).toBe(etag);
    expect((await get("/tools/get_resource/pulse-loader")).headers.get("etag")).not.toBe(etag);
    expect((await get("/tools/get_snippet/glass-card/css", { accept: "text/plain" })).headers.get("etag")).not.toBe(
      (await get("/tools/get_snippet/glass-card/css")).headers.get("etag"),
    );
  });

  it("answers 304 with no body for a matching If-None-Match", async () => {
    const etag = (await get("/api")).headers.get("etag")!;
    const res = await get("/api", { "if-none-match": etag });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect(res.headers.get("etag")).toBe(etag);
    expect((await get("/api", { "if-none-match": `W/${etag}, "other"` })).status).toBe(304);
    expect((await get("/api", { "if-none-match": '"stale"' })).status).toBe(200);
  });

  it("answers If-None-Match: * with 304 only for what exists: a missing slug or target is still a 404", async () => {
    const present = await get("/tools/get_resource/glass-card", { "if-none-match": "*" });
    expect(present.status).toBe(304);
    expect(present.headers.get("etag")).toStartWith(`"${fixtureCatalog().version}-`);
    for (const path of ["/tools/get_resource/nope-nope", "/tools/get_snippet/glass-card/cobol", "/tools/get_lab/nope-nope"]) {
      const res = await get(path, { "if-none-match": "*" });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect((await res.json()).error.code).toEndWith("_not_found");
    }
  });

  it("does not cache errors, /mcp, /health or /metrics", async () => {
    expect((await get("/tools/get_resource/nope-nope")).headers.get("etag")).toBeNull();
    expect((await get("/health")).headers.get("cache-control")).toBe("no-store");
    expect((await get("/metrics")).headers.get("etag")).toBeNull();
    const mcp = await handle(
      new Request("http://localhost/mcp", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      }),
    );
    expect(mcp.headers.get("etag")).toBeNull();
  });
});

describe("compression", () => {
  it("compresses large bodies with br or gzip as the client accepts, and the bytes decode to the same JSON", async () => {
    const plain = await (await get("/api")).text();
    expect(plain.length).toBeGreaterThan(1024);
    const br = await get("/api", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await get("/api", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    expect(gz.headers.get("vary")).toContain("Accept-Encoding");
  });

  it("leaves small bodies and clients that accept no encoding alone", async () => {
    expect((await get("/tools/get_lab/glass-card", { "accept-encoding": "gzip" })).headers.get("content-encoding")).toBeNull();
    expect((await get("/api")).headers.get("content-encoding")).toBeNull();
  });

  it("compresses MCP answers (no cache key) by their bytes: a repeat decodes the same, an answer of the same size its own", async () => {
    const call = async (id: number, query: string, encoding: string) => {
      const res = await handle(
        new Request("http://localhost/mcp", {
          method: "POST",
          headers: { "content-type": "application/json", "accept-encoding": encoding },
          body: JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "search", arguments: { query } } }),
        }),
      );
      expect(res.headers.get("content-encoding")).toBe(encoding);
      const bytes = Buffer.from(await res.arrayBuffer());
      return JSON.parse((encoding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString());
    };
    const first = await call(1, "card", "br");
    expect(first.id).toBe(1);
    expect(first.result.structuredContent.items.length).toBeGreaterThan(1);
    expect(await call(1, "card", "br")).toEqual(first);
    // Same query, other id of as many digits: a body of the same length with other bytes.
    expect((await call(2, "card", "br")).id).toBe(2);
    expect(await call(1, "card", "gzip")).toEqual(first);
  });

  it("reads Accept-Encoding q-values", () => {
    expect(encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(encodingFor("gzip;q=0")).toBeUndefined();
    expect(encodingFor("identity")).toBeUndefined();
    expect(encodingFor("BR")).toBe("br");
  });
});
