// The real shadcn CLI (pinned devDependency) against a server this test starts, offline: add by URL and by namespace
// into a React project with a hand-written components.json, add universal items into a bare folder, search and view.
// Every installed file must be byte-identical to get_snippet's code.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startServer, tempDir } from "../helpers.ts";

const SHADCN = join(import.meta.dir, "..", "..", "node_modules", "shadcn", "dist", "index.js");
let server: ReturnType<typeof startServer>;
let base: string;

beforeAll(() => {
  server = startServer();
  // The CLI is told 127.0.0.1: "localhost" may resolve to ::1 first, where this server does not listen.
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.stop());

/** Runs the CLI in a folder; any request it tried to send past this machine would go to a closed port and fail. */
async function shadcn(cwd: string, args: string[]) {
  const proc = Bun.spawn(["node", SHADCN, ...args], {
    cwd,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      ...process.env,
      HTTPS_PROXY: "http://127.0.0.1:9",
      HTTP_PROXY: "http://127.0.0.1:9",
      https_proxy: "http://127.0.0.1:9",
      http_proxy: "http://127.0.0.1:9",
      NO_PROXY: "127.0.0.1",
      no_proxy: "127.0.0.1",
      DO_NOT_TRACK: "1",
      CI: "1",
    },
  });
  const timer = setTimeout(() => proc.kill(), 60_000);
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  clearTimeout(timer);
  return { code, out: out + err };
}

/**
 * A React project as `shadcn init` would leave it, written by hand because init reaches the network. baseColor is
 * empty: a named one makes `add` fetch its colours from ui.shadcn.com.
 */
function reactProject(): string {
  const dir = tempDir("shadcn-react-");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "app", private: true, dependencies: { react: "19.0.0" } }));
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] }, jsx: "react-jsx" } }),
  );
  mkdirSync(join(dir, "app"));
  writeFileSync(join(dir, "app", "globals.css"), "");
  writeFileSync(
    join(dir, "components.json"),
    JSON.stringify({
      $schema: "https://ui.shadcn.com/schema.json",
      style: "new-york",
      rsc: false,
      tsx: true,
      tailwind: { config: "", css: "app/globals.css", baseColor: "", cssVariables: true },
      aliases: { components: "@/components", utils: "@/lib/utils", ui: "@/components/ui", lib: "@/lib", hooks: "@/hooks" },
      registries: { "@catalog": `${base}/r/{name}.json` },
    }),
  );
  return dir;
}

async function snippet(slug: string, target: string): Promise<string> {
  const answer = await fetch(`${base}/tools/get_snippet/${slug}/${target}`);
  return ((await answer.json()) as { code: string }).code;
}

const files = (dir: string, sub: string) => readdirSync(join(dir, sub)).sort();

describe("the shadcn CLI against this registry", () => {
  it("adds React by URL and React, Next and Vue by namespace into a components.json project", async () => {
    const byUrl = reactProject();
    const byNamespace = reactProject();
    const [url, ns] = await Promise.all([
      shadcn(byUrl, ["add", `${base}/r/glass-card.json`, "--yes"]),
      shadcn(byNamespace, ["add", "@catalog/pricing-page", "@catalog/notice-banner-night.vue", "--yes"]),
    ]);
    expect(url).toMatchObject({ code: 0 });
    expect(files(byUrl, "components")).toEqual(["GlassCard.tsx"]);
    expect(readFileSync(join(byUrl, "components", "GlassCard.tsx"), "utf8")).toBe(await snippet("glass-card", "react"));
    expect(ns).toMatchObject({ code: 0 });
    expect(readFileSync(join(byNamespace, "components", "PricingPage.tsx"), "utf8")).toBe(await snippet("pricing-page", "react"));
    expect(readFileSync(join(byNamespace, "src", "components", "NoticeBannerNight.vue"), "utf8")).toBe(
      await snippet("notice-banner-night", "vue"),
    );
    // Nothing else was touched: no stylesheet rewritten, no dependency added.
    expect(readFileSync(join(byNamespace, "app", "globals.css"), "utf8")).toBe("");
    expect(JSON.parse(readFileSync(join(byNamespace, "package.json"), "utf8")).dependencies).toEqual({ react: "19.0.0" });
    const next = await shadcn(byUrl, ["add", "@catalog/glass-card.next", "--yes", "--overwrite"]);
    expect(next).toMatchObject({ code: 0 });
    expect(readFileSync(join(byUrl, "components", "GlassCard.tsx"), "utf8")).toBe(await snippet("glass-card", "next"));
  }, 120_000);

  it("adds universal items (html, css, svelte, astro) by URL into a bare folder without components.json", async () => {
    const bare = tempDir("shadcn-bare-");
    const items = ["modal-dialog.html", "modal-dialog.css", "glass-card.svelte", "glass-card.astro"];
    const result = await shadcn(bare, ["add", ...items.map((name) => `${base}/r/${name}.json`), "--yes"]);
    expect(result).toMatchObject({ code: 0 });
    expect(readFileSync(join(bare, "components", "modal-dialog.html"), "utf8")).toBe(await snippet("modal-dialog", "html"));
    expect(readFileSync(join(bare, "components", "modal-dialog.css"), "utf8")).toBe(await snippet("modal-dialog", "css"));
    expect(readFileSync(join(bare, "src", "lib", "components", "GlassCard.svelte"), "utf8")).toBe(await snippet("glass-card", "svelte"));
    expect(readFileSync(join(bare, "src", "components", "GlassCard.astro"), "utf8")).toBe(await snippet("glass-card", "astro"));
    expect(readdirSync(bare).sort()).toEqual(["components", "src"]);
  }, 120_000);

  it("searches the namespace with the server's ranking and paging, and views an item", async () => {
    const dir = reactProject();
    const [search, page2, view] = await Promise.all([
      shadcn(dir, ["search", "@catalog", "-q", "button", "-l", "2"]),
      shadcn(dir, ["search", "@catalog", "-q", "button", "-l", "2", "-o", "2"]),
      shadcn(dir, ["view", "@catalog/toggle-switch.liquid"]),
    ]);
    const ranked = ((await (await fetch(`${base}/tools/search?q=button`)).json()) as { items: { slug: string }[] }).items.map(
      (i) => i.slug,
    );
    expect(search.code).toBe(0);
    expect(search.out).toContain(`Found ${ranked.length} items`);
    const shown = (out: string) => [...out.matchAll(/@catalog\/([a-z0-9.-]+)/g)].map((m) => m[1]!.replace(/\.[a-z]+$/, ""));
    expect(shown(search.out)).toEqual(ranked.slice(0, 2));
    expect(shown(page2.out)).toEqual(ranked.slice(2, 4));
    expect(view.code).toBe(0);
    // view prints the item as JSON, its file's content included.
    expect(view.out).toContain(JSON.stringify(await snippet("toggle-switch", "liquid")).slice(1, 60));
  }, 120_000);
});
