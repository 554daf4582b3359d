// get_snippet: the source code of one resource for one target.
import { Type } from "@sinclair/typebox";
import { defineTool } from "./define.ts";
import { requireResource, targetNotFound } from "./lookup.ts";
import { Slug, Target } from "./schema.ts";

export const getSnippet = defineTool({
  name: "get_snippet",
  title: "Get snippet",
  description:
    "The source code of a resource for one target (html, css, js, react, next, vue, svelte, astro, and others such as " +
    "tokens, tailwind or scss for design systems), with its language and a file name to save it as. get_resource " +
    "lists each resource's targets and their sizes.",
  input: Type.Object({ slug: Slug, target: Target }, { additionalProperties: false }),
  output: Type.Object(
    {
      slug: Type.String(),
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
    const resource = requireResource(catalog, slug);
    const snippet = catalog.snippet(slug, target);
    if (!snippet) throw targetNotFound(resource, target);
    return { slug, ...snippet };
  },
});
