// The home page: search and filters over the REST routes, result cards with lazily loaded live previews,
// the resource view (?r=slug) and the "connect your agent" configurations. No framework, no CDN.
import { announce, codeBox, copyButton, el, getJson, tabs } from "./ui.js";
import { renderResource } from "./resource.js";

const FILTERS = ["kind", "category", "difficulty", "tech"];
const PAGE_SIZE = 24;
const KIND_LABELS = { component: "Component", animation: "Animation", page: "Page", "design-system": "Design system" };
const DIFFICULTY_LABELS = { easy: "Easy", med: "Medium", hard: "Hard" };

const $ = (id) => document.getElementById(id);
const form = $("search");
const input = $("q");
const cards = $("cards");
const status = $("status");
const more = $("more");
const browse = $("browse");
const resourceView = $("resource");

let generation = 0;
let cursor;
let shownKey;
let savedScroll = 0;

const kindLabel = (kind) => KIND_LABELS[kind] ?? kind;
const difficultyLabel = (d) => DIFFICULTY_LABELS[d] ?? d;

/** The page's state, from the address: search words, filters and the open resource. */
function urlState() {
  const params = new URLSearchParams(location.search);
  const state = { q: (params.get("q") ?? "").trim(), r: params.get("r") ?? "" };
  for (const f of FILTERS) state[f] = params.get(f) ?? "";
  return state;
}

function formState() {
  const state = { q: input.value.trim() };
  for (const f of FILTERS) state[f] = form.elements[f].value;
  return state;
}

function addressOf(state) {
  const params = new URLSearchParams();
  for (const key of ["q", ...FILTERS, "r"]) if (state[key]) params.set(key, state[key]);
  const query = params.toString();
  return query ? `/?${query}` : "/";
}

const keyOf = (state) => JSON.stringify([state.q, ...FILTERS.map((f) => state[f])]);

/** Sets a select to a value, adding the option when the catalog summary has not listed it (yet). */
function setSelect(select, value) {
  if (value && ![...select.options].some((o) => o.value === value)) select.append(el("option", { value }, value));
  select.value = value;
}

function previewFrame(slug, title) {
  return el("iframe", {
    src: `/lab/${encodeURIComponent(slug)}/frame`,
    title: `Live preview of ${title}`,
    sandbox: "allow-scripts",
    tabindex: "-1",
    loading: "lazy",
    referrerpolicy: "no-referrer",
    onload: (e) => e.target.parentElement?.classList.add("loaded"),
  });
}

/**
 * A card with a rendered preview shows the image (about 10 KB) and starts the live demo only when a person points
 * at the card or focuses it: the first screen renders images, not a dozen demo documents.
 */
function previewImage(slug) {
  return el("img", {
    src: `/preview/${encodeURIComponent(slug)}.webp`,
    alt: "",
    decoding: "async",
    width: "800",
    height: "500",
    onload: (e) => e.target.parentElement?.classList.add("loaded"),
  });
}

/** Starts the live demo over the image, once; it stays for the card's life. */
function goLive(preview) {
  if (preview.querySelector("iframe")) return;
  preview.append(previewFrame(preview.dataset.slug, preview.dataset.title));
}

/** What a card shows once near the viewport: its image when it has one, else its live demo. */
const showPreview = (node) =>
  node.append(node.dataset.still ? previewImage(node.dataset.slug) : previewFrame(node.dataset.slug, node.dataset.title));

/**
 * Pictures load only as their card nears the viewport (closer than the browser's own lazy loading, which fetches
 * images screens ahead), so the first results never wait for them and the first screen loads only its own.
 */
const previews =
  "IntersectionObserver" in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            previews.unobserve(entry.target);
            showPreview(entry.target);
          }
        },
        { rootMargin: "200px 0px" },
      )
    : { observe: showPreview };

