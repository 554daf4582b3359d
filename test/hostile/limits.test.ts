// Limits and rate limiting: each refusal is clear, in the documented shape, and changes nothing.
import { describe, expect, it } from "bun:test";
import { MAX_URL_LENGTH } from "../../src/http/handler.ts";
import { RateLimiter } from "../../src/http/rate-limit.ts";
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from "../../src/mcp/http.ts";
import { testApp } from "../helpers.ts";

function handler(rateLimiter?: RateLimiter, ip = "203.0.113.7") {
  return testApp({ rateLimiter, clientIp: () => ip }).handle;
}

const mcp = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/mcp", { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

describe("limits", () => {
  const handle = handler();

  it("413 for an MCP body over the limit, declared or streamed", async () => {
    const big = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(MAX_BODY_BYTES) } });
    const declared = await handle(mcp(big));
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.message).toContain(String(MAX_BODY_BYTES));
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 300; i++) c.enqueue(new TextEncoder().encode("x".repeat(1024)));
        c.close();
      },
    });
    const streamed = await handle(
      new Request("http://localhost/mcp", { method: "POST", headers: { "content-type": "application/json" }, body: stream }),
    );
    expect(streamed.status).toBe(413);
  });

  it("400 -32600 for JSON nested deeper than the limit; strings with brackets do not count", async () => {
    const deep = `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"a":${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}}}`;
    const res = await handle(mcp(deep));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe(-32600);
    const brackets = await handle(
      mcp(
        JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name: "search", arguments: { query: `${"[".repeat(150)} glass` } },
        }),
      ),
    );
    expect(brackets.status).toBe(200);
  });

  it("414 for a URL over the limit", async () => {
    const res = await handle(new Request(`http://localhost/tools/search?q=${"a".repeat(MAX_URL_LENGTH)}`));
    expect(res.status).toBe(414);
    expect((await res.json()).error.code).toBe("uri_too_long");
  });

  it("400 for arguments past their length limits, naming the limit", async () => {
    const res = await handle(new Request(`http://localhost/tools/search?q=${"glass ".repeat(50)}`));
    expect(res.status).toBe(400);
    expect((await res.json()).error.hint).toContain("to 200 characters");
    expect((await handle(new Request(`http://localhost/tools/get_resource/${"a".repeat(101)}`))).status).toBe(400);
  });

  it("every response carries nosniff and a referrer policy", async () => {
    for (const path of ["/api", "/nope", "/tools/get_resource/nope-nope"]) {
      const res = await handle(new Request(`http://localhost${path}`));
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBeTruthy();
    }
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After and RateLimit-* once a client's burst is spent, on REST", async () => {
    const handle = handler(new RateLimiter({ perMinute: 60, burst: 3, trustedProxies: [] }));
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await handle(new Request("http://localhost/tools/get_lab/glass-card"));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(last!.headers.get("ratelimit-limit")).toBe("60");
    expect(last!.headers.get("ratelimit-remaining")).toBe("0");
    expect((await last!.json()).error).toMatchObject({ code: "rate_limited", message: expect.stringContaining("Retry in") });
  });

  it("answers MCP with a JSON-RPC error whose message says when to retry", async () => {
    const handle = handler(new RateLimiter({ perMinute: 60, burst: 1, trustedProxies: [] }));
    expect((await handle(mcp('{"jsonrpc":"2.0","id":1,"method":"ping"}'))).status).toBe(200);
    const limited = await handle(mcp('{"jsonrpc":"2.0","id":2,"method":"ping"}'));
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body.jsonrpc).toBe("2.0");
    expect(body.error.message).toMatch(/Retry in \d+ s/);
  });

  it("refills at the configured rate", () => {
    const limiter = new RateLimiter({ perMinute: 60, burst: 1, trustedProxies: [] });
    expect(limiter.take("a", 0).allowed).toBe(true);
    expect(limiter.take("a", 500).allowed).toBe(false);
    expect(limiter.take("a", 1000).allowed).toBe(true);
  });

  it("keeps clients apart, and believes X-Forwarded-For only from a trusted proxy", () => {
    const limiter = new RateLimiter({ perMinute: 60, burst: 1, trustedProxies: ["127.0.0.1"] });
    expect(limiter.clientOf("127.0.0.1", "198.51.100.1, 198.51.100.2")).toBe("198.51.100.2");
    expect(limiter.clientOf("203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
    expect(limiter.clientOf("127.0.0.1", "198.51.100.3, 127.0.0.1")).toBe("198.51.100.3");
    expect(limiter.take("x", 0).allowed).toBe(true);
    expect(limiter.take("y", 0).allowed).toBe(true);
    expect(limiter.take("x", 0).allowed).toBe(false);
  });

  it("forgets the least recently seen clients past its capacity", () => {
    const limiter = new RateLimiter({ perMinute: 60, trustedProxies: [], maxClients: 100 });
    for (let i = 0; i < 1000; i++) limiter.take(`client-${i}`);
    expect(limiter.tracked).toBe(100);
  });

  it("never limits /health or /metrics", async () => {
    const handle = handler(new RateLimiter({ perMinute: 60, burst: 1, trustedProxies: [] }));
    for (let i = 0; i < 5; i++) expect((await handle(new Request("http://localhost/health"))).status).toBe(200);
  });
});
