// MCP Apps (the io.modelcontextprotocol/ui extension): get_lab names a ui:// resource, the view in lab-app.html, that
// hosts implementing the extension render in their sandboxed frame to show the live demo in the conversation. Hosts
// without it ignore the tool's _meta and never read the resource.
import { readFileSync } from "node:fs";
import labAppFile from "./lab-app.html" with { type: "file" };

export const LAB_APP_URI = "ui://resource-catalog/lab.html";
/** The extension's MIME type for a view (RESOURCE_MIME_TYPE in @modelcontextprotocol/ext-apps). */
export const APP_MIME_TYPE = "text/html;profile=mcp-app";

/**
 * The view's rendering and security settings. It loads nothing from any network (it asks the host to call get_snippet
 * and shows the code in a frame of its own), so it declares no domains: hosts then give it their strictest policy.
 */
const UI_META = { ui: { prefersBorder: true, csp: {} } };

/**
 * tools/list _meta of the tools that have a view. Only the current key: the deprecated flat "ui/resourceUri" would
 * cost every connecting client's context for hosts of early 2026 (tools/list is held under 6 KB).
 */
export const TOOL_UI_META: Readonly<Record<string, object>> = {
  get_lab: { ui: { resourceUri: LAB_APP_URI } },
};

export const LAB_APP_RESOURCE = {
  uri: LAB_APP_URI,
  name: "lab-app",
  title: "Live demo (MCP Apps view)",
  description: "The view MCP Apps hosts render for get_lab: the resource's live demo, sandboxed, inside the conversation.",
  mimeType: APP_MIME_TYPE,
  _meta: UI_META,
};

/** bun-types types *.html imports as HTML bundles; imported `with { type: "file" }` it is a path (a $bunfs one when compiled). */
let html: string | undefined;
export function readLabApp() {
  html ??= readFileSync(labAppFile as unknown as string, "utf8");
  return { contents: [{ uri: LAB_APP_URI, mimeType: APP_MIME_TYPE, text: html, _meta: UI_META }] };
}
