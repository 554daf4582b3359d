// The repository's own catalog.db: built from catalog/ when it is missing or its sources changed, never committed.
//
// "Changed" is a content hash, not a clock: of every file under catalog/ and of the builder's own code (a new
// derivation gives new snippets from the same sources), stored in the catalog's meta table when it is built.
import { Database } from "bun:sqlite";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { buildSource, type BuildResult } from "./builder.ts";
import { META } from "./schema.ts";

const ROOT = join(import.meta.dir, "..", "..");
/** The default catalog's source and the file built from it. */
export const REPO_SOURCE = join(ROOT, "catalog");
export const REPO_CATALOG = join(ROOT, "catalog.db");
/** The code that turns sources into a catalog.db: src/catalog/ and its derive/ writers. */
const BUILDER_CODE = import.meta.dir;

const MAX_HASHED_BYTES = 1024 * 1024;

/** A hash of every file under the folders, by relative path and content, in a stable order. */
export function sourceHash(folders: string[] = [REPO_SOURCE, BUILDER_CODE]): string {
  const hash = createHash("sha256");
  for (const folder of folders) {
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        if (entry.name.startsWith(".")) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        // Regular files only (a link or FIFO is the build's to refuse); one too big for a source file is hashed by its
        // size and date, as the build will refuse it anyway.
        else if (entry.isFile()) {
          const stat = statSync(path);
          hash
            .update(`${relative(folder, path)}\u0000`)
            .update(stat.size > MAX_HASHED_BYTES ? `${stat.size}:${stat.mtimeMs}` : readFileSync(path))
            .update("\u0000");
        }
      }
    };
    hash.update(`${relative(ROOT, folder)}\u0001`);
    walk(folder);
  }
  return hash.digest("hex").slice(0, 24);
}

/** The source hash a catalog file was built from; undefined when it is missing, unreadable or from before hashes. */
export function builtFrom(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const db = new Database(path, { readonly: true });
    try {
      return (db.query("SELECT value FROM meta WHERE key = ?").get(META.sourceHash) as { value: string } | null)?.value;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

/** A build interrupted by Ctrl-C or a kill leaves `catalog.db.<pid>.tmp`; once its process is gone, it goes too. */
function removeOrphanedTemps(out: string) {
  const dir = dirname(out);
  const prefix = `${basename(out)}.`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^(\d+)\.tmp$/.exec(name.slice(prefix.length))?.[1]);
    if (!name.startsWith(prefix) || !Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    rmSync(join(dir, name), { force: true });
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

export interface Freshness {
  /** The build, when one was needed. */
  built?: BuildResult;
  why?: "missing" | "changed";
}

/**
 * Builds `out` from `source` unless it was built from these very sources; says why it built. A failed build
 * throws (SourceError names each problem) and leaves the previous file as it was.
 */
export async function ensureCatalog(
  progress: (message: string, fields?: Record<string, unknown>) => void = () => {},
  { source = REPO_SOURCE, out = REPO_CATALOG, hashOf = () => sourceHash([source, BUILDER_CODE]) } = {},
): Promise<Freshness> {
  const hash = hashOf();
  removeOrphanedTemps(out);
  const current = builtFrom(out);
  if (current === hash) return {};
  const why = existsSync(out) ? "changed" : "missing";
  progress(
    `catalog.db is ${why === "missing" ? "missing" : "older than its sources"}: building it from ${relative(ROOT, source) || source}/`,
    { why },
  );
  let shown = performance.now();
  const built = await buildSource(source, out, {
    sourceHash: hash,
    // A line a second is enough to show it is moving; the build takes seconds, not minutes.
    onProgress: (done, total) => {
      if (done < total && performance.now() - shown < 1000) return;
      shown = performance.now();
      progress(done < total ? `${done}/${total} folders read` : `${total} folders read; indexing and writing catalog.db`, { done, total });
    },
  });
  progress(
    `built catalog.db: ${built.designs} designs, ${built.resources} resources, ${built.snippets} snippets in ${(built.ms / 1000).toFixed(1)} s`,
    {
      designs: built.designs,
      resources: built.resources,
      ms: built.ms,
    },
  );
  return { built, why };
}
