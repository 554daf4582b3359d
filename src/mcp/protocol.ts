// MCP protocol revisions, JSON-RPC codes and the error type the MCP adapter answers with.

/** Revisions negotiated by initialize, newest first. */
export const INITIALIZE_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"] as const;
/** Revisions without a handshake: every request carries its version in _meta. */
export const MODERN_VERSIONS = ["2026-07-28"] as const;
export const SUPPORTED_VERSIONS = [...MODERN_VERSIONS, ...INITIALIZE_VERSIONS] as const;
/** A request without MCP-Protocol-Version after initialize is taken to speak this revision (the spec's rule). */
export const DEFAULT_HEADERLESS_VERSION = "2025-03-26";

export const isModernVersion = (v: string) => v >= MODERN_VERSIONS[MODERN_VERSIONS.length - 1]!;

export const META_KEYS = {
  protocolVersion: "io.modelcontextprotocol/protocolVersion",
  clientInfo: "io.modelcontextprotocol/clientInfo",
  clientCapabilities: "io.modelcontextprotocol/clientCapabilities",
  serverInfo: "io.modelcontextprotocol/serverInfo",
} as const;

export const RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  resourceNotFound: -32002,
  /** Implementation-defined server errors (-32000 to -32099): too many requests (or batches in progress)... */
  rateLimited: -32029,
  /** ...and a reply that would make a batch's answer too large. */
  answerTooLarge: -32001,
  headerMismatch: -32020,
  unsupportedVersion: -32022,
} as const;

export type JsonRpcId = string | number;

/** A JSON-RPC error with the HTTP status it travels with. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "RpcError";
  }
}

/** The id a reply to this message echoes: a string or a safe integer, else null. */
export function idOf(message: unknown): JsonRpcId | null {
  const id = (message as { id?: unknown } | null)?.id;
  // An integer id past 2^53 has already lost digits in JSON.parse: echoing it would name another request.
  return typeof id === "string" || (typeof id === "number" && Number.isSafeInteger(id)) ? id : null;
}

export const rpcErrorBody = (id: JsonRpcId | null, e: RpcError) => ({
  jsonrpc: "2.0" as const,
  id,
  error: { code: e.code, message: e.message, ...(e.data === undefined ? {} : { data: e.data }) },
});

/** A result already serialized (a tool's cached JSON), spliced into the envelope instead of stringified again. */
export class RawResult {
  constructor(readonly json: string) {}

  /** The same object with more top-level fields. */
  with(fields: Record<string, unknown>): RawResult {
    const extra = JSON.stringify(fields).slice(1, -1);
    return new RawResult(extra ? `${this.json.slice(0, -1)},${extra}}` : this.json);
  }
}

/** The JSON text of a response envelope. */
export function resultEnvelope(id: JsonRpcId, result: Record<string, unknown> | RawResult): string {
  return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${result instanceof RawResult ? result.json : JSON.stringify(result)}}`;
}
