import { describe, expect, it } from "bun:test";
import { CatalogError } from "../../src/errors.ts";
import { getLab } from "../../src/tools/get-lab.ts";
import { getResource } from "../../src/tools/get-resource.ts";
import { getSnippet } from "../../src/tools/get-snippet.ts";
import { TOOLS } from "../../src/tools/index.ts";
import { listResources } from "../../src/tools/list-resources.ts";
import { search } from "../../src/tools/search.ts";
import { fixtureCatalog, toolContext } from "../helpers.ts";

function errorOf(fn: () => unknown): CatalogError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogError);
    return err as CatalogError;
  }
  throw new Error("expected a CatalogError");
}

const ctx = toolContext();

describe("list_resources", () => {
  it("returns one summary per design, without code, with the number of designs", () => {
    const page = listResources.call({}, ctx);
    expect(page.total).toBe(fixtureCatalog().designs.length);
    expect(page.items[0]).toEqual({
      slug: "aurora-design-system",
      design: "aurora-design-system",
      variant: "default",
      kind: "design-system",
      title: "Aurora design system",
      description: expect.any(String),
      category: "design-systems",
      difficulty: "hard",
      tech: "CSS Variables",
      tags: ["tokens", "theme", "dark", "gradient"],
      targets: ["css", "html", "scss", "tailwind", "tokens"],
    });
    expect(JSON.stringify(page)).not.toContain("<article");
  });

  it("shows a design by its default variant, its other variants listed by slug", () => {
    const item = listResources.call({}, ctx).items.find((i) => i.design === "notice-banner")!;
    expect(item).toMatchObject({
      slug: "notice-banner-sky",
      variant: "sky",
      title: "Notice banner (Sky)",
      variants: ["notice-banner-night", "notice-banner-mint"],
    });
    expect(listResources.call({}, ctx).items.filter((i) => i.design === "notice-banner")).toHaveLength(1);
  });

  it("lists every variant as its own item with all_variants, and one design's variants with design", () => {
    const all = listResources.call({ all_variants: true, limit: 100 }, ctx);
    expect(all.total).toBe(fixtureCatalog().resources.length);
    expect(all.items.filter((i) => i.design === "notice-banner").map((i) => i.slug)).toEqual([
      "notice-banner-sky",
      "notice-banner-night",
      "notice-banner-mint",
    ]);
    expect(all.items.every((i) => i.variants === undefined)).toBe(true);
    const one = listResources.call({ design: "notice-banner" }, ctx);
    expect(one).toMatchObject({
      total: 3,
      items: [{ slug: "notice-banner-sky" }, { slug: "notice-banner-night" }, { slug: "notice-banner-mint" }],
    });
    expect(listResources.call({ design: "notice-banner", kind: "page" }, ctx)).toEqual({ total: 0, items: [] });
    expect(listResources.call({ design: "no-such-design" }, ctx)).toEqual({ total: 0, items: [] });
  });

  it("pages with limit and nextCursor until the last page, which has no cursor", () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = listResources.call({ limit: 4, ...(cursor ? { cursor } : {}) }, ctx);
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items.map((i) => i.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(fixtureCatalog().designs.map((d) => d.variants[0]!.slug));
  });

  it("filters by kind, category, difficulty and case-insensitive tech", () => {
    expect(listResources.call({ kind: "animation" }, ctx).items.map((i) => i.slug)).toEqual(["confetti-burst", "pulse-loader"]);
    expect(listResources.call({ category: "buttons", difficulty: "easy" }, ctx).total).toBe(3);
    expect(listResources.call({ tech: "html/css" }, ctx).total).toBe(5);
    expect(listResources.call({ category: "alerts" }, ctx).items.map((i) => i.slug)).toEqual(["notice-banner-sky"]);
    expect(listResources.call({ category: "no-such-category" }, ctx)).toEqual({ total: 0, items: [] });
  });

  it("refuses a cursor from another filter or a forged one", () => {
    const { nextCursor } = listResources.call({ limit: 1 }, ctx);
    expect(errorOf(() => listResources.call({ limit: 1, kind: "page", cursor: nextCursor }, ctx)).code).toBe("invalid_cursor");
    expect(errorOf(() => listResources.call({ cursor: Buffer.from("9999.x").toString("base64url") }, ctx)).code).toBe("invalid_cursor");
    expect(errorOf(() => listResources.call({ cursor: "%%%" }, ctx)).code).toBe("invalid_cursor");
  });

  it("names the argument and the allowed values when one is invalid", () => {
    const limit = errorOf(() => listResources.call({ limit: 500 }, ctx));
    expect(limit.code).toBe("invalid_argument");
    expect(limit.message).toContain('"limit"');
    expect(limit.hint).toContain("from 1 to 100");
    expect(errorOf(() => listResources.call({ difficulty: "medium" }, ctx)).hint).toContain("easy, med, hard");
    expect(errorOf(() => listResources.call({ colour: "red" }, ctx)).message).toContain('Unknown argument "colour"');
    expect(errorOf(() => listResources.call([], ctx)).message).toContain("must be an object");
  });
});

