// Designs written with Tailwind CSS v4 classes: compiling their classes, the build's problems, and what each target
// carries (the framework targets the classes and a header saying what they need; html, css and js the compiled CSS).
import { beforeAll, describe, expect, it } from "bun:test";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSource } from "../../src/catalog/builder.ts";
import { Catalog } from "../../src/catalog/reader.ts";
import { compileTailwindSource, readSource, type SourceCatalog } from "../../src/catalog/source.ts";
import { compileTailwind, cssEscape, hasRuleFor, scopeTailwind, TAILWIND_VERSION, tailwindInputOf } from "../../src/catalog/tailwind.ts";
import { sourceProblems, TAILWIND_FIXTURE, tempDir } from "../helpers.ts";

const DESIGN = "tw-plan-card";

/** A copy of the Tailwind fixture to change one thing in. */
function fixtureCopy(): string {
  const dir = join(tempDir("catalog-tw-"), "source");
  cpSync(TAILWIND_FIXTURE, dir, { recursive: true });
  return dir;
}

const file = (dir: string, name: string) => join(dir, DESIGN, name);
const edit = (dir: string, name: string, change: (text: string) => string) =>
  writeFileSync(file(dir, name), change(readFileSync(file(dir, name), "utf8")));
const read = async (dir: string) => readSource(dir, undefined, await compileTailwindSource(dir));
const problemsOf = async (dir: string) => {
  const tailwind = await compileTailwindSource(dir);
  return sourceProblems(() => readSource(dir, undefined, tailwind));
};

describe("compiling a design's classes", () => {
  it('gives what @import "tailwindcss" does: the theme variables the classes read, preflight and the utilities', async () => {
    const styles = await compileTailwind(["flex", "px-4", "bg-(--accent)/10", "md:grid-cols-3", "focus-visible:outline-2", "group"]);
    expect(styles.version).toBe(TAILWIND_VERSION);
    expect(styles.css).toContain(`/*! tailwindcss v${TAILWIND_VERSION}`);
    expect(styles.css).toContain("--spacing: 0.25rem;");
    expect(styles.css).toContain(".px-4 {\n    padding-inline: calc(var(--spacing) * 4);");
    expect(styles.css).toContain("color-mix(in oklab, var(--accent) 10%, transparent)");
    expect(styles.css).toContain("@media (width >= 48rem)");
    // Theme variables no class reads are left out.
    expect(styles.css).not.toContain("--color-red-500");
    expect(styles.css).toContain(":root, :host {\n    --font-sans:");
    expect(styles.css).toContain('[hidden]:where(:not([hidden="until-found"])) {');
    // group is a marker Tailwind knows without a rule of its own.
    expect(styles.unknown).toEqual([]);
  });

  it("tells the classes it generates nothing for, and is deterministic", async () => {
    const a = await compileTailwind(["p-2", "bg-accnt", "card-title"]);
    expect(a.unknown).toEqual(["bg-accnt", "card-title"]);
    expect((await compileTailwind(["p-2", "bg-accnt", "card-title"])).css).toBe(a.css);
  });

  it("scopes its page-wide rules (theme, preflight, property fallbacks) to a component's root, and leaves utilities alone", async () => {
    const { css } = await compileTailwind(["px-4", "shadow-lg", "hover:underline", "animate-spin"]);
    const scoped = scopeTailwind(css, "demo");
    expect(scoped).toContain(":where(.demo) {\n    --font-sans:");
    expect(scoped).toContain(":where(.demo), :where(.demo) *, :where(.demo)::after, :where(.demo) *::after,");
    expect(scoped).toContain(":where(.demo) ol, ol:where(.demo), :where(.demo) ul, ul:where(.demo)");
    expect(scoped).toContain(
      ':where(.demo) [hidden]:where(:not([hidden="until-found"])), [hidden]:where(:not([hidden="until-found"])):where(.demo) {',
    );
    expect(scoped).toContain("  .px-4 {\n");
    expect(scoped).toContain("@keyframes spin {\n  to {");
    // Nothing page-wide is left: every rule outside the utilities, keyframes and registrations names the root.
    const unscoped = scoped
      .split("\n")
      .filter((l) => l.trim().endsWith("{") && !l.trim().startsWith("@") && !l.startsWith("  .") && !l.includes(":where(.demo)"));
    expect(unscoped.filter((l) => !/^\s+(to|from|\d+%)/.test(l) && !/^ {4}\./.test(l))).toEqual([]);
  });

  it("finds a class in compiled CSS as Tailwind escapes it", () => {
    expect(cssEscape("md:hover:bg-(--accent)/10")).toBe("md\\:hover\\:bg-\\(--accent\\)\\/10");
    expect(cssEscape("2xl:p-4")).toBe("\\32 xl\\:p-4");
    expect(hasRuleFor(".flex-col { display: flex }", "flex")).toBe(false);
    expect(hasRuleFor(".md\\:flex { display: flex }", "md:flex")).toBe(true);
  });

  it("reads the markup's classes, data-class names and js.ts's strings, the root's own class left out", () => {
    const input = tailwindInputOf(
      '<div class="demo p-4">\n  <p class="text-sm" data-class-font-bold="on">x</p>\n</div>',
      "demo",
      'function mount(root: HTMLElement): () => void { root.classList.add("ring-2"); return () => {}; }',
    )!;
    expect(input.markup).toEqual([
      { name: "p-4", line: 1 },
      { name: "text-sm", line: 2 },
      { name: "font-bold", line: 2 },
    ]);
    expect(input.script).toContain("ring-2");
    expect(tailwindInputOf("<div>", "demo")).toBeUndefined();
  });
});

