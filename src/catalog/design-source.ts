// Design folders: design.json plus canonical html.html, css.css and js.ts, expanded into one resource per variant.
//
// A variant is the design under other custom-property values (a palette, a theme), with its own name, slug
// (`<design>-<variant>`) and the words it adds to the title, description and tags. Shared variants are declared
// once in presets/<set>.json at the source root; a design lists the ones it comes in, or declares its own.
import { join, relative } from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { BEHAVIOUR_FILE } from "./derive/index.ts";
import { renameMarkup, renameStylesheet } from "./design-rename.ts";
import { deriveSnippets, MAX_SNIPPET_BYTES } from "./derived-snippets.ts";
import { DEFAULT_VARIANT, SLUG_PATTERN, type DesignRecord, type ResourceRecord } from "./model.ts";
import { listFolder, readSourceFile } from "./source-files.ts";
import { tailwindInputOf, type TailwindStylesheets, usesTailwind } from "./tailwind.ts";
import {
  declaredDependencies,
  dependencyProblems,
  MAX_METADATA_BYTES,
  MetadataFields,
  schemaProblems,
  type SourceProblem,
  type SourceResource,
} from "./source-metadata.ts";

export const DESIGN_FILE = "design.json";
/** The folder at the source root that holds shared variants, one JSON file per set (palettes.json, themes.json). */
export const PRESETS_DIR = "presets";
const DEFAULT_SET = "palettes";
const CANONICAL_FILES = new Set([DESIGN_FILE, "html.html", "css.css", BEHAVIOUR_FILE]);
/** More would be copies, not choices. */
const MAX_VARIANTS = 24;

const CUSTOM_PROPERTY = "^--[a-zA-Z0-9_-]+$";
const VariantFields = {
  label: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: "Shown in the title: 'Glass card (Ember)'." })),
  note: Type.Optional(Type.String({ maxLength: 60, description: "A few words on how it differs: 'dark, ember orange'." })),
  description: Type.Optional(Type.String({ maxLength: 200, description: "A sentence added to the design's description." })),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 10 })),
  swatch: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 3 })),
  vars: Type.Optional(Type.Record(Type.String({ pattern: CUSTOM_PROPERTY }), Type.String({ minLength: 1, maxLength: 200 }))),
};
const Preset = Type.Object(VariantFields, { additionalProperties: false });
type Preset = Static<typeof Preset>;
const InlineVariant = Type.Object(
  {
    name: Type.String({ pattern: SLUG_PATTERN, maxLength: 40 }),
    preset: Type.Optional(Type.String({ pattern: SLUG_PATTERN })),
    ...VariantFields,
  },
  { additionalProperties: false },
);
type InlineVariant = Static<typeof InlineVariant>;
const DesignFile = Type.Object(
  {
    ...MetadataFields,
    presets: Type.Optional(Type.String({ pattern: SLUG_PATTERN, description: "The shared set the variant names come from." })),
    variants: Type.Optional(
      Type.Array(Type.Union([Type.String({ pattern: SLUG_PATTERN, maxLength: 40 }), InlineVariant]), {
        minItems: 1,
        maxItems: MAX_VARIANTS,
      }),
    ),
  },
  { additionalProperties: false },
);
type DesignFile = Static<typeof DesignFile>;
const checkDesignFile = TypeCompiler.Compile(DesignFile);
const checkPreset = TypeCompiler.Compile(Preset);

/** The shared variant sets, each read once, when a design first names it. */
export class PresetLibrary {
  private readonly sets = new Map<string, Map<string, Preset> | undefined>();

  constructor(
    private readonly dir: string,
    private readonly problems: SourceProblem[],
  ) {}

