// What the HTML pages share: their security headers (home, lab page, sandboxed lab frame) and HTML escaping.

/** The home page: everything from this server only; framed by nothing. */
const HOME_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The lab page around a demo: no script of its own, one stylesheet, the demo frame; framed by this origin only. */
const LAB_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

/**
 * The demo itself: `sandbox allow-scripts` gives it an opaque origin (no cookies, storage or DOM of this server, no
 * top navigation, no forms, no popups); its inline code runs, but nothing may be fetched from any network.
 */
const labFrameCsp = (scriptSources: string[] = []) =>
  [
    "sandbox allow-scripts",
    "default-src 'none'",
    ["script-src 'unsafe-inline'", ...scriptSources].join(" "),
    "style-src 'unsafe-inline'",
    "img-src data: blob:",
    "font-src data:",
    "media-src data: blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
const LAB_FRAME_CSP = labFrameCsp();

/**
 * The frame of a demo built on a library (GSAP, Three.js...): its scripts may also come from this server's /vendor/
 * (the pinned copies), and from nowhere else.
 */
export const libraryFrameHeaders = (vendorBase: string) => ({ "content-security-policy": labFrameCsp([vendorBase]) });

const COMMON = { "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" };

export type PageKind = "home" | "lab" | "frame";

const BY_KIND: Record<PageKind, Record<string, string>> = {
  home: { "content-security-policy": HOME_CSP, "x-frame-options": "DENY", "cross-origin-opener-policy": "same-origin" },
  lab: { "content-security-policy": LAB_PAGE_CSP, "x-frame-options": "SAMEORIGIN", "cross-origin-opener-policy": "same-origin" },
  frame: { "content-security-policy": LAB_FRAME_CSP, "x-frame-options": "SAMEORIGIN" },
};

/** The headers of an HTML page of this kind. */
export function pageHeaders(kind: PageKind, extra: Record<string, string> = {}): Record<string, string> {
  return { "content-type": "text/html; charset=utf-8", ...COMMON, ...BY_KIND[kind], ...extra };
}

/** An HTML response with the page headers of its kind. */
export const htmlPage = (kind: PageKind, html: string, status = 200, extra: Record<string, string> = {}) =>
  new Response(html, { status, headers: pageHeaders(kind, extra) });

/** Headers of a static asset (script, stylesheet, icon) served beside the pages. */
export const assetHeaders = (type: string): Record<string, string> => ({ "content-type": type, "cache-control": "no-cache", ...COMMON });

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** A full document rather than a fragment: it starts (after comments) with a doctype or an <html> tag. */
export const isFullDocument = (html: string) => /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\b|html[\s>])/i.test(html);

/** Code placed inside <style> or <script> cannot close its element early. */
export const inlineStyle = (css: string) => `<style>\n${css.replace(/<\/(style)/gi, "<\\/$1")}\n</style>`;
export const inlineScript = (js: string) => {
  const module = /^\s*(?:import\s*[\w{*"']|export\s)/m.test(js) ? ' type="module"' : "";
  return `<script${module}>\n${js.replace(/<\/(script)/gi, "<\\/$1")}\n</script>`;
};

/** The content of a full document's <body>; a fragment as it is. */
export function bodyOf(html: string): string {
  if (!isFullDocument(html)) return html;
  return /<body\b[^>]*>([\s\S]*?)(?:<\/body\s*>|$)/i.exec(html)?.[1] ?? "";
}
