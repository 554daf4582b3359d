// The catalog served when no --db is given: catalog.db beside the sources, or the copy embedded in the executable.
import { fileURLToPath } from "node:url";
// A file import: `bun build --compile` embeds catalog.db and this resolves to its /$bunfs/ path; nothing is read yet.
import embeddedPath from "../../catalog.db" with { type: "file" };
import { type EmbeddedCatalog, openEmbedded } from "./embedded.ts";
import { Catalog } from "./reader.ts";

/** True inside an executable made by `bun build --compile`, whose modules live under /$bunfs/ (B:/~BUN/ on Windows). */
export const isCompiled = import.meta.path.startsWith("/$bunfs/") || /^[A-Z]:[\\/]~BUN[\\/]/.test(import.meta.path);

export const REPO_CATALOG = fileURLToPath(new URL("../../catalog.db", import.meta.url));

export interface DefaultCatalog extends EmbeddedCatalog {
  /** The file SIGHUP reloads: catalog.db in the repository; undefined for the embedded catalog. */
  path: string | undefined;
}

/** Opens the default catalog; inside the executable, from its cached copy in `cacheDir` when there is one. */
export async function openDefaultCatalog(cacheDir: string | undefined): Promise<DefaultCatalog> {
  if (!isCompiled) return { catalog: Catalog.open(REPO_CATALOG), path: REPO_CATALOG };
  return { ...(await openEmbedded(embeddedPath, cacheDir)), path: undefined };
}
