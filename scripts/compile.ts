// Builds the single executable: `bun run compile` for this machine, `bun run release` for every platform.
// catalog.db (built from catalog/ when needed) and every page asset are embedded; --minify is avoided because it breaks Elysia handlers;
// --bytecode (which needs --format=esm) halves the time to the first answer.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { LIBRARIES, vendorPath } from "../src/catalog/libraries.ts";
import { previewsFolderFor } from "../src/previews.ts";
import { bundle, embeddedName } from "../src/vendor.ts";
import { ensureCatalog, REPO_CATALOG } from "../src/catalog/repo-catalog.ts";

const ROOT = join(import.meta.dir, "..");
const DIST = join(ROOT, "dist");

export const RELEASE_TARGETS = [
  { target: "bun-linux-x64", file: "catalog-server-linux-x64" },
  { target: "bun-linux-arm64", file: "catalog-server-linux-arm64" },
  { target: "bun-linux-x64-musl", file: "catalog-server-linux-x64-musl" },
  { target: "bun-darwin-arm64", file: "catalog-server-darwin-arm64" },
  { target: "bun-darwin-x64", file: "catalog-server-darwin-x64" },
  { target: "bun-windows-x64", file: "catalog-server-windows-x64.exe" },
];

/** The rendered previews (bun run previews), embedded when present: extra entry points Bun.embeddedFiles lists. */
export function previewFiles(folder = previewsFolderFor(REPO_CATALOG)): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^[a-z0-9-]+\.webp$/.test(name))
    .sort()
    .map((name) => join(folder, name));
}

/**
 * The library modules labs import, bundled into dist/vendor/ for embedding: the executable has no node_modules to
 * bundle them from at run time (src/vendor.ts finds them by name).
 */
export async function vendorFiles(dir = join(DIST, "vendor")): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const library of LIBRARIES)
    for (const module of library.modules) {
      const file = join(dir, embeddedName(vendorPath(library, module)));
      writeFileSync(file, await bundle(library, module));
      files.push(file);
    }
  return files;
}

/** `previewsFolder`: the previews to embed (default catalog.previews/ beside catalog.db; tests give their own). */
export async function compile(outfile: string, target?: string, previewsFolder?: string): Promise<void> {
  // The executable embeds catalog.db: build it from catalog/ first when it is missing or older than its sources.
  await ensureCatalog((message) => console.log(message));
  const previews = previewFiles(previewsFolder);
  const vendor = await vendorFiles();
  console.log(previews.length > 0 ? `embedding ${previews.length} previews` : "no previews to embed (bun run previews renders them)");
  const args = [
    process.execPath,
    "build",
    "--compile",
    "--minify-whitespace",
    "--minify-syntax",
    "--bytecode",
    "--format=esm",
    ...(target ? [`--target=${target}`] : []),
    join(ROOT, "src", "cli.ts"),
    ...previews,
    ...vendor,
    "--outfile",
    outfile,
  ];
  const proc = Bun.spawn(args, { cwd: ROOT, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`bun build failed for ${target ?? "this machine"}:\n${out}${err}`);
}

const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
const mb = (path: string) => `${(statSync(path).size / 1024 / 1024).toFixed(1)} MB`;

if (import.meta.main) {
  mkdirSync(DIST, { recursive: true });
  if (process.argv.includes("--release")) {
    const sums: string[] = [];
    for (const { target, file } of RELEASE_TARGETS) {
      const out = join(DIST, file);
      await compile(out, target);
      sums.push(`${sha256(out)}  ${basename(out)}`);
      console.log(`${file}  ${mb(out)}`);
    }
    writeFileSync(join(DIST, "SHA256SUMS"), `${sums.join("\n")}\n`);
    console.log(`wrote ${join("dist", "SHA256SUMS")} (check with: cd dist && sha256sum -c SHA256SUMS)`);
  } else {
    const out = join(DIST, "catalog-server");
    await compile(out);
    console.log(`dist/catalog-server  ${mb(out)}`);
  }
}
