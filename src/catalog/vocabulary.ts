// The index's terms arranged for fast expansion of a query word: sorted for prefixes, and a one-deletion
// neighbourhood for typos. Replaces lunr's TokenSet automata, whose cost grows with word length and index size.
// The neighbourhood is made by the builder and stored as two flat arrays (a hash of each deletion, sorted, and the
// term it came from): a map of strings for it took hundreds of megabytes and seconds to build at 100,000 designs.
import { lowerBound } from "./postings.ts";
import { editDistance } from "./suggest.ts";

/** Every term of 3 to 32 characters under each of its one-character deletions, as (hash, term number) sorted by hash. */
export interface DeletionIndex {
  hashes: Uint32Array;
  terms: Uint32Array;
}

export class Vocabulary {
  constructor(
    /** Sorted, as Postings keeps them. */
    private readonly sorted: readonly string[],
    private readonly deletions: DeletionIndex,
  ) {}

  /** The neighbourhood of every term, for the builder to store. */
  static deletionIndex(sorted: readonly string[]): DeletionIndex {
    const pairs: [number, number][] = [];
    sorted.forEach((term, t) => {
      if (term.length < 3 || term.length > 32) return;
      for (const d of deletesOf(term)) pairs.push([hashOf(d), t]);
    });
    pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    return { hashes: Uint32Array.from(pairs, (p) => p[0]), terms: Uint32Array.from(pairs, (p) => p[1]) };
  }

  has(term: string): boolean {
    return this.sorted[lowerBound(this.sorted, term)] === term;
  }

  /** Terms starting with `prefix`, shortest first, at most `limit`. */
  withPrefix(prefix: string, limit: number): string[] {
    const found: string[] = [];
    // Looking at a bounded number of matches keeps a two-letter prefix cheap in a huge vocabulary.
    for (
      let i = lowerBound(this.sorted, prefix);
      i < this.sorted.length && found.length < limit * 8 && this.sorted[i]!.startsWith(prefix);
      i++
    )
      found.push(this.sorted[i]!);
    return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
  }

  /** Terms one edit (insertion, deletion, substitution or swap of neighbours) away from `word`. */
  oneTypo(word: string, limit: number): string[] {
    const candidates = new Set<string>(this.deletedTo(word));
    for (const d of deletesOf(word)) {
      if (this.has(d)) candidates.add(d);
      for (const t of this.deletedTo(d)) candidates.add(t);
    }
    candidates.delete(word);
    // Hashes can collide: every candidate is checked for what it must be.
    const found = [...candidates].filter((t) => editDistance(t, word, 1) <= 1 || isSwap(t, word));
    return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
  }

  /** Terms that one deletion turns into `text` (and any whose deletion shares its hash). */
  private deletedTo(text: string): string[] {
    const { hashes, terms } = this.deletions;
    const h = hashOf(text);
    let lo = 0;
    let hi = hashes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (hashes[mid]! < h) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < hashes.length && hashes[i] === h; i++) out.push(this.sorted[terms[i]!]!);
    return out;
  }
}

/** FNV-1a over UTF-16 code units: the same number wherever the index is built or read. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
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