describe("search", () => {
  it("returns ranked summaries with scores", () => {
    const result = search.call({ query: "glass card" }, ctx);
    expect(result.query).toBe("glass card");
    expect(result.items[0]!.slug).toBe("glass-card");
    expect(result.items[0]!.score).toBeGreaterThan(0);
  });

  it("answers one item per design, as the variant the words fit best", () => {
    const plain = search.call({ query: "notice banner" }, ctx);
    expect(plain.total).toBe(1);
    expect(plain.items[0]).toMatchObject({ slug: "notice-banner-sky", variants: ["notice-banner-night", "notice-banner-mint"] });
    expect(search.call({ query: "dark notice banner" }, ctx).items[0]).toMatchObject({
      slug: "notice-banner-night",
      variants: ["notice-banner-sky", "notice-banner-mint"],
    });
    const all = search.call({ query: "dark notice banner", all_variants: true }, ctx);
    expect(all.items.map((i) => i.slug)).toEqual(["notice-banner-night", "notice-banner-sky", "notice-banner-mint"]);
    expect(search.call({ query: "banner", design: "notice-banner" }, ctx).total).toBe(3);
    expect(search.call({ query: "banner", design: "glass-card" }, ctx).total).toBe(0);
  });

  it("narrows by the same filters as list_resources", () => {
    expect(search.call({ query: "button" }, ctx).total).toBe(4);
    expect(search.call({ query: "button", tech: "HTML/CSS", category: "buttons", kind: "component" }, ctx).total).toBe(3);
    expect(search.call({ query: "button", difficulty: "hard" }, ctx).total).toBe(0);
  });

  it("pages results and binds the cursor to the query", () => {
    const first = search.call({ query: "button", limit: 2 }, ctx);
    expect(first.items.length).toBe(2);
    const second = search.call({ query: "button", limit: 2, cursor: first.nextCursor }, ctx);
    expect(second.items.length).toBe(2);
    expect(second.nextCursor).toBeUndefined();
    expect(errorOf(() => search.call({ query: "card", limit: 2, cursor: first.nextCursor }, ctx)).code).toBe("invalid_cursor");
  });

  it("refuses an empty query with a hint to browse instead", () => {
    const e = errorOf(() => search.call({ query: "*" }, ctx));
    expect(e.code).toBe("empty_query");
    expect(e.hint).toContain("list_resources");
    expect(errorOf(() => search.call({ query: "" }, ctx)).code).toBe("invalid_argument");
    expect(errorOf(() => search.call({}, ctx)).message).toContain('Missing argument "query"');
  });
});

