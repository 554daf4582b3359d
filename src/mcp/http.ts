// POST /mcp: Streamable HTTP with JSON responses, stateless; checks each revision's headers and envelope.
import { BASE_HEADERS } from "../headers.ts";
import { CatalogChangedError, type Fresh } from "../catalog/reader.ts";
import type { ToolContext } from "../tools/index.ts";
import { type BatchEnv, handleBatch } from "./batch.ts";
import { runMethod, type Exchange } from "./methods.ts";
import {
  DEFAULT_HEADERLESS_VERSION,
  idOf,
  isModernVersion,
  META_KEYS,
  MODERN_VERSIONS,
  resultEnvelope,
  RPC,
  RpcError,
  rpcErrorBody,
  SUPPORTED_VERSIONS,
  type JsonRpcId,
} from "./protocol.ts";

const JSON_HEADERS = { "content-type": "application/json", ...BASE_HEADERS };

/** What one POST is answered with: the tool context, and for batches the limits and who sent them. */
export interface McpEnv extends BatchEnv {
  /** The tool context, made again for an answer made again after a catalog reload. */
  context: () => ToolContext;
  fresh: Fresh;
}

/** Revisions that accept a JSON array of messages in one POST. */
const BATCH_VERSIONS = new Set(["2024-11-05", "2025-03-26"]);
/** Methods whose Mcp-Name header mirrors a field of params. */
const NAME_FIELD: Record<string, string> = { "tools/call": "name", "prompts/get": "name", "resources/read": "uri" };

/** MCP messages are small; anything larger is refused before it is read whole. */
export const MAX_BODY_BYTES = 256 * 1024;
/** Deeper JSON is refused before parsing: no MCP message nests this far. */
export const MAX_JSON_DEPTH = 64;

const json = (body: unknown, status = 200) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: JSON_HEADERS });
/** A refusal before any message is read: JSON-RPC error with a null id. */
const refuse = (code: number, message: string, status: number) => json(rpcErrorBody(null, new RpcError(code, message)), status);
const accepted = () => new Response(null, { status: 202 });

// Not async: with a declared length the body is read with one promise, and a message answered synchronously (every
// method but a retry after a catalog reload) adds none; each await on this path cost a microtask and an allocation.
export function handleMcpPost(request: Request, env: McpEnv): Response | Promise<Response> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) {
    return refuse(RPC.invalidRequest, "Content-Type must be application/json.", 415);
  }
  let body: string | undefined | Promise<string | undefined>;
  try {
    body = readBody(request);
  } catch {
    return unreadable();
  }
  if (!(body instanceof Promise)) return answerText(body, request, env);
  return body.then((text) => answerText(text, request, env), unreadable);
}

/** The client went away mid-body (or sent a broken chunked stream): nobody is left to read a long answer. */
const unreadable = () => refuse(RPC.invalidRequest, "The request body could not be read.", 400);

function answerText(text: string | undefined, request: Request, env: McpEnv): Response | Promise<Response> {
  if (text === undefined) {
    return refuse(RPC.invalidRequest, `Request body too large: at most ${MAX_BODY_BYTES} bytes.`, 413);
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    return refuse(RPC.invalidRequest, `JSON nested deeper than ${MAX_JSON_DEPTH} levels.`, 400);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(RPC.parseError, "Parse error: the body is not valid JSON.", 400);
  }
  const headerVersion = request.headers.get("mcp-protocol-version")?.trim() || undefined;
  if (Array.isArray(body)) {
    const version = headerVersion ?? DEFAULT_HEADERLESS_VERSION;
    if (body.length === 0 || !BATCH_VERSIONS.has(version)) {
      const why =
        body.length === 0 ? "An empty batch is not a request." : `Batches are not part of MCP ${version}; send one message per POST.`;
      return refuse(RPC.invalidRequest, why, 400);
    }
    return handleBatch(body, env, async (m) => (await answerMessage(m, request, env, headerVersion))?.body ?? null);
  }
  const reply = answerMessage(body, request, env, headerVersion);
  return reply instanceof Promise ? reply.then(replyResponse) : replyResponse(reply);
}

function replyResponse(reply: Reply | null): Response {
  if (reply === null) return accepted();
  const response = json(reply.body, reply.status);
  if (reply.status === 503) response.headers.set("retry-after", "1");
  return response;
}

/** One message, answered once more from the reloaded catalog if the catalog's file changed under the first answer. */
function answerMessage(
  message: unknown,
  request: Request,
  env: McpEnv,
  headerVersion: string | undefined,
): Reply | null | Promise<Reply | null> {
  const changed = (err: unknown): Reply => {
    if (!(err instanceof CatalogChangedError)) throw err;
    return errorReply(
      idOf(message),
      new RpcError(RPC.internalError, "The catalog file changed while being served and is being reloaded; retry in a second.", 503),
    );
  };
  try {
    const reply = env.fresh(() => handleMessage(message, request, env.context(), headerVersion));
    return reply instanceof Promise ? reply.catch(changed) : reply;
  } catch (err) {
    return changed(err);
  }
}

interface Reply {
  /** The JSON text of the response object. */
  body: string;
  status: number;
}

