// The resource view of the home page: live demo, snippets per target (highlighted, copyable), and how to fetch it
// over REST and MCP. Everything comes from GET /tools/get_resource and /tools/get_snippet.
import { highlight } from "./highlight.js";
import { codeBox, el, getJson, tabs } from "./ui.js";

const snippets = new Map();
let shown;

const snippetOf = (slug, target) => {
  const key = `${slug}/${target}`;
  if (!snippets.has(key)) {
    const request = getJson(`/tools/get_snippet/${encodeURIComponent(slug)}/${encodeURIComponent(target)}`);
    request.catch(() => snippets.delete(key));
    snippets.set(key, request);
  }
  return snippets.get(key);
};

function highlighted(text, language, what, options) {
  const code = el("code", { class: `code lang-${language}` });
  code.append(highlight(text, language));
  return codeBox(code, text, what, options);
}

function snippetPanel(resource, item, panel) {
  const meta = resource.snippets.find((s) => s.target === item.id);
  const head = el("p", { class: "code-head muted" }, `~${meta.tokens.toLocaleString()} tokens`);
  const body = el("div", { class: "code-loading muted" }, "Loading code…");
  panel.append(head, body);
  snippetOf(resource.slug, item.id).then(
    (snippet) => {
      head.textContent = `${snippet.language} · ${snippet.bytes.toLocaleString()} bytes · ~${snippet.tokens.toLocaleString()} tokens`;
      body.replaceWith(highlighted(snippet.code, snippet.language, snippet.filename, { label: snippet.filename }));
    },
    (error) => {
      body.textContent = `Could not load this snippet: ${error.message}`;
    },
  );
}

/** The design's variants as swatch links: each opens that variant here (the page's click handler routes them). */
async function variantSwitcher(resource) {
  if (resource.variants.length === 0) return null;
  let design;
  try {
    design = (await getJson(`/home/designs.json?ids=${encodeURIComponent(resource.design)}`)).designs[resource.design];
  } catch {
    return null;
  }
  if (!design) return null;
  const links = design.variants.map((v) => {
    const name = [v.label || v.variant, v.note].filter(Boolean).join(": ");
    const link = el("a", {
      class: "swatch",
      href: `/?r=${encodeURIComponent(v.slug)}`,
      "data-slug": v.slug,
      "aria-label": name,
      title: name,
      ...(v.slug === resource.slug ? { "aria-current": "true" } : {}),
    });
    const [a = "#cbd5e1", b = a] = v.swatch;
    link.style.setProperty("--a", a);
    link.style.setProperty("--b", b);
    return link;
  });
  const here = design.variants.find((v) => v.slug === resource.slug);
  return el(
    "div",
    { class: "variants r-variants" },
    el("span", {}, `${design.variants.length} variants:`),
    el("nav", { class: "swatches", "aria-label": `Variants of ${design.title}` }, ...links),
    el("span", { class: "variant-name" }, here ? [here.label || here.variant, here.note].filter(Boolean).join(" · ") : ""),
  );
}

/** The REST and MCP calls and the shadcn CLI lines that fetch this resource's code for a target, ready to paste. */
function usage(resource, target, base) {
  const slug = resource.slug;
  const rest = [
    `curl '${base}/tools/get_resource/${slug}'`,
    `curl '${base}/tools/get_snippet/${slug}/${target}'`,
    `curl -H 'Accept: text/plain' '${base}/tools/get_snippet/${slug}/${target}'  # the code alone`,
  ].join("\n");
  const body = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name: "get_snippet", arguments: { slug, target } },
  });
  const mcp = `curl -s '${base}/mcp' -H 'Content-Type: application/json' \\\n  -d '${body}'`;
  const prompt = `Use the resource-catalog MCP server: get the ${target} snippet of "${slug}" and add it to this project.`;
  // The shadcn registry: React is the bare slug, every other target SLUG.TARGET (README "shadcn registry").
  const name = target === "react" ? slug : `${slug}.${target}`;
  const shadcn = [
    `npx shadcn@latest add ${base}/r/${name}.json`,
    `# or, with "registries": {"@catalog": "${base}/r/{name}.json"} in components.json:`,
    `npx shadcn@latest add @catalog/${name}`,
  ].join("\n");
  return el(
    "div",
    { class: "usage" },
    el("h3", {}, "REST"),
    highlighted(rest, "shell", "REST commands", { label: "shell", wrap: true }),
    el("h3", {}, "MCP"),
    highlighted(mcp, "shell", "MCP request", { label: "shell", wrap: true }),
    el("h3", {}, "shadcn CLI"),
    highlighted(shadcn, "shell", "shadcn commands", { label: "shell", wrap: true }),
    el("h3", {}, "Ask your agent"),
    highlighted(prompt, "text", "prompt", { label: "prompt", wrap: true }),
  );
}

