// The checklist of ../shared/MCP.md, line by line, through app.handle.
import { describe, expect, it } from "bun:test";
import { call, legacyRequest, MODERN, modernRequest, testApp } from "../helpers.ts";

const app = testApp();
const post = (init: RequestInit) => call(app, "/mcp", init);
const json = { "content-type": "application/json" };

describe("MCP checklist", () => {
  it("1. one request: 200, application/json, one response with the request's id (0 and strings included)", async () => {
    for (const id of [0, 7, "abc"]) {
      const res = await post(legacyRequest("ping", {}, id, "2025-06-18"));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toStartWith("application/json");
      expect(res.body).toEqual({ jsonrpc: "2.0", id, result: {} });
    }
  });

  it("2. a notification: 202 with an empty body, in every era", async () => {
    for (const init of [
      legacyRequest("notifications/initialized", undefined, null),
      legacyRequest("notifications/cancelled", { requestId: 1 }, null, "2025-11-25"),
    ]) {
      const res = await post(init);
      expect(res.status).toBe(202);
      expect(res.text).toBe("");
    }
    const modern = JSON.parse(modernRequest("notifications/initialized").body);
    delete modern.id;
    const res = await post({ method: "POST", headers: { ...json, "mcp-protocol-version": MODERN }, body: JSON.stringify(modern) });
    expect(res.status).toBe(202);
  });

  it("3. GET and DELETE /mcp: 405 with Allow: POST, never a stream", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await call(app, "/mcp", { method, headers: { accept: "text/event-stream" } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toContain("POST");
      expect(res.headers.get("content-type")).not.toContain("event-stream");
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    }
  });

  it("4. never mints Mcp-Session-Id and ignores one sent", async () => {
    const init = await post(
      legacyRequest("initialize", { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } }),
    );
    expect(init.headers.get("mcp-session-id")).toBeNull();
    const res = await post({
      ...legacyRequest("tools/list", {}, 2, "2025-11-25"),
      headers: { ...json, "mcp-protocol-version": "2025-11-25", "mcp-session-id": "made-up" },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.tools.length).toBe(5);
  });

  it("5. initialize echoes a supported version, answers an unknown one with 2025-11-25, and says how to work", async () => {
    for (const v of ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]) {
      const res = await post(
        legacyRequest("initialize", { protocolVersion: v, capabilities: {}, clientInfo: { name: "t", version: "1" } }),
      );
      expect(res.body.result.protocolVersion).toBe(v);
    }
    const res = await post(
      legacyRequest("initialize", { protocolVersion: "2099-01-01", capabilities: {}, clientInfo: { name: "t", version: "1" } }),
    );
    const result = res.body.result;
    expect(result.protocolVersion).toBe("2025-11-25");
    expect(result.capabilities.tools).toEqual({});
    expect(result.serverInfo).toMatchObject({
      name: "resource-catalog",
      title: expect.any(String),
      version: expect.any(String),
      description: expect.any(String),
      websiteUrl: "http://localhost",
    });
    expect(result.instructions).toMatch(/search.*get_resource.*get_snippet/s);
    const withHeader = await post(
      legacyRequest(
        "initialize",
        { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } },
        1,
        "2025-11-25",
      ),
    );
    expect(withHeader.body.result.protocolVersion).toBe("2025-11-25");
  });

  it("6. ping answers {}", async () => {
    expect((await post(legacyRequest("ping", undefined, 3))).body.result).toEqual({});
  });

  it("7. tools/list: five tools in a stable order, each complete; an invalid cursor is -32602", async () => {
    const a = (await post(legacyRequest("tools/list", {}, 1, "2025-11-25"))).body.result.tools;
    const b = (await post(legacyRequest("tools/list", {}, 2, "2025-06-18"))).body.result.tools;
    expect(a.map((t: any) => t.name)).toEqual(b.map((t: any) => t.name));
    for (const tool of a) {
      expect(tool.name).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);
      expect(tool).toMatchObject({
        title: expect.any(String),
        description: expect.any(String),
        inputSchema: { type: "object" },
        outputSchema: { type: "object" },
      });
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    }
    const bad = await post(legacyRequest("tools/list", { cursor: "bogus" }, 4, "2025-11-25"));
    expect(bad.body.error.code).toBe(-32602);
    expect(bad.body.id).toBe(4);
  });

  it("8. tools/call: structuredContent plus the same data as text for the model; unknown tool -32602; bad arguments and unknown slugs are isError with help", async () => {
    const ok = (await post(legacyRequest("tools/call", { name: "get_lab", arguments: { slug: "glass-card" } }, 1, "2025-11-25"))).body
      .result;
    expect(ok.structuredContent).toEqual({ slug: "glass-card", title: "Glass card", url: "http://localhost/lab/glass-card" });
    expect(ok.content).toEqual([{ type: "text", text: "Live demo of glass-card (Glass card): http://localhost/lab/glass-card" }]);
    expect(ok.isError).toBeUndefined();

    const unknown = (await post(legacyRequest("tools/call", { name: "delete_everything", arguments: {} }, 2, "2025-11-25"))).body;
    expect(unknown.error.code).toBe(-32602);
    expect(unknown.error.message).toContain("search");

    const badArgs = (
      await post(legacyRequest("tools/call", { name: "list_resources", arguments: { difficulty: "expert" } }, 3, "2025-11-25"))
    ).body.result;
    expect(badArgs.isError).toBe(true);
    expect(badArgs.structuredContent).toBeUndefined();
    expect(badArgs.content[0].text).toContain("easy, med, hard");

    const missing = (await post(legacyRequest("tools/call", { name: "get_resource", arguments: { slug: "glass-crd" } }, 4, "2025-11-25")))
      .body.result;
    expect(missing.isError).toBe(true);
    expect(missing.content[0].text).toContain("glass-card");

    const target = (
      await post(legacyRequest("tools/call", { name: "get_snippet", arguments: { slug: "pulse-loader", target: "vue" } }, 5, "2025-11-25"))
    ).body.result;
    expect(target.content[0].text).toContain("Available targets: css, html");

    const noArgs = (await post(legacyRequest("tools/call", { name: "list_resources" }, 6, "2025-11-25"))).body.result;
    expect(noArgs.structuredContent.total).toBe(12);
  });

  it("9. parse error: 400, -32700, id null; invalid request: -32600; errors echo a readable id", async () => {
    const parse = await post({ method: "POST", headers: json, body: '{"jsonrpc":"2.0","id":1,' });
    expect(parse.status).toBe(400);
    expect(parse.body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32700 } });
    for (const body of [
      { jsonrpc: "1.0", id: 9, method: "ping" },
      { jsonrpc: "2.0", id: 9, method: 42 },
      { jsonrpc: "2.0", id: 9, method: "ping", params: [1] },
    ]) {
      const res = await post({ method: "POST", headers: json, body: JSON.stringify(body) });
      expect(res.body.error.code).toBe(-32600);
      expect(res.body.id).toBe(9);
    }
    const nullId = await post({ method: "POST", headers: json, body: JSON.stringify({ jsonrpc: "2.0", id: null, method: "ping" }) });
    expect(nullId.body).toMatchObject({ id: null, error: { code: -32600 } });
    const unknown = await post(legacyRequest("no/such/method", {}, "x1", "2025-11-25"));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ id: "x1", error: { code: -32601 } });
  });

  it("9b. refuses an integer id past 2^53 (JSON.parse would change it) instead of echoing another id", async () => {
    for (const id of ["9007199254740993", "-9007199254740993", "1e300"]) {
      const res = await post({ method: "POST", headers: json, body: `{"jsonrpc":"2.0","id":${id},"method":"ping"}` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ id: null, error: { code: -32600, message: expect.stringContaining("2^53") } });
    }
    const largest = await post({ method: "POST", headers: json, body: `{"jsonrpc":"2.0","id":9007199254740991,"method":"ping"}` });
    expect(largest.text).toBe('{"jsonrpc":"2.0","id":9007199254740991,"result":{}}');
  });

  it("9c. says that the name is missing when params carry none of their own (__proto__, a number)", async () => {
    for (const params of ['{"__proto__":{"name":"search"}}', '{"name":5}', "{}"]) {
      const res = await post({ method: "POST", headers: json, body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":${params}}` });
      expect(res.body.error).toMatchObject({ code: -32602, message: expect.stringMatching(/^Missing tool name/) });
      const prompt = await post({
        method: "POST",
        headers: json,
        body: `{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":${params}}`,
      });
      expect(prompt.body.error).toMatchObject({ code: -32602, message: expect.stringMatching(/^Missing prompt name/) });
    }
  });

  it("9d. a resource URI with a broken percent escape is not found, not an internal error", async () => {
    for (const uri of ["catalog://resources/%", "catalog://snippets/%zz/css", "catalog://snippets/glass-card/%"]) {
      const res = await post(legacyRequest("resources/read", { uri }, 1, "2025-11-25"));
      expect(res.body.error).toMatchObject({ code: -32002, data: { uri } });
    }
  });

  it("10. answers JSON for Accept application/json only, */*, text/event-stream only, or none", async () => {
    for (const accept of ["application/json", "*/*", "text/event-stream", undefined]) {
      const init = legacyRequest("ping", {}, 1, "2025-11-25");
      const res = await post({ ...init, headers: { ...init.headers, ...(accept ? { accept } : {}) } });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({});
    }
  });

  it("11. a body that is not JSON content: 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
      const res = await post({
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      });
      expect(res.status).toBe(415);
    }
    expect(
      (
        await post({
          method: "POST",
          headers: { "content-type": "application/json; charset=utf-8" },
          body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
        })
      ).status,
    ).toBe(200);
  });

  it("12. a foreign Origin: 403; a Host outside the allowed list: 4xx", async () => {
    const init = legacyRequest("ping", {}, 1, "2025-11-25");
    const foreign = await post({ ...init, headers: { ...init.headers, origin: "http://evil.example.com" } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe("forbidden_origin");
    const local = await post({ ...init, headers: { ...init.headers, origin: "http://localhost:5173" } });
    expect(local.status).toBe(200);
    const host = await app.handle(
      new Request("http://evil.example.com/mcp", { ...init, headers: { ...init.headers, host: "evil.example.com" } }),
    );
    expect(host.status).toBeGreaterThanOrEqual(400);
    expect(host.status).toBeLessThan(500);
  });

  it("13. CORS: OPTIONS 204 allowing the MCP headers, exposing Mcp-Session-Id, also on errors", async () => {
    const pre = await call(app, "/mcp", {
      method: "OPTIONS",
      headers: { origin: "http://localhost:3000", "access-control-request-method": "POST" },
    });
    expect(pre.status).toBe(204);
    const allowed = pre.headers.get("access-control-allow-headers")!.toLowerCase();
    for (const h of ["content-type", "accept", "mcp-protocol-version", "mcp-method", "mcp-name", "mcp-session-id", "last-event-id"])
      expect(allowed).toContain(h);
    expect(pre.headers.get("access-control-expose-headers")).toContain("Mcp-Session-Id");
    const error = await post({ method: "POST", headers: json, body: "{" });
    expect(error.headers.get("access-control-allow-origin")).toBe("*");
    expect((await call(app, "/nowhere")).headers.get("access-control-allow-origin")).toBe("*");
  });

  it("14. OAuth discovery paths and /register are plain 404s; /mcp never answers 401", async () => {
    for (const path of [
      "/.well-known/oauth-protected-resource",
      "/.well-known/oauth-protected-resource/mcp",
      "/.well-known/oauth-authorization-server",
      "/.well-known/openid-configuration",
      "/register",
    ]) {
      const res = await call(app, path);
      expect(res.status).toBe(404);
    }
    expect((await call(app, "/register", { method: "POST", headers: json, body: "{}" })).status).toBe(404);
    for (const init of [
      legacyRequest("tools/list"),
      { method: "POST", headers: { ...json, authorization: "Bearer nope" }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' },
    ]) {
      expect((await post(init)).status).not.toBe(401);
    }
  });

  it("16. resources, templates, completions and a prompt, with revision-specific not-found codes", async () => {
    const v = "2025-11-25";
    const list = (await post(legacyRequest("resources/list", {}, 1, v))).body.result;
    expect(list.resources[0]).toMatchObject({ uri: "catalog://resources/aurora-design-system", name: "aurora-design-system" });
    const templates = (await post(legacyRequest("resources/templates/list", {}, 2, v))).body.result.resourceTemplates;
    expect(templates.map((t: any) => t.uriTemplate)).toEqual(["catalog://resources/{slug}", "catalog://snippets/{slug}/{target}"]);
    const read = (await post(legacyRequest("resources/read", { uri: "catalog://snippets/pulse-loader/css" }, 3, v))).body.result;
    expect(read.contents[0].text).toStartWith(".pulse-loader");
    const missing = (await post(legacyRequest("resources/read", { uri: "catalog://resources/nope" }, 4, v))).body;
    expect(missing.error).toMatchObject({ code: -32002, data: { uri: "catalog://resources/nope" } });
    const modernMissing = (await post(modernRequest("resources/read", { uri: "catalog://resources/nope" }, 5))).body;
    expect(modernMissing.error.code).toBe(-32602);
    const completion = (
      await post(
        legacyRequest(
          "completion/complete",
          { ref: { type: "ref/resource", uri: "catalog://resources/{slug}" }, argument: { name: "slug", value: "button" } },
          6,
          v,
        ),
      )
    ).body.result;
    expect(completion.completion).toEqual({ values: ["button-primary", "button-primary-outline"], total: 2, hasMore: false });
    const prompt = (
      await post(legacyRequest("prompts/get", { name: "find_resource", arguments: { need: "a modal", target: "vue" } }, 7, v))
    ).body.result;
    expect(prompt.messages[0].content.text).toContain('get_snippet with target "vue"');
  });

  it("batches: accepted for 2025-03-26 and earlier, rejected from 2025-06-18", async () => {
    const batch = JSON.stringify([
      { jsonrpc: "2.0", id: 1, method: "ping" },
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: 2, method: "tools/list" },
    ]);
    const old = await post({ method: "POST", headers: { ...json, "mcp-protocol-version": "2025-03-26" }, body: batch });
    expect(old.status).toBe(200);
    expect(old.body.map((r: any) => r.id)).toEqual([1, 2]);
    const headerless = await post({ method: "POST", headers: json, body: batch });
    expect(headerless.status).toBe(200);
    const newer = await post({ method: "POST", headers: { ...json, "mcp-protocol-version": "2025-06-18" }, body: batch });
    expect(newer.status).toBe(400);
    expect(newer.body.error.code).toBe(-32600);
    expect((await post({ method: "POST", headers: { ...json, "mcp-protocol-version": MODERN }, body: batch })).status).toBe(400);
    expect((await post({ method: "POST", headers: json, body: "[]" })).status).toBe(400);
  });

  it("an unsupported MCP-Protocol-Version header after initialize: 400", async () => {
    const res = await post(legacyRequest("tools/list", {}, 1, "2019-01-01"));
    expect(res.status).toBe(400);
    expect(res.body.id).toBe(1);
  });
});

