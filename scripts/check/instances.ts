// Built framework pages in headless Chromium: two instances without props and one with props per page. Each instance
// must render the canonical structure (or, with props, the passed content), ids must be unique on the page with every
// reference inside its own instance, and clicking through one instance must change nothing in the others.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import type { Page } from "playwright-core";
import { ID_LIST_ATTRIBUTES } from "../../src/catalog/design-rename.ts";
import type { ElementNode } from "../../src/catalog/derive/markup.ts";
import { compareStructure, HIDDEN_SUBTREES } from "./structure.ts";

/** The built site is served from this origin by the page's own request handler: no server, no port. */
export const ORIGIN = "http://catalog-check.test";

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".txt": "text/plain",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/** Serves `out` at ORIGIN on the page; any other request is a failure (and aborted). */
export async function serveBuilt(page: Page, out: string, failures: string[]) {
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === "data:") return route.continue();
    if (url.origin !== ORIGIN) {
      failures.push(`network request: ${url.href.slice(0, 120)}`);
      return route.abort();
    }
    const base = join(out, normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ""));
    const file = [base, `${base}.html`, join(base, "index.html")].find((f) => existsSync(f) && statSync(f).isFile());
    if (!file) return route.fulfill({ status: 404, body: "not found" });
    return route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? "application/octet-stream", body: readFileSync(file) });
  });
}

export interface PageExpectation {
  slug: string;
  /** The canonical markup: what each instance renders without props. */
  plain: ElementNode;
  /** With the passed props; undefined when the page has no props instance (the js module). */
  props?: ElementNode;
  /** It has a mount() behaviour: what MOUNT_SETS names, which it may set once it runs, is not compared. */
  mounted?: boolean;
}

/**
 * What a running mount() may change on the markup without changing its structure: classes, styles, where focus is
 * (a roving tabindex, or a combobox's aria-activedescendant, the two ways script moves focus through a widget), and
 * an SVG element's transform, which is how GSAP moves SVG (with data-svg-origin, its note of the origin it used), and
 * a canvas's drawing-buffer size, which script sets from the measured layout (and three.js's data-engine note), and
 * what it adds or fills hidden from assistive technology (structure.ts, HIDDEN_SUBTREES).
 */
const MOUNT_SETS: ReadonlySet<string> = new Set([
  "class",
  "style",
  "tabindex",
  "aria-activedescendant",
  "transform",
  "data-svg-origin",
  "canvas width",
  "canvas height",
  "canvas data-engine",
  HIDDEN_SUBTREES,
]);

const CONTAINERS = ["plain-1", "plain-2", "props"];
/** Attributes holding id references that must resolve inside the element's own instance. */
const REFERENCES = [...ID_LIST_ATTRIBUTES].filter((a) => a !== "id" && a !== "name");

