// The catalog being served, swappable at run time: requests in flight keep the catalog they started with.
import { Catalog, CatalogLoadError, fileStamp } from "./reader.ts";

/** How long a replaced catalog stays open for the requests that still hold it. */
const RETIRE_AFTER_MS = 60_000;
/** How long refresh() waits for a file being rewritten to become whole and still, polling every REFRESH_POLL_MS. */
const REFRESH_WAIT_MS = 5_000;
const REFRESH_POLL_MS = 100;

export type SwapResult = { ok: true; catalog: Catalog; previous: string } | { ok: false; error: string };

/** Told of every reload and its outcome (metrics, the server's event log). */
export type SwapListener = (result: SwapResult, reason: string) => void;

export class CatalogHolder {
  /** The file's identity when it was last opened or refused. */
  private seen: string | undefined;
  private refreshing?: Promise<boolean>;
  /** The file's identity when refresh() last gave up on it: asked again about the same file, it gives up at once. */
  private givenUp?: string;

  constructor(
    private current: Catalog,
    /** The file to reload from; undefined for the catalog embedded in the executable. */
    readonly path: string | undefined,
    private readonly onSwap: SwapListener = () => {},
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
   * corrupt or wrong-schema file, or one that changed while it was being read, is refused and the current catalog
   * keeps serving.
   */
  reload(reason: string): SwapResult {
    const result = this.tryReload();
    this.onSwap(result, reason);
    return result;
  }

  /**
   * After the catalog's file changed under it (a rewrite in place, or --watch saw a change): waits until the file is
   * whole and still, then serves it, reporting once. However many requests ask, one wait; resolves true once the
   * catalog served is the file as it is now, false when it did not settle in time (or is not a catalog).
   */
  refresh(reason: string): Promise<boolean> {
    this.refreshing ??= this.settle(reason).finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async settle(reason: string): Promise<boolean> {
    if (!this.path) return false;
    if (this.givenUp !== undefined && this.givenUp === fileStamp(this.path)) return false;
    const deadline = Date.now() + REFRESH_WAIT_MS;
    for (;;) {
      if (this.current.fileStamp === fileStamp(this.path) && !this.current.changedInPlace()) return true; // reloaded meanwhile
      const result = this.tryReload();
      if (result.ok || Date.now() >= deadline) {
        this.givenUp = result.ok ? undefined : this.seen;
        this.onSwap(result, reason);
        return result.ok;
      }
      await Bun.sleep(REFRESH_POLL_MS);
    }
  }

  private tryReload(): SwapResult {
    if (!this.path) return { ok: false, error: "the embedded catalog cannot be reloaded; serve a file with --db to swap catalogs" };
    let next: Catalog;
    // Taken before opening: a file replaced while it is being opened then counts as changed once more.
    const before = (this.seen = fileStamp(this.path));
    try {
      next = Catalog.open(this.path);
      next.warm(); // Load the index (and designs) before the swap so no request waits on them and a bad index is refused here.
    } catch (err) {
      return { ok: false, error: err instanceof CatalogLoadError ? err.message : `cannot load ${this.path}: ${(err as Error).message}` };
    }
    // Read while it was being written (cp over it, a slow copy): what was read may be part old, part new.
    if (next.fileStamp !== before || fileStamp(this.path) !== before || next.changedInPlace()) {
      next.close();
      return { ok: false, error: `cannot load ${this.path}: the file changed while it was being read (still being written?)` };
    }
    const previous = this.current;
    this.current = next;
    setTimeout(() => previous.close(), RETIRE_AFTER_MS).unref();
    return { ok: true, catalog: next, previous: previous.version };
  }
}
