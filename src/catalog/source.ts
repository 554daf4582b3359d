// Reads and validates a catalog source folder: one folder per resource, holding resource.json and its snippet files.
import { join, relative } from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { BEHAVIOUR_FILE, deriveTargets, parseCanonical, targetExt } from "./derive/index.ts";
import {
  CATEGORY_PATTERN, DIFFICULTIES, KINDS, KNOWN_TARGETS, LANGUAGE_BY_EXT, SLUG_PATTERN, TARGET_PATTERN,
  approxTokens, pascal, type ResourceRecord, type SnippetRecord,
} from "./model.ts";
import { listFolder, notAFile, notAFolder, readSourceFile } from "./source-files.ts";

export const METADATA_FILE = "resource.json";
/** Optional, at the source root: `{ "derive": true }` derives every missing core target from html + css (+ js.ts). */
export const CONFIG_FILE = "catalog.json";
/** About 20k tokens: the most one tool result may carry. */
export const MAX_SNIPPET_BYTES = 80_000;
/** resource.json and catalog.json: far more than any metadata needs. */
const MAX_METADATA_BYTES = 64 * 1024;

const ResourceFile = Type.Object(
  {
    slug: Type.Optional(Type.String({ pattern: SLUG_PATTERN })),
    kind: Type.Union(KINDS.map((k) => Type.Literal(k))),
    title: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.String({ minLength: 1, maxLength: 600 }),
    category: Type.String({ pattern: CATEGORY_PATTERN, maxLength: 60 }),
    difficulty: Type.Union(DIFFICULTIES.map((d) => Type.Literal(d))),
    tech: Type.String({ minLength: 1, maxLength: 60 }),
    tags: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 }),
    license: Type.String({ minLength: 1, maxLength: 60 }),
    author: Type.String({ minLength: 1, maxLength: 80 }),
    updatedAt: Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
  },
  { additionalProperties: false },
);
type ResourceFile = Static<typeof ResourceFile>;
const checkResourceFile = TypeCompiler.Compile(ResourceFile);

export interface SourceProblem {
  file: string;
  field?: string;
  reason: string;
}

export class SourceError extends Error {
  constructor(readonly problems: SourceProblem[]) {
    super(
      `catalog source is invalid (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n` +
        problems.map((p) => `  ${p.file}${p.field ? ` field "${p.field}"` : ""}: ${p.reason}`).join("\n"),
    );
    this.name = "SourceError";
  }
}

export interface SourceResource {
  resource: ResourceRecord;
  snippets: SnippetRecord[];
}

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

/** Reads every resource under `dir`; throws one SourceError naming each bad file, field and reason. */
export function readSource(dir: string): SourceResource[] {
  const problems: SourceProblem[] = [];
  const entries = listFolder(dir, dir, problems, "source folder");
  if (!entries) throw new SourceError(problems);
  const config = readSourceConfig(dir, problems);
  const resources: SourceResource[] = [];
  for (const { name, kind } of entries) {
    const folder = join(dir, name);
    if (kind === "link") problems.push({ file: name, reason: notAFolder(kind) });
    if (kind !== "folder") continue;
    const found = readResource(dir, folder, name, problems, config);
    if (found) resources.push(found);
  }
  if (resources.length === 0 && problems.length === 0) {
    problems.push({ file: dir, reason: `no resource folders found (each needs a ${METADATA_FILE})` });
  }
  if (problems.length > 0) throw new SourceError(problems);
  return resources;
}

