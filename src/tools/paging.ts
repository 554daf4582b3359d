// Opaque cursors: an offset bound to the call that issued it, so a cursor never pages through a different query.
import { timingSafeEqual } from "node:crypto";
import { CatalogError } from "../errors.ts";
import { DEFAULT_PAGE_SIZE } from "./schema.ts";

export interface Page<T> {
  total: number;
  items: T[];
  nextCursor?: string;
}

/**
 * What cursors are signed with. Scopes carry the catalog version, so a cursor is valid on every replica serving the
 * same catalog and on none after a swap. The built-in key makes an edited or transplanted cursor invalid_cursor; one
 * who reads this source could still mint cursors (they only name an offset in a public list), which CURSOR_SECRET
 * (the same on every replica) prevents. A random per-process key would break cursors behind a load balancer.
 */
let cursorKey = "resource-catalog cursor v1";

/** Sets the cursor signing key (CURSOR_SECRET); undefined restores the built-in one. */
export function setCursorSecret(secret: string | undefined) {
  cursorKey = secret ? `resource-catalog cursor v1\u0000${secret}` : "resource-catalog cursor v1";
}

const OFFSET_BYTES = 4;
const MAC_BYTES = 16;

/** HMAC-SHA256 of the offset and the scope (everything that defines a result list: tool, filters, query, catalog version). */
const mac = (offset: number, scope: string) =>
  new Bun.CryptoHasher("sha256", cursorKey).update(`${offset}\u0000${scope}`).digest().subarray(0, MAC_BYTES);

/**
 * JSON characters one page may hold (about 16k tokens): a page ends early rather than outgrow what agents'
 * clients accept (Claude Code cuts tool results at about 25k tokens). nextCursor continues where it stopped.
 */
export const PAGE_BUDGET_CHARS = 64_000;

export function paginate<T, R>(
  all: ArrayLike<T>,
  args: { limit?: number; cursor?: string },
  scope: string,
  map: (item: T) => R,
  sizeOf: (item: T) => number = () => 0,
): Page<R> {
  return pageAt(all.length, pageStart(args, scope, all.length), args, scope, (i) => all[i]!, map, sizeOf);
}

/** Where a page starts: 0, or the offset its cursor names (throws invalid_cursor for one not issued for this scope). */
export function pageStart(args: { cursor?: string }, scope: string, total: number): number {
  return args.cursor === undefined ? 0 : decodeCursor(args.cursor, scope, total);
}

/**
 * A page of a list of `total` items read by number, from `offset` (pageStart): for lists ranked only as far as a page
 * needs (search reads items offset to offset + limit - 1 and no others).
 */
export function pageAt<T, R>(
  total: number,
  offset: number,
  args: { limit?: number },
  scope: string,
  at: (i: number) => T,
  map: (item: T) => R,
  sizeOf: (item: T) => number = () => 0,
): Page<R> {
  const limit = args.limit ?? DEFAULT_PAGE_SIZE;
  const items: R[] = [];
  let chars = 0;
  for (let i = offset; i < total && items.length < limit; i++) {
    const item = at(i);
    chars += sizeOf(item);
    if (items.length > 0 && chars > PAGE_BUDGET_CHARS) break;
    items.push(map(item));
  }
  const next = offset + items.length;
  return next < total ? { total, items, nextCursor: encodeCursor(next, scope) } : { total, items };
}

/** 4 bytes of offset and 16 of MAC, base64url: 27 characters. */
function encodeCursor(offset: number, scope: string): string {
  const bytes = Buffer.alloc(OFFSET_BYTES + MAC_BYTES);
  bytes.writeUInt32BE(offset, 0);
  mac(offset, scope).copy(bytes, OFFSET_BYTES);
  return bytes.toString("base64url");
}

function decodeCursor(cursor: string, scope: string, total: number): number {
  const bytes = Buffer.from(cursor, "base64url");
  // Re-encoding must give the same text: base64 decoding skips stray characters and ignores trailing bits.
  const valid = bytes.length === OFFSET_BYTES + MAC_BYTES && bytes.toString("base64url") === cursor;
  const offset = valid ? bytes.readUInt32BE(0) : -1;
  if (!valid || offset > total || !timingSafeEqual(bytes.subarray(OFFSET_BYTES), mac(offset, scope))) {
    throw new CatalogError(
      "invalid_cursor",
      "This cursor does not belong to this call.",
      "Pass the nextCursor of the previous page with the same other arguments, or omit cursor to start again (the catalog may have been updated).",
    );
  }
  return offset;
}