describe("get_resource", () => {
  it("returns metadata, snippets with sizes in tokens, links and license", () => {
    const r = getResource.call({ slug: "pricing-page" }, ctx);
    expect(r).toMatchObject({
      slug: "pricing-page",
      design: "pricing-page",
      variant: "default",
      kind: "page",
      category: "pricing",
      difficulty: "med",
      tech: "React",
      license: "MIT",
      updatedAt: "2026-11-01",
      variants: [],
    });
    expect(r.snippets.map((s) => s.target)).toEqual(["css", "html", "js", "react"]);
    const react = r.snippets.find((s) => s.target === "react")!;
    expect(react.tokens).toBe(Math.ceil(fixtureCatalog().snippet("pricing-page", "react")!.bytes / 4));
    expect(r.links).toEqual({
      lab: "http://localhost/lab/pricing-page",
      snippet: "http://localhost/tools/get_snippet/pricing-page/{target}",
      registry: "http://localhost/r/pricing-page.json",
    });
    expect(r).not.toHaveProperty("resolvedFrom");
    expect(r).not.toHaveProperty("note");
  });

  it("names the design, the variant and its note, and lists the design's other variants", () => {
    const r = getResource.call({ slug: "notice-banner-night" }, ctx);
    expect(r).toMatchObject({
      design: "notice-banner",
      variant: "night",
      note: "dark, amber",
      variants: ["notice-banner-sky", "notice-banner-mint"],
    });
  });

  it("resolves a design id to the design's default variant and says so", () => {
    const r = getResource.call({ slug: "notice-banner" }, ctx);
    expect(r).toMatchObject({ slug: "notice-banner-sky", variant: "sky", resolvedFrom: "notice-banner" });
    expect(getSnippet.call({ slug: "notice-banner", target: "css" }, ctx)).toMatchObject({
      slug: "notice-banner-sky",
      resolvedFrom: "notice-banner",
      filename: "notice-banner-sky.css",
    });
    expect(getLab.call({ slug: "notice-banner" }, ctx)).toEqual({
      slug: "notice-banner-sky",
      resolvedFrom: "notice-banner",
      title: "Notice banner (Sky)",
      url: "http://localhost/lab/notice-banner-sky",
    });
  });

  it("reads as compact text for a model: what it is, sizes, the other variants with their notes, links", () => {
    const { text } = getResource.callJson({ slug: "notice-banner-night" }, ctx);
    expect(text).toStartWith("notice-banner-night: Notice banner (Night)\ncomponent · alerts · easy · HTML/CSS/TypeScript · MIT\n");
    expect(text).toContain(
      "design notice-banner, variant night (dark, amber); others: notice-banner-sky (light, sky blue), notice-banner-mint (light, mint green)",
    );
    expect(text).toContain("code: get_snippet, or GET http://localhost/tools/get_snippet/notice-banner-night/{target}");
    expect(text.length).toBeLessThan(JSON.stringify(getResource.call({ slug: "notice-banner-night" }, ctx)).length);
  });

  it("suggests the closest slugs for an unknown one", () => {
    const e = errorOf(() => getResource.call({ slug: "glass-crad" }, ctx));
    expect(e.code).toBe("resource_not_found");
    expect(e.hint).toContain("glass-card");
    expect(errorOf(() => getResource.call({ slug: "primary-button" }, ctx)).hint).toContain("button-primary");
  });

  it("refuses a slug that is not a slug, saying what a slug looks like", () => {
    const e = errorOf(() => getResource.call({ slug: "../etc/passwd" }, ctx));
    expect(e.code).toBe("invalid_argument");
    expect(e.hint).toContain("matching ^[a-z0-9]+(?:-[a-z0-9]+)*$");
  });
});

