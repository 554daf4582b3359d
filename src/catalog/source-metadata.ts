// What a source folder is read into (resources, designs, problems) and the metadata fields resources and designs share.
import type { TypeCheck } from "@sinclair/typebox/compiler";
import { Type, type TSchema } from "@sinclair/typebox";
import type { CanonicalFiles } from "./derive/index.ts";
import { libraryNamed, LIBRARIES } from "./libraries.ts";
import { CATEGORY_PATTERN, DIFFICULTIES, KINDS, type DesignRecord, type ResourceRecord, type SnippetRecord } from "./model.ts";

/** resource.json, design.json, catalog.json and preset files: far more than any metadata needs. */
export const MAX_METADATA_BYTES = 64 * 1024;

/** The metadata every resource and every design declares. */
export const MetadataFields = {
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
  dependencies: Type.Optional(
    Type.Record(Type.String({ maxLength: 60 }), Type.String({ minLength: 1, maxLength: 40 }), {
      maxProperties: 8,
      description: "The libraries js.ts imports: npm package -> version range.",
    }),
  ),
};

/**
 * Problems with a resource's declared dependencies: each must be a library this server serves for labs
 * (libraries.ts), at a version range its pinned version satisfies.
 */
export function dependencyProblems(dependencies: Record<string, string> | undefined, file: string): SourceProblem[] {
  const problems: SourceProblem[] = [];
  for (const [name, range] of Object.entries(dependencies ?? {})) {
    const library = libraryNamed(name);
    const field = `dependencies/${name}`;
    if (!library)
      problems.push({
        file,
        field,
        reason: `not a library labs can load offline (libraries: ${LIBRARIES.map((l) => l.name).join(", ")}; see src/catalog/libraries.ts)`,
      });
    else if (!safeSatisfies(library.version, range))
      problems.push({ file, field, reason: `"${range}" does not include the version this server serves, ${library.version}` });
  }
  return problems;
}

function safeSatisfies(version: string, range: string): boolean {
  try {
    return Bun.semver.satisfies(version, range);
  } catch {
    return false;
  }
}

/** The dependencies to record: the declared ones, trimmed, or none. */
export const declaredDependencies = (dependencies: Record<string, string> | undefined) =>
  dependencies && Object.keys(dependencies).length > 0
    ? Object.fromEntries(Object.entries(dependencies).map(([k, v]) => [k, v.trim()]))
    : undefined;

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

/** Problems for each place `value` breaks `schema`, naming the field and what it accepts. */
export function schemaProblems(
  check: TypeCheck<TSchema>,
  properties: Record<string, unknown>,
  value: unknown,
  file: string,
): SourceProblem[] {
  const problems: SourceProblem[] = [];
  for (const e of check.Errors(value)) {
    const field = e.path.replace(/^\//, "") || "(root)";
    const known = field === "(root)" || field.split("/")[0]! in properties;
    const reason = known
      ? `${e.message}${e.value === undefined ? "" : ` (got ${JSON.stringify(e.value)?.slice(0, 80)})`}`
      : `unknown field (fields: ${Object.keys(properties).join(", ")})`;
    problems.push({ file, field, reason });
  }
  return problems;
}

export interface SourceResource {
  resource: ResourceRecord;
  snippets: SnippetRecord[];
  /** The canonical files the targets were derived from (a variant's: its slug and palette in place), if derived. */
  canonical?: CanonicalFiles;
}

/** What a source folder holds: every resource (the variants of a design in their order) and every design. */
export interface SourceCatalog {
  resources: SourceResource[];
  designs: DesignRecord[];
}
