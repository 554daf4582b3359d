// The home page's cards on a server with previews: each card shows its image and no demo frame until a person points
// at it or focuses it; a variant swatch swaps the image; cards without a preview still load their live demo.
import { afterAll, describe, expect, it } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Previews } from "../../src/previews.ts";
import { fixtureCatalog, startServer, tempDir } from "../helpers.ts";
import { closeBrowser, openPage, screenshot } from "./browser.ts";

/** A valid 1x1 WebP: the page only needs an image to load; rendering is tested in test/previews. */
const TINY_WEBP = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");
const folder = tempDir("home-previews-");
const WITH_PREVIEW = fixtureCatalog()
  .resources.map((r) => r.slug)
  .filter((slug) => slug !== "pulse-loader");
for (const slug of WITH_PREVIEW) writeFileSync(join(folder, `${slug}.webp`), TINY_WEBP);
const server = startServer({ previews: Previews.fromFolder(folder) });
afterAll(async () => {
  server.stop();
  await closeBrowser();
});

describe("home page cards with previews", () => {
  it("show images first and start the live demo on hover or focus", async () => {
    const { page, errors, close } = await openPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(server.url);
      const designs = fixtureCatalog().designs.length;
      await page
        .locator("#cards .card")
        .nth(designs - 1)
        .waitFor();
      const imageCards = page.locator("#cards .card:has(.preview[data-still='1'])");
      expect(await imageCards.count()).toBe(designs - 1);
      // Images only as cards near the viewport: the last card's not yet.
      await imageCards.first().locator(".preview img").waitFor();
      expect(await imageCards.last().locator(".preview img").count()).toBe(0);
      // No demo frame for any card with an image, until it is pointed at.
      await page.waitForTimeout(300);
      expect(await page.locator("#cards .card:has(.preview[data-still='1']) iframe").count()).toBe(0);
      const src = await imageCards.first().locator(".preview img").getAttribute("src");
      expect(src).toMatch(/^\/preview\/[a-z0-9-]+\.webp$/);
      expect((await fetch(`${server.url}${src}`)).headers.get("content-type")).toBe("image/webp");
      await imageCards.first().hover();
      await imageCards.first().locator("iframe[sandbox='allow-scripts']").waitFor({ state: "attached" });
      // Focus by keyboard starts another card's demo.
      await imageCards.nth(1).locator("a.card-link").focus();
      await imageCards.nth(1).locator("iframe").waitFor({ state: "attached" });
      // The card without a preview loads its live demo as before.
      const plain = page.locator("#cards .card:not(:has(.preview[data-still='1']))");
      expect(await plain.count()).toBe(1);
      await plain.scrollIntoViewIfNeeded();
      await plain.locator("iframe").waitFor({ state: "attached" });
      await imageCards.last().scrollIntoViewIfNeeded();
      await imageCards.last().locator(".preview img").waitFor();
      await screenshot(page, "home-previews-desktop");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 30_000);

  it("swaps the image when a variant swatch is pressed", async () => {
    const { page, close } = await openPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`${server.url}/?q=notice`);
      const card = page.locator("#cards .card").first();
      await card.locator(".swatch").nth(1).waitFor();
      const before = await card.locator(".preview img").getAttribute("src");
      await card.locator(".swatch[aria-pressed='false']").first().click();
      await expect(card.locator(".preview img").getAttribute("src")).resolves.not.toBe(before);
      expect(await card.locator(".preview img").getAttribute("src")).toBe(
        `/preview/${await card.locator("a.card-link").getAttribute("data-slug")}.webp`,
      );
    } finally {
      await close();
    }
  }, 30_000);
});
