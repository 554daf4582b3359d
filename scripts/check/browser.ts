// Renders html demos in headless Chromium (Debian chromium + playwright-core) and reports what a visitor would see go wrong.
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { importMap, moduleAtCdn } from "../../src/catalog/libraries.ts";
import { bundle } from "../../src/vendor.ts";
import { decodePng, inkRatio } from "./png.ts";

export const CHROMIUM = "/usr/bin/chromium";
export const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Below this share of non-background pixels, a screenshot of the component counts as blank. */
export const MIN_INK = 0.01;

export interface BrowserSubject {
  slug: string;
  /** The html target: a complete document. */
  html: string;
  /** The js target: an ES module exporting render(container). */
  jsModule: string;
  /** The behaviour as plain JS (defines mount), when the resource has one. */
  behaviourJs?: string;
  /** The behaviour's library imports as JS lines (`import { gsap } from "gsap";`), when it has any. */
  imports?: string[];
  /** The library modules they name ("gsap", "gsap/ScrollTrigger"). */
  specifiers?: string[];
}

/** Library modules by the CDN URL a standalone document imports them from: the check serves them, offline. */
const bundles = new Map<string, Promise<Uint8Array>>();
function libraryBundle(url: string): Promise<Uint8Array> | undefined {
  const found = moduleAtCdn(url);
  if (!found) return undefined;
  if (!bundles.has(url)) bundles.set(url, bundle(found.library, found.module));
  return bundles.get(url);
}

export const chromiumAvailable = () => existsSync(CHROMIUM);

export class ChromiumChecker {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<ChromiumChecker> {
    return new ChromiumChecker(await chromium.launch({ executablePath: CHROMIUM, args: ARGS }));
  }

  async close() {
    await this.browser.close();
  }

