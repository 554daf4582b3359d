// GET / (the catalog for people) and the static files of the pages, embedded so one executable serves them offline.
import highlightJs from "./home/highlight.js" with { type: "file" };
import homeCss from "./home/home.css" with { type: "file" };
import homeHtmlFile from "./home/home.html" with { type: "file" };
import homeJs from "./home/home.js" with { type: "file" };
import icon from "./home/icon.svg" with { type: "file" };
import labCss from "./home/lab.css" with { type: "file" };
import resourceJs from "./home/resource.js" with { type: "file" };
import uiJs from "./home/ui.js" with { type: "file" };
import { CACHE_CONTROL, notModified } from "../headers.ts";
import { PAGE, type Route } from "../route.ts";
import type { ToolContext } from "../tools/index.ts";
import { designCards } from "./home-designs.ts";
import { assetHeaders, pageHeaders } from "./pages.ts";

/** Where the pages find their files. */
export const ASSETS = {
  homeCss: "/assets/home.css",
  homeJs: "/assets/home.js",
  highlightJs: "/assets/highlight.js",
  resourceJs: "/assets/resource.js",
  uiJs: "/assets/ui.js",
  labCss: "/assets/lab.css",
  icon: "/assets/icon.svg",
} as const;

/** bun-types types every *.html import as an HTML bundle; imported `with { type: "file" }` it is a path like the rest. */
const homeHtml = homeHtmlFile as unknown as string;

const JS = "text/javascript; charset=utf-8";
const CSS = "text/css; charset=utf-8";

const FILES: Record<string, { path: string; type: string }> = {
  [ASSETS.homeCss]: { path: homeCss, type: CSS },
  [ASSETS.homeJs]: { path: homeJs, type: JS },
  [ASSETS.highlightJs]: { path: highlightJs, type: JS },
  [ASSETS.resourceJs]: { path: resourceJs, type: JS },
  [ASSETS.uiJs]: { path: uiJs, type: JS },
  [ASSETS.labCss]: { path: labCss, type: CSS },
  [ASSETS.icon]: { path: icon, type: "image/svg+xml" },
};

/** A file's bytes and content-hash ETag, read once: the files change only with the executable. */
const loaded = new Map<string, Promise<{ bytes: Uint8Array; etag: string }>>();
function load(path: string) {
  let entry = loaded.get(path);
  if (!entry) {
    entry = Bun.file(path)
      .bytes()
      .then((bytes) => ({ bytes, etag: `"${Bun.hash(bytes).toString(36)}"` }));
    loaded.set(path, entry);
  }
  return entry;
}

async function serve(request: Request, path: string, headers: Record<string, string>) {
  const { bytes, etag } = await load(path);
  if (notModified(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: { ...headers, etag } });
  return new Response(bytes as BodyInit, { headers: { ...headers, etag } });
}

/** The home page, its data and its files (which carry their own content-hash ETags, so the wrapper adds none). */
export function homeRoutes(context: (request: Request) => ToolContext): Route[] {
  const hidden = { options: { detail: { hide: true } } };
  return [
    {
      ...PAGE,
      ...hidden,
      label: "/",
      method: "GET",
      path: "/",
      handle: ({ request }) => serve(request, homeHtml, pageHeaders("home", { "cache-control": "no-cache" })),
    },
    {
      ...PAGE,
      ...hidden,
      label: "/home/designs.json",
      method: "GET",
      path: "/home/designs.json",
      handle: ({ request, query }) =>
        Response.json(
          designCards(context(request).catalog, typeof query.ids === "string" ? query.ids : undefined, context(request).previews),
          {
            headers: { "cache-control": CACHE_CONTROL },
          },
        ),
    },
    ...Object.entries(FILES).map(
      ([url, file]): Route => ({
        ...hidden,
        label: "/assets",
        cacheable: false,
        rateLimited: true,
        method: "GET",
        path: url,
        handle: ({ request }) => serve(request, file.path, assetHeaders(file.type)),
      }),
    ),
  ];
}
