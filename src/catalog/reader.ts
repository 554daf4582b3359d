// Opens catalog.db read-only and answers every question the tools ask of it; the search index loads lazily.
import { Database } from "bun:sqlite";
import { closeSync, existsSync, fstatSync, openSync, type Stats, statSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { Columns, type ResourceFilter } from "./columns.ts";
import {
  type CatalogDesign,
  type CatalogResource,
  type Difficulty,
  type Kind,
  type Resolved,
  type SnippetMeta,
  type SnippetRecord,
  approxTokens,
} from "./model.ts";
import type { StoredIndex } from "./index-file.ts";
import { META, SCHEMA_VERSION } from "./schema.ts";
import { SearchIndex } from "./search-index.ts";

export type { ResourceFilter } from "./columns.ts";
export type { CatalogDesign, CatalogResource, Resolved } from "./model.ts";

export interface CatalogStats {
  resources: number;
  designs: number;
  snippets: number;
  byKind: Record<string, number>;
  byCategory: Record<string, number>;
  byTech: Record<string, number>;
  byDifficulty: Record<string, number>;
  targets: Record<string, number>;
}

/** A catalog file that cannot be served: missing, not SQLite, or of another schema. */
export class CatalogLoadError extends Error {
  constructor(path: string, reason: string) {
    super(`cannot serve catalog ${path}: ${reason}`);
    this.name = "CatalogLoadError";
  }
}

/**
 * The file a catalog reads was rewritten in place (`cp new.db served.db`) since it was opened: what SQLite reads from
 * it now is part new, part old, or garbage. Thrown instead of answering from it; the catalog has to be opened again.
 */
export class CatalogChangedError extends Error {
  constructor(source: string) {
    super(`the catalog file ${source} changed while being served`);
    this.name = "CatalogChangedError";
  }
}

/**
 * Answers from the catalog; if its file turned out rewritten in place, waits for the reload and answers once more
 * from the new catalog (the answer is made again from scratch, so it never mixes the two).
 */
export type Fresh = <T>(answer: () => T) => T | Promise<T>;

/** A resources row in the order the reader selects it. */
type ResourceRow = [
  slug: string,
  variant: string,
  note: string,
  swatch: string,
  kind: Kind,
  title: string,
  description: string,
  category: string,
  difficulty: Difficulty,
  tech: string,
  license: string,
  author: string,
  tags: string,
  updatedAt: string,
  dependencies: string,
];

/** Decompressed code rows kept for the next snippet of the same design: variants are often fetched together. */
const CODE_CACHE_ROWS = 32;
/**
 * Designs (with their variants and snippet lists) kept as objects once read, least recently used dropped first: the
 * default catalog's 155 fit many times over; at 100,000 designs, the pages agents ask for again.
 */
const DESIGN_CACHE = 4096;

export class Catalog {
  readonly version: string;
  readonly builtAt: string;
  /** What stays in memory of every resource and design: names, filter fields, variants by design. */
  readonly columns: Columns;
  private readonly designCache = new Map<number, CatalogDesign>();
  private readonly designQuery;
  private readonly resourceQuery;
  private readonly snippetListQuery;
  private readonly snippetQuery;
  private readonly codeQuery;
  private readonly codeCache = new Map<number, Buffer>();
  private searchIndex?: SearchIndex;
  private statsCache?: CatalogStats;

  private constructor(
    private readonly db: Database,
    readonly source: string,
    /** The file's identity (see fileStamp) just before it was opened; undefined for a database in memory. */
    readonly fileStamp?: string,
    /** A handle of our own on the file SQLite reads: fstat on it tells a rewrite in place from a rename over the path. */
    private readonly fd?: number,
    /** Designs kept as objects (DESIGN_CACHE unless a test wants eviction to happen). */
    private readonly designCacheSize = DESIGN_CACHE,
  ) {
    const meta = new Map((db.query("SELECT key, value FROM meta").all() as { key: string; value: string }[]).map((r) => [r.key, r.value]));
    if (meta.get(META.schemaVersion) !== SCHEMA_VERSION) {
      throw new CatalogLoadError(
        source,
        `schema version ${meta.get(META.schemaVersion) ?? "missing"}, expected ${SCHEMA_VERSION}; rebuild it with the build command`,
      );
    }
    this.version = meta.get(META.version) ?? "unknown";
    this.builtAt = meta.get(META.builtAt) ?? "unknown";
    this.columns = new Columns(db);
    this.designQuery = db.query("SELECT title, description, tags FROM designs WHERE id = ?");
    this.resourceQuery = db.query(
      "SELECT slug, variant, note, swatch, kind, title, description, category, difficulty, tech, license, author, tags, updated_at, dependencies FROM resources WHERE slug = ?",
    );
    this.snippetListQuery = db.query("SELECT target, language, filename, bytes FROM snippets WHERE slug = ? ORDER BY target");
    this.snippetQuery = db.query("SELECT target, language, filename, bytes, code, start FROM snippets WHERE slug = ? AND target = ?");
    this.codeQuery = db.query("SELECT code_br FROM code WHERE id = ?");
  }

  get designCount(): number {
    return this.columns.designIds.length;
  }

  get resourceCount(): number {
    return this.columns.slugs.length;
  }

  /**
   * Every resource, by slug, each read from the file: for tests, tools and small catalogs. Request paths read a page
   * at a time (resourceAt, designAt).
   */
  get resources(): CatalogResource[] {
    return Array.from({ length: this.resourceCount }, (_, n) => this.resourceAt(n));
  }

  /** Every design, by id, read like `resources`. */
  get designs(): CatalogDesign[] {
    return Array.from({ length: this.designCount }, (_, d) => this.designAt(d));
  }

  /**
   * Design number d with its variants and their snippet lists, read from the file the first time and kept while
   * used. Throws CatalogChangedError rather than read from a file rewritten in place.
   */
  designAt(d: number): CatalogDesign {
    let design = this.designCache.get(d);
    if (design) {
      this.designCache.delete(d); // Re-inserted: Map order doubles as least-recently-used order.
    } else {
      design = this.fromFile(() => this.readDesign(d));
      if (this.designCache.size >= this.designCacheSize) this.designCache.delete(this.designCache.keys().next().value!);
    }
    this.designCache.set(d, design);
    return design;
  }

  /** Resource number n (its place in slug order). */
  resourceAt(n: number): CatalogResource {
    const { columns } = this;
    const d = columns.designOf[n]!;
    const design = this.designAt(d);
    for (let i = columns.first[d]!; i < columns.first[d + 1]!; i++)
      if (columns.variants[i] === n) return design.variants[i - columns.first[d]!]!;
    throw new CatalogLoadError(this.source, `resource ${columns.slugs[n]} is missing from its design; rebuild the catalog`);
  }

  private readDesign(d: number): CatalogDesign {
    const { columns } = this;
    const id = columns.designIds[d]!;
    const row = this.designQuery.values(id)[0] as [string, string, string] | undefined;
    if (!row) throw new CatalogLoadError(this.source, `design ${id} is missing; rebuild the catalog`);
    const design: CatalogDesign = {
      id,
      title: row[0],
      description: row[1],
      tags: JSON.parse(row[2]) as string[],
      variants: [],
      kind: columns.kindOf(d),
      category: columns.categoryOf(d),
      difficulty: columns.difficultyOf(d),
      tech: columns.techOf(d),
    };
    for (let i = columns.first[d]!; i < columns.first[d + 1]!; i++) {
      const slug = columns.slugs[columns.variants[i]!]!;
      const r = this.resourceQuery.values(slug)[0] as ResourceRow | undefined;
      if (!r) throw new CatalogLoadError(this.source, `resource ${slug} is missing; rebuild the catalog`);
      const [, variant, note, swatch, kind, title, description, category, difficulty, tech, license, author, tags, updatedAt, deps] = r;
      const snippets = (this.snippetListQuery.values(slug) as [string, string, string, number][]).map(
        ([target, language, filename, bytes]): SnippetMeta => ({ target, language, filename, bytes, tokens: approxTokens(bytes) }),
      );
      design.variants.push({
        slug,
        design: id,
        variant,
        note,
        swatch: JSON.parse(swatch) as string[],
        kind,
        title,
        description,
        category,
        difficulty,
        tech,
        license,
        author,
        tags: JSON.parse(tags) as string[],
        updatedAt,
        ...(deps === "{}" ? {} : { dependencies: JSON.parse(deps) as Record<string, string> }),
        snippets,
        designOf: design,
      });
    }
    return design;
  }

  /**
   * Opens a catalog file read-only; throws CatalogLoadError with a reason a person can act on.
   * `source` names it in errors when the path alone would mislead (a cached copy of the embedded catalog).
   * `watchInPlace: false` skips the check for a rewrite in place, for a file whose times are touched on purpose.
   * `designCache` is how many designs stay in memory as objects once read.
   */
  static open(path: string, source = path, options: { watchInPlace?: boolean; designCache?: number } = {}): Catalog {
    if (!existsSync(path)) throw new CatalogLoadError(source, "no such file");
    let fd: number | undefined;
    let db: Database | undefined;
    try {
      fd = openSync(path, "r");
      const stat = fstatSync(fd);
      db = new Database(path, { readonly: true, strict: true });
      const watched = options.watchInPlace ?? true;
      if (!watched) closeSync(fd);
      return new Catalog(db, source, stampOf(stat), watched ? fd : undefined, options.designCache);
    } catch (err) {
      db?.close();
      if (fd !== undefined) closeSync(fd);
      throw asLoadError(source, err);
    }
  }

  /** Wraps an already-open database (the copy embedded in the executable), making it read-only first. */
  static fromDatabase(db: Database, source: string): Catalog {
    try {
      db.exec("PRAGMA query_only = ON");
      return new Catalog(db, source);
    } catch (err) {
      throw asLoadError(source, err);
    }
  }

  resource(slug: string): CatalogResource | undefined {
    const n = this.columns.slugNumber(slug);
    return n === -1 ? undefined : this.resourceAt(n);
  }

  design(id: string): CatalogDesign | undefined {
    const d = this.columns.designNumber(id);
    return d === -1 ? undefined : this.designAt(d);
  }

  /** A slug, or a design id standing for the design's default variant. */
  resolve(slugOrDesign: string): Resolved | undefined {
    const resource = this.resource(slugOrDesign);
    if (resource) return { resource };
    const design = this.design(slugOrDesign);
    return design && { resource: design.variants[0]!, from: slugOrDesign };
  }

  /** Every name a caller may use: each slug, and each design id of a design with several variants. */
  *names(): Generator<string> {
    yield* this.columns.slugs;
    for (const id of this.columns.designIds) if (this.columns.slugNumber(id) === -1) yield id;
  }

  /** Read from the file; throws CatalogChangedError rather than answer from one rewritten in place. */
  snippet(slug: string, target: string): SnippetRecord | undefined {
    return this.fromFile(() => {
      const row = this.snippetQuery.get(slug, target) as (Omit<SnippetRecord, "tokens" | "code"> & { code: number; start: number }) | null;
      if (!row) return undefined;
      const { code, start, ...meta } = row;
      const text = this.codeRow(code).toString("utf8", start, start + row.bytes);
      return { ...meta, code: text, tokens: approxTokens(row.bytes) };
    });
  }

  /** True when the file this catalog reads was rewritten in place since it was opened (a rename over its path is not that). */
  changedInPlace(): boolean {
    return this.fd !== undefined && stampOf(fstatSync(this.fd)) !== this.fileStamp;
  }

  /**
   * A read from the file, checked after (one fstat): a rewrite that began before or during the read still shows then,
   * so a read that overlapped one, whatever it returned or threw, becomes CatalogChangedError and no answer mixes two
   * files.
   */
  private fromFile<T>(read: () => T): T {
    let value: T;
    try {
      value = read();
    } catch (err) {
      if (this.changedInPlace()) throw new CatalogChangedError(this.source);
      throw err;
    }
    if (this.changedInPlace()) throw new CatalogChangedError(this.source);
    return value;
  }

  private codeRow(id: number): Buffer {
    let bytes = this.codeCache.get(id);
    if (bytes) {
      this.codeCache.delete(id); // Re-inserted: Map order doubles as least-recently-used order.
    } else {
      const row = this.codeQuery.get(id) as { code_br: Uint8Array } | null;
      if (!row) throw new CatalogLoadError(this.source, `code row ${id} is missing; rebuild the catalog`);
      bytes = brotliDecompressSync(row.code_br);
      if (this.codeCache.size >= CODE_CACHE_ROWS) this.codeCache.delete(this.codeCache.keys().next().value!);
    }
    this.codeCache.set(id, bytes);
    return bytes;
  }

  /** The numbers of the designs matching the filters, in id order. */
  designNumbers(f: ResourceFilter): Uint32Array {
    const accept = this.columns.filter(f);
    const all = this.designCount;
    const out = new Uint32Array(all);
    let n = 0;
    for (let d = 0; d < all; d++) if (accept === undefined || accept(d)) out[n++] = d;
    return out.subarray(0, n);
  }

  matches(d: CatalogDesign | CatalogResource, f: ResourceFilter): boolean {
    return matches(d, f, f.tech?.toLowerCase());
  }

  /** The search index, loaded on first use (or by warm()) so start-up does not wait for it. */
  search(): SearchIndex {
    if (!this.searchIndex) {
      const row = this.fromFile(() => this.db.query("SELECT terms, refs, data FROM search_index WHERE id = 1").get() as StoredIndex | null);
      if (!row) throw new CatalogLoadError(this.source, "the search index is missing; rebuild the catalog");
      try {
        this.searchIndex = SearchIndex.fromStored(row, { designIds: this.columns.designIds, designAt: (d) => this.designAt(d) });
      } catch (err) {
        throw new CatalogLoadError(this.source, `${(err as Error).message}; rebuild the catalog`);
      }
    }
    return this.searchIndex;
  }

  /**
   * Loads the search index and, when every design fits the design cache (the default catalog does, many times over),
   * reads every design: the server calls this just after it starts listening, so the first searches do not each
   * read their designs from the file. A larger catalog keeps reading designs as they are asked for.
   */
  warm(): void {
    this.search();
    if (this.designCount <= this.designCacheSize) for (let d = 0; d < this.designCount; d++) this.designAt(d);
  }

  /** Totals, and designs by kind, category, tech and difficulty (the grouped lists count designs too). */
  stats(): CatalogStats {
    if (this.statsCache) return this.statsCache;
    const count = <T>(items: readonly T[], key: (item: T) => string[]) => {
      const out: Record<string, number> = {};
      for (const item of items) for (const k of key(item)) out[k] = (out[k] ?? 0) + 1;
      return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
    };
    const { columns } = this;
    const designs = Array.from({ length: this.designCount }, (_, d) => d);
    // Snippet targets counted by SQLite: no resource object is made for the stats.
    const targets = this.fromFile(
      () => this.db.query("SELECT target, COUNT(*) FROM snippets GROUP BY target").values() as [string, number][],
    );
    this.statsCache = {
      resources: this.resourceCount,
      designs: this.designCount,
      snippets: targets.reduce((n, [, count]) => n + count, 0),
      byKind: count(designs, (d) => [columns.kindOf(d)]),
      byCategory: count(designs, (d) => [columns.categoryOf(d)]),
      byTech: count(designs, (d) => [columns.techOf(d)]),
      byDifficulty: count(designs, (d) => [columns.difficultyOf(d)]),
      targets: Object.fromEntries(targets.sort(([a], [b]) => (a < b ? -1 : 1))),
    };
    return this.statsCache;
  }

  close() {
    this.db.close();
    if (this.fd !== undefined) closeSync(this.fd);
  }
}

/**
 * A file's identity: inode, size and modification time, enough to tell that it was replaced or rewritten.
 * Undefined when it cannot be read (missing, or its folder gone or unreadable).
 */
export function fileStamp(path: string): string | undefined {
  try {
    return stampOf(statSync(path));
  } catch {
    return undefined;
  }
}

const stampOf = (stat: Stats) => `${stat.ino}:${stat.size}:${stat.mtimeMs}`;

function matches(r: CatalogDesign | CatalogResource, f: ResourceFilter, techLower: string | undefined): boolean {
  return (
    (f.kind === undefined || r.kind === f.kind) &&
    (f.category === undefined || r.category === f.category) &&
    (f.difficulty === undefined || r.difficulty === f.difficulty) &&
    (techLower === undefined || r.tech.toLowerCase() === techLower)
  );
}

function asLoadError(path: string, err: unknown): CatalogLoadError {
  if (err instanceof CatalogLoadError) return err;
  const message = (err as Error).message ?? String(err);
  if (/not a database|file is encrypted|malformed/i.test(message))
    return new CatalogLoadError(path, "not a catalog database (corrupt, truncated or another kind of file)");
  if (/no such table|no such column/i.test(message))
    return new CatalogLoadError(path, `not a catalog of this server's schema (${message}); rebuild it with the build command`);
  return new CatalogLoadError(path, message);
}
