// The catalog served when no --db is given: catalog.db beside the sources, or the copy embedded in the executable.
import type { Database } from "bun:sqlite";
import { fileURLToPath } from "node:url";
import { Catalog } from "./reader.ts";

/** True inside an executable made by `bun build --compile`, whose modules live under /$bunfs/ (B:/~BUN/ on Windows). */
export const isCompiled = import.meta.path.startsWith("/$bunfs/") || /^[A-Z]:[\\/]~BUN[\\/]/.test(import.meta.path);

export const REPO_CATALOG = fileURLToPath(new URL("../../catalog.db", import.meta.url));

/** Opens the default catalog and says where it came from; the file path is undefined for the embedded copy. */
export async function openDefaultCatalog(): Promise<{ catalog: Catalog; path: string | undefined }> {
  if (!isCompiled) return { catalog: Catalog.open(REPO_CATALOG), path: REPO_CATALOG };
  // A dynamic import, so serving an external file never loads the embedded copy into memory.
  const embedded = (await import("../../catalog.db", { with: { type: "sqlite", embed: "true" } })) as { default: Database };
  return { catalog: Catalog.fromDatabase(embedded.default, "embedded catalog.db"), path: undefined };
}
