// Labs in a real browser: every fixture lab renders with no console error; demo code runs, and cannot read or
// reach the server's origin (a probe resource in a crafted catalog tries).
import { afterAll, describe, expect, it } from "bun:test";
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildCatalog } from "../../src/catalog/builder.ts";
import { Catalog } from "../../src/catalog/reader.ts";
import { FIXTURE_SOURCE, fixtureCatalog, startServer, tempDir } from "../helpers.ts";
import { closeBrowser, distinctColors, openPage, screenshot, SCREENSHOTS_NAME } from "./browser.ts";

const SECRET = "s3cr3t-of-the-server-origin";

/** The fixtures plus "sandbox-probe", whose script tries everything a demo must not be able to do. */
function probeCatalog(): Catalog {
  const source = join(tempDir("catalog-probe-"), "source");
  cpSync(FIXTURE_SOURCE, source, { recursive: true });
  const dir = join(source, "sandbox-probe");
  mkdirSync(dir);
  writeFileSync(
    join(dir, "resource.json"),
    JSON.stringify({
      kind: "component",
      title: "Sandbox probe",
      description: "Tries to read and reach the page around it.",
      category: "tests",
      difficulty: "hard",
      tech: "JavaScript",
      tags: ["probe"],
      license: "MIT",
      author: "Tests",
      updatedAt: "2026-11-01",
    }),
  );
  writeFileSync(join(dir, "html.html"), '<pre id="probe">running</pre>');
  writeFileSync(
    join(dir, "js.js"),
    `
const out = {};
const attempt = (name, fn) => { try { out[name] = { ok: true, value: String(fn()) }; } catch (e) { out[name] = { ok: false, error: e.name }; } };
attempt("origin", () => self.origin);
attempt("parentDocument", () => parent.document.body.innerHTML);
attempt("topDocument", () => top.document.cookie);
attempt("parentLocation", () => parent.location.href);
attempt("writeParent", () => { parent.document.body.dataset.pwned = "yes"; return "wrote"; });
attempt("cookie", () => document.cookie);
attempt("localStorage", () => localStorage.getItem("secret"));
attempt("sessionStorage", () => sessionStorage.length);
const reach = (url) => fetch(url).then((r) => r.text()).then((t) => "read " + t.slice(0, 40), (e) => "blocked " + e.name);
Promise.all([reach("/api"), reach(location.origin === "null" ? "/health" : location.origin + "/health")]).then(([api, health]) => {
  out.fetchApi = api;
  out.fetchHealth = health;
  document.getElementById("probe").textContent = JSON.stringify(out);
  document.body.dataset.done = "1";
});`,
  );
  const out = join(tempDir(), "probe.db");
  buildCatalog(source, out);
  return Catalog.open(out);
}

const server = startServer();
afterAll(async () => {
  server.stop();
  await closeBrowser();
});

/** The first class name in a resource's html: an element the demo must show. */
function firstClass(slug: string): string | undefined {
  const html = fixtureCatalog().snippet(slug, "html")?.code ?? "";
  return /<(?!html|head|meta|link|title)[a-z][^>]*\bclass="([^"\s]+)/i.exec(html)?.[1];
}

