// GET /llms.txt (llmstxt.org): the server in Markdown for agents, written from the same summary GET /api returns
// (tools and their REST routes, the registry, client configurations), so neither can say something the other does not.
import { PAGE, type Route } from "../route.ts";
import { INSTRUCTIONS } from "../server-info.ts";
import type { ToolContext } from "../tools/index.ts";
import { apiSummary } from "./api.ts";

type Summary = ReturnType<typeof apiSummary>;

/** llms.txt from /api's summary: H1, a blockquote, prose, then H2 sections of links; "Optional" is what may be skipped. */
export function llmsText(api: Summary): string {
  const base = api.mcp.url.slice(0, -"/mcp".length);
  const tools = api.tools as { name: string; description: string }[];
  const restOf = (name: string) => api.rest.find((r) => r.tool === name)!;
  const query = (r: (typeof api.rest)[number]) => (r.queryParameters.length ? ` Query: ${r.queryParameters.join(", ")}.` : "");
  const { registry } = api;
  return [
    `# ${api.title}`,
    "",
    `> ${api.description} ${api.catalog.designs} designs in ${api.catalog.resources} variants; MCP at ${api.mcp.url} (Streamable HTTP, no auth), the same tools as GET routes.`,
    "",
    INSTRUCTIONS,
    "",
    `Catalog version ${api.catalog.version}. Targets: ${Object.keys(api.catalog.targets).join(", ")}. Errors are {"error": {"code", "message", "hint"}}; the hint says what to send instead.`,
    "",
    "## Connect",
    "",
    `- MCP endpoint: ${api.mcp.url} (protocol revisions ${api.mcp.protocolVersions.join(", ")})`,
    `- Claude Code: \`${api.clients.claudeCode}\``,
    `- Codex CLI: \`${api.clients.codex}\``,
    `- .mcp.json, Cursor, Claude Desktop: \`${JSON.stringify(api.clients.mcpServers)}\``,
    `- VS Code (.vscode/mcp.json): \`${JSON.stringify(api.clients.vscode)}\``,
    "",
    "## Tools",
    "",
    ...tools.map((t) => `- [${t.name}](${restOf(t.name).url}): ${t.description}${query(restOf(t.name))}`),
    "",
    "## shadcn registry",
    "",
    `- [registry index](${registry.index}): one item per design; the CLI's search: ${registry.search}`,
    `- [registry item](${registry.item}): names are ${registry.names}`,
    `- components.json: \`${JSON.stringify(registry.componentsJson)}\``,
    `- Add: \`${registry.add.byUrl}\`, \`${registry.add.byNamespace}\`, \`${registry.add.vue}\``,
    "",
    "## Docs",
    "",
    `- [API summary](${base}/api): this document as JSON, with every tool's input and output schema`,
    `- [OpenAPI](${api.openapi}): the REST routes`,
    `- [Swagger UI](${api.swaggerUi})`,
    `- [Live demos](${api.labUrl}/{slug}): a resource's demo; previews at ${base}/preview/{slug}.webp when rendered`,
    "",
    "## Optional",
    "",
    `- [Server card](${base}/mcp/server-card): MCP server card (draft SEP-2127)`,
    `- [Home page](${base}/): the catalog for people`,
    "",
  ].join("\n");
}

export function llmsRoutes(context: (request: Request) => ToolContext): Route[] {
  return [
    {
      ...PAGE,
      label: "/llms.txt",
      method: "GET",
      path: "/llms.txt",
      options: { detail: { summary: "The server described for agents (llmstxt.org)", tags: ["server"] } },
      handle: ({ request }) => {
        const ctx = context(request);
        return new Response(llmsText(apiSummary(ctx.catalog, ctx.baseUrl, ctx.labUrl)), {
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
      },
    },
  ];
}
