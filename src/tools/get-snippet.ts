// get_snippet: the source code of one resource for one target.
import { Type } from "@sinclair/typebox";
import { defineTool } from "./define.ts";
import { requireResource, resolvedFrom, targetNotFound } from "./lookup.ts";
import { Slug, Target } from "./schema.ts";

export const getSnippet = defineTool({
  name: "get_snippet",
  title: "Get snippet",
  description: "The source code of a resource for one target, with a file name to save it as.",
  input: Type.Object({ slug: Slug, target: Target }, { additionalProperties: false }),
  output: Type.Object(
    {
      slug: Type.String(),
      resolvedFrom: Type.Optional(Type.String({ description: "The design id asked for; slug is its default variant." })),
      target: Type.String(),
      language: Type.String(),
      filename: Type.String(),
      bytes: Type.Integer({ minimum: 0 }),
      tokens: Type.Integer({ minimum: 0 }),
      code: Type.String(),
    },
    { additionalProperties: false },
  ),
  rest: { path: ["slug", "target"], text: (output: { code: string }) => output.code },
  handler: ({ slug, target }, { catalog }) => {
    const found = requireResource(catalog, slug);
    const snippet = catalog.snippet(found.resource.slug, target);
    if (!snippet) throw targetNotFound(found.resource, target);
    return { slug: found.resource.slug, ...resolvedFrom(found), ...snippet };
  },
  view: (o) =>
    `${o.filename}: the ${o.target} snippet of ${o.slug}${o.resolvedFrom ? ` (default variant of ${o.resolvedFrom})` : ""}, ` +
    `${o.language}, ${o.bytes} bytes.\n\n${o.code}`,
});
