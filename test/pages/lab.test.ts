import { describe, expect, it } from "bun:test";
import { inlineIntoDocument } from "../../src/pages/lab-frame.ts";
import { inlineScript, inlineStyle, isFullDocument } from "../../src/pages/pages.ts";
import { call, fixtureCatalog, testApp } from "../helpers.ts";

const app = testApp();
const catalog = fixtureCatalog();
const code = (slug: string, target: string) => catalog.snippet(slug, target)!.code;

/** The CSP directives of a response, by name. */
function csp(headers: Headers): Map<string, string> {
  const value = headers.get("content-security-policy") ?? "";
  return new Map(
    value
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...rest] = d.split(/\s+/);
        return [name!, rest.join(" ")];
      }),
  );
}

function expectPageHeaders(headers: Headers) {
  expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("no-referrer");
}

describe("GET /lab/:slug", () => {
  it("is a full-screen page framing the sandboxed demo, with no script of its own, framable by this origin only", async () => {
    const res = await call(app, "/lab/glass-card");
    expect(res.status).toBe(200);
    expectPageHeaders(res.headers);
    const policy = csp(res.headers);
    expect(policy.get("default-src")).toBe("'none'");
    expect(policy.get("frame-src")).toBe("'self'");
    expect(policy.get("frame-ancestors")).toBe("'self'");
    expect(policy.has("script-src")).toBe(false);
    expect(res.text).not.toContain("<script");
    const frames = [...res.text.matchAll(/<iframe\b[^>]*>/g)].map((m) => m[0]);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toContain('src="/lab/glass-card/frame"');
    expect(frames[0]).toContain('sandbox="allow-scripts"');
  });

  it("has an overlay, folded by default, linking to the resource, each of its snippets and the catalog", async () => {
    const res = await call(app, "/lab/toggle-switch");
    const overlay = /<details class="lab-overlay"[^>]*>/.exec(res.text)?.[0];
    expect(overlay).toBeDefined();
    expect(overlay).not.toContain("open");
    const links = new Set([...res.text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
    expect(links.has("/tools/get_resource/toggle-switch")).toBe(true);
    expect(links.has("/")).toBe(true);
    const resource = catalog.resource("toggle-switch")!;
    expect(resource.snippets.length).toBeGreaterThan(2);
    for (const s of resource.snippets) expect(links.has(`/tools/get_snippet/toggle-switch/${s.target}`)).toBe(true);
  });

  it("answers an unknown slug with a 404 page naming the nearest slugs and the way back", async () => {
    const res = await call(app, "/lab/glass-crad");
    expect(res.status).toBe(404);
    expectPageHeaders(res.headers);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.text).toContain("glass-crad");
    expect(res.text).toContain('href="/lab/glass-card"');
    expect(res.text).toContain('href="/"');
  });

  it("escapes what the address says in the 404 page", async () => {
    const res = await call(app, `/lab/${encodeURIComponent('<img src=x onerror="alert(1)">')}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("<img");
    expect(res.text).toContain("&lt;img");
  });

  it("GET /lab sends people to the catalog", async () => {
    const res = await app.handle(new Request("http://localhost/lab"));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });
});

describe("GET /lab/:slug/frame", () => {
  it("runs in an opaque origin that may run its own inline code but load nothing and reach no network", async () => {
    const res = await call(app, "/lab/modal-dialog/frame");
    expect(res.status).toBe(200);
    expectPageHeaders(res.headers);
    const policy = csp(res.headers);
    expect(policy.get("sandbox")).toBe("allow-scripts");
    expect(res.headers.get("content-security-policy")).not.toContain("allow-same-origin");
    expect(policy.get("default-src")).toBe("'none'");
    expect(policy.get("script-src")).toBe("'unsafe-inline'");
    expect(policy.get("style-src")).toBe("'unsafe-inline'");
    expect(policy.has("connect-src")).toBe(false); // falls back to default-src 'none'
    expect(policy.get("frame-ancestors")).toBe("'self'");
  });

  it("combines a fragment's html, css and js into one document, the script after the markup", async () => {
    const res = await call(app, "/lab/modal-dialog/frame");
    const [html, css, js] = ["html", "css", "js"].map((t) => code("modal-dialog", t));
    expect(res.text).toStartWith("<!doctype html>");
    expect(res.text).toContain(html!);
    expect(res.text).toContain(css!);
    expect(res.text).toContain(js!);
    expect(res.text.indexOf(js!)).toBeGreaterThan(res.text.indexOf(html!));
    expect(res.text.indexOf(css!)).toBeLessThan(res.text.indexOf("</head>"));
  });

  it("keeps a full document's structure and puts its css where its stylesheet link was", async () => {
    const html = code("glass-card", "html");
    expect(isFullDocument(html)).toBe(true);
    const href = /<link[^>]*href="([^"]+)"/.exec(html)![1]!;
    const res = await call(app, "/lab/glass-card/frame");
    expect(res.text.match(/<!doctype/gi)).toHaveLength(1);
    expect(res.text).not.toContain(href);
    expect(res.text).toContain(code("glass-card", "css"));
    expect(res.text).toContain('<article class="glass-card">');
  });

  it("shows a design system as a specimen: its palette and spacing tokens, type scale and components in its theme", async () => {
    const res = await call(app, "/lab/aurora-design-system/frame");
    expect(res.status).toBe(200);
    const tokens = JSON.parse(code("aurora-design-system", "tokens")) as Record<string, Record<string, { $value: string }>>;
    for (const [group, entries] of Object.entries(tokens)) {
      for (const [name, token] of Object.entries(entries)) {
        expect(res.text).toContain(`${group}.${name}`);
        expect(res.text).toContain(token.$value);
      }
    }
    for (const heading of ["Palette", "Type scale", "Spacing", "Components in this theme"]) expect(res.text).toContain(`>${heading}</h2>`);
    expect(res.text).toContain(`--ds-bg: ${tokens.color!.bg!.$value}`);
    expect(res.text).toContain(code("aurora-design-system", "css"));
    expect(res.text).toContain(code("aurora-design-system", "html"));
  });

  it("answers an unknown slug with a self-contained 404 under the same sandbox", async () => {
    const res = await call(app, "/lab/nope-nope/frame");
    expect(res.status).toBe(404);
    expect(csp(res.headers).get("sandbox")).toBe("allow-scripts");
    expect(res.text).not.toMatch(/<link|src=/);
  });
});

describe("composing demo documents", () => {
  it("code cannot close its <script> or <style> element early", () => {
    const script = inlineScript('const s = "</script><img src=x>";');
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(inlineStyle("a::after { content: '</style>' }").match(/<\/style/gi)).toHaveLength(1);
    expect(inlineScript('import { a } from "./a.js";\na();')).toStartWith('<script type="module">');
  });

  it("replaces local stylesheet and script references, keeps remote ones, adds what was not referenced", () => {
    const doc = inlineIntoDocument(
      '<!doctype html><html><head><link rel="stylesheet" href="x.css"><link rel=stylesheet href="https://cdn.example/y.css"></head><body><p>hi</p><script src="./x.js"></script></body></html>',
      "p { color: red }",
      "console.log(1)",
    );
    expect(doc).not.toContain('href="x.css"');
    expect(doc).not.toContain('src="./x.js"');
    expect(doc).toContain("https://cdn.example/y.css");
    expect(doc).toContain("p { color: red }");
    expect(doc).toContain("console.log(1)");
    const bare = inlineIntoDocument(
      "<!doctype html><html><head><title>t</title></head><body><p>x</p></body></html>",
      "b{}",
      "go()",
      "body{}",
    );
    expect(bare.indexOf("body{}")).toBeLessThan(bare.indexOf("<title>"));
    expect(bare.indexOf("b{}")).toBeLessThan(bare.indexOf("</head>"));
    expect(bare.indexOf("go()")).toBeLessThan(bare.indexOf("</body>"));
    expect(bare).toStartWith("<!doctype html>");
  });

  it("tells full documents from fragments", () => {
    expect(isFullDocument("<!-- demo -->\n<!DOCTYPE html><html></html>")).toBe(true);
    expect(isFullDocument("<html lang=en><body></body></html>")).toBe(true);
    expect(isFullDocument('<div class="html">x</div>')).toBe(false);
  });
});

describe("get_lab and LAB_URL", () => {
  it("points at this server's own labs by default, and at LAB_URL when it is set", async () => {
    const own = await call(app, "/tools/get_lab/pulse-loader");
    expect(own.body.url).toBe("http://localhost/lab/pulse-loader");
    const lab = await call(app, new URL(own.body.url).pathname);
    expect(lab.status).toBe(200);
    const elsewhere = testApp({ labUrl: "https://labs.example.com" });
    expect((await call(elsewhere, "/tools/get_lab/pulse-loader")).body.url).toBe("https://labs.example.com/pulse-loader");
    expect((await call(elsewhere, "/lab/pulse-loader")).status).toBe(200);
  });
});
