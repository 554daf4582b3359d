// The home page in a real browser: it loads, searches, filters, shows a resource's code and copies it, works by
// keyboard and fits a phone. Expected results come from the REST routes, never written into the test.
import { afterAll, describe, expect, it } from "bun:test";
import { fixtureCatalog, startServer } from "../helpers.ts";
import { closeBrowser, expectText, openPage, screenshot, SCREENSHOTS_NAME } from "./browser.ts";

const server = startServer();
afterAll(async () => {
  server.stop();
  await closeBrowser();
});

const rest = async (path: string) => (await fetch(`${server.url}${path}`)).json() as Promise<any>;
const cardTitles = (page: import("playwright-core").Page) => page.locator("#cards .card h3").allTextContents();
/** A card shows its design's title: the fixture catalog's own, never written into the test. */
const designTitles = (items: { design: string }[]) => items.map((i) => fixtureCatalog().design(i.design)!.title);

describe(`home page in chromium (screenshots in ${SCREENSHOTS_NAME})`, () => {
  it("loads: every design as one card, filters from the catalog, previews only where the cards are seen", async () => {
    const { page, errors, close } = await openPage({ viewport: { width: 390, height: 844 } });
    try {
      const stats = fixtureCatalog().stats();
      await page.goto(server.url);
      await page
        .locator("#cards .card")
        .nth(stats.designs - 1)
        .waitFor();
      expect(await page.locator("#cards .card").count()).toBe(stats.designs);
      await expect(page.locator("#status").textContent()).resolves.toContain(`${stats.designs.toLocaleString("en")} designs`);
      const counts = `${stats.designs} designs in ${stats.resources} variants, ${stats.snippets} snippets.`;
      await page.waitForFunction((text) => document.getElementById("stats")?.textContent === text, counts);
      await page.locator("#f-kind option").nth(Object.keys(stats.byKind).length).waitFor({ state: "attached" });
      expect(await page.locator("#f-kind option").count()).toBe(Object.keys(stats.byKind).length + 1);
      // Lazy previews: on a phone only the first cards have a frame; the last gets one once scrolled to.
      const last = page.locator("#cards .card .preview").last();
      expect(await last.locator("iframe").count()).toBe(0);
      expect(await page.locator("#cards .preview iframe").count()).toBeLessThan(stats.designs);
      await screenshot(page, "home-phone");
      await last.scrollIntoViewIfNeeded();
      await last.locator("iframe").waitFor({ state: "attached" });
      expect(await last.locator("iframe").getAttribute("sandbox")).toBe("allow-scripts");
      // Readable on a phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 30_000);

  it("a search shows the results of the search route, and a filter narrows them", async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto(server.url);
      await page.locator("#cards .card").first().waitFor();
      await page.fill("#q", "button");
      await page.press("#q", "Enter");
      const found = await rest("/tools/search?q=button&limit=24");
      expect(found.total).toBeGreaterThan(1);
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll("#cards .card").length === n && /for “button”/.test(document.getElementById("status")!.textContent!),
        found.total,
      );
      expect(await cardTitles(page)).toEqual(designTitles(found.items));
      expect(new URL(page.url()).searchParams.get("q")).toBe("button");
      await screenshot(page, "home-search", true);

      // Pick a difficulty that some, not all, of the results have.
      const difficulty = [...new Set(found.items.map((i: any) => i.difficulty))][0] as string;
      const narrowed = await rest(`/tools/search?q=button&difficulty=${difficulty}&limit=24`);
      expect(narrowed.total).toBeGreaterThan(0);
      await page.selectOption("#f-difficulty", difficulty);
      await page.waitForFunction((n) => document.querySelectorAll("#cards .card").length === n, narrowed.total);
      expect(await cardTitles(page)).toEqual(designTitles(narrowed.items));
      expect(new URL(page.url()).searchParams.get("difficulty")).toBe(difficulty);

      // A filter alone narrows the whole list; Clear brings it all back.
      await page.fill("#q", "");
      await page.press("#q", "Enter");
      const kind = "animation";
      const animations = await rest(`/tools/list_resources?kind=${kind}&difficulty=${difficulty}&limit=24`);
      await page.selectOption("#f-kind", kind);
      await page.waitForFunction(
        (n) => document.querySelectorAll("#cards .card").length === n && !document.getElementById("results")!.hasAttribute("aria-busy"),
        animations.total,
      );
      expect(await cardTitles(page)).toEqual(designTitles(animations.items));
      await screenshot(page, "home-filtered");
      await page.click("#clear");
      await page.waitForFunction((n) => document.querySelectorAll("#cards .card").length === n, fixtureCatalog().designs.length);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 30_000);

  it("a resource view shows each target's code highlighted, copies it, and runs its live demo", async () => {
    const { page, errors, close } = await openPage({ permissions: ["clipboard-read", "clipboard-write"] });
    try {
      const hit = (await rest("/tools/search?q=toggle")).items[0];
      expect(hit.slug).toBe("toggle-switch"); // the fixture whose demo this test drives
      await page.goto(`${server.url}/?q=toggle`);
      await page.locator("#cards .card-link").first().click();
      const resource = await rest(`/tools/get_resource/${hit.slug}`);
      await expectText(page, "#r-title", resource.title);
      expect(new URL(page.url()).searchParams.get("r")).toBe("toggle-switch");
      const code = page.locator(".r-code");
      const tabs = code.getByRole("tab");
      expect(await tabs.allTextContents()).toEqual(resource.snippets.map((s: any) => s.target));

      const css = await rest("/tools/get_snippet/toggle-switch/css");
      await code.getByRole("tab", { name: "css" }).click();
      await expect(code.locator("pre code").textContent()).resolves.toBe(css.code);
      expect(await code.locator("pre code .t-property").count()).toBeGreaterThan(0);

      // Arrow keys move between targets; the code follows.
      await code.getByRole("tab", { name: "css" }).focus();
      await page.keyboard.press("ArrowRight");
      const next = resource.snippets[resource.snippets.findIndex((s: any) => s.target === "css") + 1].target;
      await expect(code.locator('[role="tab"][aria-selected="true"]').textContent()).resolves.toBe(next);
      const nextCode = (await rest(`/tools/get_snippet/toggle-switch/${next}`)).code;
      await page.waitForFunction((text) => document.querySelector(".r-code pre code")?.textContent === text, nextCode);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tab");

      await code.locator(".copy").click();
      await code.locator(".copy.done").waitFor();
      await expect(code.locator(".copy").textContent()).resolves.toBe("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(nextCode);

      // The live demo runs in its sandboxed frame: the switch's script sets aria-checked.
      const demo = page.frameLocator(".r-preview iframe");
      await demo.locator(".toggle input").check();
      await expect(demo.locator(".toggle input").getAttribute("aria-checked")).resolves.toBe("true");
      await expect(page.getByRole("link", { name: "Open the live demo" }).getAttribute("href")).resolves.toBe(resource.links.lab);
      await expect(page.locator(".r-use").textContent()).resolves.toContain(`/tools/get_snippet/toggle-switch/${next}`);
      await screenshot(page, "resource-view", true);

      // Escape (outside the demo, which may use Escape itself) goes back to the list, search kept.
      await page.locator("#r-title").press("Escape");
      await page.locator("#browse").waitFor();
      expect(await page.inputValue("#q")).toBe("toggle");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 30_000);

  it("shows a design's variants as swatches that switch the card's preview and what it opens, and the resource view's variant", async () => {
    const { page, errors, close } = await openPage();
    try {
      const design = fixtureCatalog().design("notice-banner")!;
      await page.goto(`${server.url}/?q=notice`);
      const card = page.locator("#cards .card").first();
      await expectText(page, "#cards .card h3", design.title);
      const swatches = card.locator(".swatch");
      expect(await swatches.count()).toBe(design.variants.length);
      expect(await swatches.evaluateAll((els) => els.map((e) => [e.getAttribute("aria-label"), e.getAttribute("aria-pressed")]))).toEqual(
        design.variants.map((v, i) => [`${v.title.match(/\((.*)\)$/)![1]}: ${v.note}`, String(i === 0)]),
      );
      await card.locator(".preview iframe").waitFor({ state: "attached" });
      expect(await card.locator(".preview iframe").getAttribute("src")).toBe("/lab/notice-banner-sky/frame");
      await swatches.nth(1).click();
      await expectText(page, "#cards .card .variant-name", "Night · dark, amber");
      expect(await swatches.nth(1).getAttribute("aria-pressed")).toBe("true");
      expect(await swatches.nth(0).getAttribute("aria-pressed")).toBe("false");
      expect(await card.locator(".preview iframe").getAttribute("src")).toBe("/lab/notice-banner-night/frame");
      // The card now opens the variant it shows; the resource view offers the others.
      await card.locator(".card-link").click();
      await expectText(page, "#r-title", "Notice banner (Night)");
      const links = page.locator(".r-variants a.swatch");
      expect(await links.count()).toBe(3);
      expect(await page.locator('.r-variants a[aria-current="true"]').getAttribute("data-slug")).toBe("notice-banner-night");
      await screenshot(page, "resource-variants", true);
      await links.nth(2).click();
      await expectText(page, "#r-title", "Notice banner (Mint)");
      expect(new URL(page.url()).searchParams.get("r")).toBe("notice-banner-mint");
      expect(await page.locator(".r-preview iframe").getAttribute("src")).toBe("/lab/notice-banner-mint/frame");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 30_000);

  it("works from the keyboard: / focuses search, Tab reaches a card, Enter opens it, and connect configs name this server", async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto(server.url);
      await page.locator("#cards .card").first().waitFor();
      await page.keyboard.press("/");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("q");
      await page.keyboard.type("pulse");
      const hit = (await rest("/tools/search?q=pulse")).items[0];
      await page.waitForFunction((title) => document.querySelector("#cards .card h3")?.textContent === title, designTitles([hit])[0]);
      let focused = "";
      for (let i = 0; i < 12 && !focused.includes("card-link"); i++) {
        await page.keyboard.press("Tab");
        focused = await page.evaluate(() => document.activeElement?.className ?? "");
      }
      expect(focused).toContain("card-link");
      await page.keyboard.press("Enter");
      await expectText(page, "#r-title", hit.title);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("r-title");
      const api = await rest("/api");
      await expect(page.locator("#configs").textContent()).resolves.toContain(api.mcp.url);
      await expect(page.locator("#configs pre").first().textContent()).resolves.toBe(api.clients.claudeCode);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 30_000);
});
