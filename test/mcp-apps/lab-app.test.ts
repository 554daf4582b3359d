// MCP Apps: get_lab's ui:// view, declared per the extension and driven in headless Chromium by the SDK's own host
// side (AppBridge over the official client): the view initializes, receives the tool result, has the host call
// get_snippet, and shows the live demo in a frame sandboxed as the lab's is.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/app-bridge";
import { join } from "node:path";
import { APP_MIME_TYPE, LAB_APP_URI } from "../../src/mcp/apps.ts";
import { closeBrowser, openPage, screenshot } from "../browser/browser.ts";
import { call, legacyRequest, modernRequest, startServer, testApp } from "../helpers.ts";

let server: ReturnType<typeof startServer>;
let host: ReturnType<typeof Bun.serve>;

beforeAll(async () => {
  server = startServer();
  const built = await Bun.build({ entrypoints: [join(import.meta.dir, "host.ts")], target: "browser", format: "esm" });
  if (!built.success) throw new Error(built.logs.join("\n"));
  const bundle = await built.outputs[0]!.text();
  // The host page lives on its own origin, as a chat host would: the view and the server are both foreign to it.
  host = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: (request) =>
      new URL(request.url).pathname === "/host.js"
        ? new Response(bundle, { headers: { "content-type": "text/javascript" } })
        : new Response('<!doctype html><meta charset="utf-8"><title>host</title><script type="module" src="/host.js"></script>', {
            headers: { "content-type": "text/html" },
          }),
  });
}, 30_000);
afterAll(async () => {
  await closeBrowser();
  server?.stop();
  host?.stop(true);
});

describe("the get_lab view (MCP Apps)", () => {
  it("is declared on get_lab and listed and read as a text/html;profile=mcp-app resource", async () => {
    expect(APP_MIME_TYPE).toBe(RESOURCE_MIME_TYPE);
    const app = testApp();
    for (const request of [legacyRequest("tools/list", {}, 1, "2025-11-25"), modernRequest("tools/list")]) {
      const tools = (await call(app, "/mcp", request)).body.result.tools as { name: string; _meta?: object }[];
      expect(tools.find((t) => t.name === "get_lab")!._meta).toEqual({ ui: { resourceUri: LAB_APP_URI } });
      expect(tools.filter((t) => t._meta).map((t) => t.name)).toEqual(["get_lab"]);
    }
    const list = (await call(app, "/mcp", legacyRequest("resources/list", {}, 1, "2025-11-25"))).body.result.resources;
    expect(list.filter((r: { uri: string }) => r.uri === LAB_APP_URI)).toHaveLength(1);
    const read = (await call(app, "/mcp", modernRequest("resources/read", { uri: LAB_APP_URI }))).body.result;
    expect(read.contents[0]).toMatchObject({ uri: LAB_APP_URI, mimeType: RESOURCE_MIME_TYPE, _meta: { ui: { prefersBorder: true } } });
    expect(read.contents[0].text).toContain("ui/initialize");
    // It loads nothing: no script or stylesheet from anywhere, so it needs no CSP domains.
    expect(read.contents[0].text).not.toMatch(/<(script|link)[^>]+(src|href)=/);
  });

  it("runs under the SDK's AppBridge in Chromium: initialize, tool result, get_snippet through the host, the demo shown sandboxed", async () => {
    const { page, errors, messages, close } = await openPage({ viewport: { width: 860, height: 600 } });
    try {
      await page.goto(`http://127.0.0.1:${host.port}/`);
      await page.waitForFunction(() => "runHost" in globalThis);
      const declared = await page.evaluate((url) => (globalThis as any).runHost(url, "glass-card"), `http://127.0.0.1:${server.port}/mcp`);
      expect(declared).toEqual({ resourceUri: LAB_APP_URI, mimeType: RESOURCE_MIME_TYPE });
      const view = page.frameLocator("#view");
      // The console tells what the view got to when it does not get there (a failure shows it).
      const shown = await view
        .locator("#demo[data-slug='glass-card']")
        .waitFor({ timeout: 15_000 })
        .then(() => "shown")
        .catch(
          async () =>
            `not shown; status "${await view
              .locator("#status")
              .textContent()
              .catch(() => "?")}"; console: ${messages.join(" | ")}`,
        );
      expect(shown).toBe("shown");
      const demo = view.frameLocator("#demo");
      await demo.locator(".glass-card").first().waitFor({ timeout: 15_000 });
      // Sandboxed as the lab is: an opaque origin that can reach neither the view nor any network.
      const probe = await demo.locator("body").evaluate(async () => {
        let parentDom = "blocked";
        try {
          parentDom = String(window.parent.document.title);
        } catch {}
        let fetched = "blocked";
        try {
          await fetch("http://127.0.0.1:1/");
          fetched = "fetched";
        } catch {}
        return { origin: self.origin, parentDom, fetched };
      });
      expect(probe).toEqual({ origin: "null", parentDom: "blocked", fetched: "blocked" });
      await screenshot(page, "mcp-apps-lab-view");
      // Expected, and logged by Chromium as errors: the probe's refused fetch, and the client's GET /mcp for an event
      // stream, which this server answers 405 (stateless, JSON only; see MCP details).
      const expected = (e: string) => e.includes("127.0.0.1:1/") || e.includes("Content Security Policy") || /405 .*\/mcp\)$/.test(e);
      expect(errors.filter((e) => !expected(e))).toEqual([]);
    } finally {
      await close();
    }
  }, 45_000);
});
