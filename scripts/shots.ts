// `bun run shots -- FOLDER[,FOLDER…]`: screenshots of designs as people see them, to look at before calling one done.
// Each design's html target (the standalone document) at desktop (1280x800) and phone (375x740) width, full page,
// with motion on, in headless Chromium with the network cut off (libraries served from node_modules, as the check does).
// Options: --out DIR (default .tmp/shots), --variants all (every variant; default the first), --source DIR (catalog/),
// --wait MS (default 700: time for entrance animations), --reduced (prefers-reduced-motion: reduce).
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { moduleAtCdn } from "../src/catalog/libraries.ts";
import { bundle } from "../src/vendor.ts";
import { ARGS, CHROMIUM } from "./check/browser.ts";
import { loadSubjects } from "./check/verify.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args.splice(i, 2)[1];
};
const out = resolve(option("--out") ?? ".tmp/shots");
const source = resolve(option("--source") ?? join(import.meta.dir, "..", "catalog"));
const allVariants = option("--variants") === "all";
const wait = Number(option("--wait") ?? 700);
const reduced = args.includes("--reduced");
const folders = args
  .filter((a) => !a.startsWith("--"))
  .flatMap((a) => a.split(","))
  .filter(Boolean);
if (folders.length === 0) {
  console.error("usage: bun run shots -- design[,design…] [--out DIR] [--variants all] [--source DIR] [--wait MS] [--reduced]");
  process.exit(2);
}

const subjects = await loadSubjects(source, { folders });
const seen = new Set<string>();
const chosen = subjects.filter((s) => {
  if (allVariants) return true;
  const design = s.source.resource.design;
  if (seen.has(design)) return false;
  seen.add(design);
  return true;
});
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, "--hide-scrollbars"] });
const sizes = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
] as const;
try {
  for (const size of sizes) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      reducedMotion: reduced ? "reduce" : "no-preference",
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.route("**/*", async (route) => {
      const url = route.request().url();
      if (url.startsWith("data:") || url.startsWith("about:")) return route.continue();
      const found = moduleAtCdn(url);
      if (!found) return route.abort();
      return route.fulfill({ status: 200, contentType: "text/javascript", body: Buffer.from(await bundle(found.library, found.module)) });
    });
    for (const s of chosen) {
      const slug = s.source.resource.slug;
      errors.length = 0;
      await page.setContent(s.code("html"), { waitUntil: "load" });
      await page.waitForTimeout(wait);
      const file = join(out, `${slug}-${size.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${file}${errors.length ? `  (errors: ${errors.join(" | ").slice(0, 300)})` : ""}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