/** One JSON-RPC message in, one reply out (null for a notification); throws only CatalogChangedError. */
function handleMessage(message: unknown, request: Request, ctx: ToolContext, headerVersion: string | undefined): Reply | null {
  if (typeof message !== "object" || message === null || Array.isArray(message)) {
    return errorReply(null, new RpcError(RPC.invalidRequest, "Invalid request: expected a JSON-RPC object.", 400));
  }
  const m = message as Record<string, unknown>;
  const hasId = Object.hasOwn(m, "id");
  const id = idOf(m); // an integer id past 2^53 is not readable: refused below rather than echoed changed
  if (
    m.jsonrpc !== "2.0" ||
    typeof m.method !== "string" ||
    (hasId && id === null) ||
    (m.params !== undefined && (typeof m.params !== "object" || m.params === null || Array.isArray(m.params)))
  ) {
    return errorReply(
      id,
      new RpcError(
        RPC.invalidRequest,
        'Invalid request: send jsonrpc "2.0", a string method, a string id or an integer id of at most 2^53 - 1 in size, and object params.',
        400,
      ),
    );
  }
  if (!hasId) return null; // Notifications need no answer, whatever their method.
  // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC params are untyped JSON; each method checks what it reads
  const params = (m.params ?? {}) as Record<string, any>;
  try {
    const exchange = negotiate(m.method, params, request, ctx, headerVersion);
    return { body: resultEnvelope(id!, runMethod(m.method, params, exchange)), status: 200 };
  } catch (err) {
    if (err instanceof RpcError) return errorReply(id, err);
    if (err instanceof CatalogChangedError) throw err;
    console.error("internal error in", m.method, err);
    return errorReply(id, new RpcError(RPC.internalError, "Internal error."));
  }
}

const errorReply = (id: JsonRpcId | null, e: RpcError): Reply => ({ body: JSON.stringify(rpcErrorBody(id, e)), status: e.status });

/** Works out which revision a request speaks and checks what that revision requires of it. */
function negotiate(
  method: string,
  // biome-ignore lint/suspicious/noExplicitAny: untyped JSON-RPC params, checked by negotiate itself
  params: Record<string, any>,
  request: Request,
  ctx: ToolContext,
  headerVersion: string | undefined,
): Exchange {
  const meta = typeof params._meta === "object" && params._meta !== null ? params._meta : undefined;
  const metaVersion = meta?.[META_KEYS.protocolVersion];
  const modern =
    metaVersion !== undefined ||
    method === "server/discover" ||
    (headerVersion !== undefined && method !== "initialize" && isModernVersion(headerVersion));
  if (!modern) {
    if (method === "initialize") return { modern: false, ctx };
    const version = headerVersion ?? DEFAULT_HEADERLESS_VERSION;
    if (!(SUPPORTED_VERSIONS as readonly string[]).includes(version)) {
      throw new RpcError(
        RPC.invalidRequest,
        `Unsupported MCP-Protocol-Version "${version.slice(0, 40)}"; supported: ${SUPPORTED_VERSIONS.join(", ")}.`,
        400,
      );
    }
    return { modern: false, ctx };
  }
  if (headerVersion === undefined) throw new RpcError(RPC.headerMismatch, "Missing MCP-Protocol-Version header.", 400);
  if (
    meta === undefined ||
    typeof metaVersion !== "string" ||
    typeof meta[META_KEYS.clientCapabilities] !== "object" ||
    meta[META_KEYS.clientCapabilities] === null
  ) {
    throw new RpcError(
      RPC.invalidParams,
      `params._meta must carry "${META_KEYS.protocolVersion}" and "${META_KEYS.clientCapabilities}".`,
      400,
    );
  }
  if (metaVersion.trim() !== headerVersion) {
    throw new RpcError(
      RPC.headerMismatch,
      `MCP-Protocol-Version header "${headerVersion.slice(0, 40)}" differs from _meta "${metaVersion.slice(0, 40)}".`,
      400,
    );
  }
  if (!(MODERN_VERSIONS as readonly string[]).includes(headerVersion)) {
    throw new RpcError(RPC.unsupportedVersion, `Unsupported protocol version "${headerVersion.slice(0, 40)}".`, 400, {
      supported: [...MODERN_VERSIONS],
      requested: headerVersion,
    });
  }
  const methodHeader = request.headers.get("mcp-method")?.trim();
  if (methodHeader !== method) {
    throw new RpcError(
      RPC.headerMismatch,
      methodHeader ? `Mcp-Method header "${methodHeader.slice(0, 100)}" differs from the body's method.` : "Missing Mcp-Method header.",
      400,
    );
  }
  const field = NAME_FIELD[method];
  if (field !== undefined && typeof params[field] === "string") {
    const nameHeader = request.headers.get("mcp-name");
    if (nameHeader === null || decodeHeaderValue(nameHeader.trim()) !== params[field].trim()) {
      throw new RpcError(
        RPC.headerMismatch,
        nameHeader === null ? "Missing Mcp-Name header." : "Mcp-Name header differs from the body.",
        400,
      );
    }
  }
  return { modern: true, ctx };
}

/** Header values that are not plain visible ASCII travel as =?base64?<base64 of UTF-8>?=. */
function decodeHeaderValue(value: string): string | undefined {
  const sentinel = /^=\?base64\?([A-Za-z0-9+/=]*)\?=$/.exec(value);
  if (!sentinel) return value;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(sentinel[1]!, "base64"));
  } catch {
    return undefined;
  }
}

/** The body as text, or undefined once it passes MAX_BODY_BYTES (declared or streamed). */
function readBody(request: Request): string | undefined | Promise<string | undefined> {
  const length = request.headers.get("content-length");
  const declared = Number(length);
  if (declared > MAX_BODY_BYTES) return undefined;
  // With a declared length the runtime never delivers more than it: read it whole, the fast way.
  if (length !== null && Number.isInteger(declared)) return request.text();
  if (!request.body) return "";
  return readStream(request.body);
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The deepest nesting of arrays and objects in a JSON text, strings skipped: cheap, and safe on any input. */
function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return max;
}
