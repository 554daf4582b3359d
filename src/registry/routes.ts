// GET /r/registry.json (the shadcn registry index: one item per design, its default variant, the others named in its
// meta; and the CLI's search with pagination) and GET /r/{name}.json
// (one registry-item), from the same catalog and the same search as the tools.
import type { Catalog, Fresh } from "../catalog/reader.ts";
import { CatalogError } from "../errors.ts";
import { BASE_HEADERS, CACHE_CONTROL } from "../headers.ts";
import { PAGE, type Route } from "../route.ts";
import type { ToolContext } from "../tools/index.ts";
import { indexEntry, REGISTRY_SCHEMA, type RegistryLinks, registryItem } from "./items.ts";

const JSON_TYPE = { "content-type": "application/json", "cache-control": CACHE_CONTROL, ...BASE_HEADERS };
/** The registry's name in the index: what the CLI prints beside items. */
export const REGISTRY_NAME = "resource-catalog";
export const MAX_REGISTRY_PAGE = 100;
const MAX_QUERY = 200;
const MAX_NAME = 160;

/** The index's items are the same for every request on one catalog and address: made once per pair. */
const indexCache = new Map<string, string>();

function fullIndex(catalog: Catalog, links: RegistryLinks): string {
  const key = `${catalog.version}\u0000${links.baseUrl}\u0000${links.labUrl}`;
  let json = indexCache.get(key);
  if (json === undefined) {
    json = JSON.stringify({
      $schema: REGISTRY_SCHEMA,
      name: REGISTRY_NAME,
      homepage: links.baseUrl,
      items: catalog.designs.map((d) => indexEntry(d.variants[0]!, links)),
    });
    if (indexCache.size >= 8) indexCache.clear();
    indexCache.set(key, json);
  }
  return json;
}

const invalid = (message: string, hint: string) => new CatalogError("invalid_argument", message, hint);

function integerParam(query: Record<string, unknown>, name: string, min: number, max: number, fallback: number): number {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (value === undefined || value === "") return fallback;
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw invalid(`Invalid ${name} "${String(value).slice(0, 40)}".`, `${name} must be an integer from ${min} to ${max}.`);
  }
  return Number(value);
}

const stringParam = (query: Record<string, unknown>, name: string): string => {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return typeof value === "string" ? value : "";
};

/**
 * The CLI's dynamic search: designs ranked as the search tool ranks them (the variant that fits the words best), or
 * every design in catalog order for an empty query; `type` keeps items of that registry type.
 */
export function searchRegistry(catalog: Catalog, query: Record<string, unknown>, links: RegistryLinks) {
  const q = stringParam(query, "q").trim();
  if (q.length > MAX_QUERY) throw invalid(`The query is longer than ${MAX_QUERY} characters.`, "Send fewer words.");
  const type = stringParam(query, "type");
  const limit = integerParam(query, "limit", 1, MAX_REGISTRY_PAGE, 20);
  const offset = integerParam(query, "offset", 0, 1_000_000, 0);
  const best =
    q === ""
      ? catalog.designs.map((d) => d.variants[0]!)
      : catalog
          .search()
          .query(q)
          .map((hit) => hit.variants[0]!);
  const entries = best.map((r) => indexEntry(r, links)).filter((e) => type === "" || e.type === type);
  const items = entries.slice(offset, offset + limit);
  return {
    $schema: REGISTRY_SCHEMA,
    name: REGISTRY_NAME,
    homepage: links.baseUrl,
    items,
    pagination: { total: entries.length, offset, limit, hasMore: offset + items.length < entries.length },
  };
}

const SEARCH_PARAMS = ["q", "type", "limit", "offset"];

export function registryRoutes(context: (request: Request) => ToolContext, fresh: Fresh): Route[] {
  const registry = { ...PAGE, label: "/r", options: { detail: { hide: true } } };
  return [
    {
      ...registry,
      method: "GET",
      path: "/r/registry.json",
      handle: ({ request, query }) =>
        fresh(() => {
          const ctx = context(request);
          const q = query as Record<string, unknown>;
          if (!SEARCH_PARAMS.some((p) => q[p] !== undefined)) return new Response(fullIndex(ctx.catalog, ctx), { headers: JSON_TYPE });
          return new Response(JSON.stringify(searchRegistry(ctx.catalog, q, ctx)), { headers: JSON_TYPE });
        }),
    },
    {
      ...registry,
      method: "GET",
      path: "/r/:file",
      handle: ({ request, params }) =>
        fresh(() => {
          const file = params.file ?? "";
          const name = file.endsWith(".json") ? file.slice(0, -".json".length) : "";
          if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)?$/.test(name) || name.length > MAX_NAME) {
            throw invalid(
              `"${file.slice(0, 60)}" is not a registry item.`,
              "Ask for /r/SLUG.json (the React item) or /r/SLUG.TARGET.json (vue, svelte, astro, html, css, js, next...); /r/registry.json lists them.",
            );
          }
          const ctx = context(request);
          return new Response(JSON.stringify(registryItem(ctx.catalog, name, ctx)), { headers: JSON_TYPE });
        }),
    },
  ];
}

/** What README, /api, llms.txt and the home page say about the registry, with this server's address. */
export function registryUsage(baseUrl: string) {
  return {
    index: `${baseUrl}/r/registry.json`,
    item: `${baseUrl}/r/{name}.json`,
    search: `${baseUrl}/r/registry.json?q={words}&limit={n}&offset={n}`,
    names:
      "SLUG for React (components.json projects), SLUG.TARGET for next, vue, svelte, astro, html, css, js (and tokens, tailwind, scss)",
    componentsJson: { registries: { "@catalog": `${baseUrl}/r/{name}.json` } },
    add: {
      byUrl: `npx shadcn@latest add ${baseUrl}/r/glass-card-ember.json`,
      byNamespace: "npx shadcn@latest add @catalog/glass-card-ember",
      vue: "npx shadcn@latest add @catalog/glass-card-ember.vue",
    },
  };
}
