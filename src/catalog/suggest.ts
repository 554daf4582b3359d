// "Did you mean": the slugs closest to a mistyped one, by edit distance and shared words.

/** Levenshtein distance, giving up (returning `max + 1`) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** Up to `limit` candidates nearest to `wanted`, nearest first; none when nothing is reasonably close. */
export function closest(wanted: string, candidates: Iterable<string>, limit = 5): string[] {
  const w = wanted.toLowerCase().slice(0, 100);
  const words = new Set(w.split(/[^a-z0-9]+/).filter((x) => x.length > 2));
  const max = Math.max(2, Math.floor(w.length / 3));
  const scored: { c: string; score: number }[] = [];
  for (const c of candidates) {
    const shared = c.split("-").filter((x) => words.has(x)).length;
    const distance = editDistance(w, c, max);
    if (distance > max && shared === 0) continue;
    scored.push({ c, score: Math.min(distance, max + 1) - 2 * shared });
  }
  scored.sort((a, b) => a.score - b.score || a.c.length - b.c.length || (a.c < b.c ? -1 : 1));
  return scored.slice(0, limit).map((s) => s.c);
}
