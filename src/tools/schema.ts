// Schema pieces shared by the tools, written with plain TypeBox so they serialize to clean JSON Schema for MCP clients.
import { Kind, type TSchema, type TUnsafe, Type, TypeRegistry } from "@sinclair/typebox";
import { CATEGORY_PATTERN, DIFFICULTIES, KINDS, SLUG_PATTERN, TARGET_PATTERN } from "../catalog/model.ts";
import { coreTargetList } from "../catalog/targets/index.ts";

TypeRegistry.Set("StringEnum", (schema: { enum: string[] }, value) => typeof value === "string" && schema.enum.includes(value));

/** A string enum that serializes as {"type":"string","enum":[...]}, which every client understands (unions of const do not). */
export function StringEnum<T extends readonly string[]>(values: T, options: { description?: string } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ [Kind]: "StringEnum", type: "string", enum: [...values], ...options });
}

export const Slug = Type.String({
  pattern: SLUG_PATTERN,
  minLength: 1,
  maxLength: 100,
  description: "A slug, or a design id for its default variant.",
});
export const Target = Type.String({
  pattern: TARGET_PATTERN,
  minLength: 1,
  maxLength: 40,
  description: `${coreTargetList()}, or another target get_resource lists.`,
});
export const ResourceKind = StringEnum(KINDS);
export const Difficulty = StringEnum(DIFFICULTIES);

/** The filters list_resources and search share. */
export const Filters = {
  design: Type.Optional(Type.String({ pattern: SLUG_PATTERN, maxLength: 100, description: "A design id: list its variants." })),
  kind: Type.Optional(ResourceKind),
  category: Type.Optional(Type.String({ pattern: CATEGORY_PATTERN, maxLength: 60, description: "e.g. cards, pricing, loaders" })),
  difficulty: Type.Optional(Difficulty),
  tech: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: "e.g. HTML/CSS (any case)" })),
};

/** One item per design (its best variant, the others listed on it) unless this asks for every variant. */
export const Grouping = {
  all_variants: Type.Optional(Type.Boolean({ description: "Every variant as its own item (default: one per design)." })),
};

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const Paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "nextCursor of the previous page." })),
};

const summaryFields = {
  slug: Type.String(),
  design: Type.String({ description: "The design this variant belongs to; a design id works as a slug (its default variant)." }),
  variant: Type.String({ description: "Variant name (palette or theme)." }),
  kind: ResourceKind,
  title: Type.String(),
  description: Type.String(),
  category: Type.String(),
  difficulty: Difficulty,
  tech: Type.String(),
  tags: Type.Array(Type.String()),
  targets: Type.Array(Type.String(), { description: "Targets get_snippet can return." }),
};

/** A design's other variants by slug (<design>-<variant>), as compact as an agent can use them. */
const otherVariants = Type.Optional(Type.Array(Type.String(), { description: "Slugs of the design's other variants (grouped lists)." }));

export const ResourceSummary = Type.Object({ ...summaryFields, variants: otherVariants }, { additionalProperties: false });

export const SearchHit = Type.Object(
  { ...summaryFields, variants: otherVariants, score: Type.Number({ description: "Relevance; higher is better." }) },
  { additionalProperties: false },
);

export function pageOf<T extends TSchema>(item: T) {
  return {
    total: Type.Integer({ minimum: 0, description: "Matching items in all pages: designs, or variants when listed one by one." }),
    items: Type.Array(item),
    nextCursor: Type.Optional(Type.String({ description: "Pass as cursor for the next page; absent on the last." })),
  };
}