/** Opens a built page and checks its instances; returns the failures. */
export async function checkInstances(page: Page, url: string, expect: PageExpectation): Promise<string[]> {
  const failures: string[] = [];
  const containers = expect.props ? CONTAINERS : CONTAINERS.slice(0, 2);
  // Time stands still from the start: no timer fires and Date.now() does not move, so what the instances show is their
  // first render (a countdown shows the markup's digits), and what changes later came from the clicks.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 60_000);
  await page.goto(url, { waitUntil: "load" });
  try {
    await page.waitForFunction(
      ({ ids, slug }) => ids.every((id) => document.getElementById(id)?.querySelector(`.${slug}`)),
      { ids: containers, slug: expect.slug },
      { timeout: 15_000, polling: 50 },
    );
  } catch {
    return [`the page did not render ${containers.length} instances of .${expect.slug} within 15 s`];
  }
  const html = await page.evaluate((ids) => {
    // An input's starting text and check as the markup writes them: Svelte sets value={…} and checked={…} as the
    // properties only, which the user sees the same but innerHTML does not show. Types whose value has a default of
    // its own (color) are left; a range's is written out, and the markup's ranges are given theirs (rangeDefaults).
    for (const input of document.querySelectorAll("input")) {
      if (!input.hasAttribute("value") && input.value !== "" && !["checkbox", "radio", "color", "file"].includes(input.type))
        input.setAttribute("value", input.value);
      if ((input.type === "checkbox" || input.type === "radio") && input.checked && !input.hasAttribute("checked"))
        input.setAttribute("checked", "");
    }
    // Styles as the CSSOM writes them: React and Vue set style properties one by one, which the browser may write back
    // as a shorthand (grid-column and grid-row become grid-area).
    for (const el of document.querySelectorAll<HTMLElement>("[style]")) el.setAttribute("style", el.style.cssText);
    return ids.map((id) => document.getElementById(id)!.innerHTML);
  }, containers);
  const plain = rangeDefaults(await cssomStyles(page, expect.plain));
  const withProps = expect.props && rangeDefaults(await cssomStyles(page, expect.props));
  for (const [i, id] of containers.entries()) {
    const problem = compareStructure(id === "props" ? withProps! : plain, html[i]!, expect.slug, expect.mounted ? MOUNT_SETS : undefined);
    if (problem) failures.push(`${id === "props" ? "with props passed" : `instance ${id}`}: ${problem}`);
  }
  failures.push(...(await page.evaluate(idProblems, { ids: containers, references: REFERENCES })));
  failures.push(...(await isolation(page, containers, expect.slug, expect.mounted === true)));
  return failures;
}

/** The markup with each range input's value written: the midpoint of min and max when it has none, as browsers do. */
function rangeDefaults(el: ElementNode): ElementNode {
  const attr = (name: string) => el.attrs.find((a) => a.name.toLowerCase() === name)?.value;
  const children = el.children.map((c) => (c.type === "element" ? rangeDefaults(c) : c));
  if (el.tag !== "input" || attr("type") !== "range" || attr("value") !== undefined) return { ...el, children };
  const min = Number(attr("min") ?? 0);
  const max = Number(attr("max") ?? 100);
  return { ...el, children, attrs: [...el.attrs, { name: "value", value: String(max < min ? min : min + (max - min) / 2) }] };
}

/** The markup with each style attribute as the page's CSSOM writes it back, to compare with what a framework set. */
async function cssomStyles(page: Page, root: ElementNode): Promise<ElementNode> {
  const styles = new Set<string>();
  const walk = (el: ElementNode) => {
    for (const a of el.attrs) if (a.name === "style" && a.value) styles.add(a.value);
    for (const c of el.children) if (c.type === "element") walk(c);
  };
  walk(root);
  if (styles.size === 0) return root;
  const written = new Map(
    await page.evaluate(
      (list) =>
        list.map((css) => {
          const probe = document.createElement("div");
          probe.setAttribute("style", css);
          return [css, probe.style.cssText] as [string, string];
        }),
      [...styles],
    ),
  );
  const rewrite = (el: ElementNode): ElementNode => ({
    ...el,
    attrs: el.attrs.map((a) => (a.name === "style" && a.value ? { ...a, value: written.get(a.value) ?? a.value } : a)),
    children: el.children.map((c) => (c.type === "element" ? rewrite(c) : c)),
  });
  return rewrite(root);
}

