// What a tool is: metadata, input and output schemas, and a handler that knows nothing of HTTP or JSON-RPC.
import type { Static, TObject, TSchema } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import type { Previews } from "../previews.ts";
import type { Catalog } from "../catalog/reader.ts";
import { CatalogError } from "../errors.ts";
import { type CachedResult, ResultCache } from "./result-cache.ts";

export interface ToolContext {
  catalog: Catalog;
  /** Where this server is reached, without a trailing slash, e.g. "https://catalog.example.com". */
  baseUrl: string;
  /** Where labs live, without a trailing slash; get_lab appends the slug. */
  labUrl: string;
  /** Rendered previews, when this server has them: get_resource links them and get_lab shows one to the model. */
  previews?: Previews;
  /** Told the outcome of every call, for metrics. */
  observe?: (tool: string, outcome: "ok" | "error") => void;
  /** What results depend on besides the arguments (catalog version, addresses, previews), when made once ahead. */
  cacheScope?: string;
}

export interface RestShape {
  /** Arguments taken from the path, in order: /tools/get_snippet/:slug/:target. */
  path: readonly string[];
  /** Query parameter names that differ from the argument name ({ q: "query" }). */
  rename?: Readonly<Record<string, string>>;
  /** The plain-text form of the result, sent when a REST client asks for text/plain. */
  // biome-ignore lint/suspicious/noExplicitAny: each tool narrows it to its own output type; the list holds them all
  text?: (output: any) => string;
}

export interface ToolSpec<I extends TObject, O extends TObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  rest: RestShape;
  // Method syntax, so a tool of any argument type is a Tool in the list (method parameters are compared bivariantly).
  handler(args: Static<I>, ctx: ToolContext): Static<O>;
  /**
   * The result as the text an agent reads (MCP's text block): the same data as the JSON, without its keys and
   * quotes, so a model's context pays for the content only. structuredContent carries the JSON.
   */
  view(output: Static<O>, args: Static<I>, ctx: ToolContext): string;
  /** Images MCP sends after the text block (base64), for clients that show them to the model; REST links them instead. */
  images?(output: Static<O>, ctx: ToolContext): ImageContent[];
}

export interface ImageContent {
  type: "image";
  data: string;
  mimeType: string;
}

export interface Tool<I extends TObject = TObject, O extends TObject = TObject> extends ToolSpec<I, O> {
  annotations: typeof READ_ONLY;
  /** Checks raw arguments against the input schema; throws invalid_argument naming the argument and what it accepts. */
  parse(args: unknown): Static<I>;
  /** Validates, then runs the handler. */
  call(args: unknown, ctx: ToolContext): Static<O>;
  /** call() with the result's JSON, both remembered for repeat calls (adapters send the JSON as it is). */
  callJson(args: unknown, ctx: ToolContext): CachedResult;
}

/** Every tool here only reads a fixed catalog. */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export function defineTool<I extends TObject, O extends TObject>(spec: ToolSpec<I, O>): Tool<I, O> {
  const checker = TypeCompiler.Compile(spec.input);
  const parse = (args: unknown): Static<I> => {
    const value = args ?? {};
    if (checker.Check(value)) return value;
    throw argumentError(spec.input, value);
  };
  const call = (args: unknown, ctx: ToolContext): Static<O> => {
    try {
      const output = spec.handler(parse(args), ctx);
      ctx.observe?.(spec.name, "ok");
      return output;
    } catch (err) {
      ctx.observe?.(spec.name, "error");
      throw err;
    }
  };
  const cache = new ResultCache();
  const callJson = (args: unknown, ctx: ToolContext): CachedResult => {
    let key: string | undefined;
    try {
      const scope = ctx.cacheScope ?? `${ctx.catalog.version}\u0000${ctx.baseUrl}\u0000${ctx.labUrl}\u0000${ctx.previews?.source ?? ""}`;
      key = `${scope}\u0000${JSON.stringify(args ?? {})}`;
    } catch {
      // Arguments JSON cannot express (cycles, BigInt) are not cached; parse() refuses them anyway.
    }
    const hit = key === undefined ? undefined : cache.get(key);
    if (hit) {
      ctx.observe?.(spec.name, "ok");
      return hit;
    }
    const output = call(args, ctx);
    const result = { output, json: JSON.stringify(output), text: spec.view(output, args as Static<I>, ctx) };
    if (key !== undefined && key.length < 1024) cache.set(key, result);
    return result;
  };
  return { ...spec, annotations: READ_ONLY, parse, call, callJson };
}

