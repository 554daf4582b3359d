// /metrics under hostile traffic: every label comes from a fixed set, so the series count and the page size stay bounded.
import { describe, expect, it } from "bun:test";
import { RateLimiter } from "../../src/http/rate-limit.ts";
import { TOOLS } from "../../src/tools/index.ts";
import { testApp } from "../helpers.ts";

const ROUTES = new Set([
  "/mcp",
  "/api",
  "/",
  "/health",
  "/metrics",
  "/openapi.json",
  "/lab",
  "/swagger",
  "other",
  ...TOOLS.map((t) => `/tools/${t.name}`),
]);
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "other"]);
const STATUS = /^(\d{3}|[1-5]xx|other)$/;

/** A word no route knows, different for every i. */
const word = (i: number) => `w${i.toString(36)}x`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);

describe("metrics under hostile traffic", () => {
  it("labels only known routes, methods and statuses; 5,000 invented paths, methods and hosts add no series", async () => {
    const app = testApp({
      rateLimiter: new RateLimiter({ perMinute: 60, burst: 2_000, trustedProxies: [] }),
      clientIp: () => "203.0.113.9",
    });
    const methods = ["GET", "POST", "FOO", "PROPFIND", "M-SEARCH", "get", "DELETE"];
    for (let i = 0; i < 5_000; i++) {
      const path = i % 3 === 0 ? `/tools/${word(i)}` : i % 3 === 1 ? `/tools/${word(i)}/${word(i + 1)}` : `/${word(i)}`;
      const headers = i % 5 === 0 ? { host: `${word(i)}.example` } : undefined; // refused with 421
      const res = await app.handle(new Request(`http://localhost${path}`, { method: methods[i % methods.length], headers }));
      await res.arrayBuffer();
    }
    const text = await (await app.handle(new Request("http://localhost/metrics"))).text();
    const requests = [...text.matchAll(/^catalog_http_requests_total\{route="([^"]*)",method="([^"]*)",status="([^"]*)"\} \d+$/gm)];
    expect(requests.length).toBeGreaterThan(0);
    for (const [, route, method, status] of requests) {
      expect(ROUTES.has(route!) ? route : `unexpected route ${route}`).toBe(route!);
      expect(METHODS.has(method!) ? method : `unexpected method ${method}`).toBe(method!);
      expect(status).toMatch(STATUS);
    }
    const histogramRoutes = new Set(
      [...text.matchAll(/^catalog_http_request_duration_seconds_count\{route="([^"]*)"\}/gm)].map((m) => m[1]),
    );
    for (const route of histogramRoutes) expect(ROUTES.has(route!) ? route : `unexpected route ${route}`).toBe(route!);
    // Before the fix each invented /tools/<word> was a counter and 16 histogram series: megabytes here.
    expect(text.split("\n").length).toBeLessThan(200);
    expect(text.length).toBeLessThan(32_000);
  }, 60_000);
});