/** In the page: duplicate ids, references that leave their instance, radio groups two instances share. */
function idProblems({ ids, references }: { ids: string[]; references: string[] }): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const el of document.querySelectorAll("[id]")) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
  const dup = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  if (dup.length) problems.push(`ids used twice on the page: ${dup.slice(0, 5).join(", ")}`);
  const radioNames = ids.map(
    (id) => new Set([...document.querySelectorAll<HTMLInputElement>(`#${id} input[type=radio][name]`)].map((r) => r.name)),
  );
  for (let i = 1; i < radioNames.length; i++)
    for (const name of radioNames[i]!)
      if (radioNames[0]!.has(name)) problems.push(`instances ${ids[0]} and ${ids[i]} share the radio group "${name}"`);
  for (const id of ids) {
    const box = document.getElementById(id)!;
    for (const el of box.querySelectorAll("*")) {
      const targets: [string, string][] = [];
      for (const name of references) for (const t of (el.getAttribute(name) ?? "").split(/\s+/).filter(Boolean)) targets.push([name, t]);
      const href = el.getAttribute("href");
      if (href?.startsWith("#") && href.length > 1) targets.push(["href", href.slice(1)]);
      for (const a of el.getAttributeNames())
        for (const m of (el.getAttribute(a) ?? "").matchAll(/url\(#([^)]+)\)/g)) targets.push([a, m[1]!]);
      for (const [name, target] of targets) {
        if (box.querySelector(`[id="${CSS.escape(target)}"]`)) continue;
        const where = document.getElementById(target)?.closest(ids.map((i) => `#${i}`).join(","))?.id;
        problems.push(
          `${id}: <${el.tagName.toLowerCase()} ${name}="${target}"> points ${where ? `into instance ${where}` : "to no element"}`,
        );
      }
    }
  }
  return problems;
}

/**
 * Clicks every control of the first instance (and presses Escape in it); the other instances must not change. With a
 * mount(), inline styles are left out: an animation library's shared ticker, woken by a click in one instance, moves
 * the others' running tweens on (GSAP, Motion), which is time passing, not one instance reaching into another.
 */
async function isolation(page: Page, containers: string[], slug: string, mounted: boolean): Promise<string[]> {
  const read = (ids: string[]) =>
    page.evaluate(
      ({ ids, mounted }) =>
        ids.map((id) => {
          const html = document.getElementById(id)?.innerHTML ?? "";
          return mounted ? html.replace(/ style="[^"]*"/g, "") : html;
        }),
      { ids, mounted },
    );
  // What the instances' own observers do once they have laid out (a class a ResizeObserver sets) comes first.
  await page.waitForTimeout(150);
  const before = await read(containers.slice(1));
  const start = page.url();
  await page.evaluate(
    ({ id, slug }) => {
      const root = document.querySelector<HTMLElement>(`#${id} .${slug}`)!;
      const controls = root.querySelectorAll<HTMLElement>(
        "button, summary, [role=tab], [role=switch], [role=button], [role=option], [role=menuitem], input[type=checkbox], input[type=radio]",
      );
      // A link that is a menu item (or a tab) still follows its href: that is navigation, not this instance's state.
      // A control nobody can see (a later wizard step's submit) is not clicked: a person could not, and Chromium
      // reports a submit whose invalid fields are hidden as a console error.
      for (const el of controls) if (!el.matches("a[href]") && el.checkVisibility()) el.click();
      root.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    },
    { id: containers[0]!, slug },
  );
  await page.waitForTimeout(150);
  if (page.url() !== start) return [`clicking through ${containers[0]} navigated to ${page.url()}`];
  const after = await read(containers.slice(1));
  return containers
    .slice(1)
    .flatMap((id, i) =>
      before[i] === after[i] ? [] : [`clicking through ${containers[0]} changed ${id}: ${firstDifference(before[i]!, after[i]!)}`],
    );
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 60), i + 60)}… became …${b.slice(Math.max(0, i - 60), i + 60)}…`;
}

/** The vanilla project's page of the html target: one instance, the canonical structure. */
export async function checkDocument(page: Page, url: string, expect: PageExpectation): Promise<string[]> {
  await page.goto(url, { waitUntil: "load" });
  const problem = compareStructure(
    expect.plain,
    await page.evaluate(() => document.body.innerHTML),
    expect.slug,
    expect.mounted ? MOUNT_SETS : undefined,
  );
  return problem ? [`html page: ${problem}`] : [];
}
