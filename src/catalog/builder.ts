// Turns a source folder into catalog.db: validates, indexes, and swaps the file in only once it is whole.
import { Database } from "bun:sqlite";
import { createHash } from "node:crypto";
import { existsSync, renameSync, rmSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import lunr from "lunr";
import { packIndex, type StoredIndex } from "./index-file.ts";
import type { ResourceRecord } from "./model.ts";
import { Postings, type SerializedLunrIndex } from "./postings.ts";
import { META, SCHEMA_SQL, SCHEMA_VERSION } from "./schema.ts";
import { compileTailwindSource, readSource, type SourceCatalog } from "./source.ts";
import type { TailwindStylesheets } from "./tailwind.ts";
import { INDEX_PIPELINE, SEARCH_FIELDS, tokenize, variantWords } from "./text.ts";

export interface BuildResult {
  out: string;
  version: string;
  resources: number;
  designs: number;
  snippets: number;
  ms: number;
}

export interface BuildOptions {
  now?: Date;
  /** Stored as the catalog's source hash, for `npm start` to tell whether the file is current. */
  sourceHash?: string;
  /** Told as each source folder is read (deriving its targets is most of a build's time). */
  onProgress?: (done: number, total: number) => void;
  /**
   * The compiled classes of the source's Tailwind designs: `await compileTailwindSource(sourceDir)`, the build's
   * asynchronous first step (tailwindcss compiles asynchronously). A source without Tailwind designs needs none.
   */
  tailwind?: TailwindStylesheets;
}

/** Builds `out` from the source folder. On any failure the previous `out`, if any, is left as it was. */
export function buildCatalog(sourceDir: string, out: string, options: BuildOptions = {}): BuildResult {
  const started = performance.now();
  const source = readSource(sourceDir, options.onProgress, options.tailwind);
  return writeCatalog(source, out, options, started);
}

/**
 * The whole build, as the CLI and `npm start` run it: its asynchronous first step (compiling the classes of the
 * source's Tailwind designs), then buildCatalog. The time it reports includes both.
 */
export async function buildSource(sourceDir: string, out: string, options: Omit<BuildOptions, "tailwind"> = {}): Promise<BuildResult> {
  const started = performance.now();
  const tailwind = await compileTailwindSource(sourceDir);
  return writeCatalog(readSource(sourceDir, options.onProgress, tailwind), out, options, started);
}

/** Writes an already-read source; buildCatalog's second half, for callers that read the source themselves. */
export function writeCatalog(source: SourceCatalog, out: string, options: BuildOptions = {}, started = performance.now()): BuildResult {
  const version = contentHash(source);
  const index = buildSearchIndex(source);
  const tmp = `${out}.${process.pid}.tmp`;
  try {
    writeDatabase(tmp, source, index, { version, builtAt: (options.now ?? new Date()).toISOString(), sourceHash: options.sourceHash });
    renameSync(tmp, out);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  return {
    out,
    version,
    resources: source.resources.length,
    designs: source.designs.length,
    snippets: source.resources.reduce((n, r) => n + r.snippets.length, 0),
    ms: Math.round(performance.now() - started),
  };
}

/** The catalog version: the same sources always give the same hash, whatever the build time or machine. */
export function contentHash(source: SourceCatalog): string {
  const hash = createHash("sha256");
  for (const design of source.designs) hash.update(JSON.stringify(design));
  for (const { resource, snippets } of source.resources) {
    hash.update(JSON.stringify(resource));
    for (const s of snippets) hash.update(JSON.stringify([s.target, s.language, s.filename, s.code]));
  }
  return hash.digest("hex").slice(0, 16);
}

/** One document per design: a search finds designs, and the query's words pick the variant (see search-index.ts). */
function buildSearchIndex(source: SourceCatalog): StoredIndex {
  const builder = new lunr.Builder();
  builder.tokenizer = tokenize as unknown as typeof lunr.tokenizer;
  builder.pipeline.add(...INDEX_PIPELINE);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref("design");
  for (const field of SEARCH_FIELDS) builder.field(field.name, { boost: field.boost });
  const variants = new Map<string, ResourceRecord[]>();
  for (const { resource } of source.resources) {
    const list = variants.get(resource.design);
    if (list) list.push(resource);
    else variants.set(resource.design, [resource]);
  }
  for (const d of source.designs) {
    const list = variants.get(d.id)!;
    const first = list[0]!;
    builder.add({
      design: d.id,
      title: d.title,
      tags: d.tags,
      tech: first.tech,
      category: first.category,
      kind: first.kind,
      slug: d.id,
      description: d.description,
      variants: list.map((r) => variantWords(r, d)).join(" "),
    });
  }
  // lunr computes every weight; what is stored is its postings, packed to load without parsing (index-file.ts).
  return packIndex(Postings.fromLunr(builder.build().toJSON() as unknown as SerializedLunrIndex));
}

/** Brotli quality 9, text mode: deterministic; its 4 MB window spans every variant of a design, so shared code costs once. */
const compressCode = (code: Buffer) =>
  brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });

function writeDatabase(
  path: string,
  source: SourceCatalog,
  index: StoredIndex,
  meta: { version: string; builtAt: string; sourceHash?: string },
) {
  if (existsSync(path)) rmSync(path);
  const db = new Database(path, { create: true, strict: true });
  try {
    // 16 KiB pages: with 4 KiB pages a compressed code row (a few KB) spills onto overflow pages of its own.
    db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA page_size = 16384;");
    db.exec(SCHEMA_SQL);
    db.transaction(() => {
      const putMeta = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
      putMeta.run(META.schemaVersion, SCHEMA_VERSION);
      putMeta.run(META.version, meta.version);
      putMeta.run(META.builtAt, meta.builtAt);
      if (meta.sourceHash) putMeta.run(META.sourceHash, meta.sourceHash);
      const putDesign = db.prepare("INSERT INTO designs (id, title, description, tags) VALUES (?, ?, ?, ?)");
      for (const d of source.designs) putDesign.run(d.id, d.title, d.description, JSON.stringify(d.tags));
      const putResource = db.prepare(
        `INSERT INTO resources (slug, design, variant, rank, note, swatch, kind, title, description, category, difficulty, tech, tags, license, author, updated_at, dependencies)
         VALUES ($slug, $design, $variant, $rank, $note, $swatch, $kind, $title, $description, $category, $difficulty, $tech, $tags, $license, $author, $updatedAt, $dependencies)`,
      );
      const putCode = db.prepare("INSERT INTO code (code_br) VALUES (?)");
      const putSnippet = db.prepare(
        "INSERT INTO snippets (slug, target, language, filename, bytes, code, start) VALUES (?, ?, ?, ?, ?, ?, ?)",
      );
      // A design's variants are consecutive in the source: gather them, then write each target's code as one row.
      const flush = (group: SourceCatalog["resources"]) => {
        const targets = [...new Set(group.flatMap((g) => g.snippets.map((s) => s.target)))];
        for (const target of targets) {
          const parts: Buffer[] = [];
          const rows: [string, { target: string; language: string; filename: string; bytes: number }, number][] = [];
          let start = 0;
          for (const { resource, snippets } of group) {
            const s = snippets.find((x) => x.target === target);
            if (!s) continue;
            const bytes = Buffer.from(s.code, "utf8");
            parts.push(bytes);
            rows.push([resource.slug, s, start]);
            start += bytes.length;
          }
          const codeId = Number(putCode.run(compressCode(Buffer.concat(parts))).lastInsertRowid);
          for (const [slug, s, at] of rows) putSnippet.run(slug, s.target, s.language, s.filename, s.bytes, codeId, at);
        }
      };
      let group: SourceCatalog["resources"] = [];
      source.resources.forEach(({ resource: r }, i) => {
        const rank = group.length > 0 && group[0]!.resource.design === r.design ? group.length : 0;
        if (rank === 0 && group.length > 0) {
          flush(group);
          group = [];
        }
        group.push(source.resources[i]!);
        putResource.run({
          ...r,
          rank,
          swatch: JSON.stringify(r.swatch),
          tags: JSON.stringify(r.tags),
          dependencies: JSON.stringify(r.dependencies ?? {}),
        });
      });
      if (group.length > 0) flush(group);
      db.prepare("INSERT INTO search_index (id, terms, refs, data) VALUES (1, ?, ?, ?)").run(index.terms, index.refs, index.data);
    })();
    db.exec("VACUUM");
  } finally {
    db.close();
  }
}