describe("a Tailwind design's targets", () => {
  let source: SourceCatalog;
  beforeAll(async () => {
    source = await read(TAILWIND_FIXTURE);
  });
  const code = (slug: string, target: string) =>
    source.resources.find((r) => r.resource.slug === slug)!.snippets.find((s) => s.target === target)!.code;

  it("keep the classes as written in every framework, with a header saying Tailwind CSS v4 is needed", () => {
    const classes = "bg-(--accent) px-4 py-2 font-medium text-(--on-accent) hover:opacity-90 focus-visible:outline-2";
    for (const target of ["react", "next", "vue", "svelte", "astro"]) {
      const snippet = code("tw-plan-card-night", target);
      expect(snippet).toContain(classes);
      expect(snippet).toContain("Needs: Tailwind CSS v4 set up in the project (tailwindcss@^4.1.0)");
      // The project's own Tailwind makes the utilities: the component carries only its own CSS (palette, keyframes).
      expect(snippet).not.toContain("@layer");
      expect(snippet).toContain("--accent: #fbbf24;");
      expect(snippet).toMatch(/@keyframes (-global-)?tw-plan-card-night-pulse/);
    }
    expect(code("tw-plan-card-night", "react")).toContain('className="text-sm text-(--muted)"');
  });

  it("give the html document, the css and the js module the compiled CSS, each variant its own palette", () => {
    const html = code("tw-plan-card-day", "html");
    expect(html).toContain(`Tailwind CSS ${TAILWIND_VERSION}, compiled from its classes`);
    expect(html).toContain("      :root, :host {");
    expect(html).toContain('      [hidden]:where(:not([hidden="until-found"])) {');
    expect(html).toContain(".bg-\\(--surface\\)");
    expect(html).toContain("--accent: #1d4ed8;");
    expect(html).not.toMatch(/<script[^>]*src=|<link|cdn\./);
    const css = code("tw-plan-card-day", "css");
    expect(css).toContain(".hover\\:opacity-90:hover");
    expect(css).toContain(":where(.tw-plan-card-day) {\n    --font-sans:");
    expect(css).not.toContain(":root");
    expect(css.indexOf("@layer utilities")).toBeLessThan(css.indexOf(".tw-plan-card-day {"));
    const js = code("tw-plan-card-day", "js");
    expect(js).toContain("it needs no Tailwind set-up");
    expect(js).toContain(".focus-visible\\\\:outline-2:focus-visible");
  });

  it("list tailwindcss as a dependency, and build into a catalog the same way every time", async () => {
    const out = tempDir("catalog-tw-db-");
    const a = await buildSource(TAILWIND_FIXTURE, join(out, "a.db"));
    const b = await buildSource(TAILWIND_FIXTURE, join(out, "b.db"));
    expect(a.version).toBe(b.version);
    const catalog = Catalog.open(join(out, "a.db"));
    expect(catalog.resource("tw-plan-card-day")!.dependencies).toEqual({ tailwindcss: "^4.1.0" });
    catalog.close();
  });

  it("need no css.css: their variant's custom properties are then all their own CSS, and a framework with none has no style block", async () => {
    const dir = fixtureCopy();
    rmSync(file(dir, "css.css"));
    edit(dir, "html.html", (html) => html.replace("tw-plan-card-pulse ", ""));
    const night = (await read(dir)).resources[1]!;
    expect(night.snippets.find((s) => s.target === "vue")!.code).toContain("<style>\n.tw-plan-card-night {\n  --stage: #050814;");
    edit(dir, "design.json", (json) => JSON.stringify({ ...JSON.parse(json), variants: undefined }));
    const single = (await read(dir)).resources[0]!;
    const of = (target: string) => single.snippets.find((s) => s.target === target)!.code;
    expect(of("react")).not.toContain("<style");
    expect(of("vue")).not.toContain("<style");
    expect(of("svelte")).not.toContain("<style");
    expect(of("astro")).not.toContain("<style");
    expect(of("css")).toContain(".rounded-2xl");
  });
});

