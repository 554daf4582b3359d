import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { parseStylesheet } from "../../src/catalog/derive/css.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseFragment } from "../../src/catalog/derive/markup.ts";
import { readView } from "../../src/catalog/derive/view.ts";
import { writeProject } from "../../scripts/check/projects.ts";
import { passedProps } from "../../scripts/check/props.ts";
import { tempDir } from "../helpers.ts";
import { chromiumAvailable, ChromiumChecker, type BrowserSubject } from "../../scripts/check/browser.ts";
import { compileSvelteComponent, compileVueSfc, renderReact, transpileTsx, typecheck, Workspace } from "../../scripts/check/frameworks.ts";
import { lintResource } from "../../scripts/check/lint.ts";
import { compareStructure, HIDDEN_SUBTREES } from "../../scripts/check/structure.ts";
import { scriptOf } from "../../scripts/check/verify.ts";

// The checks that guard the catalog must be able to fail: each is shown a broken input here.

const lint = (html: string, css: string, js?: string, kind = "component") =>
  lintResource(parseFragment(html), parseStylesheet(css), css, js, kind);

describe("script blocks handed to tsc", () => {
  it("names every destructured prop, even after a default whose text holds a brace", () => {
    const svelte = '<script lang="ts">\n  let { code = "if (x) { y(); }", lines = 2 }: Props = $props();\n</script>\n<p>{code} {lines}</p>';
    expect(scriptOf(svelte, /<script lang="ts">\n([\s\S]*?)<\/script>/)).toEndWith("void [code, lines];\n");
  });
});

describe("structure comparison", () => {
  const expected = parseFragment(
    '<div class="x-card"><h3 class="t">Title</h3><p>Body <b>bold</b></p><input type="checkbox" checked></div>',
  );

  it("accepts the same elements with framework markers, boolean spellings and whitespace", () => {
    const rendered =
      '<!--[--><div class="x-card svelte-abc12"> <h3 class="t">Title</h3> <p>Body <!----><b>bold</b></p><input type="checkbox" checked=""></div><!--]-->';
    expect(compareStructure(expected, rendered, "x-card")).toBeUndefined();
  });

  it("reports a missing element, a changed attribute and changed text", () => {
    expect(
      compareStructure(expected, '<div class="x-card"><h3 class="t">Title</h3><p>Body</p><input type="checkbox" checked></div>', "x-card"),
    ).toContain("differs: expected <b>");
    expect(
      compareStructure(
        expected,
        '<div class="x-card"><h3 class="title">Title</h3><p>Body <b>bold</b></p><input type="checkbox" checked></div>',
        "x-card",
      ),
    ).toContain('class="title"');
    expect(
      compareStructure(
        expected,
        '<div class="x-card"><h3 class="t">Other</h3><p>Body <b>bold</b></p><input type="checkbox" checked></div>',
        "x-card",
      ),
    ).toContain('"Other"');
    expect(compareStructure(expected, "<p>nothing</p>", "x-card")).toContain('no element with class "x-card"');
  });
});

describe("structure comparison of a design whose mount() runs", () => {
  const expected = parseFragment('<div class="x-ticker"><p class="n">1,204</p><canvas></canvas></div>');
  const mounted = new Set(["canvas width", "canvas height", HIDDEN_SUBTREES]);

  it("leaves out what mount() adds hidden from assistive technology, and a canvas's buffer size", () => {
    const rendered =
      '<div class="x-ticker"><p class="n"><span aria-hidden="true"><i>1</i><i>2</i></span>1,204</p><canvas width="640" height="320"></canvas></div>';
    expect(compareStructure(expected, rendered, "x-ticker", mounted)).toBeUndefined();
    expect(compareStructure(expected, rendered, "x-ticker")).toContain('differs: expected "1,204"');
  });

  it("still compares the same attributes on other elements, and visible text", () => {
    expect(
      compareStructure(expected, '<div class="x-ticker"><p class="n" width="3">1,204</p><canvas></canvas></div>', "x-ticker", mounted),
    ).toContain('width="3"');
    expect(
      compareStructure(expected, '<div class="x-ticker"><p class="n">1,205</p><canvas></canvas></div>', "x-ticker", mounted),
    ).toContain('"1,205"');
  });
});

