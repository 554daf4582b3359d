// Static quality rules over a resource's canonical source: accessible names, labels, id references, visible focus,
// reduced motion and (for pages) a responsive layout. Each finding is a sentence naming the element. A design written
// with Tailwind CSS classes is judged with the CSS they compile to beside its own (focus-visible:…, motion-reduce:…,
// md:… are its focus styles, reduced motion and breakpoints).
import { declarations, type CssNode } from "../../src/catalog/derive/css.ts";
import { attr, elements, textContent, type ElementNode } from "../../src/catalog/derive/markup.ts";

const NAMED_ROLES = new Set([
  "button",
  "tab",
  "switch",
  "checkbox",
  "radio",
  "menuitem",
  "slider",
  "link",
  "option",
  "spinbutton",
  "progressbar",
  "meter",
  "dialog",
  "tabpanel",
  "region",
  "img",
]);
const UNLABELLED_INPUTS = new Set(["hidden", "submit", "button", "reset", "image"]);

export function lintResource(
  root: ElementNode,
  cssNodes: CssNode[],
  css: string,
  behaviour: string | undefined,
  kind: string,
  utilities = "",
): string[] {
  const findings: string[] = [];
  const all = [...elements(root)];
  const ids = new Set(all.map((el) => attr(el, "id")).filter((id): id is string => typeof id === "string"));
  const labelled = new Set(
    all
      .filter((el) => el.tag === "label")
      .map((el) => attr(el, "for"))
      .filter((f): f is string => typeof f === "string"),
  );
  const parents = new Map<ElementNode, ElementNode>();
  for (const el of all) for (const c of el.children) if (c.type === "element") parents.set(c, el);
  const insideLabel = (el: ElementNode) => {
    for (let p = parents.get(el); p; p = parents.get(p)) if (p.tag === "label") return true;
    return false;
  };
  const named = (el: ElementNode) =>
    Boolean(
      attr(el, "aria-label") ||
        attr(el, "aria-labelledby") ||
        attr(el, "title") ||
        textContent(el).trim() ||
        [...elements(el)].some((c) => c.tag === "img" && attr(c, "alt")),
    );
  const where = (el: ElementNode) => `<${el.tag}${attr(el, "class") ? ` class="${attr(el, "class")}"` : ""}> (line ${el.line})`;

  for (const el of all) {
    const role = attr(el, "role");
    if (el.tag === "button" && !named(el)) findings.push(`${where(el)} has no accessible name (text or aria-label)`);
    if (el.tag === "button" && attr(el, "type") === undefined) findings.push(`${where(el)} needs an explicit type (button or submit)`);
    if (el.tag === "a") {
      if (!attr(el, "href")) findings.push(`${where(el)} needs an href (use a <button> for actions)`);
      else if (attr(el, "href") === "#") findings.push(`${where(el)} links to "#"`);
      if (!named(el)) findings.push(`${where(el)} has no accessible name`);
    }
    if (el.tag === "img" && attr(el, "alt") === undefined) findings.push(`${where(el)} needs alt text (alt="" when decorative)`);
    if (
      (el.tag === "input" && !UNLABELLED_INPUTS.has(String(attr(el, "type") ?? "text"))) ||
      el.tag === "select" ||
      el.tag === "textarea"
    ) {
      const id = attr(el, "id");
      if (!(typeof id === "string" && labelled.has(id)) && !insideLabel(el) && !attr(el, "aria-label") && !attr(el, "aria-labelledby")) {
        findings.push(`${where(el)} has no label (label for=, a wrapping label, or aria-label)`);
      }
    }
    if (
      el.tag === "svg" &&
      attr(el, "aria-hidden") !== "true" &&
      !(attr(el, "role") === "img" && (attr(el, "aria-label") || el.children.some((c) => c.type === "element" && c.tag === "title")))
    ) {
      findings.push(`${where(el)} is neither aria-hidden="true" nor role="img" with a name`);
    }
    if (role && NAMED_ROLES.has(role) && role !== "tabpanel" && role !== "region" && role !== "dialog" && !named(el))
      findings.push(`${where(el)} with role="${role}" has no accessible name`);
    if ((role === "dialog" || role === "region" || role === "tabpanel") && !attr(el, "aria-label") && !attr(el, "aria-labelledby"))
      findings.push(`${where(el)} with role="${role}" needs aria-label or aria-labelledby`);
    if (
      role &&
      ["button", "tab", "switch", "slider", "checkbox", "menuitem"].includes(role) &&
      !["button", "a", "input"].includes(el.tag) &&
      attr(el, "tabindex") === undefined
    ) {
      findings.push(`${where(el)} with role="${role}" is not focusable (tabindex)`);
    }
    for (const name of ["for", "aria-labelledby", "aria-describedby", "aria-controls", "list", "aria-activedescendant"]) {
      const value = attr(el, name);
      if (typeof value !== "string" || (name === "for" && el.tag !== "label" && el.tag !== "output")) continue;
      for (const ref of value.split(/\s+/).filter(Boolean))
        if (!ids.has(ref)) findings.push(`${where(el)} ${name}="${ref}" names no element`);
    }
    const href = attr(el, "href");
    if (el.tag === "a" && typeof href === "string" && href.length > 1 && href.startsWith("#") && !ids.has(href.slice(1)))
      findings.push(`${where(el)} links to missing #${href.slice(1)}`);
  }

  // An id inside a list item exists only while the list is that long: named from outside the list, a shorter list
  // (a user's props) leaves the reference dangling, e.g. tabs as a list beside fixed panels labelled by them.
  const inList = new Map<string, string>();
  const listOf = (el: ElementNode): string | undefined => {
    for (let p: ElementNode | undefined = el; p; p = parents.get(p)) {
      const list = attr(p, "data-each");
      if (typeof list === "string") return list;
    }
    return undefined;
  };
  for (const el of all) {
    const id = attr(el, "id");
    const list = listOf(el);
    if (typeof id === "string" && list !== undefined) inList.set(id, list);
  }
  for (const el of all) {
    if (listOf(el) !== undefined) continue;
    for (const name of ["for", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "aria-activedescendant", "href"]) {
      const value = attr(el, name);
      if (typeof value !== "string") continue;
      for (const ref of value.split(/\s+/).map((r) => (name === "href" ? r.replace(/^#/, "") : r)))
        if (inList.has(ref))
          findings.push(
            `${where(el)} ${name} names "${ref}", an item of the list "${inList.get(ref)}": a shorter list leaves it naming nothing (make those items fixed, or move the reference into the list)`,
          );
    }
  }

  const focusable = all.some(
    (el) =>
      ["button", "input", "select", "textarea", "summary"].includes(el.tag) ||
      (el.tag === "a" && attr(el, "href")) ||
      attr(el, "tabindex") !== undefined,
  );
  if (focusable && !/:focus-visible|:focus-within|:focus\b/.test(`${css}\n${utilities}`))
    findings.push(`interactive elements but no :focus-visible style in css.css${utilities ? " or its classes (focus-visible:…)" : ""}`);

  const props = [...declarations(cssNodes)];
  const moves =
    props.some((d) => (d.property === "animation" || d.property === "animation-name") && !/^none\b/.test(d.value)) ||
    props.some((d) => d.property === "transition" && !/^none\b/.test(d.value)) ||
    cssNodes.some((n) => n.type === "at" && n.name === "keyframes");
  const utilitiesMove = /\b(transition-property|animation):\s*(?!none\b)/.test(utilities);
  const reduces =
    cssNodes.some((n) => n.type === "at" && n.name === "media" && /prefers-reduced-motion/.test(n.prelude)) ||
    /prefers-reduced-motion/.test(utilities);
  if (moves && !reduces) findings.push("css.css animates but has no @media (prefers-reduced-motion: reduce) rule");
  else if (utilitiesMove && !reduces)
    findings.push("its classes animate (transition, animate-…) but none is motion-reduce:… or motion-safe:…");
  if (behaviour && /requestAnimationFrame|\.animate\(/.test(behaviour) && !/prefers-reduced-motion/.test(behaviour)) {
    findings.push("js.ts animates but never checks prefers-reduced-motion");
  }
  findings.push(...prefixedWithoutStandard(cssNodes));
  if (
    kind === "page" &&
    !cssNodes.some((n) => n.type === "at" && (n.name === "media" || n.name === "container")) &&
    !/auto-fit|auto-fill|@media|@container/.test(`${css}\n${utilities}`)
  ) {
    findings.push("a page needs a responsive layout (@media, @container or auto-fit grids)");
  }
  return findings;
}

/**
 * Properties whose vendor-prefixed form needs the standard one beside it: svelte-check (the CSS language service)
 * warns "Also define the standard property" for these, and its warnings fail the real-project check.
 */
const STANDARD_OF_PREFIXED = new Set([
  "appearance",
  "line-clamp",
  "backdrop-filter",
  "background-clip",
  "box-decoration-break",
  "mask",
  "mask-image",
  "mask-size",
  "mask-repeat",
  "mask-position",
  "mask-clip",
  "user-select",
  "text-size-adjust",
]);

function prefixedWithoutStandard(nodes: CssNode[]): string[] {
  const findings: string[] = [];
  for (const node of nodes) {
    if (node.type === "at") {
      if (node.name !== "keyframes") findings.push(...prefixedWithoutStandard(node.rules));
      continue;
    }
    // A rule for a vendor's own pseudo-element (::-webkit-slider-thumb) has no standard to pair with.
    if (node.selectors.every((sel) => /::-(webkit|moz|ms)-/.test(sel))) continue;
    const present = new Set(node.declarations.map((d) => d.property));
    for (const { property } of node.declarations) {
      const standard = property.replace(/^-(webkit|moz|ms)-/, "");
      if (standard !== property && STANDARD_OF_PREFIXED.has(standard) && !present.has(standard))
        findings.push(`css.css line ${node.line}: ${property} without the standard ${standard} in the same rule`);
    }
  }
  return findings;
}
