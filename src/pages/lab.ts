// GET /lab/:slug (the full-screen live demo with its overlay) and GET /lab/:slug/frame (the sandboxed demo itself).
import type { Fresh } from "../catalog/reader.ts";
import { closest } from "../catalog/suggest.ts";
import type { ToolContext } from "../tools/index.ts";
import { demoDocument, missingDemoDocument } from "./lab-frame.ts";
import { labNotFoundPage, labPage } from "./lab-page.ts";
import { PAGE, type Route } from "../route.ts";
import { htmlPage, libraryFrameHeaders } from "./pages.ts";

type Context = (request: Request) => ToolContext;

const NO_STORE = { "cache-control": "no-store" };

/** The lab page's 404 links to the nearest slugs; the frame's is self-contained, as a frame may load nothing. */
function notFound(context: ToolContext, slug: string, kind: "lab" | "frame") {
  if (kind === "frame") return htmlPage("frame", missingDemoDocument(slug), 404, NO_STORE);
  return htmlPage("lab", labNotFoundPage(slug, closest(slug, context.catalog.names(), 5)), 404, NO_STORE);
}

/** The labs: every route counted as "/lab", cacheable (a catalog swap changes their ETag). */
export function labRoutes(context: Context, fresh: Fresh): Route[] {
  const lab = { ...PAGE, label: "/lab", options: { detail: { hide: true } } };
  return [
    { ...lab, method: "GET", path: "/lab", handle: ({ redirect }) => redirect("/") },
    {
      ...lab,
      method: "GET",
      path: "/lab/:slug",
      handle: ({ request, params }) => {
        const ctx = context(request);
        // A design id shows its default variant, as it does in the tools.
        const resource = ctx.catalog.resolve(params.slug!)?.resource;
        return resource ? htmlPage("lab", labPage(resource)) : notFound(ctx, params.slug!, "lab");
      },
    },
    {
      ...lab,
      method: "GET",
      path: "/lab/:slug/frame",
      handle: ({ request, params }) =>
        fresh(() => {
          const ctx = context(request);
          const resource = ctx.catalog.resolve(params.slug!)?.resource;
          if (!resource) return notFound(ctx, params.slug!, "frame");
          // Memoized: a design system's specimen asks for its css more than once, and each ask is a query and a decompression.
          const fetched = new Map<string, string | undefined>();
          const code = (target: string) => {
            if (!fetched.has(target)) fetched.set(target, ctx.catalog.snippet(resource.slug, target)?.code);
            return fetched.get(target);
          };
          // A demo on a library loads it from this server's /vendor/, which its CSP then allows.
          const extra = resource.dependencies ? libraryFrameHeaders(`${ctx.baseUrl}/vendor/`) : {};
          return htmlPage("frame", demoDocument(resource, code), 200, extra);
        }),
    },
  ];
}
