// Ranked full-text search over the prebuilt lunr index; user text never reaches lunr's query parser.
import lunr from "lunr";
import { CatalogError } from "../errors.ts";
import { Postings, type SerializedLunrIndex } from "./postings.ts";
import { tokenize } from "./text.ts";
import { Vocabulary } from "./vocabulary.ts";

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
/** Longer words are cut: no real word is this long. */
const MAX_WORD_LENGTH = 64;
/** Text past this is not read at all. */
const MAX_TEXT_LENGTH = 1000;
const BOOST = { exact: 10, prefix: 3, fuzzy: 1 } as const;

interface TermPlan {
  /** Index terms this query word matches, with the boost of the best way it matched. */
  expansions: Map<string, number>;
}

/** lunr's English stemmer, the one the index was built with. */
const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

export class SearchIndex {
  private readonly vocabulary: Vocabulary;
  /** Per-query scratch, reused: one score and one matched-words mask per document. */
  private readonly scores: Float64Array;
  private readonly masks: Uint16Array;

  private constructor(private readonly postings: Postings) {
    this.vocabulary = new Vocabulary(postings.byTerm.keys());
    this.scores = new Float64Array(postings.refs.length);
    this.masks = new Uint16Array(postings.refs.length);
  }

  static fromJSON(serialized: object): SearchIndex {
    return new SearchIndex(new Postings(serialized as SerializedLunrIndex));
  }

  /**
   * Every resource matching the text, best first. A resource that matches every word (exactly, by prefix
   * or with one typo) ranks above any that matches only some; if none match them all, partial matches are kept.
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
    const touched: number[] = [];
    let norm = 0;
    for (const [term, { boost, words }] of terms) {
      const posting = this.postings.byTerm.get(term);
      if (!posting) continue;
      norm += boost * boost;
      for (let i = 0; i < posting.docs.length; i++) {
        const d = posting.docs[i]!;
        if (masks[d] === 0) touched.push(d);
        scores[d]! += boost * posting.weights[i]!;
        masks[d]! |= words;
      }
    }
    const all = (1 << plans.length) - 1;
    const scale = 1 / Math.sqrt(norm || 1);
    const ranked = touched.map((d) => {
      const hit = { slug: this.postings.refs[d]!, score: scores[d]! * scale, complete: masks[d] === all, wordsMatched: bitCount(masks[d]!) };
      scores[d] = 0;
      masks[d] = 0;
      return hit;
    });
    const complete = ranked.filter((r) => r.complete);
    const kept = complete.length > 0 ? complete : ranked;
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
    if (word.length >= MIN_FUZZY_LENGTH && word.length <= MAX_FUZZY_LENGTH) add(this.vocabulary.oneTypo(stemmed, MAX_EXPANSIONS), BOOST.fuzzy);
    return { expansions };
  }
}

function bitCount(n: number): number {
  let count = 0;
  for (let v = n; v; v &= v - 1) count++;
  return count;
}
