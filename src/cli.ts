#!/usr/bin/env bun
// The command line: the only place that reads argv and the environment, and the only place that listens.
import { type DefaultCatalog, openDefaultCatalog } from "./catalog/default.ts";
import { Catalog, CatalogLoadError } from "./catalog/reader.ts";
import { resolve } from "node:path";
import { SourceError } from "./catalog/source-metadata.ts";
import { SETTINGS, serverConfig, UsageError, type ServerConfig } from "./config.ts";
import { SERVER_INFO } from "./server-info.ts";

const HELP = `${SERVER_INFO.name} ${SERVER_INFO.version}: ${SERVER_INFO.description}

Usage:
  catalog-server [serve] [options]     serve the catalog over MCP (POST /mcp) and REST (GET /tools/...)
  catalog-server build SOURCE [--out FILE]
                                       build a catalog file from a source folder (default FILE: catalog.db)
  catalog-server version               print the version
  catalog-server --help                print this help

Serve options (flag or environment variable; flags win):
${SETTINGS.map((s) => `  --${s.flag.padEnd(16)} ${s.env.padEnd(16)} ${s.help}`).join("\n")}
`;

export async function main(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "--help" || command === "-h" || command === "help") return print(HELP);
  if (command === "version" || command === "--version") return print(`${SERVER_INFO.name} ${SERVER_INFO.version}`);
  if (command === "build") return build(rest);
  if (command === undefined || command === "serve") return serve(rest, env);
  if (command.startsWith("--")) return serve(argv, env);
  console.error(`unknown command "${command}"\n\n${HELP}`);
  return 2;
}

function print(text: string): number {
  console.log(text.trimEnd());
  return 0;
}

/** Building the repository's catalog.db before serving it: JSON lines on stderr, like the server's other events. */
const buildProgress = (message: string, fields: Record<string, unknown> = {}) =>
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), event: "catalog_build", message, ...fields })}\n`);

async function serve(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) return print(HELP);
  let config: ServerConfig;
  let opened: DefaultCatalog;
  let runServer: typeof import("./server.ts").runServer;
  try {
    config = serverConfig(argv, env);
    // Started before the server's modules load: on a first start the embedded catalog's copy is written meanwhile.
    const opening = config.catalogDb
      ? { catalog: Catalog.open(config.catalogDb), path: config.catalogDb }
      : openDefaultCatalog(config.cacheDir, buildProgress);
    if (opening instanceof Promise) opening.catch(() => {}); // Awaited below; this only keeps an early failure from counting as unhandled.
    ({ runServer } = await import("./server.ts"));
    opened = await opening;
  } catch (err) {
    if (err instanceof UsageError || err instanceof CatalogLoadError || err instanceof SourceError) {
      console.error(err instanceof SourceError ? `error: cannot build catalog.db from catalog/: ${err.message}` : `error: ${err.message}`);
      return err instanceof UsageError ? 2 : 1;
    }
    throw err;
  }
  try {
    runServer(config, opened);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL") {
      console.error(
        `error: cannot listen on ${config.host}:${config.port}: ${code === "EADDRINUSE" ? "the port is in use" : code === "EACCES" ? "permission denied" : "no such address here"}`,
      );
      return 1;
    }
    throw err;
  }
  return -1;
}

async function build(argv: string[]): Promise<number> {
  const source = argv.find((a, i) => !a.startsWith("--") && argv[i - 1] !== "--out");
  const outIndex = argv.findIndex((a) => a === "--out" || a.startsWith("--out="));
  const out = outIndex === -1 ? "catalog.db" : argv[outIndex]!.includes("=") ? argv[outIndex]!.split("=")[1]! : argv[outIndex + 1];
  if (!source || !out) {
    console.error("usage: catalog-server build SOURCE [--out FILE]");
    return 2;
  }
  const { buildSource } = await import("./catalog/builder.ts");
  const { isCompiled } = await import("./catalog/default.ts");
  // Building the repository's own catalog/, the file records what it was built from, so `npm start` does not build
  // it again. Any other source is not hashed: only the build reads it, with its checks on links, FIFOs and sizes.
  const repo = isCompiled ? undefined : await import("./catalog/repo-catalog.ts");
  const sourceHash = repo && resolve(source) === repo.REPO_SOURCE ? repo.sourceHash() : undefined;
  try {
    const result = await buildSource(source, out, { sourceHash });
    console.log(
      `built ${result.out}: ${result.designs} designs, ${result.resources} resources, ${result.snippets} snippets, version ${result.version}, in ${result.ms} ms`,
    );
    return 0;
  } catch (err) {
    if (err instanceof SourceError) {
      console.error(err.message);
      return 1;
    }
    console.error(`error: build failed: ${(err as Error).message}`);
    return 1;
  }
}

if (import.meta.main) {
  const code = await main(process.argv.slice(2), process.env);
  if (code >= 0) process.exit(code);
}