/** A swatch: the variant's colours in a split circle; pressing it shows that variant on the card. */
function swatchButton(variant, pressed, onSelect) {
  const name = [variant.label || variant.variant, variant.note].filter(Boolean).join(": ");
  const button = el("button", {
    type: "button",
    class: "swatch",
    "aria-pressed": String(pressed),
    "aria-label": name,
    title: name,
    onclick: () => onSelect(variant),
  });
  // Set through the CSSOM: the page's CSP allows no style attributes.
  const [a = "#cbd5e1", b = a] = variant.swatch ?? [];
  button.style.setProperty("--a", a);
  button.style.setProperty("--b", b);
  return button;
}

/**
 * One card per design: the live preview, title and description of the design, and its variants as swatches that
 * switch the preview and the slug the card opens. `design` (from /home/designs.json) may be missing for a catalog
 * swapped in between: the card then shows the item as it came.
 */
function card(item, design) {
  const variants = design?.variants ?? [];
  const title = design?.title ?? item.title;
  let current = variants.find((v) => v.slug === item.slug);
  const preview = el("div", { class: "preview", "data-slug": item.slug, "data-title": item.title, inert: true, "aria-hidden": "true" });
  const still = Boolean(current?.preview);
  if (still) preview.dataset.still = "1";
  previews.observe(preview);
  const link = el("a", { href: addressOf({ r: item.slug }), "data-slug": item.slug, class: "card-link" }, title);
  const variantName = el(
    "span",
    { class: "variant-name" },
    current ? [current.label || current.variant, current.note].filter(Boolean).join(" · ") : "",
  );
  const buttons = variants.map((v) => swatchButton(v, v.slug === item.slug, select));
  function select(variant) {
    current = variant;
    link.href = addressOf({ r: variant.slug });
    link.dataset.slug = variant.slug;
    variantName.textContent = [variant.label || variant.variant, variant.note].filter(Boolean).join(" · ");
    buttons.forEach((b, i) => {
      b.setAttribute("aria-pressed", String(variants[i] === variant));
    });
    preview.dataset.slug = variant.slug;
    preview.dataset.still = variant.preview ? "1" : "";
    const image = preview.querySelector("img");
    if (image && variant.preview) {
      preview.classList.remove("loaded");
      image.src = `/preview/${encodeURIComponent(variant.slug)}.webp`;
    }
    const frame = preview.querySelector("iframe");
    if (frame) {
      frame.src = `/lab/${encodeURIComponent(variant.slug)}/frame`;
    } else if (image && !variant.preview) goLive(preview);
  }
  const live = () => goLive(preview);
  return el(
    "li",
    still ? { class: "card", onpointerenter: live, onfocusin: live } : { class: "card" },
    preview,
    el(
      "div",
      { class: "card-body" },
      el("p", { class: "eyebrow" }, `${kindLabel(item.kind)} · ${item.category}`),
      el("h3", {}, link),
      el("p", { class: "desc" }, design?.description ?? item.description),
      variants.length > 1
        ? el(
            "div",
            { class: "variants" },
            el("div", { class: "swatches", role: "group", "aria-label": `${variants.length} variants of ${title}` }, ...buttons),
            variantName,
          )
        : null,
      el(
        "p",
        { class: "meta" },
        el("span", { class: `pill diff-${item.difficulty}` }, difficultyLabel(item.difficulty)),
        el("span", {}, item.tech),
        el("span", { class: "targets" }, item.targets.join(" · ")),
      ),
    ),
  );
}

/** The page data the cards need beyond the tool results: each design's title and its variants' swatches. */
async function designsOf(items) {
  const ids = [...new Set(items.map((i) => i.design))];
  if (ids.length === 0) return {};
  try {
    return (await getJson(`/home/designs.json?ids=${ids.map(encodeURIComponent).join(",")}`)).designs;
  } catch {
    return {};
  }
}

const count = (n) => n.toLocaleString("en");