  /** The set's presets; undefined (and one problem, reported once) when the file is missing or invalid. */
  set(name: string): Map<string, Preset> | undefined {
    if (this.sets.has(name)) return this.sets.get(name);
    const file = join(PRESETS_DIR, `${name}.json`);
    // Optional: a missing set is reported in this design's words; other read problems (a link, a FIFO) as they are.
    const read: SourceProblem[] = [];
    const raw = readSourceFile(join(this.dir, `${name}.json`), file, read, { maxBytes: MAX_METADATA_BYTES, optional: true });
    let parsed: unknown;
    try {
      parsed = raw === undefined ? undefined : JSON.parse(raw.toString("utf8"));
    } catch (err) {
      read.push({ file, reason: `not valid JSON (${(err as Error).message})` });
    }
    if (raw === undefined && read.length === 0) read.push({ file, reason: "missing: a design names this preset set" });
    if (read.length > 0) {
      this.problems.push(...read);
      this.sets.set(name, undefined);
      return undefined;
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
      this.problems.push({ file, reason: "must be an object of named presets" });
      this.sets.set(name, undefined);
      return undefined;
    }
    const presets = new Map<string, Preset>();
    const before = this.problems.length;
    for (const [key, value] of Object.entries(parsed)) {
      if (key === "$comment") continue;
      if (!new RegExp(SLUG_PATTERN).test(key)) this.problems.push({ file, field: key, reason: `a preset name must match ${SLUG_PATTERN}` });
      const found = schemaProblems(checkPreset, Preset.properties, value, file).map((p) => ({ ...p, field: `${key}/${p.field}` }));
      this.problems.push(...found);
      if (found.length === 0) presets.set(key, value as Preset);
    }
    this.sets.set(name, this.problems.length > before ? undefined : presets);
    return this.sets.get(name);
  }
}

interface Variant extends Preset {
  name: string;
}

/**
 * Reads a design folder into its resources, one per variant in the declared order (the first is the default). A
 * design written with Tailwind CSS finds its compiled classes in `tailwind` (compiled ahead: compileTailwindSource).
 */
export function readDesign(
  root: string,
  folder: string,
  id: string,
  problems: SourceProblem[],
  presets: PresetLibrary,
  tailwind?: TailwindStylesheets,
): { design: DesignRecord; resources: SourceResource[] } | undefined {
  const folderName = relative(root, folder);
  const file = join(folderName, DESIGN_FILE);
  const before = problems.length;
  if (!new RegExp(SLUG_PATTERN).test(id))
    problems.push({ file: folderName, reason: `folder name is the design id and must match ${SLUG_PATTERN}` });
  // The canonical files themselves are read below, where a link or a FIFO in their place is refused.
  for (const { name } of listFolder(folder, folderName, problems) ?? []) {
    if (!CANONICAL_FILES.has(name)) {
      problems.push({
        file: join(folderName, name),
        reason: `a design folder holds only ${[...CANONICAL_FILES].join(", ")}; write other targets in a resource folder`,
      });
    }
  }
  let meta: DesignFile;
  const raw = readSourceFile(join(folder, DESIGN_FILE), file, problems, { maxBytes: MAX_METADATA_BYTES });
  if (raw === undefined) return undefined;
  try {
    meta = JSON.parse(raw.toString("utf8"));
  } catch (err) {
    problems.push({ file, reason: `not valid JSON (${(err as Error).message})` });
    return undefined;
  }
  const schema = schemaProblems(checkDesignFile, DesignFile.properties, meta, file);
  problems.push(...schema);
  if (schema.length > 0) return undefined;
  problems.push(...dependencyProblems(meta.dependencies, file));
  const dependencies = declaredDependencies(meta.dependencies);
  const variants = resolveVariants(meta, file, presets, problems);
  const text = (name: string) => {
    const bytes = readSourceFile(join(folder, name), join(folderName, name), problems, { maxBytes: MAX_SNIPPET_BYTES, optional: true });
    if (bytes === undefined) return undefined;
    try {
      return utf8.decode(bytes);
    } catch {
      problems.push({ file: join(folderName, name), reason: "not valid UTF-8" });
      return undefined;
    }
  };
  const html = text("html.html");
  const css = text("css.css");
  const behaviour = text(BEHAVIOUR_FILE);
  if (!variants || problems.length > before) return undefined;
  // Every variant has the same classes (only the root's, the design id, becomes the slug): compiled once.
  const compiled = usesTailwind(dependencies) && html !== undefined ? tailwind?.get(tailwindInputOf(html, id, behaviour)) : undefined;

  const design: DesignRecord = { id, title: meta.title.trim(), description: meta.description.trim(), tags: meta.tags.map((t) => t.trim()) };
  const resources: SourceResource[] = [];
  for (const variant of variants) {
    const single = variant.name === DEFAULT_VARIANT && variants.length === 1;
    const slug = single ? id : `${id}-${variant.name}`;
    const resource: ResourceRecord = {
      slug,
      design: id,
      variant: variant.name,
      note: variant.note?.trim() ?? "",
      swatch: variant.swatch ?? [],
      kind: meta.kind,
      title: single ? design.title : `${design.title} (${variant.label?.trim() || capitalize(variant.name)})`,
      description: variant.description ? `${design.description} ${variant.description.trim()}` : design.description,
      category: meta.category,
      difficulty: meta.difficulty,
      tech: meta.tech.trim(),
      tags: [...new Set([...design.tags, ...(variant.tags ?? []).map((t) => t.trim())])].slice(0, 20),
      license: meta.license,
      author: meta.author,
      updatedAt: meta.updatedAt,
      ...(dependencies ? { dependencies } : {}),
    };
    // A Tailwind design may leave css.css out: its variant's custom properties are then its whole own stylesheet.
    const ownCss = css ?? (usesTailwind(dependencies) ? "" : undefined);
    const files = {
      html: html === undefined ? undefined : `${renameMarkup(html.trim(), id, slug)}\n`,
      css: ownCss === undefined ? undefined : `${varsRule(slug, variant.vars)}${renameStylesheet(ownCss.trim(), id, slug)}\n`,
      behaviour,
      ...(compiled ? { tailwind: compiled } : {}),
    };
    const derived = deriveSnippets(resource, files);
    if (!derived.snippets) {
      // The same canonical files make every variant: their problems are reported once, for the design.
      problems.push(
        ...derived.problems.map((p) => ({ ...p, file: join(folderName, p.file), reason: `${p.reason} (variant ${variant.name})` })),
      );
      return undefined;
    }
    resources.push({ resource, snippets: derived.snippets, canonical: files });
  }
  return { design, resources };
}

