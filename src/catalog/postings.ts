// Postings read out of a serialized lunr index: for every term, the documents that contain it and the term's
// weight in each, summed over fields. lunr's builder computed those weights (BM25 with field boosts); scoring a
// query from them gives lunr's own ranking (sum over terms of clause boost x weight, over the query's norm)
// without lunr's per-query allocations, which cost 140 ms at the 99th percentile on 20,000 documents.

/** The shape of lunr.Index#toJSON() (lunr 2.3.9). */
export interface SerializedLunrIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, { _index: number }][];
  pipeline: string[];
}

export interface Posting {
  docs: Int32Array;
  weights: Float32Array;
}

export class Postings {
  readonly refs: string[] = [];
  readonly byTerm = new Map<string, Posting>();

  constructor(index: SerializedLunrIndex) {
    const termByIndex: string[] = [];
    for (const [term, entry] of index.invertedIndex) termByIndex[entry._index] = term;
    const docIds = new Map<string, number>();
    const docs: number[][] = termByIndex.map(() => []);
    const weights: number[][] = termByIndex.map(() => []);
    for (const [fieldRef, elements] of index.fieldVectors) {
      const ref = fieldRef.slice(fieldRef.indexOf("/") + 1);
      let id = docIds.get(ref);
      if (id === undefined) {
        id = this.refs.length;
        this.refs.push(ref);
        docIds.set(ref, id);
      }
      for (let i = 0; i < elements.length; i += 2) {
        const t = elements[i]!;
        const d = docs[t]!;
        // A document's fields are consecutive in fieldVectors, so its weights for one term are summed in place.
        if (d.length > 0 && d[d.length - 1] === id) weights[t]![d.length - 1]! += elements[i + 1]!;
        else {
          d.push(id);
          weights[t]!.push(elements[i + 1]!);
        }
      }
    }
    termByIndex.forEach((term, t) => {
      if (term !== undefined) this.byTerm.set(term, { docs: Int32Array.from(docs[t]!), weights: Float32Array.from(weights[t]!) });
    });
  }
}
