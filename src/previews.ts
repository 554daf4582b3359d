// Rendered previews of the resources (one WebP per slug), from a folder beside the catalog file or embedded in the
// executable. Read synchronously, one small file per request: a tool result that carries an image is made in one go.
// Beside the catalog layer, not in src/catalog/: previews are no part of its build, so they stay out of its source hash.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export const PREVIEW_TYPE = "image/webp";
/** The image's size in pixels. */
export const PREVIEW_WIDTH = 800;
export const PREVIEW_HEIGHT = 500;
/**
 * The demo is laid out in a 500x312.5 viewport and drawn at 1.6 device pixels per CSS pixel: the width the home page's
 * cards give their live frames (160% of a card about 300 px wide), so a card looks the same before and after it goes live.
 */
export const PREVIEW_SCALE = 1.6;
/** A preview file larger than this is not served or sent to a model: it would cost its context more than it shows. */
export const MAX_PREVIEW_BYTES = 96 * 1024;
/** The render command's record of what each preview was made from, so it renders only what changed. */
export const PREVIEW_MANIFEST = "manifest.json";

/** The previews folder of a catalog file: catalog.db -> catalog.previews (beside it, never in git). */
export const previewsFolderFor = (catalogFile: string) =>
  join(dirname(catalogFile), `${basename(catalogFile).replace(/\.db$/, "")}.previews`);

export interface PreviewImage {
  bytes: Uint8Array;
  /** A strong ETag of the bytes. */
  etag: string;
}

export class Previews {
  private readonly cache = new Map<string, PreviewImage>();

  private constructor(
    /** Slug -> the file holding its preview. */
    private readonly files: ReadonlyMap<string, string>,
    /** Where they come from, for logs and the result cache's key. */
    readonly source: string,
  ) {}

  get count(): number {
    return this.files.size;
  }

  has(slug: string): boolean {
    return this.files.has(slug);
  }

  /** The preview of a slug; undefined when there is none or its file is missing or too large. */
  read(slug: string): PreviewImage | undefined {
    const hit = this.cache.get(slug);
    if (hit) return hit;
    const file = this.files.get(slug);
    if (!file) return undefined;
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(file);
    } catch {
      return undefined;
    }
    if (bytes.byteLength > MAX_PREVIEW_BYTES) return undefined;
    const image = { bytes, etag: `"p-${Bun.hash(bytes).toString(36)}"` };
    // A few hundred recent ones stay in memory (about 25 KB each); the rest are read again when asked for.
    if (this.cache.size >= 256) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(slug, image);
    return image;
  }

  /** The previews in a folder (SLUG.webp files); undefined when it does not exist or holds none. */
  static fromFolder(dir: string): Previews | undefined {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return undefined;
    const files = new Map<string, string>();
    for (const name of readdirSync(dir)) {
      const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.webp$/.exec(name);
      if (m) files.set(m[1]!, join(dir, name));
    }
    return files.size > 0 ? new Previews(files, dir) : undefined;
  }

  /**
   * The previews `bun run compile` embedded: Bun names each file SLUG-HASH.webp under the executable's own folder
   * (/$bunfs/root/), where readFileSync finds it.
   */
  static embedded(): Previews | undefined {
    const root = dirname(Bun.main);
    const files = new Map<string, string>();
    for (const blob of Bun.embeddedFiles) {
      const name = (blob as Blob & { name?: string }).name ?? "";
      const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)-[a-z0-9]{8}\.webp$/.exec(name);
      if (m) files.set(m[1]!, join(root, name));
    }
    return files.size > 0 ? new Previews(files, "embedded") : undefined;
  }
}
