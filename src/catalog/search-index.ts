// Ranked full-text search over the prebuilt lunr index of designs; user text never reaches lunr's query parser.
// A hit is a design; the query's words then pick the variant that says them (a "dark" query, a dark variant).
import lunr from "lunr";
import { CatalogError } from "../errors.ts";
import { type StoredIndex, unpackIndex } from "./index-file.ts";
import type { Postings } from "./postings.ts";
import type { CatalogDesign, CatalogResource } from "./model.ts";
import { isStopWord, tokenize, variantWords } from "./text.ts";
import { topK } from "./top-k.ts";
import { Vocabulary } from "./vocabulary.ts";

export interface SearchHit {
  design: CatalogDesign;
  score: number;
  /** The design's variants, those that match more of the query first, else in the design's order. */
  variants: CatalogResource[];
}

/** What the index needs of the catalog: design numbers (sorted ids, as the index's refs are) and designs by number. */
export interface DesignSource {
  readonly designIds: readonly string[];
  designAt(d: number): CatalogDesign;
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
  /** The query word, stemmed as the index's words are. */
  word: string;
  /** Index terms this query word matches, with the boost of the best way it matched. */
  expansions: Map<string, number>;
  /** A stop word in a query that has other words: it ranks what says it higher, but a design need not say it. */
  optional: boolean;
}

/** lunr's English stemmer, the one the index was built with. */
const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

export class SearchIndex {
  private readonly vocabulary: Vocabulary;
  /** Per-query scratch, reused: one score and one matched-words mask per document, and the documents touched. */
  private readonly scores: Float64Array;
  private readonly masks: Uint16Array;
  private readonly touched: Int32Array;
  /** Each document's design number, -1 for a ref that is no design of the catalog. */
  private readonly designOfDoc: Int32Array;
  /** The stemmed words each variant adds to its design, made when a query first orders that design's variants. */
  private readonly variantTerms = new WeakMap<CatalogResource, Set<string>>();

  private constructor(
    private readonly postings: Postings,
    vocabulary: Vocabulary,
    private readonly catalog: DesignSource,
  ) {
    this.vocabulary = vocabulary;
    this.scores = new Float64Array(postings.refs.length);
    this.masks = new Uint16Array(postings.refs.length);
    this.touched = new Int32Array(postings.refs.length);
    // Both lists are sorted: one merge numbers every document.
    this.designOfDoc = new Int32Array(postings.refs.length).fill(-1);
    const ids = catalog.designIds;
    for (let doc = 0, d = 0; doc < postings.refs.length && d < ids.length; ) {
      const ref = postings.refs[doc]!;
      if (ref === ids[d]) this.designOfDoc[doc++] = d++;
      else if (ref < ids[d]!) doc++;
      else d++;
    }
  }

  /** The index as catalog.db stores it (index-file.ts). */
  static fromStored(stored: StoredIndex, catalog: DesignSource): SearchIndex {
    const { postings, deletions } = unpackIndex(stored);
    return new SearchIndex(postings, new Vocabulary(postings.terms, deletions), catalog);
  }

  /** Every hit of rank(), as objects: for tests and small catalogs; the search tool reads only a page of a Ranking. */
  query(text: string): SearchHit[] {
    const ranking = this.rank(text);
    return Array.from(ranking.top(ranking.total), (i) => ranking.hit(i));
  }

  /**
   * Every design matching the text, best first: those that match every word (exactly, by prefix or with one typo;
   * stop words aside), then those that miss one. Among equals, more of the query's words (stop words included)
   * rank higher, then the score. `accept` keeps only the design numbers it says yes to (the filters).
   */
  rank(text: string, accept?: (design: number) => boolean): Ranking {
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
    if (terms.size === 0) return new Ranking(this, plans, new Int32Array(0), new Float64Array(0), new Uint8Array(0));

    const { scores, masks, touched, designOfDoc } = this;
    const { offsets, docs, weights } = this.postings;
    let touchedCount = 0;
    let norm = 0;
    for (const [term, { boost, words }] of terms) {
      const t = this.postings.termId(term);
      if (t === -1) continue;
      norm += boost * boost;
      for (let i = offsets[t]!, end = offsets[t + 1]!; i < end; i++) {
        const d = docs[i]!;
        if (masks[d] === 0) touched[touchedCount++] = d;
        scores[d]! += boost * weights[i]!;
        masks[d]! |= words;
      }
    }
    const required = plans.reduce((mask, plan, w) => (plan.optional ? mask : mask | (1 << w)), 0);
    // A design that misses one of several words still answers ("pricing table" also finds pricing cards), after
    // every design that has them all; in a query of six words or more (an agent's sentence) it may miss up to a
    // third of them. Missing more, or having only stop words, it does not.
    const wanted = bitCount(required);
    const needed = Math.max(1, Math.min(wanted - 1, Math.ceil((2 * wanted) / 3)));
    const scale = 1 / Math.sqrt(norm || 1);
    // Kept designs as three parallel arrays, not an object each: a common word matches tens of thousands.
    const keptDesign = new Int32Array(touchedCount);
    const keptScore = new Float64Array(touchedCount);
    const keptKey = new Uint8Array(touchedCount);
    let kept = 0;
    for (let i = 0; i < touchedCount; i++) {
      const d = touched[i]!;
      const found = bitCount(masks[d]! & required);
      const design = designOfDoc[d]!;
      if (found >= needed && design !== -1 && (accept === undefined || accept(design))) {
        keptDesign[kept] = design;
        keptScore[kept] = scores[d]! * scale;
        // At most 12 words (MAX_TERMS): words found, then words said (stop words too), fit one byte as 16 * found + said.
        keptKey[kept++] = 16 * found + bitCount(masks[d]!);
      }
      scores[d] = 0;
      masks[d] = 0;
    }
    return new Ranking(this, plans, keptDesign.subarray(0, kept), keptScore.subarray(0, kept), keptKey.subarray(0, kept));
  }

