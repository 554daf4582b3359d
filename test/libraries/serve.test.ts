// Libraries over HTTP: /vendor/ serves the pinned modules (ETag, 304, 404), get_resource and the registry name the
// dependencies, and a lab loads them from this server only, in Chromium, with no network beyond it.
import { afterAll, describe, expect, it } from "bun:test";
import { join } from "node:path";
import { buildCatalog } from "../../src/catalog/builder.ts";
import { Catalog } from "../../src/catalog/reader.ts";
import { closeBrowser, openPage } from "../browser/browser.ts";
import { call, LIBRARY_FIXTURE, legacyRequest, startServer, tempDir, testApp } from "../helpers.ts";

const file = join(tempDir("catalog-libs-"), "libraries.db");
buildCatalog(LIBRARY_FIXTURE, file);
const catalog = Catalog.open(file);
const app = testApp({ catalog: () => catalog });

describe("/vendor/", () => {
  it("serves a pinned module as JavaScript any origin may load, cached for good, with its own ETag", async () => {
    const r = await call(app, "/vendor/gsap@3.15.0/index.js");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
    expect(r.headers.get("cache-control")).toContain("immutable");
    expect(r.text).toContain("registerPlugin");
    const again = await call(app, "/vendor/gsap@3.15.0/index.js", { headers: { "if-none-match": r.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("answers 404 in the error shape for another version, a file no module has, or a path outside", async () => {
    for (const path of ["/vendor/gsap@3.0.0/index.js", "/vendor/gsap@3.15.0/package.json", "/vendor/../package.json", "/vendor/"]) {
      const r = await call(app, path);
      expect(r.status, path).toBe(404);
      expect(r.body.error.code, path).toBe("route_not_found");
    }
  });
});

describe("dependencies in the answers", () => {
  it("get_resource lists them, in JSON and in its text", async () => {
    const r = await call(app, "/tools/get_resource/spin-badge");
    expect(r.body.dependencies).toEqual({ gsap: "^3.12.0" });
    // What an MCP client's model reads.
    const mcp = await call(app, "/mcp", legacyRequest("tools/call", { name: "get_resource", arguments: { slug: "spin-badge" } }));
    expect(mcp.body.result.content[0].text).toContain("dependencies: gsap@^3.12.0");
  });

  it("the registry item has the CLI install them for code targets, not for the html document", async () => {
    expect((await call(app, "/r/spin-badge.json")).body.dependencies).toEqual(["gsap@^3.12.0"]);
    expect((await call(app, "/r/spin-badge.vue.json")).body.dependencies).toEqual(["gsap@^3.12.0"]);
    expect((await call(app, "/r/spin-badge.html.json")).body.dependencies).toBeUndefined();
  });

  it("the lab frame imports from this server's /vendor/ and its CSP allows that path only", async () => {
    const r = await call(app, "/lab/spin-badge/frame");
    const map = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(r.text)![1]!) as { imports: Record<string, string> };
    expect(map.imports).toEqual({ gsap: "/vendor/gsap@3.15.0/index.js", "gsap/ScrollTrigger": "/vendor/gsap@3.15.0/ScrollTrigger.js" });
    expect(r.text).not.toContain("cdn.jsdelivr.net");
    expect(r.headers.get("content-security-policy")).toContain("script-src 'unsafe-inline' http://localhost/vendor/;");
  });
});

describe("a lab on a library in chromium", () => {
  const server = startServer({ catalog: () => catalog });
  afterAll(async () => {
    server.stop();
    await closeBrowser();
  });

  it("loads GSAP from this server only and runs the demo, with no console error", async () => {
    const { page, errors, close } = await openPage();
    const requests: string[] = [];
    page.on("request", (req) => requests.push(req.url()));
    try {
      await page.goto(`${server.url}/lab/spin-badge`);
      const frame = page.frameLocator("iframe.lab-frame");
      await frame.locator(".spin-badge[data-spun=yes]").waitFor();
      await frame.locator(".badge").click();
      expect(errors).toEqual([]);
      expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
      expect(requests).toContain(`${server.url}/vendor/gsap@3.15.0/ScrollTrigger.js`);
    } finally {
      await close();
    }
  }, 60_000);
});
