// get_resource: everything about one resource except its code: snippets per target with sizes, variants, links.
import { Type } from "@sinclair/typebox";
import { dependencySpecs } from "../catalog/libraries.ts";
import { defineTool } from "./define.ts";
import { requireResource, resolvedFrom } from "./lookup.ts";
import { Difficulty, ResourceKind, Slug } from "./schema.ts";

const SnippetInfo = Type.Object(
  { target: Type.String(), tokens: Type.Integer({ minimum: 0, description: "Approximate size." }) },
  { additionalProperties: false },
);

export const getResource = defineTool({
  name: "get_resource",
  title: "Get resource",
  description: "One resource: metadata, targets with token sizes, the design's other variants, links. Then get_snippet.",
  input: Type.Object({ slug: Slug }, { additionalProperties: false }),
  output: Type.Object(
    {
      slug: Type.String(),
      design: Type.String(),
      variant: Type.String(),
      note: Type.Optional(Type.String({ description: "How this variant differs, in a few words." })),
      resolvedFrom: Type.Optional(Type.String({ description: "The design id asked for; slug is its default variant." })),
      kind: ResourceKind,
      title: Type.String(),
      description: Type.String(),
      category: Type.String(),
      difficulty: Difficulty,
      tech: Type.String(),
      tags: Type.Array(Type.String()),
      dependencies: Type.Optional(
        Type.Record(Type.String(), Type.String(), {
          description:
            "npm packages its code imports (or, for tailwindcss, whose utility classes it is written with), with version ranges.",
        }),
      ),
      snippets: Type.Array(SnippetInfo),
      variants: Type.Array(Type.String(), { description: "Slugs of the design's other variants." }),
      links: Type.Object(
        {
          lab: Type.String({ description: "Live demo." }),
          snippet: Type.String({ description: "get_snippet over REST; replace {target}." }),
          preview: Type.Optional(Type.String({ description: "A rendered 800x500 WebP of the demo, when the server has one." })),
          registry: Type.String({ description: "shadcn registry item (React); replace .json by .TARGET.json for another target." }),
        },
        { additionalProperties: false },
      ),
      license: Type.String(),
      author: Type.String(),
      updatedAt: Type.String({ description: "YYYY-MM-DD." }),
    },
    { additionalProperties: false },
  ),
  rest: { path: ["slug"] },
  handler: ({ slug }, { catalog, baseUrl, labUrl, previews }) => {
    const found = requireResource(catalog, slug);
    const r = found.resource;
    return {
      slug: r.slug,
      design: r.design,
      variant: r.variant,
      ...(r.note ? { note: r.note } : {}),
      ...resolvedFrom(found),
      kind: r.kind,
      title: r.title,
      description: r.description,
      category: r.category,
      difficulty: r.difficulty,
      tech: r.tech,
      tags: r.tags,
      ...(r.dependencies ? { dependencies: r.dependencies } : {}),
      snippets: r.snippets.map((s) => ({ target: s.target, tokens: s.tokens })),
      variants: r.designOf.variants.filter((v) => v !== r).map((v) => v.slug),
      links: {
        lab: `${labUrl}/${r.slug}`,
        snippet: `${baseUrl}/tools/get_snippet/${r.slug}/{target}`,
        ...(previews?.has(r.slug) ? { preview: `${baseUrl}/preview/${r.slug}.webp` } : {}),
        registry: `${baseUrl}/r/${r.slug}.json`,
      },
      license: r.license,
      author: r.author,
      updatedAt: r.updatedAt,
    };
  },
  view: (o, _args, { catalog }) => {
    const notes = (slug: string) => catalog.resource(slug)?.note;
    return [
      `${o.slug}: ${o.title}${o.resolvedFrom ? ` (the default variant of ${o.resolvedFrom})` : ""}`,
      `${[o.kind, o.category, o.difficulty, o.tech, o.license].join(" · ")}`,
      o.description,
      `tags: ${o.tags.join(", ")}`,
      ...(o.dependencies
        ? [
            `dependencies: ${dependencySpecs(o.dependencies).join(", ")} (npm i them; the html target loads them itself${
              "tailwindcss" in o.dependencies
                ? "; its classes are Tailwind CSS v4 utilities: the framework targets need Tailwind set up, the html, css and js targets carry the compiled CSS"
                : ""
            })`,
          ]
        : []),
      `snippets (~tokens): ${o.snippets.map((s) => `${s.target} ${s.tokens}`).join(", ")}`,
      ...(o.variants.length > 0
        ? [
            `design ${o.design}, variant ${o.variant}${o.note ? ` (${o.note})` : ""}; others: ${o.variants.map((v) => (notes(v) ? `${v} (${notes(v)})` : v)).join(", ")}`,
          ]
        : []),
      `lab: ${o.links.lab}${o.links.preview ? ` · preview: ${o.links.preview}` : ""}`,
      `code: get_snippet, or GET ${o.links.snippet}`,
    ].join("\n");
  },
});
