// The shadcn registry routes through app.handle: every item valid against the CLI's own schema, contents identical to
// get_snippet, the index and search (the same ranking as the search tool), and refusals in the documented shape.
import { describe, expect, it } from "bun:test";
import { registryItemSchema, registryPaginationSchema, registrySchema } from "shadcn/schema";
import { registryName } from "../../src/registry/items.ts";
import { call, fixtureCatalog, testApp } from "../helpers.ts";

const app = testApp();

describe("GET /r/{name}.json", () => {
  it("answers a valid registry-item for every resource and target, its file exactly get_snippet's code", async () => {
    for (const r of fixtureCatalog().resources) {
      for (const s of r.snippets) {
        const name = registryName(r.slug, s.target);
        const { status, body } = await call(app, `/r/${name}.json`);
        expect(status).toBe(200);
        expect(registryItemSchema.safeParse(body).success).toBe(true);
        expect(body.name).toBe(name);
        const snippet = await call(app, `/tools/get_snippet/${r.slug}/${s.target}`);
        expect(body.files).toHaveLength(1);
        expect(body.files[0].content).toBe(snippet.body.code);
        if (s.target === "react" || s.target === "next") {
          expect(body.type).toBe("registry:component");
          expect(body.files[0].target).toBeUndefined();
        } else {
          expect(body.type).toBe("registry:item");
          expect(body.files[0].target).toMatch(/^~\/[a-z/]+\/[^/]+$/);
        }
        expect(body.dependencies).toBeUndefined();
        expect(body.registryDependencies).toBeUndefined();
      }
    }
  });

  it("names React by the bare slug, accepts .react too, and resolves a design id to its default variant", async () => {
    const bare = await call(app, "/r/glass-card.json");
    const explicit = await call(app, "/r/glass-card.react.json");
    expect(bare.body.files[0].content).toBe(explicit.body.files[0].content);
    const design = await call(app, "/r/notice-banner.vue.json");
    const fallback = fixtureCatalog().design("notice-banner")!.variants[0]!.slug;
    expect(design.body.name).toBe(`${fallback}.vue`);
    expect(design.body.files[0].target).toEndWith(".vue");
  });

  it("refuses unknown names and targets and malformed names in the documented shape", async () => {
    const cases: [string, number, string][] = [
      ["/r/no-such-thing.json", 404, "resource_not_found"],
      ["/r/glass-card.php.json", 404, "target_not_found"],
      ["/r/glass-card.txt", 400, "invalid_argument"],
      ["/r/Glass.json", 400, "invalid_argument"],
      ["/r/a.b.c.json", 400, "invalid_argument"],
      [`/r/${"a".repeat(200)}.json`, 400, "invalid_argument"],
    ];
    for (const [path, status, code] of cases) {
      const answer = await call(app, path);
      expect([path, answer.status, answer.body.error?.code]).toEqual([path, status, code]);
      expect(typeof answer.body.error.hint).toBe("string");
    }
  });
});

describe("GET /r/registry.json", () => {
  it("lists one item per design, valid against the registry schema, without file contents", async () => {
    const { status, headers, body } = await call(app, "/r/registry.json");
    expect(status).toBe(200);
    expect(headers.get("etag")).toBeTruthy();
    expect(registrySchema.safeParse(body).success).toBe(true);
    expect(body.items.map((i: { meta: { slug: string } }) => i.meta.slug)).toEqual(
      fixtureCatalog().designs.map((d) => d.variants[0]!.slug),
    );
    // The React item when there is one, else the standalone html document.
    expect(body.items.find((i: { meta: { slug: string } }) => i.meta.slug === "glass-card").name).toBe("glass-card");
    expect(body.items.find((i: { meta: { slug: string } }) => i.meta.slug === "button-primary").name).toBe("button-primary.html");
    expect(body.items.every((i: { files?: unknown }) => i.files === undefined)).toBe(true);
    const banner = body.items.find((i: { meta: { design: string } }) => i.meta.design === "notice-banner");
    expect(banner.meta.variants.sort()).toEqual(
      ["notice-banner-mint", "notice-banner-night", "notice-banner-sky"].filter((v) => v !== banner.meta.slug),
    );
  });

  it("searches as the search tool ranks, with pagination", async () => {
    const tool = await call(app, "/tools/search?q=button&limit=100");
    const first = await call(app, "/r/registry.json?q=button&limit=1&offset=0");
    const rest = await call(app, "/r/registry.json?q=button&limit=100&offset=1");
    expect(registryPaginationSchema.safeParse(first.body.pagination).success).toBe(true);
    expect(first.body.pagination).toEqual({ total: tool.body.total, offset: 0, limit: 1, hasMore: tool.body.total > 1 });
    const names = [...first.body.items, ...rest.body.items].map((i: { meta: { slug: string } }) => i.meta.slug);
    expect(names).toEqual(tool.body.items.map((i: { slug: string }) => i.slug));
    expect(rest.body.pagination.hasMore).toBe(false);
  });

  it("filters by registry type and lists every design for an empty query", async () => {
    const all = await call(app, "/r/registry.json?q=&limit=100");
    expect(all.body.pagination.total).toBe(fixtureCatalog().designs.length);
    const universal = await call(app, "/r/registry.json?q=&type=registry:item&limit=100");
    expect(universal.body.items.length).toBeGreaterThan(0);
    expect(universal.body.items.every((i: { type: string }) => i.type === "registry:item")).toBe(true);
    expect(universal.body.pagination.total + (await call(app, "/r/registry.json?q=&type=registry:component")).body.pagination.total).toBe(
      all.body.pagination.total,
    );
  });

  it("refuses out-of-range paging and overlong queries, and answers an offset past the end with no items", async () => {
    for (const query of ["limit=0", "limit=101", "limit=x", "offset=-1", "offset=1e3", `q=${"a".repeat(201)}`]) {
      const answer = await call(app, `/r/registry.json?${query}`);
      expect([query, answer.status, answer.body.error?.code]).toEqual([query, 400, "invalid_argument"]);
    }
    const past = await call(app, "/r/registry.json?q=card&offset=5000");
    expect(past.body.items).toEqual([]);
    expect(past.body.pagination.hasMore).toBe(false);
  });
});
