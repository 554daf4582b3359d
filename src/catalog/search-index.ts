// Ranked full-text search over the prebuilt lunr index of designs; user text never reaches lunr's query parser.
// A hit is a design; the query's words then pick the variant that says them (a "dark" query, a dark variant).
import lunr from "lunr";
import { CatalogError } from "../errors.ts";
import { type StoredIndex, unpackIndex } from "./index-file.ts";
import type { Postings } from "./postings.ts";
import type { CatalogDesign, CatalogResource } from "./model.ts";
import { isStopWord, tokenize, variantWords } from "./text.ts";
import { Vocabulary } from "./vocabulary.ts";

export interface SearchHit {
  design: CatalogDesign;
  score: number;
  /** The design's variants, those that match more of the query first, else in the design's order. */
  variants: CatalogResource[];
}

/** Words beyond this are ignored: long pasted text should not multiply the work. */
const MAX_TERMS = 12;
/** Each word expands to at most this many index terms by prefix and by one typo. */
const MAX_EXPANSIONS = 24;
const MIN_PREFIX_LENGTH = 2;
const MIN_FUZZY_LENGTH = 4;
/** Typo tolerance costs grow with word length; past this a word is matched exactly or by prefix only. */
const MAX_FUZZY_LENGTH = 24;
/** Longer words are cut: no real word is this long. */
const MAX_WORD_LENGTH = 64;
/** Text past this is not read at all. */
const MAX_TEXT_LENGTH = 1000;
const BOOST = { exact: 10, prefix: 3, fuzzy: 1 } as const;

interface TermPlan {
  /** Index terms this query word matches, with the boost of the best way it matched. */
  expansions: Map<string, number>;
  /** A stop word in a query that has other words: it ranks what says it higher, but a design need not say it. */
  optional: boolean;
}

/** lunr's English stemmer, the one the index was built with. */
const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

export class SearchIndex {
  private readonly vocabulary: Vocabulary;
  /** Per-query scratch, reused: one score and one matched-words mask per document. */
  private readonly scores: Float64Array;
  private readonly masks: Uint16Array;
  /** Each posting's document as a design. */
  private readonly designs: (CatalogDesign | undefined)[];
  /** The stemmed words each variant adds to its design, for designs that have several variants. */
  private readonly variantTerms = new Map<CatalogResource, Set<string>>();

  private constructor(
    private readonly postings: Postings,
    vocabulary: Vocabulary,
    designs: readonly CatalogDesign[],
  ) {
    this.vocabulary = vocabulary;
    this.scores = new Float64Array(postings.refs.length);
    this.masks = new Uint16Array(postings.refs.length);
    const byId = new Map(designs.map((d) => [d.id, d]));
    this.designs = postings.refs.map((ref) => byId.get(ref));
    for (const d of designs) {
      if (d.variants.length < 2) continue;
      for (const v of d.variants) this.variantTerms.set(v, new Set(tokenize(variantWords(v, d)).map((t) => stem(t.toString()))));
    }
  }

  /** The index as catalog.db stores it (index-file.ts). */
  static fromStored(stored: StoredIndex, designs: readonly CatalogDesign[]): SearchIndex {
    const { postings, deletions } = unpackIndex(stored);
    return new SearchIndex(postings, new Vocabulary(postings.terms, deletions), designs);
  }

  /**
   * Every design matching the text, best first: those that match every word (exactly, by prefix or with one typo;
   * stop words aside), then those that miss one. Among equals, more of the query's words (stop words included)
   * rank higher, then the score.
   */
  query(text: string): SearchHit[] {
    const plans = this.plan(text);
    // Each index term once, with its best boost and the query words it stands for (a bit per word).
    const terms = new Map<string, { boost: number; words: number }>();
    plans.forEach((plan, w) => {
      for (const [term, boost] of plan.expansions) {
        const seen = terms.get(term);
        if (seen) {
          seen.boost = Math.max(seen.boost, boost);
          seen.words |= 1 << w;
        } else terms.set(term, { boost, words: 1 << w });
      }
    });
    if (terms.size === 0) return [];

    const { scores, masks } = this;
    const { offsets, docs, weights } = this.postings;
    const touched: number[] = [];
    let norm = 0;
    for (const [term, { boost, words }] of terms) {
      const t = this.postings.termId(term);
      if (t === -1) continue;
      norm += boost * boost;
      for (let i = offsets[t]!, end = offsets[t + 1]!; i < end; i++) {
        const d = docs[i]!;
        if (masks[d] === 0) touched.push(d);
        scores[d]! += boost * weights[i]!;
        masks[d]! |= words;
      }
    }
    const required = plans.reduce((mask, plan, w) => (plan.optional ? mask : mask | (1 << w)), 0);
    // A design that misses one of several words still answers ("pricing table" also finds pricing cards), after
    // every design that has them all; missing more, or having only stop words, it does not.
    const needed = Math.max(1, bitCount(required) - 1);
    const scale = 1 / Math.sqrt(norm || 1);
    const kept: { d: number; score: number; found: number; words: number }[] = [];
    for (const d of touched) {
      const found = bitCount(masks[d]! & required);
      if (found >= needed) kept.push({ d, score: scores[d]! * scale, found, words: bitCount(masks[d]!) });
      scores[d] = 0;
      masks[d] = 0;
    }
    // Documents are numbered in ref order: the last tie-break, by ref, is by number.
    kept.sort((a, b) => b.found - a.found || b.words - a.words || b.score - a.score || a.d - b.d);
    const hits: SearchHit[] = [];
    for (const { d, score } of kept) {
      const design = this.designs[d];
      if (design) hits.push(this.hit(design, Math.round(score * 1000) / 1000, plans));
    }
    return hits;
  }