describe("structure comparison inside <pre>", () => {
  const expected = parseFragment('<div class="x-code"><pre><span>one</span>\n<span>  two</span></pre></div>');

  it("counts every line break and space inside <pre>, where outside it whitespace is formatting", () => {
    expect(
      compareStructure(expected, '<div class="x-code"><pre><span>one</span>\n<span>  two</span></pre></div>', "x-code"),
    ).toBeUndefined();
    expect(compareStructure(expected, '<div class="x-code"><pre><span>one</span><span> two</span></pre></div>', "x-code")).toContain(
      'expected "\\n" but rendered <span>',
    );
  });
});

describe("the props a real-project page passes", () => {
  const { view } = readView(
    parseFragment(
      `<nav class="x-nav" aria-label="Main"><a href="/" aria-current="page" data-each="links" data-prop-href="href" data-prop-aria-current="current" data-prop="label">Home</a><a href="/docs" aria-current="false" data-each="links" data-prop-href="href" data-prop-aria-current="current" data-prop="label">Docs</a></nav>`,
    ),
    "x-nav",
  );

  it("gives a prop bound to an enumerated attribute another of its words, and Vue's page writes them in its template", () => {
    const props = passedProps(view!);
    expect(props).toEqual({ links: [{ href: "/passed/href-1", current: "step", label: "Passed label 1" }] });
    const dir = join(tempDir("catalog-vue-project-"), "vue");
    writeProject("vue", dir, [{ slug: "x-nav", name: "XNav", code: () => "", props }], dir);
    // In the template the prop's type gives "step" its literal type; a constant in the script would widen it to string.
    expect(readFileSync(join(dir, "src", "pages", "x-nav.vue"), "utf8")).toContain(
      `<XNav :links='[{"href":"/passed/href-1","current":"step","label":"Passed label 1"}]' />`,
    );
  });
});

describe("quality lint", () => {
  const css = ".x-card { color: red; } .x-card :focus-visible { outline: 2px solid; }";

  it("passes a labelled, typed, focus-styled component", () => {
    expect(
      lint('<div class="x-card"><label for="x-card-n">Name</label><input id="x-card-n"><button type="button">Go</button></div>', css),
    ).toEqual([]);
  });

  it("finds unnamed controls, missing labels, untyped buttons and dangling references", () => {
    const findings = lint(
      '<div class="x-card"><input id="x-card-n"><button></button><a href="#">x</a><p aria-describedby="x-card-nope">t</p><img src="data:,"><svg viewBox="0 0 1 1"></svg></div>',
      css,
    );
    expect(findings.some((f) => f.includes("<input") && f.includes("no label"))).toBe(true);
    expect(findings.some((f) => f.includes("<button") && f.includes("no accessible name"))).toBe(true);
    expect(findings.some((f) => f.includes("explicit type"))).toBe(true);
    expect(findings.some((f) => f.includes('links to "#"'))).toBe(true);
    expect(findings.some((f) => f.includes("x-card-nope") && f.includes("names no element"))).toBe(true);
    expect(findings.some((f) => f.includes("<img") && f.includes("alt"))).toBe(true);
    expect(findings.some((f) => f.includes("<svg") && f.includes("aria-hidden"))).toBe(true);
  });

  it("finds a list item's id named from outside the list, which a shorter list would leave dangling", () => {
    const tabs = (panel: string) =>
      `<div class="x-tabs" data-state-tab="0"><div role="tablist" aria-label="Topics"><button type="button" role="tab" id="x-tabs-tab-1" data-each="topics" data-prop="label" data-on-click="tab = $index">A</button><button type="button" role="tab" id="x-tabs-tab-2" data-each="topics" data-prop="label" data-on-click="tab = $index">B</button></div>${panel}</div>`;
    const outside = lint(tabs('<div role="tabpanel" aria-labelledby="x-tabs-tab-2">Two</div>'), css);
    expect(outside.some((f) => f.includes('"x-tabs-tab-2", an item of the list "topics"'))).toBe(true);
    const fine = lint(tabs('<div role="tabpanel" aria-label="Answers">Two</div>'), css);
    expect(fine.filter((f) => f.includes("an item of the list"))).toEqual([]);
  });

  it("asks for visible focus, reduced motion and, on pages, a responsive layout", () => {
    expect(lint('<div class="x-card"><button type="button">Go</button></div>', ".x-card { color: red; }")).toContain(
      "interactive elements but no :focus-visible style in css.css",
    );
    expect(lint('<div class="x-card">x</div>', ".x-card { animation: x-card-spin 1s infinite; }")).toContain(
      "css.css animates but has no @media (prefers-reduced-motion: reduce) rule",
    );
    expect(
      lint(
        '<div class="x-card">x</div>',
        ".x-card { color: red; }",
        "function mount(root: HTMLElement): () => void { const f = requestAnimationFrame(() => {}); return () => cancelAnimationFrame(f); }",
      ),
    ).toContain("js.ts animates but never checks prefers-reduced-motion");
    expect(lint('<div class="x-card">x</div>', ".x-card { color: red; }", undefined, "page")).toContain(
      "a page needs a responsive layout (@media, @container or auto-fit grids)",
    );
  });

  it("asks for the standard property beside a vendor-prefixed one, as svelte-check does, but not in a vendor's pseudo-element", () => {
    const css = [
      ".x-card .t { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }",
      ".x-card .n { -moz-appearance: textfield; }",
      ".x-card .ok { -webkit-line-clamp: 2; line-clamp: 2; }",
      ".x-card .n::-webkit-inner-spin-button { -webkit-appearance: none; }",
    ].join("\n");
    expect(lint('<div class="x-card">x</div>', css).filter((f) => f.includes("standard"))).toEqual([
      "css.css line 1: -webkit-line-clamp without the standard line-clamp in the same rule",
      "css.css line 2: -moz-appearance without the standard appearance in the same rule",
    ]);
  });
});

