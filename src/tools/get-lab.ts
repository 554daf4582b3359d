// get_lab: the address of a resource's full-screen live demo.
import { Type } from "@sinclair/typebox";
import { defineTool } from "./define.ts";
import { requireResource } from "./lookup.ts";
import { Slug } from "./schema.ts";

export const getLab = defineTool({
  name: "get_lab",
  title: "Get lab",
  description: "The address of a resource's full-screen live demo (its lab), to open in a browser or show to a person.",
  input: Type.Object({ slug: Slug }, { additionalProperties: false }),
  output: Type.Object(
    { slug: Type.String(), title: Type.String(), url: Type.String({ description: "Full-screen live demo address." }) },
    { additionalProperties: false },
  ),
  rest: { path: ["slug"] },
  handler: ({ slug }, { catalog, labUrl }) => {
    const r = requireResource(catalog, slug);
    return { slug: r.slug, title: r.title, url: `${labUrl}/${r.slug}` };
  },
});
