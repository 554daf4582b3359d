// Reading the canonical markup as a component: props, lists, slots, state, per-instance ids, and the problems.
import { describe, expect, it } from "bun:test";
import { parseFragment } from "../../../src/catalog/derive/markup.ts";
import { readView } from "../../../src/catalog/derive/view.ts";

const read = (html: string, slug = "demo") => readView(parseFragment(html), slug);

describe("readView", () => {
  it("takes text, attribute and list props with the markup's content as defaults", () => {
    const { view, problems } = read(`<nav class="demo"><a class="home" href="/" data-prop-href="homeHref" data-prop="homeLabel">Home</a>
  <ul><li data-each="links"><a href="/docs" data-prop-href="href" data-prop="label">Docs</a></li><li data-each="links"><a href="/blog" data-prop-href="href" data-prop="label">Blog</a></li></ul></nav>`);
    expect(problems).toEqual([]);
    expect(view!.props).toEqual([
      { kind: "text", name: "homeHref", default: "/" },
      { kind: "text", name: "homeLabel", default: "Home" },
      {
        kind: "list",
        name: "links",
        fields: ["href", "label"],
        default: [
          { href: "/docs", label: "Docs" },
          { href: "/blog", label: "Blog" },
        ],
      },
    ]);
    expect(view!.interactive).toBe(false);
  });

  it("knows a static component, a stateful one and one with a form", () => {
    expect(read(`<p class="demo">Hi</p>`).view!.interactive).toBe(false);
    expect(
      read(`<div class="demo" data-state-open="false"><button type="button" data-on-click="open = !open">x</button></div>`).view!
        .interactive,
    ).toBe(true);
    const form = read(`<form class="demo"><button type="submit">Go</button></form>`).view!;
    expect(form.hasForm && form.interactive).toBe(true);
  });

  it("knows a state no handler sets as a constant: with no events nor form, nothing runs in the browser", () => {
    const { view, problems } = read(
      `<ul class="demo" data-state-today="1"><li class="day" data-each="days" data-prop="label" data-class-is-today="today === $index">Mon</li><li class="day is-today" data-each="days" data-prop="label" data-class-is-today="today === $index">Tue</li></ul>`,
    );
    expect(problems).toEqual([]);
    expect(view!.state).toEqual([{ name: "today", initial: 1, assigned: false }]);
    expect(view!.interactive).toBe(false);
    expect(view!.refs.size).toBe(0);
  });

  it("finds the ids an instance must make its own, numbered per list item", () => {
    const { view } = read(
      `<div class="demo"><button type="button" id="demo-t-1" data-each="tabs" data-prop="label">A</button><button type="button" id="demo-t-2" data-each="tabs" data-prop="label">B</button></div>`,
    );
    expect(view!.hasIds).toBe(true);
    const each = view!.root.children.find((c) => c.kind === "each");
    expect(each && each.kind === "each" && each.template.attrs.find((a) => a.name === "id")?.value).toEqual({
      kind: "ids",
      parts: [{ id: "t-", indexed: true, hash: false }],
    });
  });

  it("lets list items start with a state-switched class on or off (the selected tab)", () => {
    const { problems } = read(
      `<div class="demo" data-state-sel="0"><button type="button" class="tab is-on" data-each="tabs" data-prop="label" data-class-is-on="sel === $index" data-on-click="sel = $index">A</button><button type="button" class="tab" data-each="tabs" data-prop="label" data-class-is-on="sel === $index" data-on-click="sel = $index">B</button></div>`,
    );
    expect(problems).toEqual([]);
  });

  it("lets one list be written twice (a marquee's seamless copy), both rendering the one prop, and refuses two item sets", () => {
    const track = (items: string) => `<ul class="track">${items}</ul>`;
    const item = (name: string) => `<li data-each="logos" data-prop="name">${name}</li>`;
    const twice = read(
      `<div class="demo">${track(item("Acme") + item("Globex"))}${track(item("Acme") + item("Globex")).replace("<ul", '<ul aria-hidden="true"')}</div>`,
    );
    expect(twice.problems).toEqual([]);
    expect(twice.view!.props).toEqual([{ kind: "list", name: "logos", fields: ["name"], default: [{ name: "Acme" }, { name: "Globex" }] }]);
    const lists = twice.view!.root.children.flatMap((c) => (c.kind === "element" ? c.children.filter((n) => n.kind === "each") : []));
    expect(lists.map((l) => l.kind === "each" && l.prop)).toEqual(["logos", "logos"]);
    const differ = read(`<div class="demo">${track(item("Acme") + item("Globex"))}${track(item("Acme"))}</div>`);
    expect(differ.problems.map((p) => p.reason)).toEqual([
      'data-each="logos" is written twice with different items: both places render the one list prop logos, so write the same items (the same fields and defaults) in both, or give the second list another name',
    ]);
  });

  it("lets one text prop fill two places that agree on its default, and refuses two defaults", () => {
    const same = read(`<div class="demo"><p class="glitch" data-text="Hi" data-prop-data-text="text" data-prop="text">Hi</p></div>`);
    expect(same.problems).toEqual([]);
    expect(same.view!.props).toEqual([{ kind: "text", name: "text", default: "Hi" }]);
    const differ = read(`<div class="demo"><p data-text="Hello" data-prop-data-text="text" data-prop="text">Hi</p></div>`);
    expect(differ.problems.map((p) => p.reason).join("\n")).toContain('"text" names two props');
  });

  it("names each problem with its line and what to write instead", () => {
    const cases: [string, string][] = [
      [
        `<div class="demo"><button type="button" data-on-click="open = true">x</button></div>`,
        '"open" is used by a directive but no data-state-open',
      ],
      [`<div class="demo" data-state-open="maybe"></div>`, "a state starts as a literal"],
      [
        `<div class="demo" data-state-open="false"><p data-bind-hidden="!open">x</p></div>`,
        "the markup must show the bare attribute hidden",
      ],
      [`<div class="demo"><p data-prop="title"><b>x</b></p></div>`, "replace the text of an element that holds text only"],
      [`<div class="demo" data-state-class="1"></div>`, 'state name "class"'],
      [`<div class="demo" data-state-private="false"></div>`, 'state name "private"'],
      [`<div class="demo"><p data-prop="default">x</p></div>`, 'prop name "default"'],
      [`<div class="demo"><button type="button" data-on-hover="x = 1">x</button></div>`, "data-on-hover: events are"],
      [`<div class="demo"><a href="/" data-prop-src="x">x</a></div>`, "data-prop-src names src, which <a> does not have"],
      [`<div class="demo"><p class="a" data-prop-class="tone">x</p></div>`, "data-prop-class: the class and style are the design's own"],
      [
        `<div class="demo" data-state-i="0"><p data-bind-style="i">x</p></div>`,
        "data-bind-style: the class and style are the design's own",
      ],
      [
        `<div class="demo" data-state-open="false"><button type="button" data-on-click="open = !open">t</button><svg viewBox="0 0 1 1" aria-hidden="true" data-bind-hidden="open"></svg></div>`,
        "data-bind-hidden on <svg>: hidden is an HTML attribute that SVG elements do not have",
      ],
      [`<div class="demo"><svg viewBox="0 0 1 1" aria-hidden="true"><path d="M0 0" hidden></path></svg></div>`, "hidden on <path>"],
      [
        `<div class="demo" data-state-slot="0" data-state-a="false"><button type="button" data-on-click="slot = 1; a = slot === 1">t</button><p data-bind-hidden="!a" hidden>on</p></div>`,
        "data-state-slot: handlers set slot but nothing reads it",
      ],
      [`<div class="demo" data-state-spare-count="0"><p>x</p></div>`, "data-state-spare-count: nothing reads or sets spareCount"],
    ];
    for (const [html, reason] of cases) {
      const { problems } = read(html);
      expect(problems.map((p) => p.reason).join("\n")).toContain(reason);
      expect(problems[0]!.line).toBe(1);
    }
  });
});
