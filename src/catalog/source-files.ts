// Reads a catalog source folder safely: folders and regular files inside it only, never through a symbolic link, never
// blocking on a FIFO or device, each size checked before a byte is read; every refusal is a problem naming the file.
import { closeSync, constants, type Dirent, fstatSync, lstatSync, openSync, readdirSync, readSync, type Stats } from "node:fs";
import { join } from "node:path";

/** What an entry is, read without following links. */
export type EntryKind = "folder" | "file" | "link" | "special";

export interface FolderEntry {
  name: string;
  kind: EntryKind;
}

/** Shaped like the source reader's problems, so they go in the same list. */
export interface FileProblem {
  file: string;
  reason: string;
}

/**
 * Links are refused rather than resolved: a link is how a source would reach /etc/passwd or /dev/zero, and one that
 * stays inside SOURCE can be replaced by a copy.
 */
const LINK = "a symbolic link; links are not followed (put the file or folder itself here)";

/** Why an entry of this kind cannot be read as a file. */
export function notAFile(kind: EntryKind): string {
  if (kind === "link") return LINK;
  if (kind === "folder") return "a folder where a file belongs";
  return "not a regular file (a FIFO, socket or device)";
}

/** Why an entry of this kind cannot be read as a folder. */
export function notAFolder(kind: EntryKind): string {
  return kind === "link" ? LINK : "not a folder";
}

function kindOf(entry: Dirent | Stats): EntryKind | undefined {
  if (entry.isSymbolicLink()) return "link";
  if (entry.isDirectory()) return "folder";
  if (entry.isFile()) return "file";
  if (entry.isFIFO() || entry.isSocket() || entry.isBlockDevice() || entry.isCharacterDevice()) return "special";
  return undefined; // Some filesystems do not say in the listing: ask lstat.
}

/**
 * The entries of a folder by name, hidden ones (".git", ".DS_Store") left out, each with its kind as it is on disk
 * (a link is a link, whatever it points at). Undefined, with a problem, when the folder cannot be read.
 */
export function listFolder(path: string, file: string, problems: FileProblem[], what = "folder"): FolderEntry[] | undefined {
  let entries: Dirent[];
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (err) {
    problems.push({ file, reason: `cannot read the ${what} (${(err as NodeJS.ErrnoException).code ?? err})` });
    return undefined;
  }
  const out: FolderEntry[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    let kind = kindOf(entry);
    if (kind === undefined) {
      try {
        kind = kindOf(lstatSync(join(path, entry.name))) ?? "special";
      } catch {
        kind = "special"; // gone since the listing: reading it would fail the same way
      }
    }
    out.push({ name: entry.name, kind });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export interface ReadOptions {
  /** The most bytes the file may hold; larger is refused from its size, unread. */
  maxBytes: number;
  /** The limit as a problem words it after "size N bytes; " (default "at most maxBytes bytes"). */
  limit?: string;
  /** A missing file is no problem: undefined comes back and nothing is reported. */
  optional?: boolean;
}

/** Grown to the largest maxBytes + 1 asked for: one buffer for every read, copied out at the file's length. */
let scratch = Buffer.alloc(0);

/**
 * A regular file's bytes. Opened without following a link (O_NOFOLLOW) and without waiting for a FIFO's writer
 * (O_NONBLOCK); fstat of the open file decides, so nothing can be swapped in between: anything but a regular file,
 * or one over maxBytes, is a problem naming `file`. At most maxBytes + 1 bytes are ever read, so a file that grows,
 * or says it is empty as /proc files do, still cannot pass the limit.
 */
export function readSourceFile(path: string, file: string, problems: FileProblem[], options: ReadOptions): Buffer | undefined {
  const limit = options.limit ?? `at most ${options.maxBytes} bytes`;
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT" && options.optional) return undefined;
    problems.push({ file, reason: code === "ENOENT" ? "missing" : code === "ELOOP" ? LINK : `cannot be read (${code ?? err})` });
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    const kind = kindOf(stat);
    if (kind !== "file") {
      problems.push({ file, reason: notAFile(kind ?? "special") });
      return undefined;
    }
    if (stat.size > options.maxBytes) {
      problems.push({ file, reason: `size ${stat.size} bytes; ${limit}` });
      return undefined;
    }
    if (scratch.length < options.maxBytes + 1) scratch = Buffer.alloc(options.maxBytes + 1);
    let length = 0;
    for (let n: number; length <= options.maxBytes && (n = readSync(fd, scratch, length, options.maxBytes + 1 - length, length)) > 0; )
      length += n;
    if (length > options.maxBytes) {
      problems.push({ file, reason: `size over ${options.maxBytes} bytes (it grew while being read); ${limit}` });
      return undefined;
    }
    return Buffer.from(scratch.subarray(0, length));
  } catch (err) {
    problems.push({ file, reason: `cannot be read (${(err as NodeJS.ErrnoException).code ?? err})` });
    return undefined;
  } finally {
    closeSync(fd);
  }
}
