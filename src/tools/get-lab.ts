// get_lab: the address of a resource's full-screen live demo.
import { Type } from "@sinclair/typebox";
import { PREVIEW_TYPE } from "../previews.ts";
import { defineTool } from "./define.ts";
import { requireResource, resolvedFrom } from "./lookup.ts";
import { Slug } from "./schema.ts";

export const getLab = defineTool({
  name: "get_lab",
  title: "Get lab",
  description: "The address of a resource's live demo, to open or show a person, and its preview image when the server has one.",
  input: Type.Object({ slug: Slug }, { additionalProperties: false }),
  output: Type.Object(
    {
      slug: Type.String(),
      resolvedFrom: Type.Optional(Type.String({ description: "The design id asked for; slug is its default variant." })),
      title: Type.String(),
      url: Type.String({ description: "Full-screen live demo address." }),
      preview: Type.Optional(
        Type.String({ description: "A rendered 800x500 WebP of the demo, when the server has one (MCP also sends it as an image)." }),
      ),
    },
    { additionalProperties: false },
  ),
  rest: { path: ["slug"] },
  handler: ({ slug }, ctx) => {
    const found = requireResource(ctx.catalog, slug);
    const r = found.resource;
    const preview = ctx.previews?.has(r.slug) ? `${ctx.baseUrl}/preview/${r.slug}.webp` : undefined;
    return { slug: r.slug, ...resolvedFrom(found), title: r.title, url: `${ctx.labUrl}/${r.slug}`, ...(preview ? { preview } : {}) };
  },
  view: (o) =>
    `Live demo of ${o.slug} (${o.title})${o.resolvedFrom ? `, the default variant of ${o.resolvedFrom}` : ""}: ${o.url}` +
    (o.preview ? `\nPreview image (800x500 WebP, also attached): ${o.preview}` : ""),
  // One look at the design for the model: the preview itself, bounded in size by the preview store.
  images: (o, ctx) => {
    const image = o.preview ? ctx.previews?.read(o.slug) : undefined;
    return image ? [{ type: "image", data: Buffer.from(image.bytes).toString("base64"), mimeType: PREVIEW_TYPE }] : [];
  },
});
