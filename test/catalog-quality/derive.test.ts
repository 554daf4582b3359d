import { describe, expect, it } from "bun:test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildCatalog } from "../../src/catalog/builder.ts";
import { CORE_TARGETS } from "../../src/catalog/targets/index.ts";
import { readSource, SourceError, type SourceProblem } from "../../src/catalog/source.ts";
import { demoMeta, FIXTURE_SOURCE, sourceProblems, tempDir } from "../helpers.ts";

const META = demoMeta();

const MOUNT = `function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>("button")!;
  const onClick = () => button.classList.toggle("is-on");
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}`;

interface Files {
  [name: string]: string;
}

/** A derived source with one resource per entry; returns its folder. */
function derivedSource(resources: Record<string, Files>, config: unknown = { derive: true }): string {
  const dir = join(tempDir(), "source");
  mkdirSync(dir);
  writeFileSync(join(dir, "catalog.json"), JSON.stringify(config));
  for (const [slug, files] of Object.entries(resources)) {
    mkdirSync(join(dir, slug));
    writeFileSync(join(dir, slug, "resource.json"), files["resource.json"] ?? JSON.stringify(META));
    for (const [name, text] of Object.entries(files)) if (name !== "resource.json") writeFileSync(join(dir, slug, name), text);
  }
  return dir;
}

const card = (slug = "demo-card", extra: Files = {}): Files => ({
  "html.html": `<article class="${slug}" aria-labelledby="${slug}-title">
  <!-- a comment the targets drop -->
  <h3 id="${slug}-title" class="title">Hello {world} &amp; you</h3>
  <label for="${slug}-name">Name</label>
  <input id="${slug}-name" type="text" value="Ada" tabindex="0">
  <label><input type="checkbox" checked> Remember</label>
  <select aria-label="Plan"><option value="a">A</option><option value="b" selected>B</option></select>
  <textarea aria-label="Notes" rows="2">Line {one}</textarea>
  <p class="bar" style="--i: 2; margin-top: 4px">Bar</p>
  <button type="button" class="go" disabled>Go</button>
  <svg viewBox="0 0 10 10" aria-hidden="true"><path d="M0 0h10" stroke-width="2" stroke-linecap="round"/></svg>
</article>`,
  "css.css": `.${slug} { padding: 1rem; }
.${slug} .title, .${slug} .go:hover { color: red; }
.${slug} .go { animation: ${slug}-pulse 1s infinite; }
@keyframes ${slug}-pulse { to { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .${slug} .go { animation: none; } }`,
  ...extra,
});

const code = (dir: string, slug: string, target: string) =>
  readSource(dir)
    .resources.find((r) => r.resource.slug === slug)!
    .snippets.find((s) => s.target === target)?.code ?? "";

describe("derivation is opt-in", () => {
  it("leaves a source without catalog.json exactly as written", () => {
    const [glass] = readSource(FIXTURE_SOURCE).resources.filter((r) => r.resource.slug === "glass-card");
    expect(glass!.snippets.map((s) => s.target)).toEqual(["astro", "css", "html", "next", "react", "svelte", "vue"]);
    expect(glass!.snippets.find((s) => s.target === "html")!.code).toBe(
      readFileSync(join(FIXTURE_SOURCE, "glass-card", "html.html"), "utf8"),
    );
  });

  it("reads catalog.json strictly: derive must be a boolean and unknown fields are named", () => {
    const problems = sourceProblems(() => readSource(derivedSource({ "demo-card": card() }, { derive: "yes", colour: 1 })));
    expect(problems).toContainEqual(expect.objectContaining({ file: "catalog.json", field: "derive" }));
    expect(problems).toContainEqual(expect.objectContaining({ file: "catalog.json", field: "colour" }));
  });
});

