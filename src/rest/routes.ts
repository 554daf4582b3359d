// GET /tools/<name>[/:arg...]: the REST face of each tool, derived from its definition and nothing else.
import type { TObject } from "@sinclair/typebox";
import { parseQueryFromURL } from "elysia/parse-query";
import type { Fresh } from "../catalog/reader.ts";
import { BASE_HEADERS, CACHE_CONTROL } from "../headers.ts";
import type { Route } from "../route.ts";
import { TOOLS, type Tool, type ToolContext } from "../tools/index.ts";

/** The route of a tool: path arguments become path segments. */
export const restPath = (tool: Tool) => `/tools/${tool.name}${tool.rest.path.map((p) => `/:${p}`).join("")}`;

/** The same route as a URI template (/tools/get_resource/{slug}), as OpenAPI and /api write it. */
export const templatePath = (tool: Tool) => restPath(tool).replace(/:(\w+)/g, "{$1}");

const parameterCache = new WeakMap<Tool, Map<string, string>>();

/** The REST name of each query argument of a tool: { q: "query", category: "category", ... }; made once per tool. */
export function queryParameters(tool: Tool): Map<string, string> {
  const cached = parameterCache.get(tool);
  if (cached) return cached;
  const names = new Map<string, string>();
  const renamed = new Map(Object.entries(tool.rest.rename ?? {}).map(([param, arg]) => [arg, param]));
  for (const arg of Object.keys(tool.input.properties)) {
    if (!tool.rest.path.includes(arg)) names.set(renamed.get(arg) ?? arg, arg);
  }
  parameterCache.set(tool, names);
  return names;
}

/**
 * Turns path and query strings into tool arguments: numbers where the schema wants numbers, empty values
 * dropped (the public routes are documented as ?category=&difficulty=&tech=), anything else passed as sent
 * so the tool's own check words the error.
 */
function restArguments(tool: Tool, params: Record<string, string>, query: Record<string, unknown>): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const name of tool.rest.path) args[name] = params[name];
  const names = queryParameters(tool);
  for (const [param, raw] of Object.entries(query)) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    // Path arguments come from the path only; a query copy of one cannot override it.
    if (value === "" || value === undefined || tool.rest.path.includes(param)) continue;
    const arg = names.get(param) ?? param;
    args[arg] = coerce((tool.input as TObject).properties[arg] as { type?: unknown } | undefined, value);
  }
  return args;
}

function coerce(schema: { type?: unknown } | undefined, value: unknown): unknown {
  if ((schema?.type === "integer" || schema?.type === "number") && typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)) {
    return Number(value);
  }
  if (schema?.type === "boolean" && typeof value === "string" && /^(true|false|1|0)$/.test(value)) return value === "true" || value === "1";
  return value;
}

/** A tool's answer is a cacheable 200 (handler.ts adds its ETag); everything else the wrapper would add is here. */
const JSON_TYPE = { "content-type": "application/json", "cache-control": CACHE_CONTROL, vary: "Accept", ...BASE_HEADERS };
const TEXT_TYPE = { ...JSON_TYPE, "content-type": "text/plain; charset=utf-8" };
const JSON_HEADERS = new Headers(JSON_TYPE);
const TEXT_HEADERS = new Headers(TEXT_TYPE);

/**
 * Header sets with an ETag, made once per ETag (a URL of the catalog being served). A Headers object, not a plain
 * one: a Response copies a Headers natively, where a plain object is read property by property (0.5 µs a request).
 */
const withEtag = new Map<string, Headers>();
function headersFor(text: boolean, etag: string | undefined): Headers {
  if (etag === undefined) return text ? TEXT_HEADERS : JSON_HEADERS;
  const key = text ? `t${etag}` : etag;
  let headers = withEtag.get(key);
  if (!headers) {
    if (withEtag.size >= 4096) withEtag.clear();
    withEtag.set(key, (headers = new Headers({ ...(text ? TEXT_TYPE : JSON_TYPE), etag })));
  }
  return headers;
}

/**
 * The path arguments of a request the route index matched to this tool (so it has one non-empty segment per
 * argument), or undefined when one is percent-encoded: Elysia decodes those, and answers them.
 */
function pathArguments(tool: Tool, path: string): Record<string, string> | undefined {
  const args: Record<string, string> = {};
  if (tool.rest.path.length === 0) return args;
  const segments = path.slice(`/tools/${tool.name}/`.length).split("/");
  for (let i = 0; i < tool.rest.path.length; i++) {
    const segment = segments[i];
    if (segment === undefined || segment.includes("%")) return undefined;
    args[tool.rest.path[i]!] = segment;
  }
  return args;
}

/** True when the client prefers text/plain over JSON (curl -H 'Accept: text/plain'). */
function wantsText(accept: string | null): boolean {
  if (!accept) return false;
  const text = accept.indexOf("text/plain");
  const json = accept.indexOf("application/json");
  return text !== -1 && (json === -1 || text < json);
}

/** One GET route per tool, counted under its tool's name, cacheable; answered directly, or by Elysia when it decodes. */
export function restRoutes(context: (request: Request, baseUrl?: string) => ToolContext, fresh: Fresh): Route[] {
  return TOOLS.map((tool): Route => {
    /** The answer, with every header the wrapper would add when it is a 200 (the ETag when it has one). */
    const answer = (request: Request, args: Record<string, unknown>, ctx: ToolContext, etag?: string) => {
      const { output, json } = tool.callJson(args, ctx);
      if (tool.rest.text && wantsText(request.headers.get("accept"))) {
        return new Response(tool.rest.text(output), { headers: headersFor(true, etag) });
      }
      return new Response(json, { headers: headersFor(false, etag) });
    };
    return {
      method: "GET",
      path: restPath(tool),
      label: `/tools/${tool.name}`,
      cacheable: true,
      rateLimited: true,
      options: { detail: { hide: true } },
      handle: ({ request, params, query }) =>
        fresh(() => answer(request, restArguments(tool, params as Record<string, string>, query), context(request))),
      direct: (request, facts) => {
        if (request.method !== "GET") return undefined;
        const params = pathArguments(tool, facts.path);
        if (!params) return undefined;
        // Elysia's own query parser: the same arguments whichever way the request is answered.
        const query = facts.queryStart === -1 ? {} : parseQueryFromURL(request.url, facts.queryStart + 1);
        return fresh(() => answer(request, restArguments(tool, params, query), context(request, facts.baseUrl), facts.etag));
      },
    };
  });
}
