// The tools, in the order clients list them. Adapters (MCP, REST, OpenAPI, /api) derive everything from this list.
import type { Tool } from "./define.ts";
import { getLab } from "./get-lab.ts";
import { getResource } from "./get-resource.ts";
import { getSnippet } from "./get-snippet.ts";
import { listResources } from "./list-resources.ts";
import { search } from "./search.ts";

export const TOOLS: readonly Tool[] = [search, listResources, getResource, getSnippet, getLab];

export const TOOLS_BY_NAME: ReadonlyMap<string, Tool> = new Map(TOOLS.map((t) => [t.name, t]));

export type { Tool, ToolContext } from "./define.ts";
