// The catalog embedded in the executable, served from a copy in the cache folder.
// SQLite can only open the embedded bytes after they are copied into memory twice (out of the executable,
// then into SQLite): about 50 ms and 70 MB for the default catalog. A file costs neither, so the first start
// writes the bytes to the cache folder and opens that, and later starts open it straight away.
import { Database } from "bun:sqlite";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { basename, join } from "node:path";
import { Catalog } from "./reader.ts";

export interface EmbeddedCatalog {
  catalog: Catalog;
  /** The cache file served from; undefined when the catalog is in memory. */
  cacheFile?: string;
  /** Why the catalog is in memory although there is a cache folder. */
  cacheError?: string;
  /**
   * Set when this start wrote the cache file: it is served from a temporary name until this flushes it to
   * disk and renames it into place (run it after listening). Until then a crash leaves only a temporary file.
   */
  settleCache?: () => Promise<void>;
}

/** What this module names its cache files; nothing else in the folder is touched. */
const CACHE_NAME = /^catalog-[a-z0-9]+\.db$/;
const TEMP_NAME = /^catalog-[a-z0-9]+\.db\.\d+\.\d+\.tmp$/;

/**
 * Opens the embedded catalog at `embedded` (a /$bunfs/ path). Bun names embedded files by their content hash
 * (catalog-vecc6qg9.db), so that name is the cache key: a new catalog never opens an old copy.
 */
export async function openEmbedded(embedded: string, cacheDir: string | undefined): Promise<EmbeddedCatalog> {
  let cacheError: string | undefined;
  if (cacheDir) {
    const cached = join(cacheDir, basename(embedded));
    if (isOwnCopy(cached, Bun.file(embedded).size)) {
      try {
        return { catalog: Catalog.open(cached, label(cached)), cacheFile: cached };
      } catch {
        // A damaged copy: written again below, under a new name, and renamed over it.
      }
    }
    try {
      return await writeCache(embedded, cacheDir, cached);
    } catch (err) {
      cacheError = `cannot write ${cached}: ${(err as Error).message}`;
    }
  }
  const bytes = await Bun.file(embedded).bytes();
  return { catalog: Catalog.fromDatabase(Database.deserialize(bytes, { readonly: true, strict: true }), "embedded catalog.db"), cacheError };
}

const label = (file: string) => `embedded catalog.db (cached at ${file})`;

/** The cache file is whole (it is only ever renamed into place whole) and was written by this user. */
function isOwnCopy(path: string, size: number): boolean {
  try {
    const stat = statSync(path);
    return stat.size === size && (process.getuid === undefined || stat.uid === process.getuid());
  } catch {
    return false; // Absent, or the folder is unusable (writeCache then says why).
  }
}

// Synchronous up to the start of the write, which then runs off the main thread: the caller can load the
// server's modules meanwhile (see cli.ts).
async function writeCache(embedded: string, dir: string, cached: string): Promise<EmbeddedCatalog> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = `${cached}.${process.pid}.${Date.now()}.tmp`;
  const settle = async () => {
    try {
      const file = await open(temp, "r+");
      try {
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, cached);
    } catch (err) {
      await rm(temp, { force: true }); // A server already serving it keeps its open file.
      throw err;
    }
    removeOtherVersions(dir, basename(cached));
  };
  try {
    await Bun.write(temp, Bun.file(embedded));
    // Windows cannot rename a file SQLite holds open, so there the file is settled before it is opened.
    if (process.platform === "win32") {
      await settle();
      return { catalog: Catalog.open(cached, label(cached)), cacheFile: cached };
    }
    return { catalog: Catalog.open(temp, label(cached)), cacheFile: cached, settleCache: settle };
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** Copies of other catalogs (from earlier versions of the binary), and temporary files a crash left behind. */
function removeOtherVersions(dir: string, keep: string) {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return; // Tidying is best effort: the copy this start needs is already in place.
  }
  for (const name of names) {
    const path = join(dir, name);
    if (name === keep || !(CACHE_NAME.test(name) || (TEMP_NAME.test(name) && isStale(path)))) continue;
    try {
      rmSync(path, { force: true });
    } catch {
      // Windows refuses while another server has the file open; a later start removes it.
    }
  }
}

const isStale = (path: string) => Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 10 * 60_000;
