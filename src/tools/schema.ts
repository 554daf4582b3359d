// Schema pieces shared by the tools, written with plain TypeBox so they serialize to clean JSON Schema for MCP clients.
import { Kind, type TSchema, type TUnsafe, Type, TypeRegistry } from "@sinclair/typebox";
import { CATEGORY_PATTERN, DIFFICULTIES, KINDS, SLUG_PATTERN, TARGET_PATTERN } from "../catalog/model.ts";

TypeRegistry.Set("StringEnum", (schema: { enum: string[] }, value) => typeof value === "string" && schema.enum.includes(value));

/** A string enum that serializes as {"type":"string","enum":[...]}, which every client understands (unions of const do not). */
export function StringEnum<T extends readonly string[]>(values: T, options: { description?: string } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ [Kind]: "StringEnum", type: "string", enum: [...values], ...options });
}

export const Slug = Type.String({
  pattern: SLUG_PATTERN, minLength: 1, maxLength: 100,
  description: "Resource slug, lowercase words joined by hyphens, e.g. \"glass-card\", as returned by search or list_resources.",
});
export const Target = Type.String({
  pattern: TARGET_PATTERN, minLength: 1, maxLength: 40,
  description: "Snippet target: html, css, js, react, next, vue, svelte, astro, or another that get_resource lists for the resource.",
});
export const ResourceKind = StringEnum(KINDS, { description: "Resource kind." });
export const Difficulty = StringEnum(DIFFICULTIES, { description: "Difficulty: easy, med or hard." });

/** The filters list_resources and search share. */
export const Filters = {
  kind: Type.Optional(ResourceKind),
  category: Type.Optional(Type.String({ pattern: CATEGORY_PATTERN, maxLength: 60, description: "Category, lowercase and hyphenated, e.g. \"cards\" or \"design-systems\"." })),
  difficulty: Type.Optional(Difficulty),
  tech: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: "Technology label, case-insensitive, e.g. \"HTML/CSS\" or \"React\"." })),
};

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const Paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: `Results per page, 1 to ${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}.` })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "nextCursor from the previous page of the same call, to get the next page." })),
};

const summaryFields = {
  slug: Type.String(),
  kind: ResourceKind,
  title: Type.String(),
  description: Type.String(),
  category: Type.String(),
  difficulty: Difficulty,
  tech: Type.String(),
  tags: Type.Array(Type.String()),
  targets: Type.Array(Type.String(), { description: "Targets get_snippet can return for this resource." }),
};
export const ResourceSummary = Type.Object(summaryFields, { additionalProperties: false });

export const SearchHit = Type.Object({ ...summaryFields, score: Type.Number({ description: "Relevance; higher is better." }) }, { additionalProperties: false });

export function pageOf<T extends TSchema>(item: T) {
  return {
    total: Type.Integer({ minimum: 0, description: "Matching resources in all pages." }),
    items: Type.Array(item),
    nextCursor: Type.Optional(Type.String({ description: "Pass as cursor to get the next page; absent on the last page." })),
  };
}