function describe(state, total) {
  const filters = FILTERS.filter((f) => state[f]).map((f) =>
    f === "kind" ? kindLabel(state[f]) : f === "difficulty" ? difficultyLabel(state[f]) : state[f],
  );
  const scope = filters.length ? ` (${filters.join(", ")})` : "";
  if (state.q)
    return total === 0
      ? `No design matches “${state.q}”${scope}. Try fewer or other words, or clear the filters.`
      : `${count(total)} design${total === 1 ? "" : "s"} for “${state.q}”${scope}`;
  return total === 0 ? `No design has these filters${scope}.` : `${count(total)} design${total === 1 ? "" : "s"}${scope}`;
}

/** Fetches a page of results for the form's state: search when there are words, else the filtered list. */
async function loadResults(append = false) {
  const state = formState();
  const mine = ++generation;
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  for (const f of FILTERS) if (state[f]) params.set(f, state[f]);
  params.set("limit", String(PAGE_SIZE));
  if (append && cursor) params.set("cursor", cursor);
  const url = `${state.q ? "/tools/search" : "/tools/list_resources"}?${params}`;
  $("results").setAttribute("aria-busy", "true");
  if (!append) status.textContent = state.q ? "Searching…" : "Loading…";
  try {
    const page = await getJson(url);
    const designs = await designsOf(page.items);
    if (mine !== generation) return;
    if (!append) cards.replaceChildren();
    cards.append(...page.items.map((item) => card(item, designs[item.design])));
    cursor = page.nextCursor;
    more.hidden = !cursor;
    shownKey = keyOf(state);
    $("results-title").textContent = state.q ? "Search results" : FILTERS.some((f) => state[f]) ? "Filtered designs" : "All designs";
    status.textContent = describe(state, page.total);
  } catch (error) {
    if (mine !== generation) return;
    cards.replaceChildren();
    more.hidden = true;
    shownKey = undefined;
    status.textContent = `${error.message}${error.hint ? ` ${error.hint}` : ""}`;
  } finally {
    if (mine === generation) $("results").removeAttribute("aria-busy");
  }
}

let typing;
function onInput() {
  clearTimeout(typing);
  typing = setTimeout(() => {
    history.replaceState(null, "", addressOf(formState()));
    loadResults();
  }, 220);
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  clearTimeout(typing);
  history.replaceState(null, "", addressOf(formState()));
  loadResults();
});
input.addEventListener("input", onInput);
for (const f of FILTERS)
  form.elements[f].addEventListener("change", () => {
    history.replaceState(null, "", addressOf(formState()));
    loadResults();
  });
form.addEventListener("reset", () =>
  setTimeout(() => {
    history.replaceState(null, "", "/");
    loadResults();
    input.focus();
  }),
);
more.addEventListener("click", () => loadResults(true));

/** Shows the list or the resource the address names; the list stays in the page, so going back is instant. */
async function route() {
  const state = urlState();
  if (state.r) {
    if (!resourceView.hidden && resourceView.dataset.slug === state.r) return;
    if (resourceView.hidden) savedScroll = scrollY;
    browse.hidden = true;
    resourceView.hidden = false;
    resourceView.dataset.slug = state.r;
    window.scrollTo(0, 0);
    await renderResource(resourceView, state.r, { back: closeResource, kindLabel, difficultyLabel });
    return;
  }
  const wasOpen = !resourceView.hidden ? resourceView.dataset.slug : undefined;
  resourceView.hidden = true;
  resourceView.replaceChildren();
  delete resourceView.dataset.slug;
  browse.hidden = false;
  document.title = "Resource Catalog";
  input.value = state.q;
  for (const f of FILTERS) setSelect(form.elements[f], state[f]);
  if (keyOf(state) !== shownKey) await loadResults();
  if (wasOpen) {
    window.scrollTo(0, savedScroll);
    cards.querySelector(`a[data-slug="${CSS.escape(wasOpen)}"]`)?.focus({ preventScroll: true });
  }
}

function navigate(address, fromList = false) {
  history.pushState(fromList ? { fromList: true } : null, "", address);
  route();
}