  /** A design, materialised from the catalog. */
  designAt(d: number): CatalogDesign {
    return this.catalog.designAt(d);
  }

  /** The design's variants with those that say more of the query's words first; ties keep the design's order. */
  orderVariants(design: CatalogDesign, plans: TermPlan[]): CatalogResource[] {
    if (design.variants.length < 2) return design.variants;
    const scored = design.variants.map((v, rank) => {
      let own = this.variantTerms.get(v);
      if (!own) {
        own = new Set(tokenize(variantWords(v, design)).map((t) => stem(t.toString())));
        this.variantTerms.set(v, own);
      }
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
    return { word: stemmed, expansions: new Map(this.vocabulary.has(stemmed) ? [[stemmed, BOOST.exact]] : []), optional: true };
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
    // A stop word is never what a mistyped word meant ("form" is one deletion from "for"): as a typo match it let
    // every design whose text says "for" answer "design system for forms" before the forms kit.
    if (word.length >= MIN_FUZZY_LENGTH && word.length <= MAX_FUZZY_LENGTH)
      add(
        this.vocabulary.oneTypo(stemmed, MAX_EXPANSIONS).filter((t) => !isStopWord(t)),
        BOOST.fuzzy,
      );
    return { word: stemmed, expansions, optional: false };
  }

  /** The stemmed words of a title, stop words aside: what an exact-title query says. */
  titleWords(title: string): Set<string> {
    return new Set(
      tokenize(title)
        .map((t) => t.toString())
        .filter((w) => !isStopWord(w))
        .map(stem),
    );
  }
}

/** How deep the exact-title check looks: an exact title ranks among the first few anyway, just not always first. */
const EXACT_TITLE_DEPTH = 8;

/**
 * The designs a query matched, in no order until asked: `top(k)` ranks the first k (a partial sort), and a hit's
 * variants are ordered only when that hit is read.
 */
export class Ranking {
  constructor(
    private readonly index: SearchIndex,
    private readonly plans: TermPlan[],
    /** Design numbers, their scores, and 16 x words found + words said, for each match. */
    private readonly designs: Int32Array,
    private readonly scores: Float64Array,
    private readonly keys: Uint8Array,
  ) {}

  /** How many designs matched. */
  get total(): number {
    return this.designs.length;
  }

  /** Every matching design's number, unordered. */
  get designNumbers(): Int32Array {
    return this.designs;
  }

  /**
   * The first k matches, best first, as match numbers for design() and hit(): more words found, then more words said
   * (stop words included), then the score, then the design id. A design whose title says exactly the query's words
   * ("glass card", the Glass card) comes first among those that found as many words: a longer title that also says
   * them ("Hero with glass cards") can outscore it by a hair.
   */
  top(k: number): Int32Array {
    const { designs, scores, keys } = this;
    const ranked = topK(
      designs.length,
      Math.max(k, EXACT_TITLE_DEPTH),
      (a, b) =>
        keys[a]! > keys[b]! || (keys[a] === keys[b] && (scores[a]! > scores[b]! || (scores[a] === scores[b] && designs[a]! < designs[b]!))),
    );
    const exact = this.exactTitle(ranked);
    if (exact > 0) {
      const first = ranked[exact]!;
      ranked.copyWithin(1, 0, exact);
      ranked[0] = first;
    }
    return ranked.length > k ? ranked.slice(0, k) : ranked;
  }

  /** Where, among the first few with the best key, the first design whose title is the query's words sits; else -1. */
  private exactTitle(ranked: Int32Array): number {
    const words = new Set(this.plans.filter((p) => !p.optional).map((p) => p.word));
    if (words.size === 0 || ranked.length < 2) return -1;
    for (let j = 0; j < Math.min(ranked.length, EXACT_TITLE_DEPTH); j++) {
      if (this.keys[ranked[j]!] !== this.keys[ranked[0]!]) break;
      const title = this.index.titleWords(this.index.designAt(this.designs[ranked[j]!]!).title);
      if (title.size === words.size && [...words].every((w) => title.has(w))) return j;
    }
    return -1;
  }

  design(i: number): number {
    return this.designs[i]!;
  }

  /** Match i as a hit: its design, its score as shown (three decimals), its variants ordered for this query when read. */
  hit(i: number): SearchHit {
    const design = this.index.designAt(this.designs[i]!);
    return new LazyHit(design, Math.round(this.scores[i]! * 1000) / 1000, () => this.index.orderVariants(design, this.plans));
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
