// The index's terms arranged for fast expansion of a query word: sorted for prefixes, and a one-deletion
// neighbourhood for typos. Replaces lunr's TokenSet automata, whose cost grows with word length and index size.
import { editDistance } from "./suggest.ts";

export class Vocabulary {
  private readonly sorted: string[];
  private readonly known: Set<string>;
  private deletions?: Map<string, string[]>;

  constructor(terms: Iterable<string>) {
    this.sorted = [...terms].sort();
    this.known = new Set(this.sorted);
  }

  has(term: string): boolean {
    return this.known.has(term);
  }

  /** Terms starting with `prefix`, shortest first, at most `limit`. */
  withPrefix(prefix: string, limit: number): string[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    // Looking at a bounded number of matches keeps a two-letter prefix cheap in a huge vocabulary.
    for (let i = lo; i < this.sorted.length && found.length < limit * 8 && this.sorted[i]!.startsWith(prefix); i++)
      found.push(this.sorted[i]!);
    return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
  }

  /** Terms one edit (insertion, deletion, substitution or swap of neighbours) away from `word`. */
  oneTypo(word: string, limit: number): string[] {
    const deletions = this.deletionIndex();
    const candidates = new Set<string>(deletions.get(word) ?? []);
    for (const d of deletesOf(word)) {
      if (this.known.has(d)) candidates.add(d);
      for (const t of deletions.get(d) ?? []) candidates.add(t);
    }
    candidates.delete(word);
    const found = [...candidates].filter((t) => editDistance(t, word, 1) <= 1 || isSwap(t, word));
    return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
  }

  /** Every term under each of its one-character deletions; built on the first typo lookup. */
  private deletionIndex(): Map<string, string[]> {
    if (!this.deletions) {
      this.deletions = new Map();
      for (const term of this.sorted) {
        if (term.length < 3 || term.length > 32) continue;
        for (const d of deletesOf(term)) {
          const list = this.deletions.get(d);
          if (list) list.push(term);
          else this.deletions.set(d, [term]);
        }
      }
    }
    return this.deletions;
  }
}

function deletesOf(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** True when b is a with two neighbouring characters swapped ("cart" / "crat"). */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}
