// The catalog embedded in the executable, served from a copy in the cache folder.
// SQLite can only open the embedded bytes after they are copied into memory twice (out of the executable,
// then into SQLite): about 50 ms and 70 MB for the default catalog. A file costs neither, so the first start
// writes the bytes to the cache folder and opens that, and later starts open it straight away.
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
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
   * Run once after listening (or at shutdown, if that comes first). A copy this start wrote is served from a
   * temporary name until this flushes it to disk and renames it into place, and resolves true. It also tidies
   * the folder: copies of other catalogs unused for a week, and temporary files of starts that died.
   */
  settleCache?: () => Promise<boolean>;
}

/** Names this module gives its files: nothing else in the folder is touched. */
const COPY_NAME = /^embedded-catalog-[a-z0-9]+\.db$/;
const TEMP_NAME = /^embedded-catalog-[a-z0-9]+\.db\.[0-9a-f]{16}\.tmp$/;
const UNUSED_COPY_MS = 7 * 24 * 3600_000;
/** A start settles its copy half a second after listening, so an older temporary file was left by one that died. */
const ORPHANED_TEMP_MS = 60_000;

/**
 * Opens the embedded catalog at `embedded` (a /$bunfs/ path). Bun names embedded files by their content hash
 * (catalog-vecc6qg9.db), so that name is the cache key: a new catalog never opens an old copy.
 * Synchronous up to the start of a first start's write, which then runs off the main thread (see cli.ts).
 */
export async function openEmbedded(embedded: string, cacheDir: string | undefined): Promise<EmbeddedCatalog> {
  let cacheError: string | undefined;
  if (cacheDir) {
    const cached = join(cacheDir, `embedded-${basename(embedded)}`);
    const size = Bun.file(embedded).size;
    cacheError = folderProblem(cacheDir);
    if (!cacheError) {
      if (isOwnCopy(cached, size)) {
        try {
          const catalog = Catalog.open(cached, label(cached), UNWATCHED);
          const settleCache = async () => {
            tidy(cacheDir, cached);
            return false;
          };
          return { catalog, cacheFile: cached, settleCache };
        } catch {
          // A damaged copy: written again below, under a new name, and renamed over it.
        }
      }
      try {
        return await writeCopy(embedded, size, cacheDir, cached);
      } catch (err) {
        cacheError = `cannot write ${cached}: ${(err as Error).message}`;
      }
    }
  }
  const bytes = await Bun.file(embedded).bytes();
  return {
    catalog: Catalog.fromDatabase(Database.deserialize(bytes, { readonly: true, strict: true }), "embedded catalog.db"),
    cacheError,
  };
}

const label = (file: string) => `embedded catalog.db (cached at ${file})`;

/**
 * Creates the folder (for this user only) if it is missing, and refuses one another user could write to: they
 * could put their own catalog in the copy's place and have it served.
 */
function folderProblem(dir: string): string | undefined {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (process.platform === "win32" || !process.getuid) return undefined;
    const stat = statSync(dir);
    if (!stat.isDirectory()) return `${dir} is not a folder`;
    if (stat.uid !== process.getuid()) return `the cache folder ${dir} belongs to another user`;
    if (stat.mode & 0o022) return `the cache folder ${dir} is writable by other users`;
    return undefined;
  } catch (err) {
    return `cannot use the cache folder ${dir}: ${(err as Error).message}`;
  }
}

/**
 * Copies are opened without the reader's check for a rewrite in place: tidy() touches the copy in use (so does any
 * other server sharing the folder) to mark it as used, and nothing rewrites a copy once it is whole.
 */
const UNWATCHED = { watchInPlace: false };

/** A regular file (not a link) of the embedded catalog's size: only ever renamed into place whole. */
function isOwnCopy(path: string, size: number): boolean {
  try {
    const stat = lstatSync(path);
    return stat.isFile() && stat.size === size;
  } catch {
    return false;
  }
}

async function writeCopy(embedded: string, size: number, dir: string, cached: string): Promise<EmbeddedCatalog> {
  const temp = `${cached}.${randomBytes(8).toString("hex")}.tmp`;
  closeSync(openSync(temp, "wx", 0o600)); // Created here, exclusively: never written through a file or link put in its place.
  let written = false;
  let settled = false;
  // A process that ends before the copy is settled (a port already in use, a signal, a crash) keeps a whole
  // copy and removes a partial one, rather than leave 34 MB of temporary file behind.
  const atExit = () => {
    if (settled) return;
    try {
      if (!written) throw new Error("partial");
      const fd = openSync(temp, "r+");
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temp, cached);
    } catch {
      rmSync(temp, { force: true });
    }
  };
  process.on("exit", atExit);
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
    } finally {
      settled = true;
      process.off("exit", atExit);
    }
    tidy(dir, cached);
    return true;
  };
  try {
    await Bun.write(temp, Bun.file(embedded));
    written = true;
    if (process.platform === "win32") return await settleBeforeOpening(settle, cached, size);
    return { catalog: Catalog.open(temp, label(cached), UNWATCHED), cacheFile: cached, settleCache: settle };
  } catch (err) {
    settled = true;
    process.off("exit", atExit);
    rmSync(temp, { force: true });
    throw err;
  }
}

/**
 * Windows cannot rename a file SQLite holds open, so there the copy is settled before it is opened. If another
 * start settled its own copy first and has it open, the rename fails, and that copy is the one to open.
 */
async function settleBeforeOpening(settle: () => Promise<boolean>, cached: string, size: number): Promise<EmbeddedCatalog> {
  try {
    await settle();
  } catch (err) {
    if (!isOwnCopy(cached, size)) throw err;
  }
  return { catalog: Catalog.open(cached, label(cached), UNWATCHED), cacheFile: cached };
}

/** Best effort: marks this copy as used, and removes what is stale. Never fails the copy this start needs. */
function tidy(dir: string, keep: string) {
  const now = Date.now();
  const attempt = (action: () => void) => {
    try {
      action();
    } catch {
      // Windows refuses to remove a file another server has open, for one; a later start tries again.
    }
  };
  attempt(() => utimesSync(keep, now / 1000, now / 1000));
  attempt(() => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (path === keep || !(COPY_NAME.test(name) || TEMP_NAME.test(name))) continue;
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (!stat?.isFile() || (process.getuid && stat.uid !== process.getuid())) continue;
      const unusedFor = now - stat.mtimeMs;
      if (unusedFor > (COPY_NAME.test(name) ? UNUSED_COPY_MS : ORPHANED_TEMP_MS)) attempt(() => rmSync(path, { force: true }));
    }
  });
}
