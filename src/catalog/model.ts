// The catalog's vocabulary: resource kinds, difficulties, snippet targets and the records the reader returns.

export const KINDS = ["component", "animation", "page", "design-system"] as const;
export type Kind = (typeof KINDS)[number];

export const DIFFICULTIES = ["easy", "med", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A slug as a component name: glass-card -> GlassCard (a leading digit gets a C: 3d-flip -> C3dFlip). */
export const pascal = (slug: string) =>
  slug
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("")
    .replace(/^(\d)/, "C$1");

export const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
export const TARGET_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
export const CATEGORY_PATTERN = SLUG_PATTERN;

export interface ResourceRecord {
  slug: string;
  /** The design this resource is a variant of; a resource without variants is a design of one (design = slug). */
  design: string;
  /** The variant's name within its design (a palette or theme: "ember"); "default" for a design of one. */
  variant: string;
  /** A few words on how this variant differs ("dark, ember orange"); empty when there is nothing to say. */
  note: string;
  /** Colours a person can tell the variant by (background, accent); empty when none were declared. */
  swatch: string[];
  kind: Kind;
  title: string;
  description: string;
  category: string;
  difficulty: Difficulty;
  tech: string;
  tags: string[];
  license: string;
  author: string;
  updatedAt: string;
  /** The libraries its code imports (npm package -> version range), when it uses any: `{ "gsap": "^3.15.0" }`. */
  dependencies?: Record<string, string>;
}

/** What a design says of itself, as opposed to one of its variants. */
export interface DesignRecord {
  id: string;
  title: string;
  description: string;
  tags: string[];
}

/** The variant name of a resource that has no variants. */
export const DEFAULT_VARIANT = "default";

export interface SnippetMeta {
  target: string;
  language: string;
  filename: string;
  bytes: number;
  /** Approximate tokens, at four bytes a token: enough for an agent to budget its context. */
  tokens: number;
}

export interface SnippetRecord extends SnippetMeta {
  code: string;
}

export const approxTokens = (bytes: number) => Math.ceil(bytes / 4);

/** A resource as the reader serves it: its record, its snippets' metadata and its design. */
export interface CatalogResource extends ResourceRecord {
  snippets: SnippetMeta[];
  /** Its design, whose variants list holds this resource. */
  designOf: CatalogDesign;
}

/** A design and its variants, the default first. Kind, category, difficulty and tech are the same for every variant. */
export interface CatalogDesign extends DesignRecord {
  variants: CatalogResource[];
  kind: Kind;
  category: string;
  difficulty: Difficulty;
  tech: string;
}

/** A slug or a design id, resolved: a design id stands for its default variant. */
export interface Resolved {
  resource: CatalogResource;
  /** The design id that was asked for, when it was one rather than a slug. */
  from?: string;
}
