// Real-browser test helpers: Debian's chromium driven by playwright-core, headless; console errors of the page and
// every frame; screenshots into one folder a person can open; a pixel check that a screenshot is not blank.
import { existsSync, mkdirSync } from "node:fs";
import { join, relative } from "node:path";
import { expect } from "bun:test";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

/** Debian's chromium, which .ci/run installs; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const SCREENSHOTS = join(import.meta.dir, "..", ".artifacts", "screenshots");
/** The screenshots folder as the tests name it, relative to the repository. */
export const SCREENSHOTS_NAME = relative(join(import.meta.dir, "..", ".."), SCREENSHOTS);

/**
 * Chromium puts sandboxed frames in processes of their own; playwright-core (under bun) then sometimes never resumes
 * such a frame it attached to, so it stays blank and the test hangs. With IsolateSandboxedIframes off the frames share
 * the page's process, as they did before that feature: their opaque origin and CSP are enforced the same way.
 * The last --disable-features wins, so the list repeats the features playwright-core itself disables.
 */
const DISABLED_FEATURES = [
  "IsolateSandboxedIframes",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
];
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  // /dev/shm may be small where CI runs in a container; large full-page screenshots then crash the renderer.
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${DISABLED_FEATURES.join(",")}`,
];

let launched: Promise<Browser> | undefined;

/** Set when the browser went away under a test (a crash, a killed process): the next test launches another. */
let lost: string | undefined;

/** The one browser of a test file; a missing chromium fails every test that needs it, saying how to fix it. */
export function browser(): Promise<Browser> {
  if (lost) {
    console.warn(`chromium went away (${lost}); launching another for the next test`);
    lost = undefined;
    launched = undefined;
    decoder = undefined;
  }
  if (!launched) {
    if (!existsSync(CHROMIUM)) {
      launched = Promise.reject(
        new Error(
          `chromium is missing at ${CHROMIUM}: the browser tests need it. Install it with "apt-get install chromium" (.ci/run does so when it runs as root), or set CHROMIUM_PATH.`,
        ),
      );
    } else {
      const mine = chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
      mine.then(
        (b) =>
          b.on("disconnected", () => {
            if (launched === mine) lost = "disconnected";
          }),
        () => {},
      );
      launched = mine;
    }
  }
  return launched;
}

/** Closes the browser; test files share this module, so the next file that asks launches a new one. */
export async function closeBrowser() {
  const closing = launched;
  launched = undefined;
  decoder = undefined;
  const b = await closing?.catch(() => undefined);
  await b?.close();
}

export interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions, from the page and all its frames. */
  errors: string[];
  /** Every console message, "type: text". */
  messages: string[];
  close: () => Promise<void>;
}

/** A new page in its own context (no shared cookies or storage), watched for console output and errors. */
export async function openPage(options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 860 }, deviceScaleFactor: 1, ...options });
  // A step that hangs fails with its own call log, well before the test's timeout.
  context.setDefaultTimeout(8_000);
  const page = await context.newPage();
  const errors: string[] = [];
  const messages: string[] = [];
  page.on("console", (m) => {
    messages.push(`${m.type()}: ${m.text()}`);
    if (m.type() === "error") errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  page.on("crash", () => errors.push("the page's renderer crashed"));
  return { page, errors, messages, close: () => context.close() };
}

/** Saves a screenshot under SCREENSHOTS and returns its bytes. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<Buffer> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

let decoder: Promise<Page> | undefined;

/** Distinct colours in a PNG (sampled), decoded by the browser itself in a blank page: a blank screenshot has one or two. */
export async function distinctColors(png: Buffer): Promise<number> {
  decoder ??= browser().then((b) => b.newPage());
  return (await decoder).evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext("2d")!;
    g.drawImage(img, 0, 0);
    const data = g.getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  }, png.toString("base64"));
}

/**
 * Waits until the first element matching `selector` reads `expected` (the page may still be fetching), then asserts it,
 * so a wrong text fails with both texts rather than a timeout.
 */
export async function expectText(page: Page, selector: string, expected: string, timeout = 8_000): Promise<void> {
  await page
    .waitForFunction(([s, t]) => document.querySelector(s)?.textContent === t, [selector, expected] as const, { timeout })
    .catch(() => {});
  expect(await page.locator(selector).first().textContent({ timeout: 1_000 })).toBe(expected);
}
