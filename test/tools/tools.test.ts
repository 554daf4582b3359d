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
  it("returns summaries without code, with the total", () => {
    const page = listResources.call({}, ctx);
    expect(page.total).toBe(fixtureCatalog().resources.length);
    expect(page.items[0]).toEqual({
      slug: "aurora-design-system", kind: "design-system", title: "Aurora design system",
      description: expect.any(String), category: "design-systems", difficulty: "hard", tech: "CSS Variables",
      tags: ["tokens", "theme", "dark", "gradient"], targets: ["css", "html", "scss", "tailwind", "tokens"],
    });
    expect(JSON.stringify(page)).not.toContain("<article");
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
    expect(seen).toEqual(fixtureCatalog().resources.map((r) => r.slug));
  });

  it("filters by kind, category, difficulty and case-insensitive tech", () => {
    expect(listResources.call({ kind: "animation" }, ctx).items.map((i) => i.slug)).toEqual(["confetti-burst", "pulse-loader"]);
    expect(listResources.call({ category: "buttons", difficulty: "easy" }, ctx).total).toBe(3);
    expect(listResources.call({ tech: "html/css" }, ctx).total).toBe(5);
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

  it("narrows by the same filters as list_resources", () => {
    expect(search.call({ query: "button" }, ctx).total).toBe(3);
    expect(search.call({ query: "button", tech: "HTML/CSS", category: "buttons", kind: "component" }, ctx).total).toBe(3);
    expect(search.call({ query: "button", difficulty: "hard" }, ctx).total).toBe(0);
  });

  it("pages results and binds the cursor to the query", () => {
    const first = search.call({ query: "button", limit: 2 }, ctx);
    expect(first.items.length).toBe(2);
    const second = search.call({ query: "button", limit: 2, cursor: first.nextCursor }, ctx);
    expect(second.items.length).toBe(1);
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
  it("returns metadata, snippets with sizes, links and license", () => {
    const r = getResource.call({ slug: "pricing-page" }, ctx);
    expect(r).toMatchObject({ slug: "pricing-page", kind: "page", category: "pricing", difficulty: "med", tech: "React", license: "MIT", updatedAt: "2026-11-01" });
    expect(r.snippets.map((s) => s.target)).toEqual(["css", "html", "js", "react"]);
    const react = r.snippets.find((s) => s.target === "react")!;
    expect(react).toMatchObject({ language: "tsx", filename: "PricingPage.tsx" });
    expect(react.tokens).toBe(Math.ceil(react.bytes / 4));
    expect(r.links).toContainEqual({ rel: "lab", href: "http://localhost/lab/pricing-page" });
    expect(r.links).toContainEqual({ rel: "snippet", target: "react", href: "http://localhost/tools/get_snippet/pricing-page/react" });
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
    expect(e.hint).toContain("lowercase words joined by hyphens");
  });
});

describe("get_snippet", () => {
  it("returns the code with language and filename", () => {
    const s = getSnippet.call({ slug: "glass-card", target: "vue" }, ctx);
    expect(s).toMatchObject({ slug: "glass-card", target: "vue", language: "vue", filename: "GlassCard.vue" });
    expect(s.code).toContain("<template>");
    expect(s.bytes).toBe(Buffer.byteLength(s.code));
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
    expect(getLab.call({ slug: "glass-card" }, ctx)).toEqual({ slug: "glass-card", title: "Glass card", url: "http://localhost/lab/glass-card" });
    const elsewhere = toolContext({ labUrl: "https://labs.example.com/demo" });
    expect(getLab.call({ slug: "glass-card" }, elsewhere).url).toBe("https://labs.example.com/demo/glass-card");
  });
});

describe("every tool", () => {
  it("keeps each result under about 20k tokens (80,000 characters of JSON)", () => {
    const catalog = fixtureCatalog();
    const sizes: number[] = [listResources.call({ limit: 100 }, ctx), search.call({ query: "card button page", limit: 100 }, ctx)].map((r) => JSON.stringify(r).length);
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
    const { generateSource } = await import("../support/generate.ts");
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
