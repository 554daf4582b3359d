// Reads and validates a catalog source folder: resource folders (resource.json and snippet files, one resource each)
// and design folders (design.json and canonical files, one resource per variant; see design-source.ts).
import { lstatSync } from "node:fs";
import { join, relative } from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { BEHAVIOUR_FILE } from "./derive/index.ts";
import { DESIGN_FILE, PRESETS_DIR, PresetLibrary, readDesign } from "./design-source.ts";
import { deriveSnippets, MAX_SNIPPET_BYTES } from "./derived-snippets.ts";
import {
  DEFAULT_VARIANT,
  SLUG_PATTERN,
  TARGET_PATTERN,
  approxTokens,
  pascal,
  type DesignRecord,
  type ResourceRecord,
  type SnippetRecord,
} from "./model.ts";
import { listFolder, notAFile, notAFolder, readSourceFile } from "./source-files.ts";
import {
  MAX_METADATA_BYTES,
  declaredDependencies,
  dependencyProblems,
  MetadataFields,
  schemaProblems,
  SourceError,
  type SourceCatalog,
  type SourceProblem,
  type SourceResource,
} from "./source-metadata.ts";
import { TailwindStylesheets, tailwindInputOf, type TailwindInput, usesTailwind } from "./tailwind.ts";
import { LANGUAGE_BY_EXT, snippetFilename, TARGETS_BY_NAME } from "./targets/index.ts";

export { MAX_SNIPPET_BYTES } from "./derived-snippets.ts";
export { SourceError, type SourceCatalog, type SourceProblem, type SourceResource } from "./source-metadata.ts";

export const METADATA_FILE = "resource.json";
/** Optional, at the source root: `{ "derive": true }` derives every missing core target from html + css (+ js.ts). */
export const CONFIG_FILE = "catalog.json";

const ResourceFile = Type.Object(
  { slug: Type.Optional(Type.String({ pattern: SLUG_PATTERN })), ...MetadataFields },
  { additionalProperties: false },
);
type ResourceFile = Static<typeof ResourceFile>;
const checkResourceFile = TypeCompiler.Compile(ResourceFile);

export interface SourceConfig {
  /** Derive the core targets (and design-system token files) from each resource's canonical html.html + css.css (+ js.ts). */
  derive: boolean;
}

/** Reads catalog.json at the source root; without one, nothing is derived (every snippet is as written). */
export function readSourceConfig(dir: string, problems: SourceProblem[]): SourceConfig {
  const config: SourceConfig = { derive: false };
  const raw = readSourceFile(join(dir, CONFIG_FILE), CONFIG_FILE, problems, { maxBytes: MAX_METADATA_BYTES, optional: true });
  if (raw === undefined) return config;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString("utf8"));
  } catch (err) {
    problems.push({ file: CONFIG_FILE, reason: `not valid JSON (${(err as Error).message})` });
    return config;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    problems.push({ file: CONFIG_FILE, reason: "must be a JSON object" });
    return config;
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (key === "derive") {
      if (typeof value === "boolean") config.derive = value;
      else problems.push({ file: CONFIG_FILE, field: key, reason: `must be true or false (got ${JSON.stringify(value)})` });
    } else if (key !== "$comment") {
      problems.push({ file: CONFIG_FILE, field: key, reason: "unknown field (fields: derive, $comment)" });
    }
  }
  return config;
}

/**
 * Reads every resource and design under `dir`; throws one SourceError naming each bad file, field and reason. Designs
 * written with Tailwind CSS take their compiled CSS from `tailwind`: compileTailwindSource(dir), awaited first.
 */
export function readSource(
  dir: string,
  onProgress?: (done: number, total: number) => void,
  tailwind: TailwindStylesheets = TailwindStylesheets.none,
): SourceCatalog {
  const problems: SourceProblem[] = [];
  const entries = listFolder(dir, dir, problems, "source folder");
  if (!entries) throw new SourceError(problems);
  const config = readSourceConfig(dir, problems);
  const presets = new PresetLibrary(join(dir, PRESETS_DIR), problems);
  const resources: SourceResource[] = [];
  const designs: DesignRecord[] = [];
  for (const [done, { name, kind }] of entries.entries()) {
    onProgress?.(done, entries.length);
    const folder = join(dir, name);
    if (kind === "link") problems.push({ file: name, reason: notAFolder(kind) });
    if (kind !== "folder" || name === PRESETS_DIR) continue;
    if (holds(folder, DESIGN_FILE)) {
      const found = readDesign(dir, folder, name, problems, presets, tailwind);
      if (found) {
        resources.push(...found.resources);
        designs.push(found.design);
      }
      continue;
    }
    const found = readResource(dir, folder, name, problems, config, tailwind);
    if (found) {
      resources.push(found);
      const r = found.resource;
      designs.push({ id: r.slug, title: r.title, description: r.description, tags: r.tags });
    }
  }
  onProgress?.(entries.length, entries.length);
  if (resources.length === 0 && problems.length === 0) {
    problems.push({ file: dir, reason: `no resource folders found (each needs a ${METADATA_FILE} or a ${DESIGN_FILE})` });
  }
  problems.push(...nameClashes(resources, designs));
  if (problems.length > 0) throw new SourceError(problems);
  return { resources, designs };
}

