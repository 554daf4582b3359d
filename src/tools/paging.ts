// Opaque cursors: an offset bound to the call that issued it, so a cursor never pages through a different query.
import { CatalogError } from "../errors.ts";
import { DEFAULT_PAGE_SIZE } from "./schema.ts";

export interface Page<T> {
  total: number;
  items: T[];
  nextCursor?: string;
}

/** Everything that defines a result list: tool, filters, query and catalog version. */
const fingerprint = (scope: string) => Bun.hash(scope).toString(36);

/**
 * JSON characters one page may hold (about 16k tokens): a page ends early rather than outgrow what agents'
 * clients accept (Claude Code cuts tool results at about 25k tokens). nextCursor continues where it stopped.
 */
export const PAGE_BUDGET_CHARS = 64_000;

export function paginate<T, R>(
  all: readonly T[],
  args: { limit?: number; cursor?: string },
  scope: string,
  map: (item: T) => R,
  sizeOf: (item: T) => number = () => 0,
): Page<R> {
  const limit = args.limit ?? DEFAULT_PAGE_SIZE;
  const offset = args.cursor === undefined ? 0 : decodeCursor(args.cursor, scope, all.length);
  const items: R[] = [];
  let chars = 0;
  for (let i = offset; i < all.length && items.length < limit; i++) {
    chars += sizeOf(all[i]!);
    if (items.length > 0 && chars > PAGE_BUDGET_CHARS) break;
    items.push(map(all[i]!));
  }
  const next = offset + items.length;
  return next < all.length
    ? { total: all.length, items, nextCursor: encodeCursor(next, scope) }
    : { total: all.length, items };
}

function encodeCursor(offset: number, scope: string): string {
  return Buffer.from(`${offset}.${fingerprint(scope)}`).toString("base64url");
}

function decodeCursor(cursor: string, scope: string, total: number): number {
  const [offsetText, mark] = Buffer.from(cursor, "base64url").toString("latin1").split(".");
  const offset = Number(offsetText);
  if (mark !== fingerprint(scope) || !Number.isSafeInteger(offset) || offset < 0 || offset > total) {
    throw new CatalogError(
      "invalid_cursor",
      "This cursor does not belong to this call.",
      "Pass the nextCursor of the previous page with the same other arguments, or omit cursor to start again (the catalog may have been updated).",
    );
  }
  return offset;
}