/** Back to the list: the browser's own back when the view was opened from it, so history stays clean. */
function closeResource() {
  if (history.state?.fromList) history.back();
  else navigate(addressOf({ ...urlState(), r: "" }));
}

document.addEventListener("click", (event) => {
  const link = event.target.closest?.("a[data-slug]");
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(addressOf({ ...formState(), r: link.dataset.slug }), resourceView.hidden);
});
document.addEventListener("keydown", (event) => {
  const typingIn = /^(INPUT|SELECT|TEXTAREA)$/.test(document.activeElement?.tagName ?? "");
  if (event.key === "/" && !typingIn && !browse.hidden) {
    event.preventDefault();
    input.focus();
  } else if (event.key === "Escape" && !resourceView.hidden && !typingIn) {
    closeResource();
  }
});
window.addEventListener("popstate", route);

/** Filters and stats from GET /api: the catalog's own kinds, categories, difficulties and techs, with counts. */
function fillFilters(catalog) {
  const options = { kind: catalog.byKind, category: catalog.byCategory, difficulty: catalog.byDifficulty, tech: catalog.byTech };
  const label = { kind: kindLabel, difficulty: difficultyLabel };
  for (const f of FILTERS) {
    const select = form.elements[f];
    const current = select.value;
    const first = select.options[0];
    select.replaceChildren(
      first,
      ...Object.entries(options[f] ?? {}).map(([value, n]) => el("option", { value }, `${(label[f] ?? String)(value)} (${n})`)),
    );
    setSelect(select, current);
  }
  $("stats").textContent =
    `${count(catalog.designs)} designs in ${count(catalog.resources)} variants, ${count(catalog.snippets)} snippets.`;
}

function fillConnect(summary) {
  const url = summary.mcp.url;
  const base = url.replace(/\/mcp$/, "");
  const json = (value) => JSON.stringify(value, null, 2);
  const c = summary.clients;
  const configs = [
    { id: "claude-code", label: "Claude Code", where: "Run in a terminal:", text: c.claudeCode },
    { id: "codex", label: "Codex CLI", where: "Run in a terminal:", text: c.codex },
    {
      id: "cursor",
      label: "Cursor, Claude Desktop",
      where: "In .cursor/mcp.json, claude_desktop_config.json or a project .mcp.json:",
      text: json(c.mcpServers),
    },
    { id: "vscode", label: "VS Code", where: "In .vscode/mcp.json:", text: json(c.vscode) },
    { id: "gemini", label: "Gemini CLI", where: "In ~/.gemini/settings.json:", text: json(c.gemini) },
    { id: "windsurf", label: "Windsurf", where: "In ~/.codeium/windsurf/mcp_config.json:", text: json(c.windsurf) },
    {
      id: "claude-ai",
      label: "claude.ai",
      where: "Settings → Connectors → Add custom connector, with this URL (it must be public, over HTTPS); leave OAuth empty:",
      text: url,
    },
    {
      id: "rest",
      label: "curl (REST)",
      where: "No MCP client? Every tool is a GET route:",
      text: `curl '${base}/tools/search?q=glass+card'\ncurl '${base}/tools/list_resources?kind=component&limit=5'`,
    },
  ];
  const render = (item, panel) => {
    panel.append(
      el("p", { class: "muted" }, item.where),
      codeBox(el("code", {}, item.text), item.text, `${item.label} configuration`, { label: item.label, wrap: true }),
    );
  };
  $("configs").replaceChildren(
    el(
      "p",
      {},
      "MCP endpoint: ",
      el("code", {}, url),
      " ",
      copyButton(() => url, "MCP address"),
    ),
    tabs(configs, render, "Agent"),
  );
}

getJson("/api")
  .then((summary) => {
    fillFilters(summary.catalog);
    fillConnect(summary);
  })
  .catch((error) => announce(`Could not load the catalog summary: ${error.message}`));

route();
