// Results of recent tool calls with their JSON: the catalog is read-only, so the same call always gives the same
// bytes until the catalog is swapped (its version is part of the key) or the base URL differs.

export interface CachedResult {
  output: unknown;
  json: string;
  /** The tool's text view of the output. */
  text: string;
  /** The MCP tool result's JSON (text block and structuredContent), made on the first MCP call that needs it. */
  mcpResult?: string;
}

const MAX_ENTRIES = 4096;
const MAX_CHARS = 32 * 1024 * 1024;

/**
 * An entry's size in characters: its JSON and text, and the MCP form made from both on the first MCP call (about as
 * much again), counted up front so the cache's bound holds whichever way it is read. Uncounted, 100,000-resource
 * catalogs under distinct searches passed 300 MB.
 */
const sizeOf = (value: CachedResult) => 2 * (value.json.length + value.text.length);

/**
 * A hit moves its entry to the young end of the order only when an eighth of the cache's worth of gets and sets have
 * passed since it last moved (so at most that many entries are younger, far from eviction): a Map delete and set on every hit cost the hot paths more than the lookup, and an entry that recent is in no
 * danger of eviction anyway.
 */
const TOUCH_AFTER = MAX_ENTRIES / 8;

export class ResultCache {
  private readonly entries = new Map<string, CachedResult>();
  private readonly moved = new WeakMap<CachedResult, number>();
  private clock = 0;
  private chars = 0;

  get(key: string): CachedResult | undefined {
    const hit = this.entries.get(key);
    if (hit && ++this.clock - (this.moved.get(hit) ?? 0) > TOUCH_AFTER) {
      this.entries.delete(key); // Re-inserted: Map order doubles as least-recently-used order.
      this.entries.set(key, hit);
      this.moved.set(hit, this.clock);
    }
    return hit;
  }

  set(key: string, value: CachedResult) {
    this.entries.set(key, value);
    this.moved.set(value, ++this.clock);
    this.chars += sizeOf(value);
    while (this.entries.size > MAX_ENTRIES || this.chars > MAX_CHARS) {
      const [oldest, dropped] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.chars -= sizeOf(dropped);
    }
  }
}
