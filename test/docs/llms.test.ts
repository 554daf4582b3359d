// GET /llms.txt: the llmstxt.org shape (H1, blockquote, H2 sections of links) and the same facts as GET /api.
import { describe, expect, it } from "bun:test";
import { call, testApp } from "../helpers.ts";

describe("GET /llms.txt", () => {
  it("is Markdown in the llmstxt.org shape, made from /api's summary", async () => {
    const app = testApp();
    const { status, headers, text } = await call(app, "/llms.txt");
    const api = (await call(app, "/api")).body;
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(headers.get("etag")).toBeTruthy();
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${api.title}`);
    expect(lines[2]!.startsWith("> ")).toBe(true);
    const sections = lines.filter((l) => l.startsWith("## ")).map((l) => l.slice(3));
    expect(sections).toEqual(["Connect", "Tools", "shadcn registry", "Docs", "Optional"]);
    expect(sections.at(-1)).toBe("Optional");
    // Every tool, linked to its REST route as /api gives it, with /api's description.
    for (const tool of api.tools) {
      const rest = api.rest.find((r: { tool: string }) => r.tool === tool.name);
      expect(text).toContain(`- [${tool.name}](${rest.url}): ${tool.description}`);
    }
    expect(text).toContain(api.mcp.url);
    expect(text).toContain(api.registry.item);
    expect(text).toContain(JSON.stringify(api.registry.componentsJson));
    // Links are Markdown links: no spaces inside the parentheses.
    for (const [, url] of text.matchAll(/\]\(([^)]*)\)/g)) expect(url).not.toContain(" ");
  });
});
