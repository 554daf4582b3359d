// `bun run previews`: renders every resource's demo (its /lab/SLUG/frame) in headless Chromium into an 800x500 WebP
// (a 500x312.5 CSS viewport at 1.6x, see PREVIEW_SCALE),
// in parallel pages, with progress, into the previews folder beside the catalog (catalog.db -> catalog.previews/).
// Deterministic: reduced motion, a seeded Math.random, a frozen clock, fixed viewport; a resource whose frame did not
// change since the last run is not rendered again (manifest.json records each frame's hash).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { createApp } from "../src/app.ts";
import { Catalog } from "../src/catalog/reader.ts";
import { MAX_PREVIEW_BYTES, PREVIEW_HEIGHT, PREVIEW_MANIFEST, PREVIEW_SCALE, PREVIEW_WIDTH, previewsFolderFor } from "../src/previews.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Changing how previews are made (size, quality, waits) changes this, so every preview is rendered again. */
const RENDER_SETTINGS = {
  width: PREVIEW_WIDTH,
  height: PREVIEW_HEIGHT,
  scale: PREVIEW_SCALE,
  format: "webp",
  quality: 72,
  settleMs: 400,
  v: 3,
};
/** The CSS viewport: the image's size at PREVIEW_SCALE device pixels per CSS pixel. */
const VIEW = { width: PREVIEW_WIDTH / PREVIEW_SCALE, height: PREVIEW_HEIGHT / PREVIEW_SCALE };

/** Runs before any demo code: the same random numbers and the same clock on every run. */
const DETERMINISM = `(() => {
  let s = 0x2f6b1c3d;
  Math.random = () => { s = (s + 0x6d2b79f5) | 0; let t = Math.imul(s ^ (s >>> 15), 1 | s); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  const t0 = 1767225600000; const D = Date; const start = performance.now();
  globalThis.Date = class extends D { constructor(...a) { super(...(a.length ? a : [t0 + performance.now() - start])); } static now() { return t0 + performance.now() - start; } };
})();`;

export interface RenderOptions {
  catalogFile: string;
  out?: string;
  workers?: number;
  /** Only these slugs (tests); every resource otherwise. */
  only?: string[];
  progress?: (line: string) => void;
}

export interface RenderReport {
  out: string;
  rendered: number;
  skipped: number;
  failed: { slug: string; error: string }[];
  bytes: number;
  ms: number;
}

