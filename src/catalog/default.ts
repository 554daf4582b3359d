// The catalog served when no --db is given: catalog.db beside the sources (built first when it is missing or
// stale), or the copy embedded in the executable.
import { type EmbeddedCatalog, openEmbedded } from "./embedded.ts";
import { Catalog } from "./reader.ts";

/** True inside an executable made by `bun build --compile`, whose modules live under /$bunfs/ (B:/~BUN/ on Windows). */
export const isCompiled = import.meta.path.startsWith("/$bunfs/") || /^[A-Z]:[\\/]~BUN[\\/]/.test(import.meta.path);

export interface DefaultCatalog extends EmbeddedCatalog {
  /** The file SIGHUP reloads: catalog.db in the repository; undefined for the embedded catalog. */
  path: string | undefined;
}

/**
 * Opens the default catalog. From the repository, catalog.db is built from catalog/ first when it is missing or was
 * built from other sources (progress goes to `progress`). Inside the executable, it is the embedded catalog, from
 * its cached copy in `cacheDir` when there is one.
 */
export async function openDefaultCatalog(
  cacheDir: string | undefined,
  progress?: (message: string, fields?: Record<string, unknown>) => void,
): Promise<DefaultCatalog> {
  if (!isCompiled) {
    // Loaded only here: the builder is not part of an executable's start.
    const { ensureCatalog, REPO_CATALOG } = await import("./repo-catalog.ts");
    await ensureCatalog(progress);
    return { catalog: Catalog.open(REPO_CATALOG), path: REPO_CATALOG };
  }
  // A dynamic import, so that running from the repository never needs the file: `bun build --compile` embeds it
  // and this resolves to its /$bunfs/ path; nothing is read yet.
  const { default: embeddedPath } = await import("../../catalog.db", { with: { type: "file" } });
  return { ...(await openEmbedded(embeddedPath, cacheDir)), path: undefined };
}
