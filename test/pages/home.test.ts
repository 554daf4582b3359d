import { describe, expect, it } from "bun:test";
import { call, testApp } from "../helpers.ts";

const app = testApp();

/** Every same-server file a page or script refers to: src/href attributes, and ES module imports. */
function references(text: string, from: string): string[] {
  const attrs = [...text.matchAll(/\s(?:src|href)="(\/[^"]*)"/g)].map((m) => m[1]!);
  const imports = [...text.matchAll(/^\s*import\b[^"']*["']([^"']+)["']/gm)].map((m) => new URL(m[1]!, `http://localhost${from}`).pathname);
  return [...attrs, ...imports];
}

/** The home page and every file it loads, found by following references from "/". */
async function homeFiles() {
  const files = new Map<string, Awaited<ReturnType<typeof call>>>();
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (files.has(path)) continue;
    const res = await call(app, path);
    files.set(path, res);
    if (path === "/" || path.endsWith(".js")) queue.push(...references(res.text, path).filter((p) => p.startsWith("/assets/")));
  }
  return files;
}

describe("GET /", () => {
  it("is a page for people, no longer a redirect to /api", async () => {
    const res = await call(app, "/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.text).toContain('<form id="search"');
    expect(res.text).toContain('id="connect"');
  });

  it("carries a self-only CSP, may not be framed by anything, and sends no referrer", async () => {
    const res = await call(app, "/");
    const policy = res.headers.get("content-security-policy")!;
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toMatch(/https?:/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("loads only files this server serves, each with its type, and nothing from another host (works offline)", async () => {
    const files = await homeFiles();
    expect(files.size).toBeGreaterThan(4);
    for (const [path, res] of files) {
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      if (path.endsWith(".js")) expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      if (path.endsWith(".css")) expect(res.headers.get("content-type")).toBe("text/css; charset=utf-8");
      expect(res.text, path).not.toMatch(/(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
      expect(res.text, path).not.toMatch(/@import|url\(\s*["']?(?:https?:)?\/\//i);
    }
    // No inline script or style: the CSP allows neither.
    const html = files.get("/")!.text;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style\b|\sstyle="|\son[a-z]+="/);
  });

  it("stays small: the page, its styles and scripts under 64 KB before compression", async () => {
    const files = await homeFiles();
    const bytes = [...files.values()].reduce((n, r) => n + new TextEncoder().encode(r.text).byteLength, 0);
    expect(bytes).toBeLessThan(64 * 1024);
  });

  it("calls only routes that exist: every /tools/ and /api path the scripts name answers", async () => {
    const files = await homeFiles();
    const scripts = [...files]
      .filter(([p]) => p.endsWith(".js"))
      .map(([, r]) => r.text)
      .join("\n");
    const routes = new Set([...scripts.matchAll(/[`"'](\/(?:tools\/[a-z_]+|api|lab)\b)/g)].map((m) => m[1]!));
    expect([...routes].sort()).toEqual([
      "/api",
      "/lab",
      "/tools/get_resource",
      "/tools/get_snippet",
      "/tools/list_resources",
      "/tools/search",
    ]);
    expect((await call(app, "/tools/list_resources?limit=24")).status).toBe(200);
    expect((await call(app, "/tools/search?q=card&kind=component&limit=24")).status).toBe(200);
  });
});

describe("page assets", () => {
  it("revalidate by a content ETag and answer 304 when unchanged", async () => {
    const first = await call(app, "/assets/home.js");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-z]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await app.handle(new Request("http://localhost/assets/home.js", { headers: { "if-none-match": etag } }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await call(app, "/assets/home.css")).headers.get("etag")).not.toBe(etag);
  });

  it("unknown asset paths are plain 404s", async () => {
    expect((await call(app, "/assets/nope.js")).status).toBe(404);
  });
});
