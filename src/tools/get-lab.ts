// get_lab: the address of a resource's full-screen live demo.
import { Type } from "@sinclair/typebox";
import { defineTool } from "./define.ts";
import { requireResource, resolvedFrom } from "./lookup.ts";
import { Slug } from "./schema.ts";

export const getLab = defineTool({
  name: "get_lab",
  title: "Get lab",
  description: "The address of a resource's live demo, to open in a browser or to show a person.",
  input: Type.Object({ slug: Slug }, { additionalProperties: false }),
  output: Type.Object(
    {
      slug: Type.String(),
      resolvedFrom: Type.Optional(Type.String({ description: "The design id asked for; slug is its default variant." })),
      title: Type.String(),
      url: Type.String({ description: "Full-screen live demo address." }),
    },
    { additionalProperties: false },
  ),
  rest: { path: ["slug"] },
  handler: ({ slug }, { catalog, labUrl }) => {
    const found = requireResource(catalog, slug);
    const r = found.resource;
    return { slug: r.slug, ...resolvedFrom(found), title: r.title, url: `${labUrl}/${r.slug}` };
  },
  view: (o) => `Live demo of ${o.slug} (${o.title})${o.resolvedFrom ? `, the default variant of ${o.resolvedFrom}` : ""}: ${o.url}`,
});