  /** A page to check subjects on one after another; each check starts from a fresh about:blank window. */
  async newPage(): Promise<{ check: (subject: BrowserSubject) => Promise<string[]>; close: () => Promise<void> }> {
    const context = await this.browser.newContext({ viewport: { width: 375, height: 740 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    let failures: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") failures.push(`console error: ${msg.text().slice(0, 200)}`);
    });
    page.on("pageerror", (err) => failures.push(`page error: ${err.message.slice(0, 200)}`));
    await page.route("**/*", async (route) => {
      const url = route.request().url();
      if (url.startsWith("data:") || url.startsWith("about:")) return route.continue();
      // The pinned copy of a library the document's import map names: bundled here, nothing leaves the machine.
      const library = libraryBundle(url);
      if (library)
        return route.fulfill({
          status: 200,
          contentType: "text/javascript",
          headers: { "access-control-allow-origin": "*" },
          body: Buffer.from(await library),
        });
      failures.push(`network request: ${url.slice(0, 120)}`);
      return route.abort();
    });
    const check = async (subject: BrowserSubject) => {
      failures = [];
      try {
        await page.goto("about:blank");
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.setViewportSize({ width: 375, height: 740 });
        await this.narrowAndCalm(page, subject, failures);
        await this.wideAndMoving(page, subject, failures);
        await page.goto("about:blank");
        await this.plainModule(page, subject, failures);
      } catch (err) {
        failures.push(`browser: ${(err as Error).message.split("\n")[0]}`);
      }
      return failures;
    };
    return { check, close: () => context.close() };
  }

  /** Runs every check on one subject in its own page; returns the failures (empty when all is well). */
  async check(subject: BrowserSubject): Promise<string[]> {
    const page = await this.newPage();
    try {
      return await page.check(subject);
    } finally {
      await page.close();
    }
  }

  /** 375 px wide with reduced motion: nothing overflows sideways and no animation loops forever. */
  private async narrowAndCalm(page: Page, subject: BrowserSubject, failures: string[]) {
    await page.setContent(subject.html, { waitUntil: "load" });
    const result = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      width: window.innerWidth,
      looping: document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations === Infinity)
        .map((a) => (a as CSSAnimation).animationName ?? "animation"),
    }));
    if (result.scrollWidth > result.width + 1)
      failures.push(`overflows sideways at ${result.width}px wide (content is ${result.scrollWidth}px)`);
    await spacedByFormatting(page, failures);
    if (result.looping.length > 0)
      failures.push(`with prefers-reduced-motion: reduce, animations still loop: ${[...new Set(result.looping)].join(", ")}`);
  }

  /** 1280 px wide: the component paints something, its behaviour survives clicks, and mount() returns a cleanup. */
  private async wideAndMoving(page: Page, subject: BrowserSubject, failures: string[]) {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.setContent(subject.html, { waitUntil: "load" });
    const box = await page.evaluate((slug) => {
      document.getAnimations().forEach((a) => {
        if (a.effect?.getComputedTiming().iterations !== Infinity) a.finish();
      });
      const root = document.querySelector(`.${slug}`);
      if (!root) return undefined;
      const r = root.getBoundingClientRect();
      const x = Math.max(0, r.left),
        y = Math.max(0, r.top);
      return { x, y, width: Math.min(window.innerWidth, r.right) - x, height: Math.min(window.innerHeight, r.bottom) - y };
    }, subject.slug);
    if (!box) return void failures.push(`no element .${subject.slug} in the document`);
    await spacedByFormatting(page, failures);
    if (box.width < 4 || box.height < 4)
      return void failures.push(`the root is ${Math.round(box.width)}x${Math.round(box.height)} px: nothing to see`);
    // Chromium now and then answers "Unable to capture screenshot" when the machine is busy (seen once in 4,545
    // resources, passing when run again): one more try, so a busy machine does not fail a design.
    const shoot = () => page.screenshot({ clip: box, animations: "allow" });
    const png = await shoot().catch((err: Error) => {
      if (!err.message.includes("Unable to capture screenshot")) throw err;
      return page.waitForTimeout(250).then(shoot);
    });
    const ink = inkRatio(decodePng(png));
    if (ink < MIN_INK) failures.push(`blank screenshot: ${(ink * 100).toFixed(2)}% of the root's pixels differ from its background`);
    if (!subject.behaviourJs) return;
    const problem = await page.evaluate(
      async ({ slug, code, imports }) => {
        document.addEventListener("submit", (e) => e.preventDefault(), true);
        const root = document.querySelector<HTMLElement>(`.${slug}`)!;
        for (const el of root.querySelectorAll<HTMLElement>("button, summary, [role=tab], [role=switch], [role=button]")) el.click();
        root.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
        // A behaviour that imports libraries runs as a module (the document's import map resolves them).
        const mount = (
          imports.length > 0
            ? (
                (await import(`data:text/javascript,${encodeURIComponent(`${imports.join("\n")}\n${code}\nexport { mount };`)}`)) as {
                  mount: unknown;
                }
              ).mount
            : new Function(`${code}\nreturn mount;`)()
        ) as (root: HTMLElement) => unknown;
        const clone = root.cloneNode(true) as HTMLElement;
        document.body.append(clone);
        const cleanup = mount(clone);
        if (typeof cleanup !== "function") return `mount(root) returned ${typeof cleanup}, not a cleanup function`;
        cleanup();
        clone.remove();
        return "";
      },
      { slug: subject.slug, code: subject.behaviourJs, imports: subject.imports ?? [] },
    );
    if (problem) failures.push(problem);
  }

  /** The js target on an empty page: render(document.body) adds the component and its undo removes it. */
  private async plainModule(page: Page, subject: BrowserSubject, failures: string[]) {
    const map = subject.specifiers?.length
      ? `<script type="importmap">${JSON.stringify({ imports: importMap(subject.specifiers, "cdn") })}</script>`
      : "";
    await page.setContent(`<!doctype html><html lang="en"><head><title>js</title>${map}</head><body></body></html>`);
    const url = `data:text/javascript;base64,${Buffer.from(subject.jsModule).toString("base64")}`;
    const problem = await page.evaluate(
      async ({ url, slug }) => {
        const mod = (await import(url)) as { render?: (c: HTMLElement) => () => void };
        if (typeof mod.render !== "function") return "the js target exports no render function";
        const undo = mod.render(document.body);
        if (!document.querySelector(`.${slug}`)) return "render(container) added no root element";
        if (!document.getElementById(`${slug}-styles`)) return "render(container) added no stylesheet";
        undo();
        if (document.querySelector(`.${slug}`)) return "the function render() returned did not remove the component";
        return "";
      },
      { url, slug: subject.slug },
    );
    if (problem) failures.push(problem);
  }
}

