// The catalog as a shadcn registry: one registry-item per resource and target, named so that a namespace works
// (`@catalog/glass-card-ember` is the React item, `@catalog/glass-card-ember.vue` the Vue one), and the index entries.
import { dependencySpecs } from "../catalog/libraries.ts";
import type { Catalog, CatalogResource } from "../catalog/reader.ts";
import { requireResource, targetNotFound } from "../tools/lookup.ts";

/** The namespace README and the pages show in components.json (`"registries": {"@catalog": ".../r/{name}.json"}`). */
export const REGISTRY_NAMESPACE = "@catalog";
export const REGISTRY_ITEM_SCHEMA = "https://ui.shadcn.com/schema/registry-item.json";
export const REGISTRY_SCHEMA = "https://ui.shadcn.com/schema/registry.json";

/** The target a bare slug names: React, which installs into any project set up with components.json. */
export const DEFAULT_REGISTRY_TARGET = "react";

/** Targets installed through components.json (under its components alias); every other target is a universal item. */
const ALIASED_TARGETS = new Set(["react", "next"]);

/**
 * Where a universal item's file lands, from the project root (`~/`): each framework's usual components folder, and
 * `components/` for plain html, css, js and design-system files. The CLI writes it there with or without components.json.
 */
const UNIVERSAL_FOLDER: Readonly<Record<string, string>> = {
  vue: "src/components",
  astro: "src/components",
  svelte: "src/lib/components",
};
const UNIVERSAL_DEFAULT_FOLDER = "components";

/** Where a universal item of this target installs its file, from the project root. */
export const universalTarget = (target: string, filename: string) =>
  `~/${UNIVERSAL_FOLDER[target] ?? UNIVERSAL_DEFAULT_FOLDER}/${filename}`;

/** The registry name of a resource in a target: the slug for React, `slug.target` for the others. */
export const registryName = (slug: string, target: string) => (target === DEFAULT_REGISTRY_TARGET ? slug : `${slug}.${target}`);

/** A registry name split into slug and target (`glass-card-ember.vue`); the slug may be a design id. */
export function parseRegistryName(name: string): { slug: string; target: string } {
  const dot = name.indexOf(".");
  return dot === -1 ? { slug: name, target: DEFAULT_REGISTRY_TARGET } : { slug: name.slice(0, dot), target: name.slice(dot + 1) };
}

export interface RegistryLinks {
  baseUrl: string;
  labUrl: string;
}

/** The registry-item a name stands for, with its file's content exactly as get_snippet gives it. */
export function registryItem(catalog: Catalog, name: string, links: RegistryLinks): Record<string, unknown> {
  const { slug, target } = parseRegistryName(name);
  const r = requireResource(catalog, slug).resource;
  const snippet = catalog.snippet(r.slug, target);
  if (!snippet) throw targetNotFound(r, target);
  const aliased = ALIASED_TARGETS.has(target);
  const file = aliased
    ? { path: `components/${snippet.filename}`, type: "registry:component", content: snippet.code }
    : { path: snippet.filename, type: "registry:file", target: universalTarget(target, snippet.filename), content: snippet.code };
  return {
    $schema: REGISTRY_ITEM_SCHEMA,
    name: registryName(r.slug, target),
    type: aliased ? "registry:component" : "registry:item",
    title: r.title,
    description: r.description,
    author: r.author,
    categories: [r.category],
    // No registryDependencies: bare names would send the CLI to ui.shadcn.com. npm dependencies only for the libraries
    // a design's code imports (the html document loads them itself), so the CLI installs them.
    ...(r.dependencies && target !== "html" && target !== "css" ? { dependencies: dependencySpecs(r.dependencies) } : {}),
    files: [file],
    docs: `Live demo: ${links.labUrl}/${r.slug}. Other targets: ${r.snippets.map((s) => registryName(r.slug, s.target)).join(", ")}.`,
    meta: metaOf(r, target, links),
  };
}

/** The item the index lists for a resource: React when it has it, else its standalone html document, else its first. */
const indexTarget = (r: CatalogResource): string | undefined =>
  ["react", "html"].find((t) => r.snippets.some((s) => s.target === t)) ?? r.snippets[0]?.target;

/** What the index lists for a resource: one item (the other targets and variants named in meta), without file contents. */
export function indexEntry(r: CatalogResource, links: RegistryLinks): Record<string, unknown> {
  const target = indexTarget(r);
  return {
    name: target ? registryName(r.slug, target) : r.slug,
    type: target && ALIASED_TARGETS.has(target) ? "registry:component" : "registry:item",
    title: r.title,
    description: r.description,
    categories: [r.category],
    meta: metaOf(r, target ?? DEFAULT_REGISTRY_TARGET, links),
  };
}

function metaOf(r: CatalogResource, target: string, links: RegistryLinks) {
  return {
    slug: r.slug,
    design: r.design,
    variant: r.variant,
    kind: r.kind,
    target,
    targets: r.snippets.map((s) => s.target),
    variants: r.designOf.variants.filter((v) => v !== r).map((v) => v.slug),
    license: r.license,
    lab: `${links.labUrl}/${r.slug}`,
    snippet: `${links.baseUrl}/tools/get_snippet/${r.slug}/${target}`,
  };
}