describe("get_snippet", () => {
  it("returns the code with language and filename", () => {
    const s = getSnippet.call({ slug: "glass-card", target: "vue" }, ctx);
    expect(s).toMatchObject({ slug: "glass-card", target: "vue", language: "vue", filename: "GlassCard.vue" });
    expect(s.code).toContain("<template>");
    expect(s.bytes).toBe(Buffer.byteLength(s.code));
  });

  it("reads as the code itself under one line naming it, for a model", () => {
    const { output, text } = getSnippet.callJson({ slug: "glass-card", target: "vue" }, ctx);
    expect(text).toBe(
      `GlassCard.vue: the vue snippet of glass-card, vue, ${(output as { bytes: number }).bytes} bytes.\n\n${(output as { code: string }).code}`,
    );
  });

  it("lists the available targets for an unknown target", () => {
    const e = errorOf(() => getSnippet.call({ slug: "pulse-loader", target: "react" }, ctx));
    expect(e.code).toBe("target_not_found");
    expect(e.hint).toBe("Available targets: css, html.");
  });

  it("checks the slug before the target", () => {
    expect(errorOf(() => getSnippet.call({ slug: "nope-nope", target: "html" }, ctx)).code).toBe("resource_not_found");
  });
});

describe("get_lab", () => {
  it("returns {lab_url}/{slug} with the title", () => {
    expect(getLab.call({ slug: "glass-card" }, ctx)).toEqual({
      slug: "glass-card",
      title: "Glass card",
      url: "http://localhost/lab/glass-card",
    });
    expect(getLab.callJson({ slug: "glass-card" }, ctx).text).toBe("Live demo of glass-card (Glass card): http://localhost/lab/glass-card");
    const elsewhere = toolContext({ labUrl: "https://labs.example.com/demo" });
    expect(getLab.call({ slug: "glass-card" }, elsewhere).url).toBe("https://labs.example.com/demo/glass-card");
  });
});

describe("every tool", () => {
  it("keeps each result under about 20k tokens (80,000 characters of JSON)", () => {
    const catalog = fixtureCatalog();
    const sizes: number[] = [listResources.call({ limit: 100 }, ctx), search.call({ query: "card button page", limit: 100 }, ctx)].map(
      (r) => JSON.stringify(r).length,
    );
    for (const r of catalog.resources) {
      sizes.push(JSON.stringify(getResource.call({ slug: r.slug }, ctx)).length);
      for (const s of r.snippets) sizes.push(JSON.stringify(getSnippet.call({ slug: r.slug, target: s.target }, ctx)).length);
    }
    expect(Math.max(...sizes)).toBeLessThan(80_000);
    expect(sizes.length).toBeGreaterThan(catalog.stats().snippets);
  });

  it("has a handler that runs without HTTP or JSON-RPC, from the tool list", () => {
    expect(TOOLS.map((t) => t.name)).toEqual(["search", "list_resources", "get_resource", "get_snippet", "get_lab"]);
  });
});

describe("page budget", () => {
  it("ends a page early when its summaries would pass about 16k tokens, and the cursor continues", async () => {
    const { generateSource } = await import("../../scripts/lib/generate-source.ts");
    const { buildCatalog } = await import("../../src/catalog/builder.ts");
    const { Catalog } = await import("../../src/catalog/reader.ts");
    const { tempDir } = await import("../helpers.ts");
    const dir = tempDir();
    generateSource(`${dir}/src`, 150, { descriptionChars: 600, tags: 20 });
    buildCatalog(`${dir}/src`, `${dir}/big.db`);
    const big = toolContext({ catalog: Catalog.open(`${dir}/big.db`) });
    const first = listResources.call({ limit: 100 }, big);
    expect(first.items.length).toBeLessThan(100);
    expect(JSON.stringify(first).length).toBeLessThan(80_000);
    let seen = first.items.length;
    let cursor = first.nextCursor;
    while (cursor) {
      const page = listResources.call({ limit: 100, cursor }, big);
      expect(JSON.stringify(page).length).toBeLessThan(80_000);
      seen += page.items.length;
      cursor = page.nextCursor;
    }
    expect(seen).toBe(150);
    const hits = search.call({ query: "card", limit: 100 }, big);
    expect(JSON.stringify(hits).length).toBeLessThan(80_000);
  });
});
