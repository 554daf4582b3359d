// The JSON-RPC methods this server answers, shaped for the revision each request speaks.
import { CatalogChangedError } from "../catalog/reader.ts";
import { CatalogError, toCatalogError } from "../errors.ts";
import { compactInputSchema, compactOutputSchema } from "../tools/define.ts";
import { TOOLS, TOOLS_BY_NAME, type ToolContext } from "../tools/index.ts";
import { SERVER_INFO, INSTRUCTIONS } from "../server-info.ts";
import { TOOL_UI_META } from "./apps.ts";
import { complete, getPrompt, listResources, PROMPTS, readResource, RESOURCE_TEMPLATES } from "./catalog-resources.ts";
import { INITIALIZE_VERSIONS, META_KEYS, MODERN_VERSIONS, RawResult, RPC, RpcError } from "./protocol.ts";

export interface Exchange {
  /** Speaks 2026-07-28 or later (stateless envelope), else an initialize-era revision. */
  modern: boolean;
  ctx: ToolContext;
}

// biome-ignore lint/suspicious/noExplicitAny: untyped JSON-RPC params; each method checks the fields it reads
type Params = Record<string, any>;
type Result = Record<string, unknown> | RawResult;
type Method = (params: Params, ex: Exchange) => Result;

export const CAPABILITIES = { tools: {}, resources: {}, prompts: {}, completions: {} };

/** Results a client may cache, with how long: the catalog changes only when the operator swaps it. */
const CACHEABLE = new Set([
  "server/discover",
  "tools/list",
  "prompts/list",
  "resources/list",
  "resources/templates/list",
  "resources/read",
]);
const TTL_MS = 300_000;

/** tools/list entries: computed once, they depend on nothing but the tool list. */
export const TOOL_LIST = TOOLS.map((t) => ({
  name: t.name,
  title: t.title,
  description: t.description,
  inputSchema: compactInputSchema(t.input),
  outputSchema: compactOutputSchema(t.output),
  annotations: t.annotations,
  ...(TOOL_UI_META[t.name] ? { _meta: TOOL_UI_META[t.name] } : {}),
}));

const serverInfo = (ex: Exchange) => ({ ...SERVER_INFO, websiteUrl: ex.ctx.baseUrl });
/** Who answered, on every 2026-07-28 result: server/discover says the rest, once, not in every answer an agent reads. */
const SERVER_IDENTITY = { name: SERVER_INFO.name, title: SERVER_INFO.title, version: SERVER_INFO.version };

const METHODS: Record<string, Method> = {
  initialize: (params, ex) => {
    const requested = typeof params.protocolVersion === "string" ? params.protocolVersion : "";
    const protocolVersion = (INITIALIZE_VERSIONS as readonly string[]).includes(requested) ? requested : INITIALIZE_VERSIONS[0];
    return { protocolVersion, capabilities: CAPABILITIES, serverInfo: serverInfo(ex), instructions: INSTRUCTIONS };
  },
  "server/discover": () => ({ supportedVersions: [...MODERN_VERSIONS], capabilities: CAPABILITIES, instructions: INSTRUCTIONS }),
  ping: () => ({}),
  "logging/setLevel": () => ({}),
  "tools/list": (params) => {
    if (params.cursor !== undefined)
      throw new RpcError(RPC.invalidParams, "Invalid cursor: tools/list has a single page; call it without a cursor.");
    return { tools: TOOL_LIST };
  },
  "tools/call": (params, ex) => callTool(params, ex),
  "resources/list": (params, ex) => listResources(params, ex.ctx),
  "resources/templates/list": () => ({ resourceTemplates: RESOURCE_TEMPLATES }),
  "resources/read": (params, ex) => readResource(params, ex.ctx, ex.modern ? RPC.invalidParams : RPC.resourceNotFound),
  "prompts/list": () => ({ prompts: PROMPTS }),
  "prompts/get": (params) => getPrompt(params),
  "completion/complete": (params, ex) => complete(params, ex.ctx),
};

/** Methods the 2026-07-28 revision removed: answered there as unknown. */
const REMOVED_IN_MODERN = new Set(["initialize", "ping", "logging/setLevel", "resources/subscribe", "resources/unsubscribe"]);

export function runMethod(method: string, params: Params, ex: Exchange): Result {
  const handler = Object.hasOwn(METHODS, method) && !(ex.modern && REMOVED_IN_MODERN.has(method)) ? METHODS[method] : undefined;
  if (!handler) {
    throw new RpcError(RPC.methodNotFound, `Method not found: ${method.slice(0, 100)}`, ex.modern ? 404 : 200);
  }
  const result = handler(params, ex);
  if (!ex.modern) return result;
  const extra = {
    resultType: "complete",
    ...(CACHEABLE.has(method) ? { ttlMs: TTL_MS, cacheScope: "public" } : {}),
    _meta: { [META_KEYS.serverInfo]: method === "server/discover" ? serverInfo(ex) : SERVER_IDENTITY },
  };
  return result instanceof RawResult ? result.with(extra) : { ...result, ...extra };
}

/** Unknown tool is a protocol error; bad arguments, unknown slugs and targets are tool errors the model can act on. */
function callTool(params: Params, ex: Exchange) {
  if (typeof params.name !== "string") {
    throw new RpcError(
      RPC.invalidParams,
      `Missing tool name: params.name must be a string, one of ${TOOLS.map((t) => t.name).join(", ")}.`,
    );
  }
  const tool = TOOLS_BY_NAME.get(params.name);
  if (!tool) {
    throw new RpcError(
      RPC.invalidParams,
      `Unknown tool "${String(params.name).slice(0, 100)}". Tools: ${TOOLS.map((t) => t.name).join(", ")}.`,
    );
  }
  try {
    // The text block is the tool's view for the model, structuredContent its JSON (both made once and cached).
    const result = tool.callJson(params.arguments ?? {}, ex.ctx);
    if (result.mcpResult === undefined) {
      const images = tool.images?.(result.output as never, ex.ctx) ?? [];
      const more = images.length > 0 ? `,${images.map((i) => JSON.stringify(i)).join(",")}` : "";
      result.mcpResult = `{"content":[{"type":"text","text":${JSON.stringify(result.text)}}${more}],"structuredContent":${result.json}}`;
    }
    return new RawResult(result.mcpResult);
  } catch (err) {
    if (err instanceof CatalogChangedError) throw err; // answered again from the reloaded catalog, or refused whole
    const e = toCatalogError(err);
    if (!(err instanceof CatalogError)) throw new RpcError(RPC.internalError, e.message);
    return { content: [{ type: "text", text: `${e.code}: ${e.message}${e.hint ? ` ${e.hint}` : ""}` }], isError: true };
  }
}
