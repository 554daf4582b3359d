// `bun scripts/measure-home.ts`: the home page's first screen in headless Chromium, with and without rendered previews:
// bytes transferred (page, assets, API calls, images, demo frames), requests, and the time until every card on the
// first screen shows its picture (image or live demo). Loopback, so the times are CPU, not network.
import { chromium } from "playwright-core";
import { createApp } from "../src/app.ts";
import { Previews, previewsFolderFor } from "../src/previews.ts";
import { Catalog } from "../src/catalog/reader.ts";
import { ensureCatalog, REPO_CATALOG } from "../src/catalog/repo-catalog.ts";
import { CHROMIUM } from "./render-previews.ts";

await ensureCatalog((message) => console.log(message));
const catalog = Catalog.open(REPO_CATALOG);
const previews = Previews.fromFolder(previewsFolderFor(REPO_CATALOG));
if (!previews) throw new Error("no previews: run bun run previews first");
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu"] });

async function measure(withPreviews: boolean, width: number, height: number) {
  const app = createApp({ catalog: () => catalog, allowedHosts: ["127.0.0.1"], previews: withPreviews ? previews : undefined });
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: app.handle });
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  let bytes = 0;
  let requests = 0;
  page.on("requestfinished", async (request) => {
    requests++;
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  const started = performance.now();
  await page.goto(`http://127.0.0.1:${server.port}/`);
  // Every card whose picture area is on the first screen has its image or demo loaded.
  await page.waitForFunction(
    () => {
      const shown = [...document.querySelectorAll(".preview")].filter((p) => p.getBoundingClientRect().top < innerHeight);
      return shown.length > 0 && shown.every((p) => p.classList.contains("loaded"));
    },
    undefined,
    { timeout: 60_000, polling: 20 },
  );
  const ms = performance.now() - started;
  await page.waitForLoadState("networkidle");
  await context.close();
  server.stop(true);
  return { ms, bytes, requests };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
for (const [width, height, label] of [
  [1280, 800, "desktop 1280x800"],
  [390, 844, "phone 390x844"],
] as const) {
  // Warm both once (the catalog's code cache, Chromium's own start), then the median of five.
  const runs = async (on: boolean) => {
    await measure(on, width, height);
    const all = [];
    for (let i = 0; i < 5; i++) all.push(await measure(on, width, height));
    all.sort((a, b) => a.ms - b.ms);
    return all[2]!;
  };
  const before = await runs(false);
  const after = await runs(true);
  console.log(
    `${label}: live demos ${kb(before.bytes)} in ${before.requests} requests, first screen pictured in ${before.ms.toFixed(0)} ms; ` +
      `previews ${kb(after.bytes)} in ${after.requests} requests, ${after.ms.toFixed(0)} ms`,
  );
}
await browser.close();
