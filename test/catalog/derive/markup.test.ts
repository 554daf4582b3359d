// The canonical markup parser: whitespace is formatting, except inside <pre> and <textarea>, where it is content.
import { describe, expect, it } from "bun:test";
import { type ElementNode, MarkupError, parseFragment, parseRendered, textContent } from "../../../src/catalog/derive/markup.ts";

const first = (el: ElementNode, tag: string): ElementNode => {
  for (const c of el.children) {
    if (c.type !== "element") continue;
    if (c.tag === tag) return c;
    const inner = first(c, tag);
    if (inner) return inner;
  }
  return undefined as unknown as ElementNode;
};

describe("whitespace in the canonical markup", () => {
  it("drops formatting between elements and collapses runs of spaces outside <pre>", () => {
    const root = parseFragment(`<div class="x">\n  <p>a   b\n  c</p>\n  <p>d</p>\n</div>`);
    expect(root.children.map((c) => c.type)).toEqual(["element", "element"]);
    expect(textContent(root)).toBe("a b cd");
  });

  it("keeps every space and line break anywhere inside <pre>, nested elements included, as HTML reads it", () => {
    const root = parseFragment(
      `<div class="x"><pre class="x-code">\n<code><span>line one</span>\n<span>  line two</span>\r\n</code></pre></div>`,
    );
    const pre = first(root, "pre");
    // The line break right after <pre> is not content (HTML drops it); CR LF is one line break.
    expect(textContent(pre)).toBe("line one\n  line two\n");
    expect(first(pre, "code").children.map((c) => c.type)).toEqual(["element", "text", "element", "text"]);
  });

  it("keeps a <textarea>'s text as written, but for the line break after its start tag", () => {
    const root = parseFragment(`<div class="x"><textarea aria-label="Notes">\n  one\n\n  two</textarea></div>`);
    expect(textContent(first(root, "textarea"))).toBe("  one\n\n  two");
  });

  it("refuses a <pre> that starts with a blank line, which the frameworks read differently", () => {
    expect(() => parseFragment(`<div class="x"><pre>\n\nline</pre></div>`)).toThrow(MarkupError);
    expect(() => parseFragment(`<div class="x"><pre>\n\nline</pre></div>`)).toThrow("starts with a blank line");
    // Rendered output is read leniently, as a browser would.
    expect(textContent(parseRendered(`<pre>\n\nline</pre>`)[0]!)).toBe("\nline");
  });
});
