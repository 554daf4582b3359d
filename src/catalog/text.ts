// Text handling shared by the index builder and the query side, so both cut and fold words the same way.
import lunr from "lunr";

/** Lowercase and strip diacritics: "Café", "cafe" and "CAFÉ" become one word; other scripts pass through. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits text into word tokens of any script (lunr's own tokenizer and trimmer keep only ASCII word characters). */
export function tokenize(input: unknown, metadata: Record<string, unknown> = {}): lunr.Token[] {
  if (input === null || input === undefined) return [];
  const text = foldText(Array.isArray(input) ? input.join(" ") : String(input));
  const tokens: lunr.Token[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push(new lunr.Token(match[0], { ...metadata, position: [match.index, match[0].length], index: tokens.length }));
  }
  return tokens;
}

/** Fields indexed for search and how much a hit in each counts. */
export const SEARCH_FIELDS = [
  { name: "title", boost: 10 },
  { name: "tags", boost: 6 },
  { name: "tech", boost: 4 },
  { name: "category", boost: 3 },
  { name: "kind", boost: 2 },
  { name: "slug", boost: 2 },
  { name: "variants", boost: 2 },
  { name: "description", boost: 1 },
] as const;

/**
 * The index pipeline: no trimmer is needed because tokenize() already yields bare words. Stop words are indexed
 * too, so "about us page" or "not found" can still find the page that says so (the query side makes them optional).
 */
export const INDEX_PIPELINE = [lunr.stemmer];

/** lunr's English stop words ("about", "us", "not", "off"...): optional in a query that has other words. */
export const isStopWord = (word: string): boolean => lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;

/** The parts of a design's and a variant's records that search reads. */
interface VariantText {
  slug: string;
  variant: string;
  note: string;
  title: string;
  description: string;
  tags: string[];
}
interface DesignText {
  id: string;
  title: string;
  description: string;
  tags: string[];
}

/** Words a variant adds to its design: its name, note and what its title, tags and description say beyond the design's. */
export function variantWords(r: VariantText, design: DesignText): string {
  if (r.slug === design.id) return "";
  const own = new Set(design.tags);
  return [
    r.variant,
    r.note,
    r.title.startsWith(design.title) ? r.title.slice(design.title.length) : r.title,
    ...r.tags.filter((t) => !own.has(t)),
    r.description.startsWith(design.description) ? r.description.slice(design.description.length) : r.description,
  ].join(" ");
}
