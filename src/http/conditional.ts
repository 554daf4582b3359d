// HTTP caching for the read-only GET routes: ETags from catalog version and URL, 304s, and compressed bodies.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { SERVER_INFO } from "../server-info.ts";

/** The server's own version is part of the hash: pages and documents change with an upgrade even when the catalog does not. */
export function etagOf(catalogVersion: string, url: string, accept: string | null): string {
  return `"${catalogVersion}-${Bun.hash(`${SERVER_INFO.version}\u0000${url}\u0000${accept ?? ""}`).toString(36)}"`;
}

/**
 * ETags of recent URLs for the catalog being served: hashing the URL cost about a microsecond a request. Emptied when
 * the catalog changes or it fills; long URLs are hashed every time rather than held.
 */
export class EtagCache {
  private version = "";
  private readonly tags = new Map<string, string>();

  get(catalogVersion: string, url: string, accept: string | null): string {
    if (url.length > 512 || (accept !== null && accept.length > 256)) return etagOf(catalogVersion, url, accept);
    if (catalogVersion !== this.version) {
      this.tags.clear();
      this.version = catalogVersion;
    }
    const key = accept === null ? url : `${url}\u0000${accept}`;
    let tag = this.tags.get(key);
    if (tag === undefined) {
      tag = etagOf(catalogVersion, url, accept);
      if (this.tags.size >= 4096) this.tags.clear();
      this.tags.set(key, tag);
    }
    return tag;
  }
}

const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|openapi)|text\/|image\/svg)/;

/** Answers for the Accept-Encoding values clients send (a handful, repeated on every request). */
const encodings = new Map<string, "br" | "gzip" | undefined>();

/** Picks br over gzip when the client takes either; undefined when it takes neither. */
export function encodingFor(acceptEncoding: string | null): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  if (encodings.has(acceptEncoding)) return encodings.get(acceptEncoding);
  const encoding = pickEncoding(acceptEncoding);
  if (acceptEncoding.length <= 200 && encodings.size < 256) encodings.set(acceptEncoding, encoding);
  return encoding;
}

function pickEncoding(acceptEncoding: string): "br" | "gzip" | undefined {
  const accepted = (name: string) =>
    new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*($|,))[0-9.]+)?\\s*($|,)`, "i").test(acceptEncoding);
  if (accepted("br")) return "br";
  if (accepted("gzip")) return "gzip";
  return undefined;
}

/** Compressed bodies of recent cacheable responses: the catalog is read-only, so the same bytes repeat. */
class CompressedCache {
  private readonly entries = new Map<string, Uint8Array>();
  constructor(private readonly max = 512) {}

  get(key: string): Uint8Array | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Uint8Array) {
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

const compressed = new CompressedCache();

/**
 * Answers without a cache key (POST /mcp: a JSON-RPC reply, whose id the request chooses), kept by a hash of their
 * bytes with the bytes themselves, so a repeat is compressed once and a hash collision is never served. Bodies up to
 * CONTENT_KEYED_MAX_BYTES: a page of results fits, and the entries stay a few megabytes.
 */
const CONTENT_KEYED_MAX_BYTES = 96 * 1024;
const byContent = new Map<string, { body: Uint8Array; bytes: Uint8Array }>();
const BY_CONTENT_ENTRIES = 256;

function compressedByContent(body: Uint8Array, encoding: "br" | "gzip"): Uint8Array {
  if (body.byteLength > CONTENT_KEYED_MAX_BYTES) return compressBytes(body, encoding);
  const key = `${Bun.hash(body).toString(36)}:${body.byteLength}|${encoding}`;
  const hit = byContent.get(key);
  if (hit && Buffer.from(hit.body.buffer, hit.body.byteOffset, hit.body.byteLength).equals(body)) {
    byContent.delete(key); // Re-inserted: Map order doubles as least-recently-used order.
    byContent.set(key, hit);
    return hit.bytes;
  }
  const bytes = compressBytes(body, encoding);
  byContent.set(key, { body, bytes });
  if (byContent.size > BY_CONTENT_ENTRIES) byContent.delete(byContent.keys().next().value!);
  return bytes;
}

function compressBytes(body: Uint8Array, encoding: "br" | "gzip"): Uint8Array {
  return encoding === "br"
    ? new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
    : new Uint8Array(gzipSync(body, { level: 6 }));
}

/** A compressed copy of the response when it is large, compressible and the client accepts an encoding. */
export async function compress(response: Response, encoding: "br" | "gzip" | undefined, cacheKey: string | undefined): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (!encoding || response.status !== 200 || response.headers.has("content-encoding") || !COMPRESSIBLE.test(type)) return response;
  const headers = new Headers(response.headers);
  headers.append("vary", "Accept-Encoding");
  const key = cacheKey && `${cacheKey}|${encoding}`;
  // A hit needs no body: only bodies past the size floor are ever cached.
  let bytes = key ? compressed.get(key) : undefined;
  if (bytes) {
    void response.body?.cancel();
  } else {
    const body = new Uint8Array(await response.arrayBuffer());
    if (body.byteLength < MIN_COMPRESS_BYTES) return new Response(body, { status: response.status, headers });
    if (key) {
      bytes = compressBytes(body, encoding);
      compressed.set(key, bytes);
    } else bytes = compressedByContent(body, encoding);
  }
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  return new Response(bytes as BodyInit, { status: response.status, headers });
}
