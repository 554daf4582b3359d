// Derived html documents run in headless Chromium: what their DOM script does when a person uses them.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { ARGS, CHROMIUM, chromiumAvailable } from "../../scripts/check/browser.ts";
import { readSource } from "../../src/catalog/source.ts";
import { demoMeta, tempDir } from "../helpers.ts";

const META = demoMeta({ title: "Demo", description: "A component used to test the derived DOM script." });

/** The html target of one derived resource. */
function htmlOf(slug: string, html: string): string {
  const dir = join(tempDir(), "source");
  mkdirSync(join(dir, slug), { recursive: true });
  writeFileSync(join(dir, "catalog.json"), '{ "derive": true }');
  writeFileSync(join(dir, slug, "resource.json"), JSON.stringify(META));
  writeFileSync(join(dir, slug, "html.html"), html);
  writeFileSync(join(dir, slug, "css.css"), `.${slug} { padding: 1rem; }`);
  return readSource(dir).resources[0]!.snippets.find((s) => s.target === "html")!.code;
}

describe("the derived DOM script in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    if (!chromiumAvailable()) throw new Error("Chromium is required for these tests: apt-get install chromium (CI installs it)");
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  }, 60_000);
  afterAll(() => browser?.close());

  it("lets a method=dialog form with a submit handler close its dialog, the handler's state applied", async () => {
    const html = htmlOf(
      "demo-dialog",
      `<div class="demo-dialog" data-state-sent="0"><dialog open><form method="dialog" data-on-submit="sent = sent + 1"><button type="submit">Close</button></form></dialog><output data-bind-text="sent">0</output></div>`,
    );
    const page = await browser.newPage();
    try {
      await page.setContent(html);
      await page.click("dialog button");
      expect(await page.evaluate(() => document.querySelector("dialog")!.open)).toBe(false);
      expect(await page.textContent("output")).toBe("1");
    } finally {
      await page.close();
    }
  }, 60_000);

  it("keeps a form without an action from navigating, its submit handler's state applied", async () => {
    const html = htmlOf(
      "demo-form",
      `<form class="demo-form" data-state-sent="false" data-on-submit="sent = true"><button type="submit">Send</button><p data-bind-hidden="!sent" hidden>Sent</p></form>`,
    );
    const page = await browser.newPage();
    try {
      await page.setContent(html);
      await page.click("button");
      expect(await page.evaluate(() => document.querySelector("p")!.hidden)).toBe(false);
      expect(page.url()).toBe("about:blank");
    } finally {
      await page.close();
    }
  }, 60_000);
});
