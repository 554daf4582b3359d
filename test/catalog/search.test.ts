import { describe, expect, it } from "bun:test";
import { CatalogError } from "../../src/errors.ts";
import { fixtureCatalog } from "../helpers.ts";

/** The slug each hit would answer with: its best variant. */
const slugs = (q: string) =>
  fixtureCatalog()
    .search()
    .query(q)
    .map((h) => h.variants[0]!.slug);

describe("search index", () => {
  it("finds by title words, ranked", () => {
    expect(slugs("glass card")[0]).toBe("glass-card");
    expect(slugs("confetti")).toEqual(["confetti-burst"]);
  });

  it("ranks a design that has every word above those that miss one", () => {
    expect(slugs("primary outline")).toEqual(["button-primary-outline", "button-primary"]);
  });

  it("falls back to resources matching some words when none matches all", () => {
    const hits = slugs("glass zebra");
    expect(hits).toContain("glass-card");
  });

  it("answers a long sentence with designs that have two thirds of its words", () => {
    expect(slugs("glass card frosted blur zebra elephant")).toContain("glass-card");
    expect(slugs("glass card zebra elephant")).not.toContain("glass-card");
  });

  it("matches unfinished words by prefix", () => {
    expect(slugs("confet")).toEqual(["confetti-burst"]);
    expect(slugs("glassmorph")).toContain("glass-card");
  });

  it("tolerates one typo", () => {
    expect(slugs("confeti")).toContain("confetti-burst");
    expect(slugs("modl dialog")[0]).toBe("modal-dialog");
  });

  it("never takes a stop word for a typo: form is not for", () => {
    // Most fixture descriptions say "for"; only toggle-switch is about forms (its category).
    expect(slugs("form")).toEqual(["toggle-switch"]);
    expect(slugs("forms")).toEqual(["toggle-switch"]);
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
      "foo:",
      "title:",
      "~",
      "^",
      "+",
      "-",
      "json~",
      "a:b:c",
      "http://x.y",
      "title:glass^10",
      "+glass -card",
      "glass~2",
      "*glass*",
      "\\",
      '"',
      "'; DROP TABLE resources; --",
      "<script>alert(1)</script>",
      "%00",
      "\u0000\u0001",
      "🦄 card",
      "glass\ncard",
      "a".repeat(5000),
      "((()))",
      "[x]",
      "{}",
      "?",
      "*:*",
      "field:value~1^2",
      "..%2f..%2f",
      "\uD800",
      "ℌ𝔢𝔩𝔩𝔬",
      "–—",
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

  it("refuses a query with no letters or digits instead of returning everything", () => {
    for (const q of ["", "   ", "*", "**", "?!", "-- ++"]) {
      expect(() => fixtureCatalog().search().query(q)).toThrow(/no letters or digits/);
    }
  });

  it("searches stop words like any word when the query has nothing else", () => {
    // "with" is a stop word, and the only word here: it is searched, not refused.
    expect(slugs("with")).toContain("glass-card");
    expect(slugs("the and of")).toBeArray();
  });

  it("makes stop words optional next to other words, ranking what says them higher", () => {
    // "dismiss" needs no stop word to match; "a" and "with" only reorder.
    expect(slugs("a notice with a close button")[0]).toBe("notice-banner-sky");
    // Stop words are indexed: a design that says "off" ranks above one that only says "switch".
    expect(slugs("on off switch")[0]).toBe("toggle-switch");
  });

  it("answers one hit per design, its variants ordered by the words they add", () => {
    const hits = fixtureCatalog().search().query("notice banner");
    expect(hits.map((h) => h.design.id)).toEqual(["notice-banner"]);
    expect(hits[0]!.variants.map((v) => v.slug)).toEqual(["notice-banner-sky", "notice-banner-night", "notice-banner-mint"]);
    expect(slugs("dark notice")[0]).toBe("notice-banner-night");
    expect(slugs("amber banner")[0]).toBe("notice-banner-night");
    expect(slugs("mint notice")[0]).toBe("notice-banner-mint");
    expect(slugs("green banner")[0]).toBe("notice-banner-mint");
  });

  it("keeps designs that miss one of several words, after those that have them all", () => {
    const hits = slugs("glass button");
    expect(hits).toContain("glass-card");
    expect(hits).toContain("button-primary");
    expect(slugs("primary outline button")[0]).toBe("button-primary-outline");
  });

  it("ignores words past the twelfth", () => {
    const many = `${Array.from({ length: 12 }, (_, i) => `zz${String.fromCharCode(97 + i)}`).join(" ")} confetti`;
    expect(slugs(many)).toEqual([]);
  });
});
