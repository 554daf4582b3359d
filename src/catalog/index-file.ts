// The search index as catalog.db stores it: terms and refs as text (one per line), and one binary blob of flat
// arrays (each term's postings and weights, the typo neighbourhood). Reading it is a split and a few typed-array views:
// no JSON to parse and no structure to rebuild, so a 100,000-design index loads in tens of milliseconds, not seconds,
// and holds a few bytes per posting instead of a JavaScript object per entry.
import { Postings } from "./postings.ts";
import { type DeletionIndex, Vocabulary } from "./vocabulary.ts";

/** The blob starts with these four numbers; FORMAT changes whenever the layout does. */
const FORMAT = 1;
const HEADER_WORDS = 4;

export interface StoredIndex {
  terms: string;
  refs: string;
  data: Uint8Array;
}

export interface LoadedIndex {
  postings: Postings;
  deletions: DeletionIndex;
}

/** Terms and refs hold letters and digits only (see text.ts), so a newline separates them safely. */
export function packIndex(postings: Postings): StoredIndex {
  const deletions = Vocabulary.deletionIndex(postings.terms);
  const words = HEADER_WORDS + postings.offsets.length + postings.docs.length * 2 + deletions.hashes.length * 2;
  const data = new Uint8Array(words * 4);
  const header = new Uint32Array(data.buffer, 0, HEADER_WORDS);
  header.set([FORMAT, postings.terms.length, postings.docs.length, deletions.hashes.length]);
  let at = HEADER_WORDS * 4;
  for (const array of [postings.offsets, postings.docs, postings.weights, deletions.hashes, deletions.terms]) {
    data.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    at += array.byteLength;
  }
  return { terms: postings.terms.join("\n"), refs: postings.refs.join("\n"), data };
}

/** Views over the stored arrays; throws when the blob is not of this layout (the catalog must be rebuilt). */
export function unpackIndex(stored: StoredIndex): LoadedIndex {
  // Typed arrays need their offsets aligned: a blob handed over at an odd offset is copied once.
  const data = stored.data.byteOffset % 4 === 0 ? stored.data : stored.data.slice();
  if (data.byteLength < HEADER_WORDS * 4) throw new Error("the search index is truncated");
  const [format, termCount, postingCount, pairCount] = new Uint32Array(data.buffer, data.byteOffset, HEADER_WORDS);
  const expected = (HEADER_WORDS + termCount! + 1 + postingCount! * 2 + pairCount! * 2) * 4;
  if (format !== FORMAT || data.byteLength !== expected) throw new Error("the search index is of another format or truncated");
  let at = data.byteOffset + HEADER_WORDS * 4;
  const take = <T>(make: new (buffer: ArrayBufferLike, offset: number, length: number) => T, length: number): T => {
    const view = new make(data.buffer, at, length);
    at += length * 4;
    return view;
  };
  const offsets = take(Uint32Array, termCount! + 1);
  const docs = take(Int32Array, postingCount!);
  const weights = take(Float32Array, postingCount!);
  const hashes = take(Uint32Array, pairCount!);
  const pairTerms = take(Uint32Array, pairCount!);
  const terms = termCount === 0 ? [] : stored.terms.split("\n");
  if (terms.length !== termCount) throw new Error("the search index's terms do not match its postings");
  const refs = stored.refs === "" ? [] : stored.refs.split("\n");
  return { postings: new Postings(terms, refs, offsets, docs, weights), deletions: { hashes, terms: pairTerms } };
}
