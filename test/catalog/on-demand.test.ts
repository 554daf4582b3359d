// The reader keeps only columns in memory and reads designs from the file when asked, keeping a few: answers must
// not depend on what happens to be kept. A catalog that keeps two designs answers every tool as one that keeps all.
import { describe, expect, it } from "bun:test";
import { Catalog } from "../../src/catalog/reader.ts";
import { getResource } from "../../src/tools/get-resource.ts";
import { listResources } from "../../src/tools/list-resources.ts";
import { search } from "../../src/tools/search.ts";
import { fixturePath, toolContext } from "../helpers.ts";

describe("resources read on demand", () => {
  const roomy = Catalog.open(fixturePath());
  const tight = Catalog.open(fixturePath(), fixturePath(), { designCache: 2 });
  const both = <T>(answer: (catalog: Catalog) => T) => [answer(roomy), answer(tight)] as const;

  it("counts from its columns what the designs, read whole, hold", () => {
    const fresh = Catalog.open(fixturePath());
    const designs = roomy.designs;
    const resources = designs.flatMap((d) => d.variants);
    const tally = (keys: string[]) => Object.fromEntries([...new Set(keys)].sort().map((k) => [k, keys.filter((x) => x === k).length]));
    expect(fresh.stats()).toEqual({
      resources: resources.length,
      designs: designs.length,
      snippets: resources.reduce((n, r) => n + r.snippets.length, 0),
      byKind: tally(designs.map((d) => d.kind)),
      byCategory: tally(designs.map((d) => d.category)),
      byTech: tally(designs.map((d) => d.tech)),
      byDifficulty: tally(designs.map((d) => d.difficulty)),
      targets: tally(resources.flatMap((r) => r.snippets.map((s) => s.target))),
    });
    expect(fresh.resources.map((r) => r.slug)).toEqual(resources.map((r) => r.slug).sort());
    expect(designs.every((d) => d.variants.every((v) => v.designOf === d && v.kind === d.kind && v.tech === d.tech))).toBe(true);
  });

  it("answers every list, search page and resource the same with two designs kept as with all", () => {
    const calls: [string, (c: Catalog) => unknown][] = [];
    for (const args of [{}, { all_variants: true }, { kind: "component" as const }, { tech: "html/css" }, { design: "notice-banner" }])
      for (const limit of [1, 3, 25])
        calls.push([
          `list ${JSON.stringify(args)}`,
          (c) => walk((a) => listResources.call({ ...args, ...a, limit }, toolContext({ catalog: c }))),
        ]);
    for (const query of ["glass card", "button", "dark notice", "card", "primary outline button"])
      for (const extra of [{}, { all_variants: true }, { limit: 2 }, { difficulty: "easy" as const }, { design: "notice-banner" }])
        calls.push([
          `search ${query} ${JSON.stringify(extra)}`,
          (c) => walk((a) => search.call({ query, ...extra, ...a }, toolContext({ catalog: c }))),
        ]);
    for (const slug of roomy.columns.slugs.concat(roomy.columns.designIds))
      calls.push([`get_resource ${slug}`, (c) => getResource.call({ slug }, toolContext({ catalog: c }))]);
    for (const [what, call] of calls) {
      const [a, b] = both(call);
      expect({ what, answer: b }).toEqual({ what, answer: a });
    }
  });

  it("pages through a search to the end with the ranking's total, each design once", () => {
    const all = walk((a) => search.call({ query: "card", limit: 1, ...a }, toolContext({ catalog: tight }))) as {
      items: { design: string }[];
    }[];
    const designs = all.flatMap((p) => p.items.map((i) => i.design));
    expect(new Set(designs).size).toBe(designs.length);
    expect(designs.length).toBe((all[0] as unknown as { total: number }).total);
    expect(designs).toEqual(
      tight
        .search()
        .query("card")
        .map((h) => h.design.id),
    );
  });
});

/** Every page of a paged call, following nextCursor. */
function walk(call: (args: { cursor?: string }) => unknown): unknown[] {
  const pages: unknown[] = [];
  let cursor: string | undefined;
  do {
    const page = call(cursor === undefined ? {} : { cursor }) as { nextCursor?: string };
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== undefined && pages.length < 100);
  return pages;
}
