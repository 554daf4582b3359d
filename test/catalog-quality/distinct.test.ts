// Distinct designs: the near-duplicate check over every pair of the default catalog, and what it catches.
import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { designShape, NEAR_DUPLICATE, nearDuplicates, readShapes, similarPairs, weightedJaccard } from "../../scripts/check/distinct.ts";

const CATALOG = join(import.meta.dir, "..", "..", "catalog");
const read = (design: string, file: string) => readFileSync(join(CATALOG, design, file), "utf8");

/** A design copied under another id, as someone would to pass it off as new. */
function copyOf(design: string, id: string, edit: (html: string, css: string) => [string, string] = (h, c) => [h, c]) {
  const rename = (text: string) => text.replaceAll(design, id);
  const [html, css] = edit(rename(read(design, "html.html")), rename(read(design, "css.css")));
  return designShape(id, html, css);
}

describe("near-duplicate designs", () => {
  it("catches a copy with other text and colours", () => {
    const original = designShape("accordion", read("accordion", "html.html"), read("accordion", "css.css"));
    const copy = copyOf("accordion", "faq-list", (html, css) => [
      html.replace(/>([^<>]+)</g, (_, text: string) => `>${text.split("").reverse().join("")}<`),
      css.replace(/#[0-9a-f]{3,6}\b/gi, "#123456").replace(/\d+(\.\d+)?rem/g, "2rem"),
    ]);
    expect(weightedJaccard(original.markup, copy.markup)).toBe(1);
    expect(weightedJaccard(original.css, copy.css)).toBe(1);
    expect(nearDuplicates(similarPairs([original, copy]))).toHaveLength(1);
  });

  it("catches a copy with an element and a few rules added", () => {
    const original = designShape("pricing-card", read("pricing-card", "html.html"), read("pricing-card", "css.css"));
    const copy = copyOf("pricing-card", "plan-card", (html, css) => [
      html.replace(/<\/([a-z]+)>\s*$/, '<p class="fine">Billed yearly.</p></$1>'),
      `${css}\n.plan-card .fine { margin: 0; font-size: 0.8rem; color: var(--muted); }`,
    ]);
    const [pair] = similarPairs([original, copy]);
    expect(Math.min(pair!.markup, pair!.css)).toBeGreaterThanOrEqual(NEAR_DUPLICATE);
  });

  it("tells apart designs of one category that differ in structure", () => {
    const pairs = similarPairs(["accordion", "faq-details", "tabs"].map((d) => designShape(d, read(d, "html.html"), read(d, "css.css"))));
    expect(nearDuplicates(pairs)).toEqual([]);
  });

  it(`finds no near-duplicate among the default catalog's designs (both scores ${NEAR_DUPLICATE} or more)`, () => {
    const pairs = similarPairs(readShapes(CATALOG));
    const top = pairs[0]!;
    console.log(`${pairs.length} pairs; most alike: ${top.a} / ${top.b} (markup ${top.markup.toFixed(2)}, css ${top.css.toFixed(2)})`);
    expect(nearDuplicates(pairs).map((p) => `${p.a} / ${p.b}: markup ${p.markup.toFixed(2)}, css ${p.css.toFixed(2)}`)).toEqual([]);
  });
});
