import { describe, expect, it } from "bun:test";
import { topK } from "../../src/catalog/top-k.ts";

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe("topK", () => {
  it("gives the same first k as a full sort, for every k, with many ties", () => {
    const next = random(7);
    for (const n of [0, 1, 2, 5, 40, 300]) {
      // Few distinct keys: most comparisons are ties broken by the item number, as the search ranking breaks them.
      const keys = Array.from({ length: n }, () => Math.floor(next() * 6));
      const better = (a: number, b: number) => keys[a]! > keys[b]! || (keys[a] === keys[b] && a < b);
      const sorted = Array.from({ length: n }, (_, i) => i).sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
      for (const k of [0, 1, 3, 10, 25, n - 1, n, n + 5]) {
        if (k < 0) continue;
        expect([...topK(n, k, better)]).toEqual(sorted.slice(0, Math.max(0, k)));
      }
    }
  });
});