/** The variants a design declares, presets resolved; a design without any is a design of one. */
function resolveVariants(meta: DesignFile, file: string, presets: PresetLibrary, problems: SourceProblem[]): Variant[] | undefined {
  if (!meta.variants) return [{ name: DEFAULT_VARIANT }];
  const setName = meta.presets ?? DEFAULT_SET;
  const out: Variant[] = [];
  let ok = true;
  for (const [i, entry] of meta.variants.entries()) {
    const inline: InlineVariant = typeof entry === "string" ? { name: entry, preset: entry } : entry;
    let base: Preset = {};
    if (inline.preset !== undefined) {
      const set = presets.set(setName);
      const preset = set?.get(inline.preset);
      if (!preset) {
        if (set)
          problems.push({
            file,
            field: `variants/${i}`,
            reason: `no preset "${inline.preset}" in ${PRESETS_DIR}/${setName}.json (presets: ${[...set.keys()].join(", ")})`,
          });
        ok = false;
        continue;
      }
      base = preset;
    }
    const { preset: _, ...own } = inline;
    const variant: Variant = { ...base, ...own, vars: { ...base.vars, ...own.vars } };
    if (out.some((v) => v.name === variant.name)) {
      problems.push({ file, field: `variants/${i}`, reason: `a second variant named "${variant.name}"` });
      ok = false;
    }
    out.push(variant);
  }
  return ok ? out : undefined;
}

/** The variant's custom properties on the root, ahead of the design's own rules (which may still override them). */
function varsRule(slug: string, vars: Record<string, string> | undefined): string {
  const entries = Object.entries(vars ?? {});
  if (entries.length === 0) return "";
  return `.${slug} {\n${entries.map(([k, v]) => `  ${k}: ${v};`).join("\n")}\n}\n`;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, " ");
