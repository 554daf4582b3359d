// Opens catalog.db read-only and answers every question the tools ask of it; the search index loads lazily.
import { Database } from "bun:sqlite";
import { closeSync, existsSync, fstatSync, openSync, type Stats, statSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
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

export type { CatalogDesign, CatalogResource, Resolved } from "./model.ts";

export interface ResourceFilter {
  kind?: Kind;
  category?: string;
  difficulty?: Difficulty;
  tech?: string;
}

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
  design: string,
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

export class Catalog {
  readonly version: string;
  readonly builtAt: string;
  /** Every resource, by slug. */
  readonly resources: readonly CatalogResource[];
  /** Every design, by id. */
  readonly designs: readonly CatalogDesign[];
  private readonly bySlug: Map<string, CatalogResource>;
  private readonly byDesign: Map<string, CatalogDesign>;
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

    // Rows as arrays and objects built in one step: this runs on every start, for every snippet.
    const snippetsBySlug = new Map<string, SnippetMeta[]>();
    let slugOfList: string | undefined;
    let list: SnippetMeta[] = [];
    const snippetRows = db.query("SELECT slug, target, language, filename, bytes FROM snippets ORDER BY slug, target").values() as [
      string,
      string,
      string,
      string,
      number,
    ][];
    for (const [slug, target, language, filename, bytes] of snippetRows) {
      if (slug !== slugOfList) {
        list = [];
        snippetsBySlug.set(slug, list);
        slugOfList = slug;
      }
      list.push({ target, language, filename, bytes, tokens: approxTokens(bytes) });
    }
    const designRows = db.query("SELECT id, title, description, tags FROM designs ORDER BY id").values() as [
      string,
      string,
      string,
      string,
    ][];
    this.designs = designRows.map(([id, title, description, tags]) => ({
      id,
      title,
      description,
      tags: JSON.parse(tags) as string[],
      variants: [],
      kind: "component",
      category: "",
      difficulty: "easy",
      tech: "",
    }));
    this.byDesign = new Map(this.designs.map((d) => [d.id, d]));
    const rows = db
      .query(
        "SELECT slug, design, variant, note, swatch, kind, title, description, category, difficulty, tech, license, author, tags, updated_at, dependencies FROM resources ORDER BY design, rank",
      )
      .values() as ResourceRow[];
    const variants = rows.map(
      ([
        slug,
        design,
        variant,
        note,
        swatch,
        kind,
        title,
        description,
        category,
        difficulty,
        tech,
        license,
        author,
        tags,
        updatedAt,
        deps,
      ]) => {
        const designOf = this.byDesign.get(design);
        if (!designOf) throw new CatalogLoadError(source, `resource ${slug} names a design that is not in the catalog; rebuild it`);
        const r: CatalogResource = {
          slug,
          design,
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
          snippets: snippetsBySlug.get(slug) ?? [],
          designOf,
        };
        if (designOf.variants.length === 0) Object.assign(designOf, { kind, category, difficulty, tech });
        designOf.variants.push(r);
        return r;
      },
    );
    this.resources = variants.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    this.bySlug = new Map(this.resources.map((r) => [r.slug, r]));
    this.snippetQuery = db.query("SELECT target, language, filename, bytes, code, start FROM snippets WHERE slug = ? AND target = ?");
    this.codeQuery = db.query("SELECT code_br FROM code WHERE id = ?");
  }

  /**
   * Opens a catalog file read-only; throws CatalogLoadError with a reason a person can act on.
   * `source` names it in errors when the path alone would mislead (a cached copy of the embedded catalog).
   * `watchInPlace: false` skips the check for a rewrite in place, for a file whose times are touched on purpose.
   */
  static open(path: string, source = path, options: { watchInPlace?: boolean } = {}): Catalog {
    if (!existsSync(path)) throw new CatalogLoadError(source, "no such file");
    let fd: number | undefined;
    let db: Database | undefined;
    try {
      fd = openSync(path, "r");
      const stat = fstatSync(fd);
      db = new Database(path, { readonly: true, strict: true });
      const watched = options.watchInPlace ?? true;
      if (!watched) closeSync(fd);
      return new Catalog(db, source, stampOf(stat), watched ? fd : undefined);
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
    return this.bySlug.get(slug);
  }

  design(id: string): CatalogDesign | undefined {
    return this.byDesign.get(id);
  }

  /** A slug, or a design id standing for the design's default variant. */
  resolve(slugOrDesign: string): Resolved | undefined {
    const resource = this.bySlug.get(slugOrDesign);
    if (resource) return { resource };
    const design = this.byDesign.get(slugOrDesign);
    return design && { resource: design.variants[0]!, from: slugOrDesign };
  }

  /** Every name a caller may use: each slug, and each design id of a design with several variants. */
  *names(): Generator<string> {
    yield* this.bySlug.keys();
    for (const d of this.designs) if (!this.bySlug.has(d.id)) yield d.id;
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

  /** Designs matching the filters, by id. */
  filterDesigns(f: ResourceFilter): CatalogDesign[] {
    const tech = f.tech?.toLowerCase();
    return this.designs.filter((d) => matches(d, f, tech));
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
        this.searchIndex = SearchIndex.fromStored(row, this.designs);
      } catch (err) {
        throw new CatalogLoadError(this.source, `${(err as Error).message}; rebuild the catalog`);
      }
    }
    return this.searchIndex;
  }

  /** Totals, and designs by kind, category, tech and difficulty (the grouped lists count designs too). */
  stats(): CatalogStats {
    if (this.statsCache) return this.statsCache;
    const count = <T>(items: readonly T[], key: (item: T) => string[]) => {
      const out: Record<string, number> = {};
      for (const item of items) for (const k of key(item)) out[k] = (out[k] ?? 0) + 1;
      return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
    };
    this.statsCache = {
      resources: this.resources.length,
      designs: this.designs.length,
      snippets: this.resources.reduce((n, r) => n + r.snippets.length, 0),
      byKind: count(this.designs, (d) => [d.kind]),
      byCategory: count(this.designs, (d) => [d.category]),
      byTech: count(this.designs, (d) => [d.tech]),
      byDifficulty: count(this.designs, (d) => [d.difficulty]),
      targets: count(this.resources, (r) => r.snippets.map((s) => s.target)),
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
