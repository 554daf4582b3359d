// The first k of n items in order, without sorting all n: a page of search results needs 25 of perhaps 50,000
// matches. A heap of the k best seen so far (worst on top) costs n log k comparisons and no object per item.

/**
 * The numbers 0..n-1 of the k best items, best first. `better(a, b)` is true when item a ranks before item b; it must
 * be a strict total order (ties broken), so the answer is the same as a full sort's first k.
 */
export function topK(n: number, k: number, better: (a: number, b: number) => boolean): Int32Array {
  const size = Math.max(0, Math.min(k, n));
  if (size === 0) return new Int32Array(0);
  const compare = (a: number, b: number) => (better(a, b) ? -1 : better(b, a) ? 1 : 0);
  if (size * 2 >= n) {
    const all = new Int32Array(n);
    for (let i = 0; i < n; i++) all[i] = i;
    return all.sort(compare).slice(0, size);
  }
  const heap = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    heap[i] = i;
    siftUp(heap, i, better);
  }
  for (let i = size; i < n; i++) {
    if (!better(i, heap[0]!)) continue;
    heap[0] = i;
    siftDown(heap, size, better);
  }
  return heap.sort(compare);
}

/** The heap keeps its worst item at the root: a parent is never better than its children. */
function siftUp(heap: Int32Array, at: number, better: (a: number, b: number) => boolean) {
  let i = at;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!better(heap[parent]!, heap[i]!)) break;
    [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
    i = parent;
  }
}

function siftDown(heap: Int32Array, size: number, better: (a: number, b: number) => boolean) {
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= size) return;
    const right = left + 1;
    const worse = right < size && better(heap[left]!, heap[right]!) ? right : left;
    if (!better(heap[i]!, heap[worse]!)) return;
    [heap[i], heap[worse]] = [heap[worse]!, heap[i]!];
    i = worse;
  }
}
