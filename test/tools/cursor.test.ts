// Pagination cursors: any edit is invalid_cursor; a cursor stays valid on another process serving the same catalog
// (replicas), and is refused by one signing with another CURSOR_SECRET.
import { afterAll, describe, expect, it } from "bun:test";
import { CatalogError } from "../../src/errors.ts";
import { listResources } from "../../src/tools/list-resources.ts";
import { search } from "../../src/tools/search.ts";
import { fixturePath, spawnServer, toolContext } from "../helpers.ts";

const ctx = toolContext();

function codeOf(fn: () => unknown): string {
  try {
    fn();
    return "accepted";
  } catch (err) {
    return err instanceof CatalogError ? err.code : `threw ${err}`;
  }
}

/** Every cursor that differs from `cursor` in one byte of what it decodes to (offset, hash, whatever it holds). */
function tampered(cursor: string): string[] {
  const bytes = Buffer.from(cursor, "base64url");
  const out = new Set<string>();
  for (let i = 0; i < bytes.length; i++) {
    for (const value of [bytes[i]! ^ 1, bytes[i]! ^ 0x80, 0x30, 0x39, 0]) {
      const copy = Buffer.from(bytes);
      copy[i] = value;
      const text = copy.toString("base64url");
      if (text !== cursor) out.add(text);
    }
  }
  return [...out];
}

describe("cursors", () => {
  it("refuses a cursor whose offset or hash was edited and re-encoded", () => {
    const { nextCursor } = listResources.call({ limit: 2 }, ctx);
    expect(listResources.call({ limit: 2, cursor: nextCursor }, ctx).items.length).toBe(2);
    for (const cursor of tampered(nextCursor!)) {
      expect({ cursor, code: codeOf(() => listResources.call({ limit: 2, cursor }, ctx)) }).toEqual({ cursor, code: "invalid_cursor" });
    }
  });

  it("binds the cursor to the query and filters it was issued for", () => {
    const page = search.call({ query: "button", limit: 1 }, ctx);
    expect(page.nextCursor).toBeDefined();
    expect(codeOf(() => search.call({ query: "card", limit: 1, cursor: page.nextCursor }, ctx))).toBe("invalid_cursor");
    expect(codeOf(() => search.call({ query: "button", kind: "component", limit: 1, cursor: page.nextCursor }, ctx))).toBe(
      "invalid_cursor",
    );
    expect(codeOf(() => listResources.call({ limit: 1, cursor: page.nextCursor }, ctx))).toBe("invalid_cursor");
    expect(codeOf(() => search.call({ query: "button", limit: 1, cursor: `${page.nextCursor}A` }, ctx))).toBe("invalid_cursor");
  });

  describe("across processes", () => {
    const servers: Awaited<ReturnType<typeof spawnServer>>[] = [];
    afterAll(() => {
      for (const s of servers) s.proc.kill("SIGKILL");
    });
    const start = async (env: Record<string, string> = {}) => {
      const server = await spawnServer(["--db", fixturePath(), "--quiet", "--rate-limit", "off"], env);
      servers.push(server);
      return server.url;
    };
    const list = async (url: string, cursor?: string) =>
      (await fetch(`${url}/tools/list_resources?limit=3${cursor ? `&cursor=${cursor}` : ""}`)).json() as Promise<any>;

    it("a cursor from one replica pages on another; a different CURSOR_SECRET refuses it", async () => {
      const [a, b] = await Promise.all([start({ CURSOR_SECRET: "shared" }), start({ CURSOR_SECRET: "shared" })]);
      const other = await start({ CURSOR_SECRET: "another" });
      const first = await list(a);
      const second = await list(b, first.nextCursor);
      expect(second.items.map((i: any) => i.slug)).toEqual((await list(a, first.nextCursor)).items.map((i: any) => i.slug));
      expect(second.items[0].slug).not.toBe(first.items[0].slug);
      expect((await list(other, first.nextCursor)).error.code).toBe("invalid_cursor");
    }, 20_000);
  });
});
