import { describe, expect, it } from "bun:test";
import { CatalogError } from "../../src/errors.ts";
import { fixtureCatalog } from "../helpers.ts";

const slugs = (q: string) => fixtureCatalog().search().query(q).map((h) => h.slug);

describe("search index", () => {
  it("finds by title words, ranked", () => {
    expect(slugs("glass card")[0]).toBe("glass-card");
    expect(slugs("confetti")).toEqual(["confetti-burst"]);
  });

  it("requires every word when some resource has them all", () => {
    expect(slugs("primary outline")).toEqual(["button-primary-outline"]);
  });

  it("falls back to resources matching some words when none matches all", () => {
    const hits = slugs("glass zebra");
    expect(hits).toContain("glass-card");
  });

  it("matches unfinished words by prefix", () => {
    expect(slugs("confet")).toEqual(["confetti-burst"]);
    expect(slugs("glassmorph")).toContain("glass-card");
  });

  it("tolerates one typo", () => {
    expect(slugs("confeti")).toContain("confetti-burst");
    expect(slugs("modl dialog")[0]).toBe("modal-dialog");
  });

  it("ranks a title hit above a description-only hit", () => {
    // "card" is in glass-card's and cafe-menu-card's titles; the pricing page only says "cards" nowhere.
    const hits = slugs("toggle");
    expect(hits[0]).toBe("toggle-switch");
    expect(hits).toContain("pricing-page"); // "billing toggle" in its description
  });

  it("finds accented words with or without their accents", () => {
    expect(slugs("café")).toEqual(["cafe-menu-card"]);
    expect(slugs("cafe")).toEqual(["cafe-menu-card"]);
    expect(slugs("brûlée")).toEqual(["cafe-menu-card"]);
    expect(slugs("CRÈME")).toEqual(["cafe-menu-card"]);
  });

  it("finds Cyrillic and Japanese words", () => {
    expect(slugs("кнопка")).toEqual(["russian-button"]);
    expect(slugs("ボタン")).toEqual(["russian-button"]);
  });

  it("finds by tech and tags", () => {
    expect(slugs("canvas")).toContain("confetti-burst");
    expect(slugs("glassmorphism")).toEqual(["glass-card"]);
  });

  it("never throws on lunr query syntax or hostile text", () => {
    const hostile = [
      "foo:", "title:", "~", "^", "+", "-", "json~", "a:b:c", "http://x.y", "title:glass^10", "+glass -card", "glass~2",
      "*glass*", "\\", "\"", "'; DROP TABLE resources; --", "<script>alert(1)</script>", "%00", "\u0000\u0001", "🦄 card",
      "glass\ncard", "a".repeat(5000), "((()))", "[x]", "{}", "?", "*:*", "field:value~1^2", "..%2f..%2f", "\uD800", "ℌ𝔢𝔩𝔩𝔬", "–—",
    ];
    for (const q of hostile) {
      try {
        fixtureCatalog().search().query(q);
      } catch (err) {
        expect(err).toBeInstanceOf(CatalogError);
        expect((err as CatalogError).code).toBe("empty_query");
      }
    }
  });

  it("refuses empty, * and stop-word-only queries instead of returning everything", () => {
    for (const q of ["", "   ", "*", "**", "the", "the and of", "?!"]) {
      expect(() => fixtureCatalog().search().query(q)).toThrow(/no searchable words/);
    }
  });

  it("ignores words past the twelfth", () => {
    const many = `${Array.from({ length: 12 }, (_, i) => `zz${String.fromCharCode(97 + i)}`).join(" ")} confetti`;
    expect(slugs(many)).toEqual([]);
  });
});
