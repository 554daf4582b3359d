// Postings read out of a lunr index: for every term, the documents that contain it and the term's weight in each,
// summed over fields. lunr's builder computed those weights (BM25 with field boosts); scoring a query from them gives
// lunr's own ranking (sum over terms of clause boost x weight, over the query's norm) without lunr's per-query
// allocations, which cost 140 ms at the 99th percentile on 20,000 documents. Terms are kept sorted, and each term's
// postings are one slice of three flat typed arrays, so the whole index is a few buffers that load without parsing.

/** The shape of lunr.Index#toJSON() (lunr 2.3.9). */
export interface SerializedLunrIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, { _index: number }][];
  pipeline: string[];
}

export class Postings {
  constructor(
    /** Every term, sorted (JavaScript string order, the order binary searches here compare in). */
    readonly terms: readonly string[],
    /** Each document's ref (a design id), sorted too: a lower document number is a lower ref. */
    readonly refs: readonly string[],
    /** Term t's postings are docs[offsets[t]] to docs[offsets[t + 1] - 1], with their weights. */
    readonly offsets: Uint32Array,
    readonly docs: Int32Array,
    readonly weights: Float32Array,
  ) {}

  /** Reads a serialized lunr index (what lunr.Builder#build() gives), at build time. */
  static fromLunr(index: SerializedLunrIndex): Postings {
    const termByIndex: string[] = [];
    for (const [term, entry] of index.invertedIndex) termByIndex[entry._index] = term;
    // Documents are numbered in ref order, so that ties in ranking, broken by ref, are broken by number.
    const refs = [...new Set(index.fieldVectors.map(([fieldRef]) => fieldRef.slice(fieldRef.indexOf("/") + 1)))].sort();
    const docIds = new Map(refs.map((ref, i) => [ref, i]));
    const byTerm = termByIndex.map(() => new Map<number, number>());
    for (const [fieldRef, elements] of index.fieldVectors) {
      const id = docIds.get(fieldRef.slice(fieldRef.indexOf("/") + 1))!;
      for (let i = 0; i < elements.length; i += 2) {
        const postings = byTerm[elements[i]!]!;
        postings.set(id, (postings.get(id) ?? 0) + elements[i + 1]!);
      }
    }
    const order = termByIndex.map((term, t) => ({ term, t })).filter((x) => x.term !== undefined);
    order.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    const offsets = new Uint32Array(order.length + 1);
    const total = order.reduce((n, { t }) => n + byTerm[t]!.size, 0);
    const docs = new Int32Array(total);
    const weights = new Float32Array(total);
    let at = 0;
    order.forEach(({ t }, i) => {
      offsets[i] = at;
      for (const [doc, weight] of [...byTerm[t]!].sort((a, b) => a[0] - b[0])) {
        docs[at] = doc;
        weights[at++] = weight;
      }
    });
    offsets[order.length] = at;
    return new Postings(
      order.map((x) => x.term),
      refs,
      offsets,
      docs,
      weights,
    );
  }

  /** The number of a term in `terms`, or -1. */
  termId(term: string): number {
    const t = lowerBound(this.terms, term);
    return this.terms[t] === term ? t : -1;
  }
}

/** The first index whose value is not below `value`, in a sorted list. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