describe("framework compilers", () => {
  const ws = new Workspace();
  afterAll(() => ws.remove());

  it("reports Svelte's accessibility warnings as problems", () => {
    const { problems } = compileSvelteComponent('<div class="x"><img src="a.png"></div>', "X.svelte", "client");
    expect(problems.some((p) => p.startsWith("a11y_missing_attribute"))).toBe(true);
    expect(compileSvelteComponent("<div>{</div>", "X.svelte", "server").problems[0]).toStartWith("compile:");
  });

  it("reports Vue template errors", () => {
    expect(compileVueSfc("<template><div></template>\n", "X.vue").errors.length).toBeGreaterThan(0);
    expect(compileVueSfc('<template><p class="a">ok</p></template>\n', "X.vue").errors).toEqual([]);
  });

  it("refuses TSX that does not parse, and server-renders TSX that does", async () => {
    expect(() => transpileTsx("export default () => <div>;")).toThrow();
    expect(await renderReact(ws, 'export default function A() { return <p className="x">hi</p>; }', "a")).toBe('<p class="x">hi</p>');
  });

  it("reports type errors per file", () => {
    const errors = typecheck(ws, [
      { name: "good.react.tsx", code: "export default function A() { return <p>ok</p>; }\n" },
      { name: "bad.react.tsx", code: 'const n: number = "x";\nexport default function B() { return <p tabIndex="0">{n}</p>; }\n' },
    ]);
    expect(errors.has("good.react.tsx")).toBe(false);
    expect(errors.get("bad.react.tsx")!.join("\n")).toContain("TS2322");
  });
});

