// bun scripts/bench/hono-reference.ts PORT CATALOG_DB: the reference of the same kind, a plain Hono app on Bun (the shape
// of the public service we match: a Hono app with a JSON-RPC switch) answering REST get_resource and MCP tools/call
// get_resource from the same catalog file. It does what such an app does per request (look up, build the answer,
// serialize it) and nothing this server adds (Host and Origin guard, rate limit, ETag, metrics, access log, revisions).
import { Hono } from "hono";
import { Catalog } from "../../src/catalog/reader.ts";
import { getResource } from "../../src/tools/get-resource.ts";

const [port, path] = [Number(process.argv[2]), process.argv[3]!];
const catalog = Catalog.open(path);
const context = (url: string) => {
  const baseUrl = new URL(url).origin;
  return { catalog, baseUrl, labUrl: `${baseUrl}/lab` };
};

const app = new Hono();
app.get("/tools/get_resource/:slug", (c) => {
  try {
    return c.json(getResource.call({ slug: c.req.param("slug") }, context(c.req.url)));
  } catch (err) {
    return c.json({ error: { message: (err as Error).message } }, 404);
  }
});
app.post("/mcp", async (c) => {
  const message = await c.req.json();
  const reply = (result: unknown) => c.json({ jsonrpc: "2.0", id: message.id, result });
  switch (message.method) {
    case "initialize":
      return reply({ protocolVersion: "2025-11-25", capabilities: { tools: {} }, serverInfo: { name: "hono-reference", version: "1" } });
    case "tools/list":
      return reply({ tools: [{ name: getResource.name, description: getResource.description, inputSchema: getResource.input }] });
    case "tools/call": {
      if (message.params?.name !== "get_resource") break;
      try {
        const args = message.params.arguments;
        const ctx = context(c.req.url);
        const output = getResource.call(args, ctx);
        return reply({ content: [{ type: "text", text: getResource.view(output, args, ctx) }], structuredContent: output });
      } catch (err) {
        return reply({ content: [{ type: "text", text: (err as Error).message }], isError: true });
      }
    }
  }
  return c.json({ jsonrpc: "2.0", id: message.id ?? null, error: { code: -32601, message: "Method not found" } });
});

Bun.serve({ port, hostname: "127.0.0.1", fetch: app.fetch });