/**
 * The html page prints an element's element children one per line, and so do the Svelte and Astro targets; React and
 * Vue drop that whitespace. Where it renders (a space between inline boxes, an indent under white-space: pre), the
 * html page lays out differently from the JSX targets: the design depends on formatting. Found by taking those line
 * breaks out, as React does, and seeing whether a painted box or a letter moves (both read in one task, so running
 * animations cannot move them in between); the page is left as React would render it.
 */
async function spacedByFormatting(page: Page, failures: string[]) {
  const found = await page.evaluate(() => {
    const skipped = "pre, textarea, script, style, template";
    // What a person sees move: boxes that paint (anything but a bare inline) and the first and last letter of each
    // text. A bare inline's box may shift by the very space it now holds itself while nothing on screen moves.
    const painted = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      return (
        style.display !== "inline" ||
        style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
        style.backgroundImage !== "none" ||
        Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.borderRightWidth) > 0
      );
    };
    const boxes = [...document.body.querySelectorAll<HTMLElement>("*")].filter((el) => el instanceof HTMLElement && painted(el));
    const texts: { node: Text; first: number; last: number }[] = [];
    const breaks: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (text.parentElement?.closest(skipped)) continue;
      if (/^\s*\n\s*$/.test(text.data)) breaks.push(text);
      else if (text.data.trim()) texts.push({ node: text, first: text.data.search(/\S/), last: text.data.trimEnd().length - 1 });
    }
    const letter = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const r = range.getBoundingClientRect();
      return `${Math.round(r.left)},${Math.round(r.top)}`;
    };
    const layout = () => [
      ...boxes.map((el) => [el.offsetLeft, el.offsetTop, el.offsetWidth, el.offsetHeight].join()),
      ...texts.map((t) => `${letter(t.node, t.first)} ${letter(t.node, t.last)}`),
    ];
    const before = layout();
    for (const text of breaks) text.remove();
    const after = layout();
    const movedAt = before.flatMap((b, i) => (b === after[i] ? [] : [i]));
    const first =
      movedAt[0] === undefined
        ? undefined
        : movedAt[0] < boxes.length
          ? boxes[movedAt[0]]
          : texts[movedAt[0] - boxes.length]!.node.parentElement!;
    const name = first ? `<${first.localName}${first.classList.length ? ` class="${[...first.classList].join(" ")}"` : ""}>` : "";
    return { width: window.innerWidth, moved: movedAt.length, name, parent: first?.parentElement?.localName ?? "" };
  });
  if (found.moved === 0) return;
  failures.push(
    `at ${found.width}px the html page's layout depends on line breaks between elements: without them, as React and Vue render it, ` +
      `${found.moved} thing(s) on screen move (boxes, letters), the first in ${found.name} inside <${found.parent}>: space these elements with CSS (gap, margin) or put the space in the text`,
  );
}

/** Checks subjects on `concurrency` pages at once; calls back after each one. */
export async function checkInChromium(subjects: BrowserSubject[], concurrency: number, onDone: (slug: string, failures: string[]) => void) {
  const checker = await ChromiumChecker.launch();
  try {
    let next = 0;
    const worker = async () => {
      const page = await checker.newPage();
      try {
        while (next < subjects.length) {
          const subject = subjects[next++]!;
          onDone(subject.slug, await page.check(subject));
        }
      } finally {
        await page.close();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await checker.close();
  }
}
