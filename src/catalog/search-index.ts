// Ranked full-text search over the prebuilt lunr index; user text never reaches lunr's query parser.
import lunr from "lunr";
import { CatalogError } from "../errors.ts";
import { tokenize } from "./text.ts";

export interface SearchHit {
  slug: string;
  score: number;
}

/** Words beyond this are ignored: long pasted text should not multiply the work. */
const MAX_TERMS = 12;
/** Each word expands to at most this many index terms by prefix and by one typo. */
const MAX_EXPANSIONS = 24;
const MIN_PREFIX_LENGTH = 2;
const MIN_FUZZY_LENGTH = 4;
/** Typo tolerance costs grow with word length; past this a word is matched exactly or by prefix only. */
const MAX_FUZZY_LENGTH = 24;
/** Longer words are cut: no real word is this long, and TokenSet work grows with length. */
const MAX_WORD_LENGTH = 64;
/** Text past this is not read at all. */
const MAX_TEXT_LENGTH = 1000;
const BOOST = { exact: 10, prefix: 3, fuzzy: 1 } as const;

/** Parts of lunr 2.3.9 that @types/lunr leaves out. */
interface IndexInternals {
  pipeline: lunr.Pipeline;
  tokenSet: lunr.TokenSet;
}
const TokenSets = lunr.TokenSet as unknown as {
  fromString(pattern: string): lunr.TokenSet;
  fromFuzzyString(word: string, editDistance: number): lunr.TokenSet;
};

interface TermPlan {
  /** Index terms this query word matches, with the boost of the best way it matched. */
  expansions: Map<string, number>;
}

export class SearchIndex {
  private readonly internals: IndexInternals;

  private constructor(private readonly index: lunr.Index) {
    this.internals = index as unknown as IndexInternals;
  }

  static fromJSON(serialized: object): SearchIndex {
    return new SearchIndex(lunr.Index.load(serialized));
  }

  /**
   * Every resource matching the text, best first. A resource that matches every word (exactly, by prefix
   * or with one typo) ranks above any that matches only some; if none match them all, partial matches are kept.
   */
  query(text: string): SearchHit[] {
    const plans = this.plan(text);
    const boosts = new Map<string, number>();
    for (const plan of plans) {
      for (const [term, boost] of plan.expansions) boosts.set(term, Math.max(boost, boosts.get(term) ?? 0));
    }
    if (boosts.size === 0) return [];

    const results = this.index.query((q) => {
      for (const [term, boost] of boosts) q.term(term, { boost, usePipeline: false });
    });

    const ranked = results.map((r) => {
      const matched = Object.keys(r.matchData.metadata);
      const wordsMatched = plans.filter((p) => matched.some((t) => p.expansions.has(t))).length;
      return { slug: r.ref, score: r.score, wordsMatched };
    });
    const all = ranked.filter((r) => r.wordsMatched === plans.length);
    const kept = all.length > 0 ? all : ranked;
    kept.sort((a, b) => b.wordsMatched - a.wordsMatched || b.score - a.score || (a.slug < b.slug ? -1 : 1));
    return kept.map(({ slug, score }) => ({ slug, score: Math.round(score * 1000) / 1000 }));
  }

  private plan(text: string): TermPlan[] {
    const raw = tokenize(text.slice(0, MAX_TEXT_LENGTH)).map((t) => t.toString().slice(0, MAX_WORD_LENGTH));
    // Stop words are not in the index; keeping them would make every "the ..." query fall back to partial matches.
    const words = raw.filter((w) => lunr.stopWordFilter(new lunr.Token(w, {})) !== undefined);
    if (words.length === 0) {
      throw new CatalogError(
        "empty_query",
        "The query has no searchable words.",
        "Send one or more words, e.g. 'glass card' or 'loading spinner'; to browse without words, call list_resources.",
      );
    }
    const unique = [...new Set(words)].slice(0, MAX_TERMS);
    return unique.map((word) => this.planWord(word));
  }

  private planWord(word: string): TermPlan {
    const stem = this.internals.pipeline.runString(word)[0] ?? word;
    const expansions = new Map<string, number>();
    const add = (terms: string[], boost: number) => {
      terms.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
      for (const t of terms.slice(0, MAX_EXPANSIONS)) {
        if (!expansions.has(t)) expansions.set(t, boost);
      }
    };
    add(this.matching(TokenSets.fromString(stem)), BOOST.exact);
    if (word.length >= MIN_PREFIX_LENGTH) {
      add(this.matching(TokenSets.fromString(`${word}*`)), BOOST.prefix);
      if (stem !== word) add(this.matching(TokenSets.fromString(`${stem}*`)), BOOST.prefix);
    }
    if (word.length >= MIN_FUZZY_LENGTH && word.length <= MAX_FUZZY_LENGTH) add(this.matching(TokenSets.fromFuzzyString(stem, 1)), BOOST.fuzzy);
    return { expansions };
  }

  private matching(pattern: lunr.TokenSet): string[] {
    return this.internals.tokenSet.intersect(pattern).toArray();
  }
}
