// get_resource: everything about one resource except its code: snippets per target with sizes, and links.
import { Type } from "@sinclair/typebox";
import { defineTool } from "./define.ts";
import { requireResource } from "./lookup.ts";
import { Difficulty, ResourceKind, Slug } from "./schema.ts";

const SnippetInfo = Type.Object(
  {
    target: Type.String(),
    language: Type.String(),
    filename: Type.String(),
    bytes: Type.Integer({ minimum: 0 }),
    tokens: Type.Integer({ minimum: 0, description: "Approximate size in tokens, to budget context before fetching." }),
  },
  { additionalProperties: false },
);

const Link = Type.Object(
  {
    rel: Type.String({ description: "lab (live demo), self (this resource over REST) or snippet (a snippet over REST)." }),
    href: Type.String(),
    target: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export const getResource = defineTool({
  name: "get_resource",
  title: "Get resource",
  description:
    "Full metadata of one resource by slug: kind, category, difficulty, tech, tags, license, the snippets available " +
    "(target, language, filename, size in tokens) and links to its live demo and snippets. Call get_snippet next for the code.",
  input: Type.Object({ slug: Slug }, { additionalProperties: false }),
  output: Type.Object(
    {
      slug: Type.String(),
      kind: ResourceKind,
      title: Type.String(),
      description: Type.String(),
      category: Type.String(),
      difficulty: Difficulty,
      tech: Type.String(),
      tags: Type.Array(Type.String()),
      snippets: Type.Array(SnippetInfo),
      links: Type.Array(Link),
      license: Type.String(),
      author: Type.String(),
      updatedAt: Type.String({ description: "Date of the resource's last change, YYYY-MM-DD." }),
    },
    { additionalProperties: false },
  ),
  rest: { path: ["slug"] },
  handler: ({ slug }, { catalog, baseUrl, labUrl }) => {
    const r = requireResource(catalog, slug);
    return {
      slug: r.slug, kind: r.kind, title: r.title, description: r.description, category: r.category,
      difficulty: r.difficulty, tech: r.tech, tags: r.tags, snippets: r.snippets,
      links: [
        { rel: "lab", href: `${labUrl}/${r.slug}` },
        { rel: "self", href: `${baseUrl}/tools/get_resource/${r.slug}` },
        ...r.snippets.map((s) => ({ rel: "snippet", target: s.target, href: `${baseUrl}/tools/get_snippet/${r.slug}/${s.target}` })),
      ],
      license: r.license, author: r.author, updatedAt: r.updatedAt,
    };
  },
});
