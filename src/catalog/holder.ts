// The catalog being served, swappable at run time: requests in flight keep the catalog they started with.
import { Catalog, CatalogLoadError, fileStamp } from "./reader.ts";

/** How long a replaced catalog stays open for the requests that still hold it. */
const RETIRE_AFTER_MS = 60_000;

export type SwapResult = { ok: true; catalog: Catalog; previous: string } | { ok: false; error: string };

export class CatalogHolder {
  /** The file's identity when it was last opened or refused. */
  private seen: string | undefined;

  constructor(
    private current: Catalog,
    /** The file to reload from; undefined for the catalog embedded in the executable. */
    readonly path: string | undefined,
  ) {
    // Taken when the catalog was opened, not now: a file replaced in between still counts as changed.
    this.seen = current.fileStamp;
  }

  /**
   * True when the file is not the one last opened or refused. Compared with that, not with an earlier poll, so a
   * file replaced before the first poll still counts as changed. A file that cannot be read is no change.
   */
  changedOnDisk(): boolean {
    if (!this.path) return false;
    const now = fileStamp(this.path);
    return now !== undefined && now !== this.seen;
  }

  get catalog(): Catalog {
    return this.current;
  }

  /**
   * Opens the file again and, if it is a servable catalog, serves it from the next request on. A missing,
   * corrupt or wrong-schema file is refused and the current catalog keeps serving.
   */
  reload(): SwapResult {
    if (!this.path) return { ok: false, error: "the embedded catalog cannot be reloaded; serve a file with --db to swap catalogs" };
    let next: Catalog;
    // Taken before opening: a file replaced while it is being opened then counts as changed once more.
    this.seen = fileStamp(this.path);
    try {
      next = Catalog.open(this.path);
      next.search(); // Load the index before the swap so no request waits on it and a bad index is refused here.
    } catch (err) {
      return { ok: false, error: err instanceof CatalogLoadError ? err.message : `cannot load ${this.path}: ${(err as Error).message}` };
    }
    const previous = this.current;
    this.current = next;
    setTimeout(() => previous.close(), RETIRE_AFTER_MS).unref();
    return { ok: true, catalog: next, previous: previous.version };
  }
}