export async function renderPreviews(options: RenderOptions): Promise<RenderReport> {
  const started = performance.now();
  const out = options.out ?? previewsFolderFor(options.catalogFile);
  const progress = options.progress ?? (() => {});
  if (!existsSync(CHROMIUM)) {
    throw new Error(`chromium is missing at ${CHROMIUM}: install it with "apt-get install chromium" or set CHROMIUM_PATH.`);
  }
  mkdirSync(out, { recursive: true });
  const manifestPath = join(out, PREVIEW_MANIFEST);
  const old: Record<string, string> = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, "utf8")).frames ?? {}) : {};
  const catalog = Catalog.open(options.catalogFile);
  const app = createApp({ catalog: () => catalog, allowedHosts: ["127.0.0.1"] });
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: app.handle });
  const base = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--hide-scrollbars",
      "--font-render-hinting=none",
    ],
  });
  const settings = JSON.stringify(RENDER_SETTINGS);
  const slugs = options.only ?? catalog.resources.map((r) => r.slug);
  const frames: Record<string, string> = options.only ? { ...old } : {};
  const report: RenderReport = { out, rendered: 0, skipped: 0, failed: [], bytes: 0, ms: 0 };
  let next = 0;
  let lastLine = 0;
  const tell = (force = false) => {
    const done = report.rendered + report.skipped + report.failed.length;
    if (!force && performance.now() - lastLine < 2000) return;
    lastLine = performance.now();
    const seconds = (performance.now() - started) / 1000;
    progress(
      `previews ${done}/${slugs.length}: ${report.rendered} rendered, ${report.skipped} unchanged, ${report.failed.length} failed, ${seconds.toFixed(0)} s`,
    );
  };

  const worker = async () => {
    const context = await browser.newContext({
      viewport: { width: VIEW.width, height: Math.ceil(VIEW.height) },
      deviceScaleFactor: PREVIEW_SCALE,
      reducedMotion: "reduce",
      colorScheme: "light",
    });
    await context.addInitScript(DETERMINISM);
    // Nothing leaves this machine: every request but this server's is refused.
    await context.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    while (next < slugs.length) {
      const slug = slugs[next++]!;
      const file = join(out, `${slug}.webp`);
      try {
        const url = `${base}/lab/${slug}/frame`;
        const answer = await fetch(url);
        if (!answer.ok) throw new Error(`GET /lab/${slug}/frame answered ${answer.status}`);
        const html = await answer.text();
        const hash = createHash("sha256").update(settings).update(html).digest("hex").slice(0, 24);
        frames[slug] = hash;
        if (old[slug] === hash && existsSync(file)) {
          report.skipped++;
          tell();
          continue;
        }
        await page.goto(url, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => r(null)))));
        await page.waitForTimeout(RENDER_SETTINGS.settleMs);
        const shot = (await cdp.send("Page.captureScreenshot", {
          format: "webp",
          quality: RENDER_SETTINGS.quality,
          // The clip's scale is absolute (output pixels per CSS pixel), not relative to the device scale.
          clip: { x: 0, y: 0, width: VIEW.width, height: VIEW.height, scale: PREVIEW_SCALE },
        })) as { data: string };
        const bytes = Buffer.from(shot.data, "base64");
        if (bytes.byteLength > MAX_PREVIEW_BYTES)
          throw new Error(`${bytes.byteLength} bytes, over the ${MAX_PREVIEW_BYTES} a preview may have`);
        writeFileSync(`${file}.tmp`, bytes);
        renameSync(`${file}.tmp`, file);
        report.rendered++;
        report.bytes += bytes.byteLength;
      } catch (err) {
        delete frames[slug];
        rmSync(file, { force: true });
        report.failed.push({ slug, error: String((err as Error).message ?? err).split("\n")[0]! });
      }
      tell();
    }
    await context.close();
  };

  try {
    await Promise.all(Array.from({ length: Math.max(1, options.workers ?? 2) }, worker));
  } finally {
    await browser.close();
    server.stop(true);
  }
  if (!options.only) {
    // Previews of resources the catalog no longer has are removed with the manifest's record of them.
    for (const slug of Object.keys(old)) if (!(slug in frames)) rmSync(join(out, `${slug}.webp`), { force: true });
  }
  writeFileSync(manifestPath, `${JSON.stringify({ catalog: catalog.version, settings: RENDER_SETTINGS, frames }, null, 1)}\n`);
  catalog.close();
  report.ms = performance.now() - started;
  tell(true);
  return report;
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const flag = (name: string) => {
    const i = argv.indexOf(name);
    return i === -1 ? undefined : argv[i + 1];
  };
  let catalogFile = flag("--db");
  if (!catalogFile) {
    const { ensureCatalog, REPO_CATALOG } = await import("../src/catalog/repo-catalog.ts");
    await ensureCatalog((message) => console.log(message));
    catalogFile = REPO_CATALOG;
  }
  const report = await renderPreviews({
    catalogFile,
    out: flag("--out"),
    workers: Number(flag("--workers") ?? 2),
    only: flag("--only")?.split(","),
    progress: (line) => console.log(line),
  });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `wrote ${report.out}: ${report.rendered} rendered (${kb(report.bytes)}, ${report.rendered ? kb(report.bytes / report.rendered) : "-"} each), ${report.skipped} unchanged, in ${(report.ms / 1000).toFixed(1)} s`,
  );
  for (const f of report.failed) console.error(`failed ${f.slug}: ${f.error}`);
  process.exit(report.failed.length > 0 ? 1 : 0);
}