describe("MCP 2026-07-28 (checklist 15)", () => {
  it("server/discover: versions, capabilities, instructions, caching hints, serverInfo in _meta, resultType", async () => {
    const res = await post(modernRequest("server/discover", {}, "probe-1"));
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(res.body.id).toBe("probe-1");
    expect(r.supportedVersions).toEqual([MODERN]);
    expect(r.capabilities.tools).toEqual({});
    expect(r.instructions).toContain("get_snippet");
    expect(r).toMatchObject({ resultType: "complete", ttlMs: expect.any(Number), cacheScope: "public" });
    expect(r._meta["io.modelcontextprotocol/serverInfo"]).toMatchObject({ name: "resource-catalog", version: expect.any(String) });
  });

  it("tools/list and tools/call carry resultType; tools/list carries ttlMs and cacheScope", async () => {
    const list = (await post(modernRequest("tools/list"))).body.result;
    expect(list).toMatchObject({ resultType: "complete", ttlMs: 300000, cacheScope: "public" });
    const callResult = (await post(modernRequest("tools/call", { name: "search", arguments: { query: "glass" } }))).body.result;
    expect(callResult.resultType).toBe("complete");
    expect(callResult.structuredContent.items[0].slug).toBe("glass-card");
    expect(callResult.ttlMs).toBeUndefined();
  });

  it("rejects a missing or mismatched MCP-Protocol-Version with -32020, an unsupported one with -32022", async () => {
    const noHeader = modernRequest("tools/list");
    delete (noHeader.headers as Record<string, string>)["mcp-protocol-version"];
    const missing = await post(noHeader);
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe(-32020);

    const mismatch = await post(modernRequest("tools/list", {}, 2, { "mcp-protocol-version": "2025-11-25" }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.code).toBe(-32020);

    const v999 = modernRequest("tools/list", {}, 3, { "mcp-protocol-version": "v999.0.0" });
    const body = JSON.parse(v999.body);
    body.params._meta["io.modelcontextprotocol/protocolVersion"] = "v999.0.0";
    const unsupported = await post({ ...v999, body: JSON.stringify(body) });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body).toMatchObject({ id: 3, error: { code: -32022, data: { supported: [MODERN], requested: "v999.0.0" } } });
  });

  it("requires _meta with protocolVersion and clientCapabilities (-32602), clientInfo optional", async () => {
    for (const drop of ["io.modelcontextprotocol/protocolVersion", "io.modelcontextprotocol/clientCapabilities"]) {
      const init = modernRequest("server/discover", {}, 4);
      const body = JSON.parse(init.body);
      delete body.params._meta[drop];
      const res = await post({ ...init, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(-32602);
    }
    const init = modernRequest("server/discover", {}, 5);
    const body = JSON.parse(init.body);
    delete body.params._meta["io.modelcontextprotocol/clientInfo"];
    expect((await post({ ...init, body: JSON.stringify(body) })).status).toBe(200);
  });

  it("checks Mcp-Method and Mcp-Name against the body (case-sensitive values, trimmed, base64 sentinel)", async () => {
    expect((await post(modernRequest("tools/list", {}, 1, { "mcp-method": "prompts/list" }))).body.error.code).toBe(-32020);
    expect((await post(modernRequest("tools/list", {}, 1, { "mcp-method": "TOOLS/LIST" }))).status).toBe(400);
    const noMethod = modernRequest("tools/list");
    delete (noMethod.headers as Record<string, string>)["mcp-method"];
    expect((await post(noMethod)).body.error.code).toBe(-32020);
    const args = { name: "get_lab", arguments: { slug: "glass-card" } };
    expect((await post(modernRequest("tools/call", args, 1, { "mcp-name": "search" }))).body.error.code).toBe(-32020);
    const noName = modernRequest("tools/call", args);
    delete (noName.headers as Record<string, string>)["mcp-name"];
    expect((await post(noName)).status).toBe(400);
    expect((await post(modernRequest("tools/call", args, 1, { "mcp-name": "  get_lab  " }))).status).toBe(200);
    const sentinel = `=?base64?${Buffer.from("get_lab").toString("base64")}?=`;
    expect((await post(modernRequest("tools/call", args, 1, { "mcp-name": sentinel }))).body.result.structuredContent.slug).toBe(
      "glass-card",
    );
  });

  it("unknown and removed methods: HTTP 404 with -32601", async () => {
    for (const method of ["unknown/method", "initialize", "ping", "logging/setLevel", "resources/subscribe"]) {
      const res = await post(modernRequest(method, {}, 601));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ id: 601, error: { code: -32601 } });
    }
  });

  it("bad tool arguments are a tool error, not a protocol error", async () => {
    const res = await post(modernRequest("tools/call", { name: "get_snippet", arguments: {} }));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ isError: true, resultType: "complete" });
  });
});

describe("discovery documents (checklist 16)", () => {
  it("serves an MCP Server Card at /mcp/server-card and /.well-known/mcp/server-card", async () => {
    for (const path of ["/mcp/server-card", "/.well-known/mcp/server-card"]) {
      const res = await call(app, path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/mcp-server-card+json");
      expect(res.body).toMatchObject({
        name: "localhost/resource-catalog",
        version: expect.any(String),
        remotes: [{ type: "streamable-http", url: "http://localhost/mcp", authentication: { required: false } }],
        capabilities: { tools: {} },
      });
      expect(res.body.tools.map((t: any) => t.name)).toEqual(["search", "list_resources", "get_resource", "get_snippet", "get_lab"]);
      expect(res.body.remotes[0].supportedProtocolVersions).toContain("2026-07-28");
    }
  });

  it("serves a registry server.json whose remote is this server, named in reverse DNS from BASE_URL", async () => {
    const configured = testApp({ baseUrl: "https://catalog.example.com", allowedHosts: [] });
    const { body } = await call(configured, "/server.json");
    expect(body).toMatchObject({
      name: "com.example.catalog/resource-catalog",
      remotes: [{ type: "streamable-http", url: "https://catalog.example.com/mcp" }],
    });
  });
});