describe("Chromium checks", () => {
  let checker: ChromiumChecker;
  beforeAll(async () => {
    if (!chromiumAvailable()) throw new Error("Chromium is required for these tests: apt-get install chromium (CI installs it)");
    checker = await ChromiumChecker.launch();
  }, 60_000);
  afterAll(() => checker?.close());

  const doc = (body: string, css = "", script = "") =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title><style>body { margin: 0; padding: 2rem; } ${css}</style></head><body>${body}${script ? `<script type="module">${script}</script>` : ""}</body></html>`;
  const good: BrowserSubject = {
    slug: "x-card",
    html: doc(
      '<div class="x-card"><button type="button">Press</button></div>',
      ".x-card { padding: 2rem; background: #4f46e5; color: #fff; }",
    ),
    jsModule:
      'export function render(c) { const s = document.createElement("style"); s.id = "x-card-styles"; document.head.append(s); const d = document.createElement("div"); d.className = "x-card"; c.append(d); return () => d.remove(); }',
    behaviourJs: "function mount(root) { return () => {}; }",
  };

  it("passes a working component", async () => {
    expect(await checker.check(good)).toEqual([]);
  }, 60_000);

  it("reports console errors, page errors and network requests", async () => {
    const failures = await checker.check({
      ...good,
      html: doc(
        '<div class="x-card" style="padding:2rem;background:#000">x<img alt="" src="https://cdn.example.com/x.png"></div>',
        "",
        'console.error("boom"); throw new Error("kaboom");',
      ),
    });
    expect(failures.some((f) => f.includes("console error") && f.includes("boom"))).toBe(true);
    expect(failures.some((f) => f.includes("page error") && f.includes("kaboom"))).toBe(true);
    expect(failures.some((f) => f.startsWith("network request: https://cdn.example.com/x.png"))).toBe(true);
  }, 60_000);

  it("reports a blank component, sideways overflow and loops that ignore reduced motion", async () => {
    const blank = await checker.check({ ...good, html: doc('<div class="x-card" style="height:200px"></div>') });
    expect(blank.some((f) => f.startsWith("blank screenshot"))).toBe(true);
    const wide = await checker.check({
      ...good,
      html: doc('<div class="x-card" style="width:900px;height:50px;background:red">wide</div>'),
    });
    expect(wide.some((f) => f.startsWith("overflows sideways at 375px"))).toBe(true);
    const looping = await checker.check({
      ...good,
      html: doc(
        '<div class="x-card">spin</div>',
        ".x-card { padding: 2rem; background: #000; color: #fff; animation: x-card-spin 1s infinite; } @keyframes x-card-spin { to { rotate: 1turn; } }",
      ),
    });
    expect(looping).toContain("with prefers-reduced-motion: reduce, animations still loop: x-card-spin");
  }, 60_000);

  it("reports line breaks between elements that the html page shows as space", async () => {
    const css = ".x-card { width: 12rem; padding: 1rem; background: #000; color: #fff; font: 900 4rem/1 sans-serif; }";
    const markup = (style: string) =>
      `<div class="x-card"><p class="word" style="${style}">\n  <span>A</span>\n  <span>B</span>\n</p><pre>\n  <span>C</span>\n</pre></div>`;
    const spaced = await checker.check({ ...good, html: doc(markup(""), css) });
    const found = spaced.filter((f) => f.includes("depends on line breaks between elements"));
    expect(found).toHaveLength(2);
    expect(found[0]).toStartWith(
      "at 375px the html page's layout depends on line breaks between elements: without them, as React and Vue render it,",
    );
    expect(found[0]).toContain("move (boxes, letters), the first in <span> inside <p>");
    // In a flex row the same whitespace has no box; inside <pre> it is content, as in every target.
    expect(await checker.check({ ...good, html: doc(markup("display: flex; gap: 0.25em"), css) })).toEqual([]);
    // A line break beside a space the text has anyway collapses with it: nothing moves without it.
    const count = '<div class="x-card"><p>\n  <span>1</span>\n  <span> / 4</span>\n</p></div>';
    expect(await checker.check({ ...good, html: doc(count, css) })).toEqual([]);
  }, 60_000);

  it("reports a mount() without cleanup and a js module that does not render", async () => {
    const failures = await checker.check({
      ...good,
      behaviourJs: "function mount(root) { root.dataset.on = '1'; }",
      jsModule: "export const nothing = 1;",
    });
    expect(failures).toContain("mount(root) returned undefined, not a cleanup function");
    expect(failures).toContain("the js target exports no render function");
  }, 60_000);
});
