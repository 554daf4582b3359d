// Rendered previews end to end: the render command in real headless Chromium (deterministic, incremental), the
// GET /preview route, get_resource's link, and get_lab's image block through both official MCP clients.
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from "@modelcontextprotocol/client";
import { Client as SdkClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as SdkTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import Ajv from "ajv";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { renderPreviews } from "../../scripts/render-previews.ts";
import { MAX_PREVIEW_BYTES, Previews } from "../../src/previews.ts";
import { jsonSchema } from "../../src/tools/define.ts";
import { TOOLS_BY_NAME } from "../../src/tools/index.ts";
import { call, fixturePath, startServer, tempDir, testApp } from "../helpers.ts";

const SLUGS = ["glass-card", "pricing-page", "notice-banner-night"];
let folder: string;
let first: Awaited<ReturnType<typeof renderPreviews>>;
let server: ReturnType<typeof startServer>;

beforeAll(async () => {
  folder = tempDir("previews-");
  first = await renderPreviews({ catalogFile: fixturePath(), out: folder, only: SLUGS, workers: 2 });
  server = startServer({ previews: Previews.fromFolder(folder) });
}, 60_000);
afterAll(() => server?.stop());

/** WebP's RIFF header: the canvas width and height of a VP8/VP8L/VP8X image. */
function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const b = Buffer.from(bytes);
  expect(b.toString("ascii", 0, 4) + b.toString("ascii", 8, 12)).toBe("RIFFWEBP");
  const chunk = b.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
}

describe("bun run previews", () => {
  it("renders each demo to an 800x500 WebP of a few KB, the same bytes every run, only what changed", async () => {
    expect(first.failed).toEqual([]);
    expect(first.rendered).toBe(SLUGS.length);
    for (const slug of SLUGS) {
      const bytes = readFileSync(join(folder, `${slug}.webp`));
      expect(webpSize(bytes)).toEqual({ width: 800, height: 500 });
      expect(bytes.byteLength).toBeGreaterThan(1000);
      expect(bytes.byteLength).toBeLessThan(MAX_PREVIEW_BYTES);
    }
    const again = tempDir("previews-again-");
    const second = await renderPreviews({ catalogFile: fixturePath(), out: again, only: SLUGS, workers: 1 });
    for (const slug of SLUGS)
      expect(readFileSync(join(again, `${slug}.webp`)).equals(readFileSync(join(folder, `${slug}.webp`)))).toBe(true);
    expect(second.rendered).toBe(SLUGS.length);
    const before = statSync(join(again, "glass-card.webp")).mtimeMs;
    const third = await renderPreviews({ catalogFile: fixturePath(), out: again, only: SLUGS });
    expect({ rendered: third.rendered, skipped: third.skipped }).toEqual({ rendered: 0, skipped: SLUGS.length });
    expect(statSync(join(again, "glass-card.webp")).mtimeMs).toBe(before);
  }, 60_000);

  it("fails a slug that has no demo, naming it, and writes nothing for it", async () => {
    const out = tempDir("previews-bad-");
    const report = await renderPreviews({ catalogFile: fixturePath(), out, only: ["no-such-slug"] });
    expect(report.failed).toEqual([{ slug: "no-such-slug", error: "GET /lab/no-such-slug/frame answered 404" }]);
    expect(Previews.fromFolder(out)).toBeUndefined();
  }, 30_000);
});

describe("GET /preview/{slug}.webp", () => {
  const app = () => testApp({ previews: Previews.fromFolder(folder) });

  it("answers the image with a content ETag, a 304 on If-None-Match, and resolves a design id", async () => {
    const answer = await app().handle(new Request("http://localhost/preview/glass-card.webp"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toContain("max-age");
    const etag = answer.headers.get("etag")!;
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(new Uint8Array(readFileSync(join(folder, "glass-card.webp"))));
    const unchanged = await app().handle(new Request("http://localhost/preview/glass-card.webp", { headers: { "if-none-match": etag } }));
    expect(unchanged.status).toBe(304);
    const design = await app().handle(new Request("http://localhost/preview/notice-banner-night.webp"));
    expect(design.status).toBe(200);
  });

  it("refuses what it cannot answer in the documented shape", async () => {
    const cases: [string, number, string][] = [
      ["/preview/button-primary.webp", 404, "preview_not_found"],
      ["/preview/no-such-slug.webp", 404, "resource_not_found"],
      ["/preview/glass-card.png", 400, "invalid_argument"],
      ["/preview/..%2Fcatalog.webp", 400, "invalid_argument"],
    ];
    for (const [path, status, code] of cases) {
      const answer = await call(app(), path);
      expect([path, answer.status, answer.body.error?.code]).toEqual([path, status, code]);
    }
    // A server without previews says so the same way.
    expect((await call(testApp(), "/preview/glass-card.webp")).body.error.code).toBe("preview_not_found");
  });

  it("is linked from get_resource only when it exists", async () => {
    expect((await call(app(), "/tools/get_resource/glass-card")).body.links.preview).toBe("http://localhost/preview/glass-card.webp");
    expect((await call(app(), "/tools/get_resource/button-primary")).body.links).not.toHaveProperty("preview");
    expect((await call(testApp(), "/tools/get_resource/glass-card")).body.links).not.toHaveProperty("preview");
  });
});

type Content = { type: string; text?: string; data?: string; mimeType?: string };

describe("get_lab over MCP", () => {
  async function look(client: {
    listTools(): Promise<{ tools: { name: string; outputSchema?: object }[] }>;
    callTool(p: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
  }) {
    const result = (await client.callTool({ name: "get_lab", arguments: { slug: "glass-card" } })) as {
      content: Content[];
      structuredContent: { preview?: string };
    };
    const [text, image] = result.content;
    expect(text!.type).toBe("text");
    expect(text!.text).toContain(`${server.url}/preview/glass-card.webp`);
    expect(image).toMatchObject({ type: "image", mimeType: "image/webp" });
    expect(Buffer.from(image!.data!, "base64").equals(readFileSync(join(folder, "glass-card.webp")))).toBe(true);
    const ajv = new Ajv({ strict: false });
    const { tools } = await client.listTools();
    expect(ajv.validate(tools.find((t) => t.name === "get_lab")!.outputSchema!, result.structuredContent)).toBe(true);
    expect(ajv.validate(jsonSchema(TOOLS_BY_NAME.get("get_lab")!.output), result.structuredContent)).toBe(true);
    expect(result.structuredContent.preview).toBe(`${server.url}/preview/glass-card.webp`);
    // Without a preview: the text alone, as before.
    const plain = (await client.callTool({ name: "get_lab", arguments: { slug: "button-primary" } })) as { content: Content[] };
    expect(plain.content.map((c) => c.type)).toEqual(["text"]);
  }

  it("sends the preview as an image block to @modelcontextprotocol/sdk 1.32 (2025-11-25)", async () => {
    const client = new SdkClient({ name: "sdk-test", version: "1.0.0" });
    await client.connect(new SdkTransport(new URL(`${server.url}/mcp`)));
    await look(client);
    await client.close();
  });

  it("and to @modelcontextprotocol/client 2.4 in 2026-07-28", async () => {
    const client = new ModernClient({ name: "modern-test", version: "1.0.0" }, { versionNegotiation: { mode: "auto" } });
    await client.connect(new ModernTransport(new URL(`${server.url}/mcp`)));
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
    await look(client);
    await client.close();
  });
});
