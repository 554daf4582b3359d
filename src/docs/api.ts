// GET /api: a machine-readable summary of the server, derived from the tool list and the catalog.
import type { Catalog } from "../catalog/reader.ts";
import { ERROR_CODES } from "../errors.ts";
import { SUPPORTED_VERSIONS } from "../mcp/protocol.ts";
import { registryUsage } from "../registry/routes.ts";
import { queryParameters, restPath, templatePath } from "../rest/routes.ts";
import { PAGE, type Route } from "../route.ts";
import { SERVER_INFO } from "../server-info.ts";
import { jsonSchema } from "../tools/define.ts";
import { TOOLS, type ToolContext } from "../tools/index.ts";

const CLIENT_NAME = "resource-catalog";

/** The tools with their JSON Schemas: the same on every request, so made once. */
let tools: object[] | undefined;
const toolSummaries = () =>
  (tools ??= TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: jsonSchema(tool.input),
    outputSchema: jsonSchema(tool.output),
    annotations: tool.annotations,
  })));

/** GET /api, which lists every route of the table it is given (the table it joins, its own route included). */
export function apiRoutes(context: (request: Request) => ToolContext, table: readonly Route[]): Route[] {
  const endpoints = () => table.map((r) => ({ method: r.method, path: r.path }));
  return [
    {
      ...PAGE,
      label: "/api",
      method: "GET",
      path: "/api",
      options: { detail: { summary: "Machine-readable summary of this server", tags: ["server"] } },
      handle: ({ request }) => {
        const ctx = context(request);
        return apiSummary(ctx.catalog, ctx.baseUrl, ctx.labUrl, endpoints());
      },
    },
  ];
}

export function apiSummary(catalog: Catalog, baseUrl: string, labUrl: string, endpoints: { method: string; path: string }[] = []) {
  const mcpUrl = `${baseUrl}/mcp`;
  const stats = catalog.stats();
  return {
    name: SERVER_INFO.name,
    title: SERVER_INFO.title,
    version: SERVER_INFO.version,
    description: SERVER_INFO.description,
    catalog: {
      version: catalog.version,
      builtAt: catalog.builtAt,
      designs: stats.designs,
      resources: stats.resources,
      snippets: stats.snippets,
      byKind: stats.byKind,
      byCategory: stats.byCategory,
      byTech: stats.byTech,
      byDifficulty: stats.byDifficulty,
      targets: stats.targets,
    },
    mcp: { url: mcpUrl, transport: "streamable-http", protocolVersions: SUPPORTED_VERSIONS, auth: "none" },
    rest: TOOLS.map((tool) => ({
      tool: tool.name,
      method: "GET",
      path: restPath(tool),
      url: `${baseUrl}${templatePath(tool)}`,
      pathParameters: tool.rest.path,
      queryParameters: [...queryParameters(tool).keys()],
    })),
    tools: toolSummaries(),
    endpoints,
    errors: ERROR_CODES,
    labUrl,
    registry: registryUsage(baseUrl),
    previews: `${baseUrl}/preview/{slug}.webp`,
    llms: `${baseUrl}/llms.txt`,
    openapi: `${baseUrl}/openapi.json`,
    swaggerUi: `${baseUrl}/swagger`,
    clients: {
      mcpServers: { mcpServers: { [CLIENT_NAME]: { type: "http", url: mcpUrl } } },
      vscode: { servers: { [CLIENT_NAME]: { type: "http", url: mcpUrl } } },
      claudeCode: `claude mcp add --transport http ${CLIENT_NAME} ${mcpUrl}`,
      codex: `codex mcp add ${CLIENT_NAME} --url ${mcpUrl}`,
      gemini: { mcpServers: { [CLIENT_NAME]: { httpUrl: mcpUrl } } },
      windsurf: { mcpServers: { [CLIENT_NAME]: { serverUrl: mcpUrl } } },
    },
  };
}