describe("a Tailwind design's problems", () => {
  it("name a class Tailwind does not know, by file and line, unless css.css or js.ts uses it", async () => {
    const dir = fixtureCopy();
    edit(dir, "html.html", (html) => html.replace('class="text-lg font-semibold"', 'class="text-lg font-semibld"'));
    expect(await problemsOf(dir)).toEqual([
      {
        file: join(DESIGN, "html.html"),
        field: "line 2",
        reason: expect.stringContaining(`class "font-semibld" is not a Tailwind CSS utility (tailwindcss ${TAILWIND_VERSION}`),
      },
    ]);
    // The fixture's tw-plan-card-pulse is no utility either: css.css styles it, so it is allowed.
    expect((await read(fixtureCopy())).resources).toHaveLength(2);
  });

  it("refuse a class that loads from the network", async () => {
    const dir = fixtureCopy();
    edit(dir, "html.html", (html) => html.replace("rounded-2xl", "rounded-2xl bg-[url(https://example.com/a.png)]"));
    expect((await problemsOf(dir)).map((p) => p.reason)).toEqual([expect.stringContaining("loads from the network")]);
  });

  it("say when the classes were not compiled ahead of the build", () => {
    expect(sourceProblems(() => readSource(TAILWIND_FIXTURE)).map((p) => p.reason)).toEqual([
      expect.stringContaining("its classes were not compiled: build the source with its Tailwind step first"),
    ]);
  });

  it("refuse a range that leaves out the pinned tailwindcss, and need no js.ts", async () => {
    const dir = fixtureCopy();
    edit(dir, "design.json", (json) => JSON.stringify({ ...JSON.parse(json), dependencies: { tailwindcss: "^3.4.0" } }));
    expect(await problemsOf(dir)).toContainEqual({
      file: join(DESIGN, "design.json"),
      field: "dependencies/tailwindcss",
      reason: `"^3.4.0" does not include the version this server serves, ${TAILWIND_VERSION}`,
    });
  });
});
