// MCP resources, templates, the one prompt and completions: optional extras clients use to browse the catalog.
import { TARGETS } from "../catalog/targets/index.ts";
import { CatalogError } from "../errors.ts";
import { getResource } from "../tools/get-resource.ts";
import { getSnippet } from "../tools/get-snippet.ts";
import type { ToolContext } from "../tools/index.ts";
import { pageAt, pageStart } from "../tools/paging.ts";
import { LAB_APP_RESOURCE, LAB_APP_URI, readLabApp } from "./apps.ts";
import { RPC, RpcError } from "./protocol.ts";

const RESOURCE_URI = /^catalog:\/\/resources\/([^/]+)$/;
const SNIPPET_URI = /^catalog:\/\/snippets\/([^/]+)\/([^/]+)$/;

export const RESOURCE_TEMPLATES = [
  {
    uriTemplate: "catalog://resources/{slug}",
    name: "resource",
    title: "Resource metadata",
    description: "get_resource as a resource: metadata, snippets available and links.",
    mimeType: "application/json",
  },
  {
    uriTemplate: "catalog://snippets/{slug}/{target}",
    name: "snippet",
    title: "Resource snippet",
    description: "get_snippet as a resource: the source code of one target.",
    mimeType: "text/plain",
  },
];

export function listResources(params: { cursor?: unknown }, ctx: ToolContext) {
  const cursor = params.cursor === undefined ? undefined : String(params.cursor);
  try {
    const { catalog } = ctx;
    const scope = `mcp-resources\u0000${catalog.version}`;
    const total = catalog.resourceCount;
    // Resources by number (slug order), read from the file a page at a time.
    const page = pageAt(
      total,
      pageStart({ cursor }, scope, total),
      { limit: 100 },
      scope,
      (n) => catalog.resourceAt(n),
      (r) => ({
        uri: `catalog://resources/${r.slug}`,
        name: r.slug,
        title: r.title,
        description: r.description,
        mimeType: "application/json",
      }),
    );
    // The MCP Apps view is listed once, after the first page's resources.
    const items = cursor === undefined ? [...page.items, LAB_APP_RESOURCE] : page.items;
    return { resources: items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
  } catch (err) {
    if (err instanceof CatalogError) throw new RpcError(RPC.invalidParams, err.message);
    throw err;
  }
}

/** A percent-decoded URI segment; a broken escape ("%", "%zz") stays as sent, so the lookup names it as not found. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** resources/read; `notFoundCode` differs by revision (-32002 before 2026-07-28, -32602 after). */
export function readResource(params: { uri?: unknown }, ctx: ToolContext, notFoundCode: number) {
  const uri = typeof params.uri === "string" ? params.uri : "";
  const notFound = (why: string) => new RpcError(notFoundCode, `Resource not found: ${why}`, 200, { uri });
  if (uri === LAB_APP_URI) return readLabApp();
  try {
    const resource = RESOURCE_URI.exec(uri);
    if (resource) {
      const text = getResource.callJson({ slug: decode(resource[1]!) }, ctx).json;
      return { contents: [{ uri, mimeType: "application/json", text }] };
    }
    const snippet = SNIPPET_URI.exec(uri);
    if (snippet) {
      const out = getSnippet.call({ slug: decode(snippet[1]!), target: decode(snippet[2]!) }, ctx);
      return { contents: [{ uri, mimeType: "text/plain", text: out.code }] };
    }
  } catch (err) {
    if (err instanceof CatalogError) throw notFound(`${err.message}${err.hint ? ` ${err.hint}` : ""}`);
    throw err;
  }
  throw notFound(`"${uri.slice(0, 200)}" is not a catalog:// resource or snippet URI.`);
}

export const PROMPTS = [
  {
    name: "find_resource",
    title: "Find a UI resource",
    description: "Find a UI resource for a need and get its code for a framework.",
    arguments: [
      { name: "need", description: 'What the UI should be or do, e.g. "a pricing table with a yearly toggle".', required: true },
      { name: "target", description: "Framework or format for the code: html, react, vue, svelte, astro, next...", required: false },
    ],
  },
];

export function getPrompt(params: { name?: unknown; arguments?: Record<string, unknown> }) {
  if (typeof params.name !== "string")
    throw new RpcError(RPC.invalidParams, "Missing prompt name: params.name must be a string. Prompts: find_resource.");
  if (params.name !== "find_resource")
    throw new RpcError(RPC.invalidParams, `Unknown prompt "${params.name.slice(0, 100)}". Prompts: find_resource.`);
  const need = params.arguments?.need;
  if (typeof need !== "string" || need.trim() === "")
    throw new RpcError(RPC.invalidParams, 'Prompt find_resource needs the argument "need".');
  const target = typeof params.arguments?.target === "string" && params.arguments.target ? params.arguments.target : "html";
  return {
    description: "Find a UI resource and fetch its code.",
    messages: [
      {
        role: "user",
        content: {
          type: "text",
          text:
            `Find a UI resource for: ${need.slice(0, 500)}\n\nUse the catalog tools: search with a few words (or list_resources with filters), ` +
            `pick the best match, call get_resource to see its targets, then get_snippet with target "${target.slice(0, 40)}". ` +
            "Show the code and the get_lab address for a live demo.",
        },
      },
    ],
  };
}

/** completion/complete: slugs by prefix for {slug}, targets for {target}; at most 100 values. */
export function complete(
  params: {
    ref?: { type?: string; uri?: string; name?: string };
    argument?: { name?: string; value?: string };
    context?: { arguments?: Record<string, string> };
  },
  ctx: ToolContext,
) {
  const name = params.argument?.name;
  const value = String(params.argument?.value ?? "").toLowerCase();
  let all: string[] = [];
  if (name === "slug") {
    all = [...ctx.catalog.names()].filter((s) => s.startsWith(value));
  } else if (name === "target") {
    const slug = params.context?.arguments?.slug;
    const resource = slug ? ctx.catalog.resource(slug) : undefined;
    const targets = resource ? resource.snippets.map((s) => s.target) : TARGETS.map((t) => t.name);
    all = targets.filter((t) => t.startsWith(value));
  }
  return { completion: { values: all.slice(0, 100), total: all.length, hasMore: all.length > 100 } };
}
