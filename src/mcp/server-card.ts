// Discovery documents for clients and registries: the MCP Server Card (draft SEP-2127) and a registry server.json.
import { SERVER_INFO } from "../server-info.ts";
import { CAPABILITIES, TOOL_LIST } from "./methods.ts";
import { PROMPTS } from "./catalog-resources.ts";
import { SUPPORTED_VERSIONS } from "./protocol.ts";

export const SERVER_CARD_TYPE = "application/mcp-server-card+json";

/** Reverse-DNS name with one slash, as both documents require: catalog.example.com -> com.example.catalog/resource-catalog. */
function registryName(baseUrl: string): string {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, "");
  const namespace = /^[\d.:]+$/.test(host) ? "local" : host.split(".").reverse().join(".");
  return `${namespace}/${SERVER_INFO.name}`;
}

const remote = (baseUrl: string) => ({
  type: "streamable-http",
  url: `${baseUrl}/mcp`,
  supportedProtocolVersions: [...SUPPORTED_VERSIONS],
  authentication: { required: false, schemes: [] },
});

export function serverCard(baseUrl: string) {
  return {
    $schema: "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
    name: registryName(baseUrl),
    version: SERVER_INFO.version,
    title: SERVER_INFO.title,
    description: SERVER_INFO.description,
    websiteUrl: baseUrl,
    remotes: [remote(baseUrl)],
    capabilities: CAPABILITIES,
    tools: TOOL_LIST,
    prompts: PROMPTS,
  };
}

export function registryServerJson(baseUrl: string) {
  return {
    $schema: "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
    name: registryName(baseUrl),
    version: SERVER_INFO.version,
    title: SERVER_INFO.title,
    description: SERVER_INFO.description,
    websiteUrl: baseUrl,
    remotes: [{ type: "streamable-http", url: `${baseUrl}/mcp` }],
  };
}