function argumentError(schema: TObject, value: unknown): CatalogError {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return new CatalogError("invalid_argument", "Arguments must be an object.", `Send an object with: ${describeArguments(schema)}.`);
  }
  const args = value as Record<string, unknown>;
  const known = Object.keys(schema.properties);
  const unknown = Object.keys(args).filter((k) => !known.includes(k));
  if (unknown.length > 0) {
    return new CatalogError(
      "invalid_argument",
      `Unknown argument "${clip(unknown[0]!)}".`,
      known.length > 0 ? `Arguments accepted: ${describeArguments(schema)}.` : "This tool takes no arguments.",
    );
  }
  for (const name of known) {
    const prop = schema.properties[name]!;
    const present = args[name] !== undefined;
    if (!present && schema.required?.includes(name)) {
      return new CatalogError("invalid_argument", `Missing argument "${name}".`, `Send ${name}: ${describeAllowed(prop)}.`);
    }
    if (present && !TypeCompiler.Compile(prop).Check(args[name])) {
      return new CatalogError(
        "invalid_argument",
        `Invalid argument "${name}" (got ${clip(JSON.stringify(args[name]) ?? String(args[name]))}).`,
        `${name} must be ${describeAllowed(prop)}.`,
      );
    }
  }
  return new CatalogError("invalid_argument", "Invalid arguments.", `Send: ${describeArguments(schema)}.`);
}

const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s);

function describeArguments(schema: TObject): string {
  return Object.entries(schema.properties)
    .map(([name, _prop]) => `${name}${schema.required?.includes(name) ? "" : " (optional)"}`)
    .join(", ");
}

/** What a schema accepts, in words an agent can act on. */
export function describeAllowed(schema: TSchema): string {
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.join(", ")}`;
  if (schema.type === "integer" || schema.type === "number") {
    const noun = schema.type === "integer" ? "an integer" : "a number";
    if (schema.minimum !== undefined && schema.maximum !== undefined) return `${noun} from ${schema.minimum} to ${schema.maximum}`;
    if (schema.minimum !== undefined) return `${noun} of at least ${schema.minimum}`;
    return noun;
  }
  if (schema.type === "string") {
    const parts = ["a string"];
    if (schema.pattern) parts.push(`matching ${schema.pattern}`);
    if (schema.maxLength !== undefined) parts.push(`of ${schema.minLength ?? 0} to ${schema.maxLength} characters`);
    return parts.join(" ") + (schema.description ? ` (${schema.description})` : "");
  }
  return schema.description ?? `a ${schema.type ?? "value"}`;
}

/** Plain JSON Schema of a TypeBox schema: symbol keys (TypeBox's Kind, Optional) are dropped by JSON. */
export function jsonSchema(schema: TSchema): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema));
}

/**
 * The output schema as tools/list sends it, loaded into every conversation that connects: the shape a client
 * validates structuredContent against (types, required fields, nesting) without the prose and bounds that /api and
 * OpenAPI document in full. Optional string fields (resolvedFrom, note) fall under additionalProperties.
 */
export function compactOutputSchema(schema: TSchema): Record<string, unknown> {
  // Most fields are strings: an object says so once (additionalProperties) and lists only the others.
  const fold = (node: unknown): unknown => {
    if (typeof node !== "object" || node === null || Array.isArray(node)) return node;
    const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === "properties" ? v : fold(v)])) as Record<string, unknown>;
    if (out.type === "object" && out.properties) {
      const props = Object.entries(out.properties as Record<string, Record<string, unknown>>).map(([k, v]) => [k, fold(v)] as const);
      const strings = props.filter(([, v]) => JSON.stringify(v) === '{"type":"string"}');
      if (strings.length > 1) {
        out.properties = Object.fromEntries(props.filter(([, v]) => JSON.stringify(v) !== '{"type":"string"}'));
        out.additionalProperties = { type: "string" };
      } else out.properties = Object.fromEntries(props);
    }
    return out;
  };
  return fold(compactSchema(schema, new Set(["type", "properties", "required", "items"]))) as Record<string, unknown>;
}

/**
 * The input schema as tools/list sends it: types, enums, defaults, ranges and descriptions; string patterns and
 * lengths stay on the server, whose refusal names them (an invalid argument is a tool error the model can act on).
 */
export const compactInputSchema = (schema: TSchema) =>
  compactSchema(
    schema,
    new Set(["type", "properties", "required", "items", "enum", "default", "minimum", "maximum", "description", "additionalProperties"]),
  );

function compactSchema(schema: TSchema, keep: Set<string>): Record<string, unknown> {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (typeof node !== "object" || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (!keep.has(key)) continue;
      out[key] = key === "properties" ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, strip(v)])) : strip(value);
    }
    return out;
  };
  return strip(jsonSchema(schema)) as Record<string, unknown>;
}