describe(`labs in chromium (screenshots in ${SCREENSHOTS_NAME})`, () => {
  it("every lab renders its demo with no console error, and the screenshot is not blank", async () => {
    const { page, errors, close } = await openPage();
    try {
      const slugs = [...fixtureCatalog().names()];
      expect(slugs.length).toBeGreaterThan(5);
      for (const slug of slugs) {
        const response = await page.goto(`${server.url}/lab/${slug}`, { waitUntil: "domcontentloaded" });
        expect(response?.status()).toBe(200);
        const frame = page.frameLocator("iframe.lab-frame");
        await frame.locator("body").waitFor();
        const cls = firstClass(slug);
        if (cls) await frame.locator(`.${cls}`).first().waitFor({ state: "visible", timeout: 5_000 });
        const shot = await screenshot(page, `lab-${slug}`);
        expect(await distinctColors(shot), slug).toBeGreaterThan(8);
        expect(errors, slug).toEqual([]);
        // The overlay is one small button until opened: it covers (almost) none of the demo.
        const box = (await page.locator(".lab-overlay").boundingBox())!;
        expect(box.width * box.height).toBeLessThan(60 * 60);
      }
    } finally {
      await close();
    }
  }, 60_000);

  it("runs the demo's script: the modal dialog opens and closes inside the frame", async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto(`${server.url}/lab/modal-dialog`);
      const frame = page.frameLocator("iframe.lab-frame");
      await frame.locator(".open-modal").click();
      await expect(frame.locator("dialog.modal").evaluate((d: HTMLDialogElement) => d.open)).resolves.toBe(true);
      await screenshot(page, "lab-modal-dialog-open");
      await frame.locator(".close-modal").click();
      await expect(frame.locator("dialog.modal").evaluate((d: HTMLDialogElement) => d.open)).resolves.toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it("opens the overlay with the keyboard; its links lead to the resource, its snippets and the catalog", async () => {
    const { page, close } = await openPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`${server.url}/lab/aurora-design-system`);
      await expect(page.locator(".lab-panel").isVisible()).resolves.toBe(false);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page.locator(".lab-panel").isVisible()).resolves.toBe(true);
      await screenshot(page, "lab-overlay-phone");
      const links = await page.locator(".lab-panel a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      const targets = fixtureCatalog()
        .resource("aurora-design-system")!
        .snippets.map((s) => s.target);
      for (const t of targets) expect(links).toContain(`/tools/get_snippet/aurora-design-system/${t}`);
      expect(links).toContain("/tools/get_resource/aurora-design-system");
      expect(links).toContain("/");
      const snippet = await page.request.get(`${server.url}/tools/get_snippet/aurora-design-system/${targets[0]}`);
      expect(snippet.status()).toBe(200);
    } finally {
      await close();
    }
  }, 60_000);
});

describe(`the lab sandbox in chromium (screenshots in ${SCREENSHOTS_NAME})`, () => {
  const catalog = probeCatalog();
  const probe = startServer({ catalog: () => catalog });
  afterAll(() => probe.stop());

  async function probeResults(path: string) {
    const watched = await openPage();
    const { page } = watched;
    // The server's origin holds a cookie and storage the demo must not see.
    await page.goto(`${probe.url}/`);
    await page.evaluate((secret) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the test plants a cookie the sandboxed demo must not read
      document.cookie = `secret=${secret}; path=/`;
      localStorage.setItem("secret", secret);
      sessionStorage.setItem("secret", secret);
    }, SECRET);
    await page.goto(`${probe.url}${path}`);
    const frame = path.endsWith("/frame") ? page.mainFrame() : page.frames().find((f) => f !== page.mainFrame())!;
    await frame.waitForSelector("body[data-done]");
    const result = JSON.parse((await frame.textContent("#probe"))!) as Record<string, any>;
    return { ...watched, result };
  }

  it("a demo script in the lab cannot read or write the parent page, the origin's cookies or storage, nor fetch the server", async () => {
    const { page, result, messages, close } = await probeResults("/lab/sandbox-probe");
    try {
      await screenshot(page, "lab-sandbox-probe");
      expect(result.origin).toEqual({ ok: true, value: "null" });
      for (const name of ["parentDocument", "topDocument", "parentLocation", "writeParent", "cookie", "localStorage", "sessionStorage"]) {
        expect(result[name], name).toEqual({ ok: false, error: "SecurityError" });
      }
      expect(result.fetchApi).toStartWith("blocked");
      expect(result.fetchHealth).toStartWith("blocked");
      expect(JSON.stringify(result)).not.toContain(SECRET);
      expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
      // The blocked fetch was reported on the frame's console, so console errors of frames are seen by these tests.
      expect(messages.some((m) => m.startsWith("error:") && /Content Security Policy/i.test(m))).toBe(true);
    } finally {
      await close();
    }
  }, 60_000);

  it("the frame address opened on its own is sandboxed by its header alone", async () => {
    const { result, close } = await probeResults("/lab/sandbox-probe/frame");
    try {
      expect(result.origin).toEqual({ ok: true, value: "null" });
      expect(result.cookie.ok).toBe(false);
      expect(result.localStorage.ok).toBe(false);
      expect(result.fetchApi).toStartWith("blocked");
      expect(result.fetchHealth).toStartWith("blocked");
      expect(JSON.stringify(result)).not.toContain(SECRET);
    } finally {
      await close();
    }
  }, 60_000);
});
