// The served catalog file rewritten in place (`cp new.db served.db`, slowly, over and over) under load: every answer
// comes whole from one catalog or the other, never a 5xx, a 404 for a listed resource or a mix; then the new one.
import { describe, expect, it } from "bun:test";
import { closeSync, copyFileSync, cpSync, existsSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { buildCatalog } from "../../src/catalog/builder.ts";
import { Catalog } from "../../src/catalog/reader.ts";
import { FIXTURE_SOURCE, fixturePath, spawnServer, tempDir } from "../helpers.ts";

/** The fixture catalog with every html snippet changed (and longer): the same slugs and targets, other code. */
function otherCatalog(): string {
  const source = join(tempDir("rewrite-src-"), "source");
  cpSync(FIXTURE_SOURCE, source, { recursive: true });
  for (const slug of readdirSync(source).filter((name) => existsSync(join(source, name, "html.html")))) {
    const html = join(source, slug, "html.html");
    writeFileSync(html, `${readFileSync(html, "utf8")}\n<!-- the other catalog ${"x".repeat(2000)} -->\n`);
  }
  const out = join(tempDir(), "other.db");
  buildCatalog(source, out);
  return out;
}

/** Writes `bytes` over `path` in place as a slow cp would: truncate, then 8 KB at a time. */
async function rewriteInPlace(path: string, bytes: Buffer) {
  const fd = openSync(path, "w");
  try {
    for (let at = 0; at < bytes.length; at += 8192) {
      writeSync(fd, bytes, at, Math.min(8192, bytes.length - at), at);
      await Bun.sleep(1);
    }
  } finally {
    closeSync(fd);
  }
}

describe("the served catalog file rewritten in place", () => {
  for (const watch of [false, true]) {
    it(`answers from one whole catalog or the other, never a 5xx or a mix, then serves the new one${watch ? " (--watch)" : ""}`, async () => {
      const live = join(tempDir("rewrite-"), "catalog.db");
      copyFileSync(fixturePath(), live);
      const otherPath = otherCatalog();
      const files = [readFileSync(fixturePath()), readFileSync(otherPath)];
      const [a, b] = [Catalog.open(fixturePath()), Catalog.open(otherPath)];
      const pairs = a.resources.flatMap((r) => r.snippets.map((s) => ({ slug: r.slug, target: s.target })));
      const allowed = new Map(
        pairs.map(({ slug, target }) => [`${slug}/${target}`, [a.snippet(slug, target)!.code, b.snippet(slug, target)!.code]]),
      );
      expect(allowed.get("glass-card/html")![0]).not.toBe(allowed.get("glass-card/html")![1]);

      const { proc, url } = await spawnServer(["--db", live, "--quiet", "--rate-limit", "off", ...(watch ? ["--watch"] : [])]);
      const problems: string[] = [];
      let answers = 0;
      let running = true;
      const check = (what: string, ok: boolean, detail: string) => {
        answers++;
        if (!ok && problems.length < 20) problems.push(`${what}: ${detail.slice(0, 200)}`);
      };
      const mcp = (id: number, method: string, params: object) =>
        fetch(`${url}/mcp`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id, method, params }),
        });
      const loops = Array.from({ length: 6 }, async (_, w) => {
        for (let i = w; running; i += 6) {
          const { slug, target } = pairs[i % pairs.length]!;
          const codes = allowed.get(`${slug}/${target}`)!;
          const kind = i % 4;
          if (kind === 0) {
            const res = await fetch(`${url}/tools/get_snippet/${slug}/${target}`);
            const text = await res.text();
            check(
              `GET get_snippet ${slug}/${target}`,
              res.status === 200 && codes.includes(JSON.parse(text).code),
              `${res.status} ${text}`,
            );
          } else if (kind === 1) {
            const res = await fetch(`${url}/tools/get_resource/${slug}`);
            const text = await res.text();
            check(
              `GET get_resource ${slug}`,
              res.status === 200 && JSON.parse(text).snippets.some((s: { target: string }) => s.target === target),
              `${res.status} ${text}`,
            );
          } else if (kind === 2) {
            const res = await mcp(i, "tools/call", { name: "get_snippet", arguments: { slug, target } });
            const text = await res.text();
            check(
              `MCP get_snippet ${slug}/${target}`,
              res.status === 200 && codes.includes(JSON.parse(text).result?.structuredContent?.code),
              `${res.status} ${text}`,
            );
          } else {
            const res = await mcp(i, "resources/read", { uri: `catalog://snippets/${slug}/${target}` });
            const text = await res.text();
            check(
              `MCP resources/read ${slug}/${target}`,
              res.status === 200 && codes.includes(JSON.parse(text).result?.contents?.[0]?.text),
              `${res.status} ${text}`,
            );
          }
        }
      });
      try {
        await Bun.sleep(200);
        for (let round = 1; round <= 16; round++) {
          await rewriteInPlace(live, files[round % 2]!);
          await Bun.sleep(120);
        }
        // The last write was the fixture: it is what the server ends up serving.
        const fixtureVersion = a.version;
        let serving = "";
        for (let i = 0; i < 50 && serving !== fixtureVersion; i++) {
          await fetch(`${url}/tools/get_snippet/glass-card/html`).then((r) => r.arrayBuffer());
          serving = (await (await fetch(`${url}/health`)).json()).catalog.version;
          if (serving !== fixtureVersion) await Bun.sleep(100);
        }
        running = false;
        await Promise.all(loops);
        expect(problems).toEqual([]);
        expect(answers).toBeGreaterThan(200);
        expect(serving).toBe(fixtureVersion);
      } finally {
        running = false;
        proc.kill("SIGKILL");
      }
    }, 60_000);
  }
});
