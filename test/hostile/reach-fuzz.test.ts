// Hostile input to the shadcn registry, the preview route and /llms.txt: never a 5xx, every refusal in the one REST
// shape, and the answers stay bounded (a registry page holds at most 100 items).
import { describe, expect, it } from "bun:test";
import fc from "fast-check";
import { MAX_REGISTRY_PAGE } from "../../src/registry/routes.ts";
import { testApp } from "../helpers.ts";

const { handle } = testApp();
const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "",
    "..",
    "../../etc/passwd",
    "%00",
    "a.b.c",
    "glass-card.",
    ".json",
    "glass-card..vue",
    "-1",
    "1e9",
    "999999999999",
    "registry",
  ),
  fc.stringMatching(/^[a-z0-9.-]{1,40}$/),
);
const enc = (s: string) => encodeURIComponent(s);

async function expectShape(res: Response) {
  expect(res.status).toBeLessThan(500);
  const text = await res.text();
  if (res.status >= 400) expect(Object.keys(JSON.parse(text).error).sort()).toEqual(expect.arrayContaining(["code", "message"]));
  return text;
}

describe("registry, previews and llms.txt under hostile input", () => {
  it("never 5xx; errors in the documented shape; pages bounded", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("item", "search", "preview"),
        hostile,
        fc.dictionary(fc.constantFrom("q", "type", "limit", "offset", "x"), hostile, { maxKeys: 4 }),
        async (route, name, query) => {
          const qs = new URLSearchParams(query).toString();
          const url =
            route === "item"
              ? `http://localhost/r/${enc(name)}.json`
              : route === "preview"
                ? `http://localhost/preview/${enc(name)}.webp`
                : `http://localhost/r/registry.json${qs ? `?${qs}` : "?q="}`;
          const res = await handle(new Request(url));
          const text = await expectShape(res);
          if (route === "search" && res.status === 200) expect(JSON.parse(text).items.length).toBeLessThanOrEqual(MAX_REGISTRY_PAGE);
        },
      ),
      { numRuns: 300 },
    );
    expect((await handle(new Request("http://localhost/llms.txt?x=%00"))).status).toBe(200);
  }, 30_000);
});
