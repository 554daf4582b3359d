// Property-based fuzzing (fast-check): random and hostile input to every REST route and every JSON-RPC
// method and header combination never gives a 5xx, always answers in the documented shape, and leaves the
// server answering normal requests.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import fc from "fast-check";
import { TOOLS } from "../../src/tools/index.ts";
import { startServer, testApp } from "../helpers.ts";

const { handle } = testApp();

const HOSTILE = [
  "",
  " ",
  "*",
  "foo:",
  "title:glass^10",
  "+glass -card",
  "glass~2",
  "a:b:c",
  "http://x.y",
  "'; DROP TABLE resources; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "..%2f..%2fetc%2fpasswd",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "\u0001\u0002\u001f",
  "\uD800",
  "\uFFFF",
  "🦄",
  "ℌ𝔢𝔩𝔩𝔬",
  "a".repeat(5000),
  "{".repeat(200),
  "[".repeat(200),
  "%ff%fe",
  "%",
  "%%",
  "?&=#",
  "\r\nX-Injected: 1",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "toString",
  "0",
  "-1",
  "1e309",
  "NaN",
  "glass-card",
  "GLASS-CARD",
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom("glass", "card", "button", "glass-card", "pulse-loader", "react", "html", "easy", "component", "25"),
);

/** Percent-encodes every byte outside the unreserved set (lone surrogates arrive as U+FFFD's bytes). */
const segment = (s: string) =>
  [...new TextEncoder().encode(s)]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, "0").toUpperCase()}`,
    )
    .join("");

function expectDocumentedShape(status: number, type: string | null, text: string) {
  expect(status).toBeLessThan(500);
  expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/); // no stack trace
  if (status >= 400) {
    expect(type).toStartWith("application/json");
    const body = JSON.parse(text);
    expect(typeof body.error.code).toBe("string");
    expect(typeof body.error.message).toBe("string");
  }
}

describe("REST fuzz", () => {
  const routes = TOOLS.map((t) => t.rest.path.length);

  it("every route, random path segments and query parameters: never 5xx, errors in the one shape", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: TOOLS.length - 1 }),
        fc.array(hostileString, { minLength: 0, maxLength: 3 }),
        fc.dictionary(
          fc.oneof(
            fc.constantFrom("q", "query", "limit", "cursor", "kind", "category", "difficulty", "tech", "slug"),
            fc.string({ maxLength: 10 }),
          ),
          hostileString,
          { maxKeys: 4 },
        ),
        fc.constantFrom(undefined, "text/plain", "application/json", "*/*", "text/html, */*;q=0.1", "garbage"),
        async (toolIndex, segments, query, accept) => {
          const tool = TOOLS[toolIndex]!;
          const parts = segments
            .slice(0, routes[toolIndex]! + 1)
            .map(segment)
            .join("/");
          const qs = new URLSearchParams(query).toString();
          const url = `http://localhost/tools/${tool.name}${parts ? `/${parts}` : ""}${qs ? `?${qs}` : ""}`;
          const res = await handle(new Request(url, { headers: accept ? { accept } : {} }));
          expectDocumentedShape(res.status, res.headers.get("content-type"), await res.text());
        },
      ),
      { numRuns: 400 },
    );
  });

  it("random paths anywhere on the server: never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileString, { minLength: 1, maxLength: 4 }),
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"),
        async (segments, method) => {
          const res = await handle(new Request(`http://localhost/${segments.map(segment).join("/")}`, { method }));
          expect(res.status).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 300 },
    );
  });
});

const METHODS = [
  "initialize",
  "ping",
  "tools/list",
  "tools/call",
  "server/discover",
  "resources/list",
  "resources/read",
  "resources/templates/list",
  "prompts/list",
  "prompts/get",
  "completion/complete",
  "logging/setLevel",
  "notifications/initialized",
  "resources/subscribe",
  "__proto__",
  "constructor",
];
const VERSIONS = [
  undefined,
  "2024-11-05",
  "2025-03-26",
  "2025-06-18",
  "2025-11-25",
  "2026-07-28",
  "2099-01-01",
  "v999",
  "",
  "  2026-07-28  ",
];