describe("derived targets", () => {
  const dir = derivedSource({
    "demo-card": card("demo-card", { "js.ts": MOUNT }),
    "hand-made": { ...card("hand-made"), "vue.vue": "<template><p>mine</p></template>\n" },
  });

  it("fills all eight core targets, in target order, and keeps a hand-written snippet", () => {
    const resource = readSource(dir).resources.find((r) => r.resource.slug === "hand-made")!;
    expect(resource.snippets.map((s) => s.target)).toEqual([...CORE_TARGETS].sort());
    expect(code(dir, "hand-made", "vue")).toBe("<template><p>mine</p></template>\n");
    expect(code(dir, "hand-made", "react")).toContain("export default function HandMade({ className }: HandMadeProps)");
  });

  it("makes html a complete standalone document with the styles and behaviour inline", () => {
    const html = code(dir, "demo-card", "html");
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>Demo card</title>");
    expect(html).toContain(".demo-card .title");
    expect(html).toContain('<script type="module">');
    expect(html).toContain("function mount(root) {");
    expect(html).not.toContain("<!--");
  });

  it("turns the markup into JSX that React accepts", () => {
    const react = code(dir, "demo-card", "react");
    for (const expected of [
      'className="title"',
      "htmlFor={`${uid}-name`}",
      "tabIndex={0}",
      'defaultValue="Ada"',
      "defaultChecked",
      'defaultValue="b"',
      'defaultValue={"Line {one}"}',
      'style={{ "--i": "2", marginTop: "4px" } as CSSProperties}',
      'strokeWidth="2"',
      'strokeLinecap="round"',
      "disabled>",
      "Hello &#123;world&#125; &amp; you",
      '<path d="M0 0h10"',
      "ref={rootRef}",
    ])
      expect(react).toContain(expected);
    expect(react).not.toContain(" selected");
    expect(react).not.toContain("class=");
    expect(react).toContain('<style href="demo-card" precedence="default">{css}</style>');
  });

  it("writes React's names and number types for input hints and meter thresholds", () => {
    const source = derivedSource({
      "hint-demo": {
        "resource.json": JSON.stringify({ ...META, title: "Hint demo" }),
        "html.html": `<div class="hint-demo"><input type="text" aria-label="Name" autocapitalize="words" autocorrect="off"><meter min="0" max="10" low="3" high="8" optimum="9" value="5">5</meter></div>\n`,
        "css.css": ".hint-demo { color: #111; }\n",
      },
    });
    const react = code(source, "hint-demo", "react");
    for (const expected of ['autoCapitalize="words"', 'autoCorrect="off"', "low={3}", "high={8}", "optimum={9}"])
      expect(react).toContain(expected);
  });

  it("keeps a string with a line break intact in the html document's script", () => {
    const source = derivedSource({
      "nl-demo": {
        "resource.json": JSON.stringify({ ...META, title: "Newline demo" }),
        "html.html": `<div class="nl-demo"><button type="button">Copy</button></div>\n`,
        "css.css": ".nl-demo { color: #111; }\n",
        "js.ts": `function mount(root: HTMLElement): () => void {\n  root.dataset.text = "a\\nb";\n  return () => {};\n}\n`,
      },
    });
    const html = code(source, "nl-demo", "html");
    // The transpiler writes "a\nb" as a template literal over two lines: the second must not gain indentation.
    expect(html).toMatch(/`a\nb`/);
  });

  it("maps the behaviour onto each framework's lifecycle, with cleanup", () => {
    expect(code(dir, "demo-card", "react")).toContain("useEffect(() => (rootRef.current ? mount(rootRef.current) : undefined), []);");
    expect(code(dir, "demo-card", "next").startsWith('"use client";')).toBe(true);
    const vue = code(dir, "demo-card", "vue");
    expect(vue).toContain("onMounted(() => {");
    expect(vue).toContain("onBeforeUnmount(() => cleanup?.());");
    expect(vue).toContain('<article class="demo-card" :aria-labelledby="`${uid}-title`" ref="rootEl">');
    expect(code(dir, "demo-card", "svelte")).toContain("onMount(() => (rootEl ? mount(rootEl) : undefined));");
    const astro = code(dir, "demo-card", "astro");
    expect(astro).toContain('document.addEventListener("astro:before-swap"');
    expect(astro).toContain('document.querySelectorAll<HTMLElement>(".demo-card")');
    const js = code(dir, "demo-card", "js");
    expect(js).toContain("export function render(container) {");
    expect(js).toContain("export { mount };");
    expect(js).not.toContain(": HTMLElement");
  });

  it("keeps styles scoped in every framework: global under the slug class, Svelte through :global", () => {
    const svelte = code(dir, "demo-card", "svelte");
    expect(svelte).toContain("<style>\n  :global {\n    .demo-card {");
    expect(svelte).toContain("    .demo-card .title,\n    .demo-card .go:hover {");
    expect(svelte).not.toContain(":global(");
    expect(svelte).toContain("@keyframes -global-demo-card-pulse");
    expect(code(dir, "demo-card", "astro")).toContain("<style is:global>");
    expect(code(dir, "demo-card", "vue")).toMatch(/<style>\n\.demo-card \{/);
    expect(code(dir, "hand-made", "react")).not.toContain("useEffect");
  });

  it("gives the same content hash for the same sources and a new one when only js.ts changes", () => {
    const out = tempDir();
    const a = buildCatalog(dir, join(out, "a.db"));
    const b = buildCatalog(dir, join(out, "b.db"));
    expect(a.version).toBe(b.version);
    writeFileSync(join(dir, "demo-card", "js.ts"), MOUNT.replace("is-on", "is-active"));
    expect(buildCatalog(dir, join(out, "c.db")).version).not.toBe(a.version);
    writeFileSync(join(dir, "demo-card", "js.ts"), MOUNT);
  });
});

describe("design-system extras", () => {
  const slug = "demo-system";
  const dir = derivedSource({
    [slug]: {
      "resource.json": JSON.stringify({ ...META, kind: "design-system", title: "Demo system", category: "design-systems" }),
      "html.html": `<div class="${slug}"><p class="x">Tokens</p></div>`,
      "css.css": `.${slug} { --stage: #000; --color-primary: #4f46e5; --color-overlay: rgb(0 0 0 / 0.5); --font-sans: "Inter", system-ui, sans-serif; --text-lg: 1.125rem; --font-weight-bold: 700; --leading-tight: 1.2; --radius-md: 8px; --spacing-4: 1rem; --shadow-md: 0 4px 12px rgb(15 23 42 / 0.1); --ease-out: cubic-bezier(0.2, 0.8, 0.2, 1); --duration-fast: 150ms; }
.${slug} .x { color: var(--color-primary); }`,
    },
  });

  it("writes W3C design tokens with typed values", () => {
    const tokens = JSON.parse(code(dir, slug, "tokens"));
    expect(tokens.color.primary).toEqual({
      $type: "color",
      $value: { colorSpace: "srgb", components: [0.3098, 0.2745, 0.898], alpha: 1, hex: "#4f46e5" },
    });
    expect(tokens.color.overlay.$value.alpha).toBe(0.5);
    expect(tokens.font.sans).toEqual({ $type: "fontFamily", $value: ["Inter", "system-ui", "sans-serif"] });
    expect(tokens.text.lg).toEqual({ $type: "dimension", $value: { value: 1.125, unit: "rem" } });
    expect(tokens["font-weight"].bold).toEqual({ $type: "fontWeight", $value: 700 });
    expect(tokens.leading.tight).toEqual({ $type: "number", $value: 1.2 });
    expect(tokens.shadow.md.$value[0]).toMatchObject({ offsetY: { value: 4, unit: "px" }, blur: { value: 12, unit: "px" }, inset: false });
    expect(tokens.ease.out.$value).toEqual([0.2, 0.8, 0.2, 1]);
    expect(tokens.duration.fast.$value).toEqual({ value: 150, unit: "ms" });
    expect(tokens.stage).toBeUndefined();
  });

  it("writes a Tailwind v4 theme and Sass variables with the same names", () => {
    const tailwind = code(dir, slug, "tailwind");
    expect(tailwind).toContain('@import "tailwindcss";');
    expect(tailwind).toMatch(/@theme \{\n {2}--color-primary: #4f46e5;/);
    expect(tailwind).toContain(":root {\n  --duration-fast: 150ms;\n}");
    const scss = code(dir, slug, "scss");
    expect(scss).toContain("$color-primary: #4f46e5;");
    expect(scss).toContain('"radius-md": $radius-md,');
    expect(scss).toContain("@mixin custom-properties {");
  });

  it("names an unreadable or misnamed token", () => {
    const bad = derivedSource({
      [slug]: {
        "resource.json": JSON.stringify({ ...META, kind: "design-system" }),
        "html.html": `<div class="${slug}"></div>`,
        "css.css": `.${slug} { --brand: red; --color-x: tomato; }`,
      },
    });
    const problems = sourceProblems(() => readSource(bad));
    expect(problems).toContainEqual(expect.objectContaining({ file: `${slug}/css.css`, field: "--brand" }));
    expect(problems.find((p) => p.field === "--color-x")!.reason).toContain('"tomato"');
  });
});

describe("canonical source validation", () => {
  const broken = (files: Files) => sourceProblems(() => readSource(derivedSource({ "demo-card": card("demo-card", files) })));
  const only = (problems: SourceProblem[], file: string) => problems.filter((p) => p.file === `demo-card/${file}`);

  it("refuses scripts, inline handlers and framework syntax in the markup, naming the line", () => {
    const script = broken({ "html.html": '<div class="demo-card">\n<script>alert(1)</script></div>' });
    expect(only(script, "html.html")[0]).toMatchObject({ field: "line 2" });
    expect(only(script, "html.html")[0]!.reason).toContain("js.ts");
    expect(only(broken({ "html.html": '<div class="demo-card" onclick="go()"></div>' }), "html.html")[0]!.reason).toContain(
      "event-handler",
    );
    expect(only(broken({ "html.html": '<div class="demo-card" :title="x"></div>' }), "html.html")[0]!.reason).toContain("framework");
    expect(only(broken({ "html.html": "<div class='demo-card'></div>" }), "html.html")[0]!.reason).toContain("double quotes");
    expect(only(broken({ "html.html": '<div class="demo-card"><p>open</div>' }), "html.html")[0]!.reason).toContain("</div> closes <p>");
  });

  it("requires one root carrying the slug class, and slug-prefixed ids", () => {
    expect(only(broken({ "html.html": '<div class="card"></div>' }), "html.html")[0]!.reason).toContain('class="demo-card"');
    expect(only(broken({ "html.html": '<div class="demo-card"></div><p>two</p>' }), "html.html")[0]!.reason).toContain(
      "exactly one root element",
    );
    expect(only(broken({ "html.html": '<div class="demo-card"><p id="title">x</p></div>' }), "html.html")[0]!.reason).toContain(
      'must start with "demo-card-"',
    );
  });

  it("requires every selector and keyframe to be scoped by the slug, and no network", () => {
    const problems = only(
      broken({
        "css.css":
          ".demo-card { color: red; }\n\nbody { margin: 0; }\n@keyframes spin { to { opacity: 0; } }\n.demo-card .x { background: url(https://cdn.example/x.png); }",
      }),
      "css.css",
    );
    expect(problems.map((p) => p.field)).toEqual(["line 3", "line 4", "line 5"]);
    expect(problems[0]!.reason).toContain("must start with .demo-card");
    expect(problems[1]!.reason).toContain('named "demo-card-…"');
    expect(problems[2]!.reason).toContain("only data: URLs");
    expect(only(broken({ "css.css": ".demo-card { color: red; }\n@import url(x.css);" }), "css.css")[0]).toMatchObject({ field: "line 2" });
  });

  it("requires js.ts to define mount(root) without document-wide queries", () => {
    expect(only(broken({ "js.ts": "function start() {}" }), "js.ts")[0]!.reason).toContain(
      "function mount(root: HTMLElement): () => void {",
    );
    const query = only(broken({ "js.ts": `${MOUNT}\nconst all = document.querySelectorAll(".x");` }), "js.ts")[0]!;
    expect(query).toMatchObject({ field: "line 7" });
    expect(query.reason).toContain("document-wide");
    expect(only(broken({ "js.ts": "function mount(root: HTMLElement): () => void {\n  return (;\n}" }), "js.ts")[0]!.reason).toContain(
      "does not parse",
    );
  });

  it("never leaves a half-written catalog.db when one resource is bad", () => {
    const out = join(tempDir(), "catalog.db");
    const good = derivedSource({ "demo-card": card() });
    buildCatalog(good, out);
    const before = readFileSync(out);
    const bad = derivedSource({ "demo-card": card(), "other-card": card("other-card", { "css.css": "p { color: red; }" }) });
    expect(() => buildCatalog(bad, out)).toThrow(SourceError);
    expect(readFileSync(out).equals(before)).toBe(true);
  });
});

describe("directives: content as props, state as the framework's own", () => {
  const tabs = {
    "html.html": `<div class="demo-tabs" data-state-tab="0">
  <h3 class="title" data-prop="heading">Plans</h3>
  <div role="tablist" aria-label="Plans">
    <button type="button" role="tab" id="demo-tabs-tab-1" aria-controls="demo-tabs-panel-1" aria-selected="true" data-each="tabs" data-prop="label" data-bind-aria-selected="tab === $index ? 'true' : 'false'" data-on-click="tab = $index">Monthly</button>
    <button type="button" role="tab" id="demo-tabs-tab-2" aria-controls="demo-tabs-panel-2" aria-selected="false" data-each="tabs" data-prop="label" data-bind-aria-selected="tab === $index ? 'true' : 'false'" data-on-click="tab = $index">Yearly</button>
  </div>
  <a class="more" href="/plans" data-prop-href="moreHref" data-prop="moreLabel">All plans</a>
  <div class="body" data-slot>Pick a plan.</div>
</div>`,
    "css.css": ".demo-tabs { padding: 1rem; }",
  };
  const form = {
    "html.html": `<form class="demo-form" method="post"><label for="demo-form-email">Email</label><input id="demo-form-email" type="email" name="email"><button type="submit">Join</button></form>`,
    "css.css": ".demo-form { display: grid; }",
  };
  const counter = {
    "html.html": `<div class="demo-count" data-state-count="0"><button type="button" data-on-click="count = count + 1">Add</button><output data-bind-text="count + 1">1</output></div>`,
    "css.css": ".demo-count { display: flex; }",
  };
  const dir = derivedSource({ "demo-tabs": tabs, "demo-form": form, "demo-static": card("demo-static"), "demo-count": counter });

  it("gives every target typed props with the markup's content as defaults", () => {
    const react = code(dir, "demo-tabs", "react");
    expect(react).toContain("heading?: string;");
    expect(react).toContain("tabs?: { label: string }[];");
    expect(react).toContain('heading = "Plans"');
    expect(react).toContain('const DEFAULT_TABS: { label: string }[] = [\n  { label: "Monthly" },\n  { label: "Yearly" },\n];');
    expect(react).toContain("tabs = DEFAULT_TABS");
    expect(react).toContain("children?: ReactNode;");
    expect(react).toMatch(/tabs\.map\(\(item, index\) =>/);
    expect(code(dir, "demo-tabs", "vue")).toMatch(/defineProps<\{[^}]*heading\?: string;/);
    expect(code(dir, "demo-tabs", "vue")).toContain('v-for="(item, index) in tabs"');
    expect(code(dir, "demo-tabs", "svelte")).toContain("{#each tabs as item, index (index)}");
    expect(code(dir, "demo-tabs", "svelte")).toContain("{@render children()}");
    expect(code(dir, "demo-tabs", "astro")).toContain("<slot>");
    // The canonical markup's directives never reach a snippet.
    for (const target of ["html", "js", "react", "vue", "svelte", "astro"])
      expect(code(dir, "demo-tabs", target)).not.toContain("data-each");
  });

  it("keys list items that have no attributes of their own, and writes Vue's list defaults inline", () => {
    const nav = derivedSource({
      "demo-nav": {
        "html.html": `<ul class="demo-nav"><li data-each="links"><a href="/a" data-prop-href="href" data-prop="label">A</a></li><li data-each="links"><a href="/b" data-prop-href="href" data-prop="label">B</a></li></ul>`,
        "css.css": ".demo-nav { margin: 0; }",
      },
    });
    expect(code(nav, "demo-nav", "react")).toContain("<li key={index}>");
    const vue = code(nav, "demo-nav", "vue");
    expect(vue).toContain('<li v-for="(item, index) in links" :key="index">');
    // defineProps is hoisted out of setup(): a local constant in its defaults does not compile.
    expect(vue).not.toContain("DEFAULT_LINKS");
    expect(vue).toContain('links: () => [\n    { href: "/a", label: "A" },');
  });

  it("renders one list prop in both places a design writes it (a marquee's seamless copy)", () => {
    const item = (name: string) => `<li class="logo" data-each="logos" data-prop="name">${name}</li>`;
    const marquee = derivedSource({
      "demo-marquee": {
        "html.html": `<div class="demo-marquee"><ul class="track">${item("Acme")}${item("Globex")}</ul><ul class="track" aria-hidden="true">${item("Acme")}${item("Globex")}</ul></div>`,
        "css.css": ".demo-marquee { display: flex; overflow: hidden; }",
      },
    });
    const react = code(marquee, "demo-marquee", "react");
    expect(react.match(/\{logos\.map\(\(item, index\) =>/g)).toHaveLength(2);
    expect(react.match(/const DEFAULT_LOGOS/g)).toHaveLength(1);
    expect(react).toContain("logos?: { name: string }[];");
    expect(code(marquee, "demo-marquee", "vue").match(/v-for="\(item, index\) in logos"/g)).toHaveLength(2);
    expect(code(marquee, "demo-marquee", "svelte").match(/\{#each logos as item, index \(index\)\}/g)).toHaveLength(2);
    expect(code(marquee, "demo-marquee", "astro").match(/\{logos\.map\(\(item\) =>/g)).toHaveLength(2);
  });

  it("names no loop variable a list's items never read (an unused one fails strict type-checks)", () => {
    const dots = derivedSource({
      "demo-dots": {
        "html.html": `<div class="demo-dots"><span class="dot" data-each="dots"></span><span class="dot" data-each="dots"></span></div>`,
        "css.css": ".demo-dots { display: flex; }",
      },
    });
    expect(code(dots, "demo-dots", "react")).toContain("{dots.map((_item, index) => (");
    expect(code(dots, "demo-dots", "vue")).toContain('v-for="(_item, index) in dots"');
    expect(code(dots, "demo-dots", "svelte")).toContain("{#each dots, index (index)}");
    expect(code(dots, "demo-dots", "astro")).toContain("{dots.map((_item) => (");
  });

  it("binds aria state, switched classes, text and numbers the way each framework types them", () => {
    const toggle = derivedSource({
      "demo-toggle": {
        "html.html": `<div class="demo-toggle" data-state-on="true" data-state-volume="80">
  <button type="button" class="chip is-on" aria-pressed="true" data-bind-aria-pressed="on ? 'true' : 'false'" data-class-is-on="on" data-on-click="on = !on"><span data-bind-text="on ? 'On' : 'Off'">On</span></button>
  <input type="range" aria-label="Volume" value="80" data-prop-value="start" data-on-input="volume = $number">
  <output data-bind-text="volume">80</output>
  <dialog open><form method="dialog"><button type="submit">Close</button></form></dialog>
</div>`,
        "css.css": ".demo-toggle { padding: 1rem; }",
      },
    });
    const react = code(toggle, "demo-toggle", "react");
    expect(react).toContain(`aria-pressed={on ? "true" : "false"}`);
    expect(react).not.toContain("String(");
    expect(react).toContain('{on ? "On" : "Off"}');
    expect(react).toContain("defaultValue={start}");
    expect(react).toContain("setVolume(event.currentTarget.valueAsNumber)");
    // A method="dialog" form closes its dialog: no action prop, no submit handler.
    expect(react).not.toContain("action?: string");
    const vue = code(toggle, "demo-toggle", "vue");
    expect(vue).toContain(`:aria-pressed="on ? 'true' : 'false'"`);
    expect(vue).toContain(`<button type="button" class="chip" `);
    expect(vue).toContain(`:class="{ 'is-on': on }"`);
    expect(vue).toContain("volume.value = (event.target as HTMLInputElement).valueAsNumber;");
    expect(vue).not.toContain("&quot;");
    expect(code(toggle, "demo-toggle", "svelte")).toContain('{on ? "On" : "Off"}');
  });

  it("lets a method=dialog form's submission close its dialog in every target: its submit handler only sets state", () => {
    const dialog = derivedSource({
      "demo-dialog": {
        "html.html": `<div class="demo-dialog" data-state-sent="0"><dialog open><form method="dialog" data-on-submit="sent = sent + 1"><button type="submit">Close</button></form></dialog><output data-bind-text="sent">0</output></div>`,
        "css.css": ".demo-dialog { padding: 1rem; }",
      },
    });
    for (const target of ["react", "next", "vue", "svelte", "astro", "html", "js"]) {
      expect(code(dialog, "demo-dialog", target)).not.toContain("preventDefault");
      expect(code(dialog, "demo-dialog", target)).not.toContain("action");
    }
    expect(code(dialog, "demo-dialog", "react")).toContain("onSubmit={() => setSent(sent + 1)}");
    expect(code(dialog, "demo-dialog", "astro")).toContain('on(r1, "submit", () => {\n      state.sent = state.sent + 1;');
  });

  it("speaks React's words for form controls and editable areas", () => {
    const editor = derivedSource({
      "demo-editor": {
        "html.html": `<div class="demo-editor" data-state-size="5"><input type="range" aria-label="Size" min="1" max="9" value="5" data-bind-value="size" data-on-input="size = $number"><div class="area" contenteditable="true" aria-label="Text"><p>Start here.</p></div></div>`,
        "css.css": ".demo-editor { padding: 1rem; }",
      },
    });
    const react = code(editor, "demo-editor", "react");
    expect(react).toContain("value={size} onChange={(event) => setSize(event.currentTarget.valueAsNumber)}");
    expect(react).toContain("suppressContentEditableWarning");
    // A radio's value is its name for the form, not where it starts.
    const radios = derivedSource({
      "demo-radio": {
        "html.html": `<fieldset class="demo-radio"><legend>Size</legend><label><input type="radio" name="demo-radio-size" value="s" checked> S</label><label><input type="text" aria-label="Note" value="Hi"></label></fieldset>`,
        "css.css": ".demo-radio { margin: 0; }",
      },
    });
    expect(code(radios, "demo-radio", "react")).toContain('type="radio" name={`${uid}-size`} value="s" defaultChecked');
    expect(code(radios, "demo-radio", "react")).toContain('defaultValue="Hi"');
  });

  it("writes Vue handlers inline, with key modifiers, and expressions unescaped", () => {
    const menu = derivedSource({
      "demo-menu": {
        "html.html": `<div class="demo-menu" data-state-open="false" data-state-count="0" data-class-busy="open &amp;&amp; count &lt; 3"><button type="button" aria-expanded="false" data-bind-aria-expanded="open ? 'true' : 'false'" data-on-click="open = !open; count = count + 1" data-on-keydown-escape="open = false">Menu</button></div>`,
        "css.css": ".demo-menu { padding: 1rem; }",
      },
    });
    const vue = code(menu, "demo-menu", "vue");
    expect(vue).toContain(`@click="open = !open; count = count + 1"`);
    expect(vue).toContain(`@keydown.escape.prevent="open = false"`);
    expect(vue).toContain(`:class="{ 'busy': open && count < 3 }"`);
    expect(vue).not.toMatch(/function on/);
  });

  it("switches a class on a conditional expression as a whole in React", () => {
    const pick = derivedSource({
      "demo-pick": {
        "html.html": `<div class="demo-pick" data-state-i="0" data-state-a="true" data-state-b="false"><button type="button" class="opt is-on" data-class-is-on="i === 0 ? a : b" data-on-click="i = 1">One</button></div>`,
        "css.css": ".demo-pick { padding: 1rem; }",
      },
    });
    expect(code(pick, "demo-pick", "react")).toContain('${(i === 0 ? a : b) ? " is-on" : ""}');
  });

  it("types a prop bound to an enumerated ARIA attribute as the union of its words in every target", () => {
    const nav = derivedSource({
      "demo-crumbs": {
        "html.html": `<nav class="demo-crumbs" aria-label="Main" aria-busy="false" data-prop-aria-busy="busy"><a href="/" aria-current="page" data-each="links" data-prop-href="href" data-prop-aria-current="current" data-prop="label">Home</a><a href="/docs" aria-current="false" data-each="links" data-prop-href="href" data-prop-aria-current="current" data-prop="label">Docs</a></nav>`,
        "css.css": ".demo-crumbs { display: flex; }",
      },
    });
    const links = '{ href: string; current: "page" | "step" | "location" | "date" | "time" | "true" | "false"; label: string }[]';
    expect(code(nav, "demo-crumbs", "react")).toContain(`links?: ${links};`);
    expect(code(nav, "demo-crumbs", "react")).toContain('busy?: "true" | "false";');
    expect(code(nav, "demo-crumbs", "next")).toContain(`const DEFAULT_LINKS: ${links} = [`);
    expect(code(nav, "demo-crumbs", "vue")).toContain(`links?: ${links}`);
    expect(code(nav, "demo-crumbs", "svelte")).toContain(`links?: ${links};`);
    expect(code(nav, "demo-crumbs", "astro")).toContain(`links?: ${links};`);
    const bad = derivedSource({
      "demo-crumbs": {
        "html.html": `<nav class="demo-crumbs" aria-label="Main"><a href="/" aria-current="yes" data-prop-aria-current="current">Home</a></nav>`,
        "css.css": ".demo-crumbs { display: flex; }",
      },
    });
    expect(sourceProblems(() => readSource(bad))[0]!.reason).toContain(
      'data-prop-aria-current: aria-current="yes" is not one of the values aria-current takes (page, step, location, date, time, true, false)',
    );
  });

  it("leaves out an attribute bound to null in every target", () => {
    const nav = derivedSource({
      "demo-current": {
        "html.html": `<nav class="demo-current" data-state-on="false"><a href="/docs" data-bind-aria-current="on ? 'page' : null" data-on-click="on = !on">Docs</a></nav>`,
        "css.css": ".demo-current { padding: 1rem; }",
      },
    });
    expect(code(nav, "demo-current", "react")).toContain(`aria-current={on ? "page" : undefined}`);
    expect(code(nav, "demo-current", "vue")).toContain(`:aria-current="on ? 'page' : null"`);
    expect(code(nav, "demo-current", "svelte")).toContain(`aria-current={on ? "page" : null}`);
    expect(code(nav, "demo-current", "astro")).toContain(`aria-current={on ? "page" : null}`);
    expect(code(nav, "demo-current", "js")).toMatch(/if \(ariaCurrent === null\)\s+el\.removeAttribute\("aria-current"\);/);
  });

  it("turns state and events into useState, ref and $state, and a DOM script for astro and js", () => {
    expect(code(dir, "demo-tabs", "react")).toContain("const [tab, setTab] = useState(0);");
    expect(code(dir, "demo-tabs", "next").startsWith('"use client";')).toBe(true);
    expect(code(dir, "demo-tabs", "vue")).toContain("const tab = ref(0);");
    expect(code(dir, "demo-tabs", "svelte")).toContain("let tab = $state(0);");
    expect(code(dir, "demo-tabs", "astro")).toContain("<script>");
    expect(code(dir, "demo-tabs", "js")).toContain("export { mount };");
  });

  it("prints data-bind-text as text that follows the state, not as an attribute named text", () => {
    expect(code(dir, "demo-count", "react")).toContain("<output>{count + 1}</output>");
    expect(code(dir, "demo-count", "vue")).toContain("<output>{{ count + 1 }}</output>");
    expect(code(dir, "demo-count", "svelte")).toContain("<output>{count + 1}</output>");
    expect(code(dir, "demo-count", "js")).toContain("el.textContent = String(state.count + 1);");
    for (const target of ["html", "js", "react", "vue", "svelte", "astro"]) expect(code(dir, "demo-count", target)).not.toMatch(/\btext=/);
  });

  it("passes ARIA states to React and Astro as the literal unions their types accept, not as String(...)", () => {
    const react = code(dir, "demo-tabs", "react");
    expect(react).toContain('aria-selected={tab === index ? "true" : "false"}');
    expect(react).not.toContain("String(");
    expect(code(dir, "demo-tabs", "astro")).toContain('aria-selected={tab === index ? "true" : "false"}');
  });

  it("writes Vue templates vue-tsc can read: single-quoted strings, list defaults inline in withDefaults", () => {
    const vue = code(dir, "demo-tabs", "vue");
    expect(vue).toContain(`:aria-selected="tab === index ? 'true' : 'false'"`);
    expect(vue).not.toContain("&quot;");
    // defineProps is hoisted out of setup(): its defaults cannot name a constant the script declares.
    expect(vue).toContain('tabs: () => [\n    { label: "Monthly" },\n    { label: "Yearly" },\n  ],');
    expect(vue).not.toContain("DEFAULT_TABS");
  });

  it("makes ids per instance in every target", () => {
    expect(code(dir, "demo-tabs", "react")).toContain("const uid = useId();");
    expect(code(dir, "demo-tabs", "react")).toContain("id={`${uid}-tab-${index + 1}`}");
    expect(code(dir, "demo-tabs", "vue")).toContain("const uid = useId();");
    expect(code(dir, "demo-tabs", "svelte")).toContain("const uid = $props.id();");
    expect(code(dir, "demo-tabs", "js")).toMatch(/markup\(`demo-tabs-\$\{\+\+renders\}`\)/);
  });

  it("makes a url(#id) paint reference per instance, as the gradient's id is", () => {
    const beam = derivedSource({
      "demo-beam": {
        "html.html": `<div class="demo-beam"><svg viewBox="0 0 10 10" aria-hidden="true"><defs><linearGradient id="demo-beam-glow"><stop offset="0" stop-color="red"/></linearGradient></defs><path d="M0 0h10" stroke="url(#demo-beam-glow)"/></svg></div>`,
        "css.css": ".demo-beam { display: block; }",
      },
    });
    const perInstance = `\`url(#\${uid}-glow)\``;
    expect(code(beam, "demo-beam", "react")).toContain(`stroke={${perInstance}}`);
    expect(code(beam, "demo-beam", "vue")).toContain(`:stroke="${perInstance}"`);
    expect(code(beam, "demo-beam", "svelte")).toContain(`stroke={${perInstance}}`);
    expect(code(beam, "demo-beam", "astro")).toContain(`stroke={${perInstance}}`);
    expect(code(beam, "demo-beam", "html")).toContain('stroke="url(#demo-beam-glow)"');
  });

  it("ships no client code for a static component: Next server component, no astro script, js mount a no-op", () => {
    expect(code(dir, "demo-static", "next")).not.toContain('"use client"');
    expect(code(dir, "demo-static", "react")).not.toMatch(/useEffect|useState/);
    expect(code(dir, "demo-static", "astro")).not.toContain("<script>");
    expect(code(dir, "demo-static", "vue")).not.toMatch(/onMounted|ref\(/);
    expect(code(dir, "demo-static", "js")).toContain("export { mount };");
  });

  it("gives forms their action as a prop and does not navigate without one", () => {
    const react = code(dir, "demo-form", "react");
    expect(react).toContain("action?: string;");
    expect(react).toContain("onSubmit?:");
    expect(code(dir, "demo-form", "vue")).toContain("action?: string");
    expect(code(dir, "demo-form", "svelte")).toContain("action?: string");
    expect(code(dir, "demo-form", "html")).toContain("preventDefault");
  });

  it("refuses a form action in the markup, an undeclared state and list items that differ", () => {
    const bad = derivedSource({
      "bad-form": { "html.html": `<form class="bad-form" action="/x"><button type="submit">Go</button></form>`, "css.css": ".bad-form {}" },
      "bad-state": {
        "html.html": `<div class="bad-state"><button type="button" data-on-click="open = !open">Go</button></div>`,
        "css.css": ".bad-state {}",
      },
      "bad-list": {
        "html.html": `<ul class="bad-list"><li data-each="rows">One</li><li data-each="rows" class="x">Two</li></ul>`,
        "css.css": ".bad-list {}",
      },
    });
    const problems = sourceProblems(() => readSource(bad));
    expect(problems.some((p) => p.reason.includes("takes its action as a prop"))).toBe(true);
    expect(problems.some((p) => p.reason.includes('"open" is used by a directive'))).toBe(true);
    expect(problems.some((p) => p.reason.includes('items of data-each="rows" differ'))).toBe(true);
  });
});

describe("whitespace inside <pre> and <textarea> is kept exactly in every target", () => {
  const dir = derivedSource({
    "demo-pre": {
      "html.html": `<div class="demo-pre">
  <pre class="demo-pre-code"><span>line one</span>
<span>  line two</span></pre>
  <label>Notes <textarea>first
  second</textarea></label>
  <pre class="trace"><code><span class="ln" data-each="lines" data-prop="text">at a (a.ts:1)</span><span class="ln" data-each="lines" data-prop="text">at b (b.ts:2)</span></code></pre>
</div>`,
      "css.css": ".demo-pre { padding: 1rem; }\n.demo-pre .ln { display: block; }",
    },
  });

  it("prints a <pre>'s line breaks and spaces as written, nested elements included", () => {
    const lines = `<span>line one</span>\n<span>  line two</span></pre>`;
    for (const target of ["html", "js", "vue", "svelte", "astro"]) expect(code(dir, "demo-pre", target)).toContain(lines);
    for (const target of ["react", "next"])
      expect(code(dir, "demo-pre", target)).toContain(`<span>line one</span>{"\\n"}<span>  line two</span></pre>`);
  });

  it("keeps a <textarea>'s line breaks, even inside an element with text", () => {
    for (const target of ["html", "vue", "svelte", "astro"])
      expect(code(dir, "demo-pre", target)).toContain("<textarea>first\n  second</textarea>");
    expect(code(dir, "demo-pre", "react")).toContain('defaultValue={"first\\n  second"}');
  });

  it("adds no whitespace of its own around a list or inside it within a <pre>", () => {
    expect(code(dir, "demo-pre", "svelte")).toContain(
      '<code>{#each lines as item, index (index)}<span class="ln">{item.text}</span>{/each}</code>',
    );
    expect(code(dir, "demo-pre", "react")).toContain(
      '<code>{lines.map((item, index) => (<span key={index} className="ln">{item.text}</span>))}</code>',
    );
    expect(code(dir, "demo-pre", "astro")).toContain('<code>{lines.map((item) => (<span class="ln">{item.text}</span>))}</code>');
    expect(code(dir, "demo-pre", "vue")).toContain(
      '<code><span v-for="(item, index) in lines" :key="index" class="ln">{{ item.text }}</span></code>',
    );
  });

  it("refuses list items with whitespace between them, and text whose whitespace the CSS keeps outside <pre>", () => {
    const bad = derivedSource({
      "demo-gap": {
        "html.html": `<pre class="demo-gap"><span data-each="lines" data-prop="text">a</span>\n<span data-each="lines" data-prop="text">b</span></pre>`,
        "css.css": ".demo-gap { margin: 0; }",
      },
      "demo-log": {
        "html.html": `<div class="demo-log">\n  <p class="msg">GET /orders\n    200 in 48 ms</p>\n</div>`,
        "css.css": ".demo-log { padding: 1rem; }\n.demo-log .msg { white-space: pre-wrap; }",
      },
    });
    const problems = sourceProblems(() => readSource(bad));
    expect(problems.find((p) => p.file === "demo-gap/html.html")!.reason).toContain(
      'the items of data-each="lines" have whitespace between them',
    );
    const log = problems.find((p) => p.file === "demo-log/html.html")!;
    expect(log.field).toBe("line 2");
    expect(log.reason).toContain("css.css line 2 (white-space: pre-wrap on .demo-log .msg)");
    expect(log.reason).toContain("put preformatted text in a <pre>");
  });
});

describe("state no handler sets is a constant (no setter, ref or script nothing would use)", () => {
  const dir = derivedSource({
    "demo-week": {
      "html.html": `<ul class="demo-week" data-state-today="2">
  <li class="day" data-each="days" data-prop="label" data-class-is-today="today === $index">Mon</li>
  <li class="day" data-each="days" data-prop="label" data-class-is-today="today === $index">Tue</li>
  <li class="day is-today" data-each="days" data-prop="label" data-class-is-today="today === $index">Wed</li>
</ul>`,
      "css.css": ".demo-week { display: flex; }",
    },
    "demo-scale": {
      "html.html": `<div class="demo-scale" data-state-factor="3" data-state-total="0"><input type="number" aria-label="Amount" data-on-input="total = $number * factor"><output data-bind-text="total">0</output></div>`,
      "css.css": ".demo-scale { display: flex; }",
    },
  });

  it("writes a constant typed as its kind in every framework, and nothing runs in the browser when nothing else does", () => {
    const react = code(dir, "demo-week", "react");
    expect(react).toContain("const today = 2 as number;");
    expect(react).not.toMatch(/useState|setToday/);
    expect(code(dir, "demo-week", "next")).not.toContain('"use client"');
    const vue = code(dir, "demo-week", "vue");
    expect(vue).toContain("const today = 2 as number;");
    expect(vue).not.toContain("ref(");
    const svelte = code(dir, "demo-week", "svelte");
    expect(svelte).toContain("const today = 2 as number;");
    expect(svelte).not.toContain("$state");
    expect(code(dir, "demo-week", "astro")).toContain("const today = 2 as number;");
    for (const target of ["astro", "html"]) expect(code(dir, "demo-week", target)).not.toMatch(/<script|data-ref/);
    expect(code(dir, "demo-week", "js")).toContain("function mount(root) {\n  return () => {};\n}");
  });

  it("reads a constant by its name beside real state, in handlers too", () => {
    expect(code(dir, "demo-scale", "react")).toContain("const factor = 3 as number;");
    expect(code(dir, "demo-scale", "react")).toContain("const [total, setTotal] = useState(0);");
    expect(code(dir, "demo-scale", "vue")).toContain("total.value = (event.target as HTMLInputElement).valueAsNumber * factor;");
    expect(code(dir, "demo-scale", "svelte")).toContain("let total = $state(0);");
    expect(code(dir, "demo-scale", "js")).toContain("const state = { factor: 3, total: 0 };");
  });

  it("refuses a state handlers set that nothing reads, saying what to write instead", () => {
    const bad = derivedSource({
      "demo-slot": {
        "html.html": `<div class="demo-slot" data-state-slot="0" data-state-on="false"><button type="button" data-on-click="slot = 1; on = slot === 1">Go</button><p data-bind-hidden="!on" hidden>On</p></div>`,
        "css.css": ".demo-slot { display: flex; }",
      },
    });
    const [problem] = sourceProblems(() => readSource(bad));
    expect(problem).toMatchObject({ file: "demo-slot/html.html", field: "line 1" });
    expect(problem!.reason).toContain("data-state-slot: handlers set slot but nothing reads it");
    expect(problem!.reason).toContain("the expression it was set to");
  });
});

describe("what the real toolchains refused (astro check, svelte-check)", () => {
  const picker = {
    "html.html": `<div class="demo-pick" data-state-role="'viewer'" data-state-shown="false" data-state-step="1" data-state-clicks="0">
  <ul><li data-each="items" data-prop="label">Alpha</li><li data-each="items" data-prop="label">Beta</li></ul>
  <select aria-label="Role" data-on-change="role = $value"><option value="viewer">Viewer</option><option value="editor">Editor</option></select>
  <input type="password" aria-label="Password" data-bind-type="shown ? 'text' : 'password'">
  <button type="button" data-on-click="shown = !shown; clicks = clicks + 1">Show</button>
  <p data-bind-hidden="step !== 2" hidden>Two</p>
  <p data-bind-text="role">viewer</p>
</div>`,
    "css.css": ".demo-pick { display: grid; }",
  };
  const dir = derivedSource({ "demo-pick": picker });

  it("maps an Astro list without an index it does not read (an unused parameter is a warning)", () => {
    expect(code(dir, "demo-pick", "astro")).toContain("{items.map((item) => (");
  });

  it("declares only the state Astro's markup reads, typed as its kind so comparisons with other values type-check", () => {
    const astro = code(dir, "demo-pick", "astro");
    expect(astro).toContain("const step = 1 as number;");
    expect(astro).toContain('const role = "viewer" as string;');
    expect(astro).toContain("const shown = false as boolean;");
    // clicks only changes in a handler: the server render never reads it.
    expect(astro).not.toContain("const clicks");
  });

  it("passes a choice of string literals to an Astro attribute as it is, not as String(...)", () => {
    expect(code(dir, "demo-pick", "astro")).toContain('type={shown ? "text" : "password"}');
  });

  it("reads $value in Svelte from the element's own typed currentTarget, with no cast to HTMLInputElement", () => {
    const svelte = code(dir, "demo-pick", "svelte");
    expect(svelte).toContain("onchange={(event) => (role = event.currentTarget.value)}");
    expect(svelte).not.toContain("as HTMLInputElement");
  });
});
