// The library files labs load (GSAP, Motion, Lenis, Three.js: src/catalog/libraries.ts), served by this server so
// that labs need no network. Each module is one ES module bundled from node_modules by Bun (other libraries' modules
// left as bare imports that the lab's import map resolves), once, on first request; the compiled executable carries
// them prebuilt (scripts/compile.ts embeds VENDOR-NAME.vendor files), since it has no node_modules.
// Beside the catalog layer, like previews: they are no part of the catalog's build.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { LIBRARIES, type Library, type LibraryModule, vendorPath } from "./catalog/libraries.ts";

export interface VendorFile {
  bytes: Uint8Array;
  etag: string;
}

const ROOT = join(import.meta.dir, "..");
const SPECIFIERS = LIBRARIES.flatMap((l) => l.modules.map((m) => m.specifier));
const BY_PATH = new Map(LIBRARIES.flatMap((l) => l.modules.map((m) => [vendorPath(l, m), { library: l, module: m }] as const)));

/** The name a module's prebuilt bundle is embedded under: /vendor/three@0.187.0/addons/x.js -> vendor~three@0.187.0~addons~x.js.vendor */
export const embeddedName = (path: string) => `${path.slice(1).replaceAll("/", "~")}.vendor`;

/** Bundles one module from node_modules: minified ESM for browsers, the other libraries' modules left as imports. */
export async function bundle(library: Library, module: LibraryModule): Promise<Uint8Array> {
  const entry = Bun.resolveSync(module.specifier, ROOT);
  const external = SPECIFIERS.filter((s) => s !== module.specifier);
  const result = await Bun.build({ entrypoints: [entry], format: "esm", minify: true, target: "browser", external });
  if (!result.success || result.outputs.length !== 1)
    throw new Error(`bundling ${library.name}@${library.version} ${module.specifier} failed: ${result.logs.join("; ")}`);
  return new Uint8Array(await result.outputs[0]!.arrayBuffer());
}

/** The prebuilt bundles of a compiled executable: Bun names each NAME-HASH.vendor under its own folder. */
function embedded(): Map<string, string> {
  const files = new Map<string, string>();
  const root = dirname(Bun.main);
  for (const blob of Bun.embeddedFiles) {
    const name = (blob as Blob & { name?: string }).name ?? "";
    const m = /^(vendor~.+)-[a-z0-9]{8}\.vendor$/.exec(name);
    if (m) files.set(`/${m[1]!.replaceAll("~", "/")}`, join(root, name));
  }
  return files;
}

export class Vendor {
  private readonly cache = new Map<string, Promise<VendorFile>>();
  private readonly prebuilt = embedded();

  /** The module at a /vendor/ path; undefined for a path no library module has. */
  read(path: string): Promise<VendorFile> | undefined {
    const found = BY_PATH.get(path);
    if (!found) return undefined;
    let file = this.cache.get(path);
    if (!file) {
      const prebuilt = this.prebuilt.get(path);
      const bytes = prebuilt ? Promise.resolve(new Uint8Array(readFileSync(prebuilt))) : bundle(found.library, found.module);
      file = bytes.then((b) => ({ bytes: b, etag: `"${createHash("sha256").update(b).digest("base64url").slice(0, 27)}"` }));
      // A failed bundle is not cached: the next request tries again.
      file.catch(() => this.cache.delete(path));
      this.cache.set(path, file);
    }
    return file;
  }
}