function readResource(root: string, folder: string, name: string, problems: SourceProblem[], config: SourceConfig): SourceResource | undefined {
  const file = relative(root, join(folder, METADATA_FILE)) || METADATA_FILE;
  const before = problems.length;
  if (!new RegExp(SLUG_PATTERN).test(name)) {
    problems.push({ file: relative(root, folder), reason: `folder name is the slug and must match ${SLUG_PATTERN}` });
  }
  let meta: ResourceFile;
  const raw = readSourceFile(join(folder, METADATA_FILE), file, problems, { maxBytes: MAX_METADATA_BYTES });
  if (raw === undefined) return undefined;
  try {
    meta = JSON.parse(raw.toString("utf8"));
  } catch (err) {
    problems.push({ file, reason: `not valid JSON (${(err as Error).message})` });
    return undefined;
  }
  for (const e of checkResourceFile.Errors(meta)) {
    const field = e.path.replace(/^\//, "") || "(root)";
    const known = field.split("/")[0]! in ResourceFile.properties;
    const reason = known ? `${e.message}${e.value === undefined ? "" : ` (got ${JSON.stringify(e.value)?.slice(0, 80)})`}` : `unknown field (fields: ${Object.keys(ResourceFile.properties).join(", ")})`;
    problems.push({ file, field, reason });
  }
  if (meta && typeof meta === "object" && meta.slug !== undefined && meta.slug !== name) {
    problems.push({ file, field: "slug", reason: `must equal the folder name "${name}" (got "${meta.slug}")` });
  }
  const snippets = readSnippets(root, folder, name, problems, config.derive ? new Set([BEHAVIOUR_FILE]) : new Set());
  if (snippets.length === 0) {
    problems.push({ file: relative(root, folder), reason: "no snippet files (name them <target>.<ext>, e.g. html.html, react.tsx)" });
  }
  if (problems.length > before) return undefined;
  const resource: ResourceRecord = {
    slug: name, kind: meta.kind, title: meta.title.trim(), description: meta.description.trim(), category: meta.category,
    difficulty: meta.difficulty, tech: meta.tech.trim(), tags: meta.tags.map((t) => t.trim()), license: meta.license,
    author: meta.author, updatedAt: meta.updatedAt,
  };
  if (!config.derive) return { resource, snippets };
  const derived = withDerivedTargets(resource, snippets, relative(root, folder), folder, problems);
  return derived && { resource, snippets: derived };
}

/**
 * Derive mode: html.html is the canonical fragment and becomes a standalone document; every other core target
 * (and a design system's token files) that has no hand-written file is derived. Problems name the canonical file.
 */
function withDerivedTargets(resource: ResourceRecord, snippets: SnippetRecord[], folderName: string, folder: string, problems: SourceProblem[]): SnippetRecord[] | undefined {
  let behaviour: string | undefined;
  const raw = readSourceFile(join(folder, BEHAVIOUR_FILE), join(folderName, BEHAVIOUR_FILE), problems, { maxBytes: MAX_SNIPPET_BYTES, optional: true });
  try {
    behaviour = raw && utf8.decode(raw);
  } catch {
    problems.push({ file: join(folderName, BEHAVIOUR_FILE), reason: "not valid UTF-8" });
  }
  const code = (target: string) => snippets.find((s) => s.target === target)?.code;
  const fail = (list: { file: string; field?: string; reason: string }[]) => {
    problems.push(...list.map((p) => ({ ...p, file: join(folderName, p.file) })));
    return undefined;
  };
  const parsed = parseCanonical(resource, { html: code("html"), css: code("css"), behaviour });
  if (!parsed.context) return fail(parsed.problems);
  const { targets, problems: deriveProblems } = deriveTargets(parsed.context);
  if (deriveProblems.length > 0) return fail(deriveProblems);
  const out = snippets.filter((s) => s.target !== "html");
  for (const [target, text] of targets) {
    if (target !== "html" && out.some((s) => s.target === target)) continue; // a hand-written snippet wins
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_SNIPPET_BYTES) return fail([{ file: "html.html", reason: `the derived ${target} target is ${bytes} bytes; a snippet holds at most ${MAX_SNIPPET_BYTES}` }]);
    const ext = targetExt(target);
    out.push({ target, language: languageOf(target, ext), filename: snippetFilename(resource.slug, target, ext), bytes, tokens: approxTokens(bytes), code: text });
  }
  return out.sort((a, b) => (a.target < b.target ? -1 : a.target > b.target ? 1 : 0));
}

const languageOf = (target: string, ext: string): string =>
  KNOWN_TARGETS[target as keyof typeof KNOWN_TARGETS]?.language ?? LANGUAGE_BY_EXT[ext] ?? ext;

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
    const known = KNOWN_TARGETS[target as keyof typeof KNOWN_TARGETS];
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
    snippets.push({ target, language, filename: snippetFilename(slug, target, ext), bytes: bytes.length, tokens: approxTokens(bytes.length), code });
  }
  return snippets;
}

/** The file name a user would save the snippet as: components get their framework's naming. */
export function snippetFilename(slug: string, target: string, ext: string): string {
  switch (target) {
    case "react": case "next": case "vue": case "svelte": case "astro": return `${pascal(slug)}.${ext}`;
    case "tokens": return `${slug}.tokens.json`;
    case "tailwind": return `${slug}.theme.css`;
    case "scss": return `_${slug}.scss`;
    default: return `${slug}.${ext}`;
  }
}