  /**
   * A hit whose variants are ordered when first read: a page reads 25 of them, and ordering every hit of a common
   * word took most of a search's time at 100,000 designs.
   */
  private hit(design: CatalogDesign, score: number, plans: TermPlan[]): SearchHit {
    return new LazyHit(design, score, () => this.orderVariants(design, plans));
  }

  /** The design's variants with those that say more of the query's words first; ties keep the design's order. */
  private orderVariants(design: CatalogDesign, plans: TermPlan[]): CatalogResource[] {
    if (design.variants.length < 2) return design.variants;
    const scored = design.variants.map((v, rank) => {
      const own = this.variantTerms.get(v)!;
      let score = 0;
      for (const plan of plans) {
        let best = 0;
        for (const [term, boost] of plan.expansions) if (boost > best && own.has(term)) best = boost;
        score += best;
      }
      return { v, rank, score };
    });
    if (scored.every((s) => s.score === 0)) return design.variants;
    return scored.sort((a, b) => b.score - a.score || a.rank - b.rank).map((s) => s.v);
  }

  private plan(text: string): TermPlan[] {
    const words = [...new Set(tokenize(text.slice(0, MAX_TEXT_LENGTH)).map((t) => t.toString().slice(0, MAX_WORD_LENGTH)))].slice(
      0,
      MAX_TERMS,
    );
    if (words.length === 0) {
      throw new CatalogError(
        "empty_query",
        "The query has no letters or digits to search for.",
        "Send one or more words, e.g. 'glass card' or 'loading spinner'; to browse without words, call list_resources.",
      );
    }
    // Stop words are optional when the query has other words ("about us page" needs "page"), and searched like
    // any word when it has only them ("about", "all").
    const onlyStopWords = words.every(isStopWord);
    return words.map((word) => (!onlyStopWords && isStopWord(word) ? this.planStopWord(word) : this.planWord(word)));
  }

  private planStopWord(word: string): TermPlan {
    const stemmed = stem(word);
    return { expansions: new Map(this.vocabulary.has(stemmed) ? [[stemmed, BOOST.exact]] : []), optional: true };
  }

  private planWord(word: string): TermPlan {
    const stemmed = stem(word);
    const expansions = new Map<string, number>();
    // The vocabulary already returns each list shortest first and cut to MAX_EXPANSIONS.
    const add = (terms: string[], boost: number) => {
      for (const t of terms) {
        if (!expansions.has(t)) expansions.set(t, boost);
      }
    };
    if (this.vocabulary.has(stemmed)) add([stemmed], BOOST.exact);
    if (word.length >= MIN_PREFIX_LENGTH) {
      add(this.vocabulary.withPrefix(word, MAX_EXPANSIONS), BOOST.prefix);
      if (stemmed !== word) add(this.vocabulary.withPrefix(stemmed, MAX_EXPANSIONS), BOOST.prefix);
    }
    if (word.length >= MIN_FUZZY_LENGTH && word.length <= MAX_FUZZY_LENGTH)
      add(this.vocabulary.oneTypo(stemmed, MAX_EXPANSIONS), BOOST.fuzzy);
    return { expansions, optional: false };
  }
}

class LazyHit implements SearchHit {
  private ordered?: CatalogResource[];
  constructor(
    readonly design: CatalogDesign,
    readonly score: number,
    private readonly order: () => CatalogResource[],
  ) {}

  get variants(): CatalogResource[] {
    this.ordered ??= this.order();
    return this.ordered;
  }
}

function bitCount(n: number): number {
  let count = 0;
  for (let v = n; v; v &= v - 1) count++;
  return count;
}