/**
 * The build's first step: compiles the classes of every design and resource folder under `dir` that declares
 * tailwindcss (tailwind.ts), as tailwindcss compiles asynchronously and the build does not. It reads what the build
 * will read, the same way (no links, sizes checked first); what it cannot read or parse it leaves for the build to
 * report, so it never fails.
 */
export async function compileTailwindSource(dir: string): Promise<TailwindStylesheets> {
  const ignored: SourceProblem[] = [];
  const inputs: TailwindInput[] = [];
  for (const { name, kind } of listFolder(dir, dir, ignored, "source folder") ?? []) {
    if (kind !== "folder" || name === PRESETS_DIR) continue;
    const folder = join(dir, name);
    const read = (file: string, maxBytes: number) => {
      try {
        return utf8.decode(readSourceFile(join(folder, file), file, ignored, { maxBytes, optional: true }) ?? new Uint8Array());
      } catch {
        return "";
      }
    };
    let meta: { dependencies?: Record<string, string> } | undefined;
    try {
      meta = JSON.parse(read(holds(folder, DESIGN_FILE) ? DESIGN_FILE : METADATA_FILE, MAX_METADATA_BYTES));
    } catch {
      continue;
    }
    if (!meta || typeof meta !== "object" || !usesTailwind(meta.dependencies)) continue;
    const behaviour = holds(folder, BEHAVIOUR_FILE) ? read(BEHAVIOUR_FILE, MAX_SNIPPET_BYTES) : undefined;
    const input = tailwindInputOf(read("html.html", MAX_SNIPPET_BYTES), name, behaviour);
    if (input) inputs.push(input);
  }
  return TailwindStylesheets.compile(inputs);
}

/** True when the folder has an entry of that name, of whatever kind (reading it decides whether it is a usable file). */
function holds(folder: string, name: string): boolean {
  try {
    lstatSync(join(folder, name));
    return true;
  } catch {
    return false;
  }
}

/** Every slug is unique, and a design id names its own design only: it resolves to the design's default variant. */
function nameClashes(resources: SourceResource[], designs: DesignRecord[]): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const owner = new Map<string, string>();
  for (const { resource: r } of resources) {
    const first = owner.get(r.slug);
    if (first !== undefined) problems.push({ file: r.design, reason: `the slug "${r.slug}" is also made by ${first}` });
    else owner.set(r.slug, r.design);
  }
  for (const d of designs) {
    const holder = owner.get(d.id);
    if (holder !== undefined && holder !== d.id)
      problems.push({ file: d.id, reason: `the design id "${d.id}" is also a slug of ${holder}; rename one` });
  }
  return problems;
}