function notFound(view, _slug, error, back) {
  const title = el("h1", { id: "r-title", tabindex: "-1" }, "No such resource");
  view.replaceChildren(
    el("nav", { class: "crumbs" }, el("button", { type: "button", class: "back", onclick: back }, "← All designs")),
    title,
    el("p", {}, error.message),
    error.hint ? el("p", { class: "muted" }, error.hint) : null,
  );
  title.focus();
}

/** Renders the resource `slug` into `view`; a later call wins over one still loading. */
export async function renderResource(view, slug, { back, kindLabel, difficultyLabel }) {
  const mine = Symbol(slug);
  shown = mine;
  view.replaceChildren(el("p", { class: "muted", role: "status" }, "Loading the resource…"));
  let resource;
  try {
    resource = await getJson(`/tools/get_resource/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (shown === mine) notFound(view, slug, error, back);
    return;
  }
  if (shown !== mine) return;
  const base = resource.links.snippet.replace(/\/tools\/get_snippet\/.*$/, "") || location.origin;
  const lab = resource.links.lab;
  const switcher = await variantSwitcher(resource);
  if (shown !== mine) return;
  const title = el("h1", { id: "r-title", tabindex: "-1" }, resource.title);
  const usageSlot = el("div");
  const code = resource.snippets.length
    ? tabs(
        resource.snippets.map((s) => ({ id: s.target, label: s.target })),
        (item, panel) => {
          snippetPanel(resource, item, panel);
          usageSlot.replaceChildren(usage(resource, item.id, base));
        },
        "Targets",
        resource.snippets.some((s) => s.target === "html") ? "html" : undefined,
      )
    : el("p", { class: "muted" }, "This resource has no snippets.");

  view.replaceChildren(
    el("nav", { class: "crumbs" }, el("button", { type: "button", class: "back", onclick: back }, "← All designs")),
    el(
      "header",
      { class: "r-head" },
      el("p", { class: "eyebrow" }, `${kindLabel(resource.kind)} · ${resource.category}`),
      title,
      switcher,
      el("p", { class: "lede" }, resource.description),
      el(
        "p",
        { class: "meta" },
        el("span", { class: `pill diff-${resource.difficulty}` }, difficultyLabel(resource.difficulty)),
        el("span", {}, resource.tech),
        ...resource.tags.map((t) => el("span", { class: "tag" }, `#${t}`)),
      ),
      el(
        "p",
        { class: "actions" },
        el("a", { class: "button primary", href: lab }, "Open the live demo"),
        el("a", { class: "button", href: `/tools/get_resource/${encodeURIComponent(resource.slug)}` }, "Resource JSON"),
      ),
    ),
    el(
      "div",
      { class: "r-grid" },
      el(
        "section",
        { class: "r-preview", "aria-label": "Live demo" },
        el("iframe", {
          src: `/lab/${encodeURIComponent(resource.slug)}/frame`,
          title: `Live demo of ${resource.title}`,
          sandbox: "allow-scripts",
          referrerpolicy: "no-referrer",
        }),
      ),
      el("section", { class: "r-code", "aria-labelledby": "code-title" }, el("h2", { id: "code-title" }, "Code"), code),
    ),
    el(
      "section",
      { class: "r-use", "aria-labelledby": "use-title" },
      el("h2", { id: "use-title" }, "Use it from code or an agent"),
      usageSlot,
    ),
    el("p", { class: "muted small" }, `License ${resource.license} · by ${resource.author} · updated ${resource.updatedAt}`),
  );
  document.title = `${resource.title} · Resource Catalog`;
  title.focus();
}
