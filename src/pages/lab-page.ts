// The pages around a demo: the full-screen lab with its folded overlay, and the lab's "not found" page.
import type { CatalogResource } from "../catalog/reader.ts";
import { ASSETS } from "./home.ts";
import { escapeHtml } from "./pages.ts";

const enc = encodeURIComponent;

const head = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${ASSETS.icon}" type="image/svg+xml">
<link rel="stylesheet" href="${ASSETS.labCss}">
</head>`;

/**
 * The lab: the demo frame fills the window; the overlay is one small corner button (a <details>, so no script)
 * that unfolds into links to the resource, its snippets and the catalog. It comes first, so the first Tab reaches it.
 */
export function labPage(resource: CatalogResource): string {
  const slug = enc(resource.slug);
  const snippets = resource.snippets.map(
    (s) =>
      `<li><a href="/tools/get_snippet/${slug}/${enc(s.target)}">${escapeHtml(s.target)}</a> <span>${escapeHtml(s.filename)}, ~${s.tokens} tokens</span></li>`,
  );
  return `${head(`${resource.title} · Lab`)}
<body class="lab">
<details class="lab-overlay">
<summary aria-label="About this demo"><span aria-hidden="true">i</span></summary>
<div class="lab-panel">
<p class="lab-kind">${escapeHtml(resource.kind.replace("-", " "))} · ${escapeHtml(resource.category)} · ${escapeHtml(resource.difficulty)}</p>
<h1>${escapeHtml(resource.title)}</h1>
<p>${escapeHtml(resource.description)}</p>
<p class="lab-actions"><a href="/?r=${slug}">View code in the catalog</a> <a href="/tools/get_resource/${slug}">Resource (JSON)</a></p>
<h2>Snippets</h2>
<ul>${snippets.join("")}</ul>
<p class="lab-foot"><a href="/">Browse the catalog</a> · <a href="/lab/${slug}/frame">Demo alone</a> · ${escapeHtml(resource.license)}</p>
</div>
</details>
<iframe class="lab-frame" src="/lab/${slug}/frame" title="Live demo: ${escapeHtml(resource.title)}" sandbox="allow-scripts" referrerpolicy="no-referrer"></iframe>
</body>
</html>
`;
}

/** A 404 a person can act on: what was asked for, the nearest slugs, and the way back to the catalog. */
export function labNotFoundPage(slug: string, near: string[]): string {
  const suggestions =
    near.length > 0
      ? `<p>Did you mean:</p><ul>${near.map((s) => `<li><a href="/lab/${enc(s)}">${escapeHtml(s)}</a></li>`).join("")}</ul>`
      : "";
  return `${head("No such lab")}
<body class="lab-missing">
<main>
<p class="lab-kind">404 · Lab not found</p>
<h1>No resource has the slug “${escapeHtml(slug.slice(0, 100))}”</h1>
${suggestions}
<p><a href="/?q=${enc(slug.replace(/-/g, " ").slice(0, 100))}">Search the catalog for it</a> or <a href="/">browse every resource</a>.</p>
</main>
</body>
</html>
`;
}