const params = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 4 }),
  fc.record(
    {
      name: fc.oneof(fc.constantFrom(...TOOLS.map((t) => t.name), "find_resource"), hostileString),
      arguments: fc.oneof(
        fc.dictionary(
          fc.constantFrom("query", "slug", "target", "limit", "cursor", "kind", "category", "difficulty", "tech", "x"),
          fc.oneof(hostileString, fc.integer(), fc.jsonValue({ maxDepth: 2 })),
          { maxKeys: 4 },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      uri: hostileString,
      protocolVersion: fc.oneof(fc.constantFrom(...VERSIONS.filter(Boolean)), hostileString),
      cursor: hostileString,
      _meta: fc.oneof(
        fc.constant(undefined),
        fc.jsonValue({ maxDepth: 2 }),
        fc.record({
          "io.modelcontextprotocol/protocolVersion": fc.constantFrom(...VERSIONS),
          "io.modelcontextprotocol/clientCapabilities": fc.oneof(fc.constant({}), fc.jsonValue({ maxDepth: 1 })),
        }),
      ),
    },
    { requiredKeys: [] },
  ),
);

function expectJsonRpc(status: number, text: string) {
  expect(status).toBeLessThan(500);
  if (status === 202) return expect(text).toBe("");
  const body = JSON.parse(text);
  const check = (m: Record<string, unknown>) => {
    expect(m.jsonrpc).toBe("2.0");
    expect("result" in m !== "error" in m).toBe(true);
    if ("error" in m) expect(typeof (m.error as { code: unknown }).code).toBe("number");
  };
  if (Array.isArray(body)) body.forEach(check);
  else check(body);
}

describe("MCP fuzz", () => {
  it("every method with random params, ids and revision headers: never 5xx, always a JSON-RPC answer", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...METHODS), hostileString),
        params,
        fc.oneof(
          fc.constant(undefined),
          fc.integer(),
          fc.string({ maxLength: 20 }),
          fc.constant(null),
          fc.double(),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        fc.constantFrom(...VERSIONS),
        fc.option(hostileString.filter((s) => /^[\x20-\x7e]*$/.test(s))),
        fc.option(hostileString.filter((s) => /^[\x20-\x7e]*$/.test(s))),
        async (method, p, id, version, mcpMethod, mcpName) => {
          const message: Record<string, unknown> = { jsonrpc: "2.0", method };
          if (id !== undefined) message.id = id;
          if (p !== undefined) message.params = p;
          const headers: Record<string, string> = { "content-type": "application/json" };
          if (version !== undefined) headers["mcp-protocol-version"] = version;
          if (mcpMethod !== null) headers["mcp-method"] = mcpMethod;
          if (mcpName !== null) headers["mcp-name"] = mcpName;
          const res = await handle(new Request("http://localhost/mcp", { method: "POST", headers, body: JSON.stringify(message) }));
          expectJsonRpc(res.status, await res.text());
        },
      ),
      { numRuns: 600 },
    );
  });

  it("arbitrary bodies (random JSON, batches, bytes, invalid UTF-8) and content types: never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)),
          fc
            .array(fc.record({ jsonrpc: fc.constant("2.0"), id: fc.integer(), method: fc.constantFrom(...METHODS) }), { maxLength: 4 })
            .map((v) => JSON.stringify(v)),
          fc.uint8Array({ maxLength: 200 }),
          fc.constantFrom("", "{", "[]", "null", '{"jsonrpc":"2.0"}', "\uFEFF{}", new Uint8Array([0xc3, 0x28, 0xa0, 0xa1])),
        ),
        fc.constantFrom(
          "application/json",
          "application/json; charset=utf-8",
          "text/plain",
          "application/x-www-form-urlencoded",
          "",
          "application/vnd.api+json",
        ),
        fc.constantFrom(undefined, "2025-03-26", "2025-11-25", "2026-07-28"),
        async (body, type, version) => {
          const headers: Record<string, string> = type ? { "content-type": type } : {};
          if (version) headers["mcp-protocol-version"] = version;
          const res = await handle(new Request("http://localhost/mcp", { method: "POST", headers, body }));
          expect(res.status).toBeLessThan(500);
          const text = await res.text();
          if (res.status !== 202) expect(() => JSON.parse(text)).not.toThrow();
        },
      ),
      { numRuns: 400 },
    );
  });

  it("still answers a normal request after all of that", async () => {
    const res = await handle(new Request("http://localhost/tools/search?q=glass+card"));
    expect(res.status).toBe(200);
    expect((await res.json()).items[0].slug).toBe("glass-card");
  });
});

describe("over a real socket", () => {
  let server: ReturnType<typeof startServer>;
  beforeAll(() => {
    server = startServer();
  });
  afterAll(() => server.stop());

  /** Sends raw bytes and returns what came back (the status line is enough). */
  async function raw(bytes: Uint8Array | string): Promise<string> {
    let answer = "";
    const done = Promise.withResolvers<void>();
    const socket = await Bun.connect({
      hostname: "127.0.0.1",
      port: server.port,
      socket: { data: (_s, chunk) => void (answer += chunk.toString("latin1")), close: () => done.resolve(), error: () => done.resolve() },
    });
    socket.write(bytes);
    await Promise.race([done.promise, Bun.sleep(500)]);
    socket.end();
    return answer;
  }

  it("survives invalid UTF-8 and control bytes in the request line, path and body", async () => {
    const cases = [
      Buffer.concat([
        Buffer.from("GET /tools/get_resource/"),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
        Buffer.from(` HTTP/1.1\r\nHost: localhost:${server.port}\r\nConnection: close\r\n\r\n`),
      ]),
      `GET /tools/search?q=%ff%fe%00 HTTP/1.1\r\nHost: localhost:${server.port}\r\nConnection: close\r\n\r\n`,
      Buffer.concat([
        Buffer.from(
          `POST /mcp HTTP/1.1\r\nHost: localhost:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 6\r\nConnection: close\r\n\r\n`,
        ),
        Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x01, 0x7d]),
      ]),
      `GET /../../etc/passwd HTTP/1.1\r\nHost: localhost:${server.port}\r\nConnection: close\r\n\r\n`,
      "\x00\x01\x02 garbage that is not HTTP\r\n\r\n",
    ];
    for (const c of cases) {
      const answer = await raw(typeof c === "string" ? c : new Uint8Array(c));
      expect(answer).not.toMatch(/^HTTP\/1\.1 5\d\d/);
    }
    const res = await fetch(`${server.url}/tools/get_lab/glass-card`);
    expect(res.status).toBe(200);
  });

  it("a client that disconnects mid-request leaves the server answering others", async () => {
    for (let i = 0; i < 20; i++) {
      const socket = await Bun.connect({ hostname: "127.0.0.1", port: server.port, socket: { data() {} } });
      socket.write(
        `POST /mcp HTTP/1.1\r\nHost: localhost:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"jsonrpc":"2.0",`,
      );
      socket.end();
    }
    const res = await fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
  });
});