function readResource(
  root: string,
  folder: string,
  name: string,
  problems: SourceProblem[],
  config: SourceConfig,
  tailwind: TailwindStylesheets,
): SourceResource | undefined {
  const file = relative(root, join(folder, METADATA_FILE)) || METADATA_FILE;
  const before = problems.length;
  if (!new RegExp(SLUG_PATTERN).test(name)) {
    problems.push({ file: relative(root, folder), reason: `folder name is the slug and must match ${SLUG_PATTERN}` });
  }
  let meta: ResourceFile;
  if (!holds(folder, METADATA_FILE)) {
    problems.push({ file, reason: `missing (a folder holds a ${METADATA_FILE} or a ${DESIGN_FILE})` });
    return undefined;
  }
  const raw = readSourceFile(join(folder, METADATA_FILE), file, problems, { maxBytes: MAX_METADATA_BYTES });
  if (raw === undefined) return undefined;
  try {
    meta = JSON.parse(raw.toString("utf8"));
  } catch (err) {
    problems.push({ file, reason: `not valid JSON (${(err as Error).message})` });
    return undefined;
  }
  problems.push(...schemaProblems(checkResourceFile, ResourceFile.properties, meta, file));
  if (meta && typeof meta === "object" && meta.slug !== undefined && meta.slug !== name) {
    problems.push({ file, field: "slug", reason: `must equal the folder name "${name}" (got "${meta.slug}")` });
  }
  const snippets = readSnippets(root, folder, name, problems, config.derive ? new Set([BEHAVIOUR_FILE]) : new Set());
  if (snippets.length === 0) {
    problems.push({ file: relative(root, folder), reason: "no snippet files (name them <target>.<ext>, e.g. html.html, react.tsx)" });
  }
  problems.push(...dependencyProblems(meta.dependencies, file));
  if (problems.length > before) return undefined;
  const dependencies = declaredDependencies(meta.dependencies);
  const resource: ResourceRecord = {
    slug: name,
    design: name,
    variant: DEFAULT_VARIANT,
    note: "",
    swatch: [],
    kind: meta.kind,
    title: meta.title.trim(),
    description: meta.description.trim(),
    category: meta.category,
    difficulty: meta.difficulty,
    tech: meta.tech.trim(),
    tags: meta.tags.map((t) => t.trim()),
    license: meta.license,
    author: meta.author,
    updatedAt: meta.updatedAt,
    ...(dependencies ? { dependencies } : {}),
  };
  if (!config.derive) return { resource, snippets };
  const folderName = relative(root, folder);
  let behaviour: string | undefined;
  const behaviourBytes = readSourceFile(join(folder, BEHAVIOUR_FILE), join(folderName, BEHAVIOUR_FILE), problems, {
    maxBytes: MAX_SNIPPET_BYTES,
    optional: true,
  });
  try {
    behaviour = behaviourBytes && utf8.decode(behaviourBytes);
  } catch {
    problems.push({ file: join(folderName, BEHAVIOUR_FILE), reason: "not valid UTF-8" });
  }
  const code = (target: string) => snippets.find((s) => s.target === target)?.code;
  const html = code("html");
  const compiled = usesTailwind(dependencies) && html !== undefined ? tailwind.get(tailwindInputOf(html, name, behaviour)) : undefined;
  const canonical = { html, css: code("css"), behaviour, ...(compiled ? { tailwind: compiled } : {}) };
  const derived = deriveSnippets(resource, canonical, snippets);
  problems.push(...derived.problems.map((p) => ({ ...p, file: join(folderName, p.file) })));
  return derived.snippets && { resource, snippets: derived.snippets, canonical };
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function readSnippets(root: string, folder: string, slug: string, problems: SourceProblem[], skip: Set<string>): SnippetRecord[] {
  const snippets: SnippetRecord[] = [];
  const seen = new Map<string, string>();
  for (const { name: fileName, kind } of listFolder(folder, relative(root, folder), problems) ?? []) {
    if (fileName === METADATA_FILE || skip.has(fileName)) continue;
    const file = relative(root, join(folder, fileName));
    if (kind !== "file") {
      problems.push({ file, reason: notAFile(kind) });
      continue;
    }
    const dot = fileName.indexOf(".");
    const target = dot > 0 ? fileName.slice(0, dot) : fileName;
    const ext = dot > 0 ? fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase() : "";
    const known = TARGETS_BY_NAME.get(target);
    const language = known?.language ?? LANGUAGE_BY_EXT[ext];
    if (!new RegExp(TARGET_PATTERN).test(target)) {
      problems.push({ file, reason: `snippet files are named <target>.<ext> with a target matching ${TARGET_PATTERN}` });
      continue;
    }
    if (known && ext !== known.ext) {
      problems.push({ file, reason: `the ${target} target is a .${known.ext} file` });
      continue;
    }
    if (!language) {
      problems.push({ file, reason: `unknown extension ".${ext}" (known: ${Object.keys(LANGUAGE_BY_EXT).join(", ")})` });
      continue;
    }
    if (seen.has(target)) {
      problems.push({ file, reason: `a second snippet for target "${target}" (first: ${seen.get(target)})` });
      continue;
    }
    seen.set(target, fileName);
    const sizeRule = `a snippet holds 1 to ${MAX_SNIPPET_BYTES} bytes`;
    const bytes = readSourceFile(join(folder, fileName), file, problems, { maxBytes: MAX_SNIPPET_BYTES, limit: sizeRule });
    if (bytes === undefined) continue;
    if (bytes.length === 0) {
      problems.push({ file, reason: `size 0 bytes; ${sizeRule}` });
      continue;
    }
    let code: string;
    try {
      code = utf8.decode(bytes);
    } catch {
      problems.push({ file, reason: "not valid UTF-8" });
      continue;
    }
    snippets.push({
      target,
      language,
      filename: snippetFilename(slug, pascal(slug), target, ext),
      bytes: bytes.length,
      tokens: approxTokens(bytes.length),
      code,
    });
  }
  return snippets;
}
