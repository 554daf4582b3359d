// A design's canonical files name the design by its id; each variant is the same code under its own slug.
//
// Only the names the canonical rules tie to the slug are renamed: the root's class, ids and every reference to
// them (labels, ARIA, fragment links, url(#...)), radio-group names, and keyframes. Text, other classes and
// js.ts are left alone, so a design called "tabs" can still say "tabs" in its copy and its script.

/** Attributes whose value is a list of ids (or, for name, a form-control name built from the slug). */
export const ID_LIST_ATTRIBUTES = new Set([
  "id",
  "name",
  "for",
  "headers",
  "list",
  "form",
  "popovertarget",
  "commandfor",
  "aria-controls",
  "aria-describedby",
  "aria-labelledby",
  "aria-owns",
  "aria-activedescendant",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `idsOnly` leaves the root's class alone: for per-instance ids in a markup string. */
export function renameMarkup(html: string, id: string, slug: string, idsOnly = false): string {
  if (id === slug) return html;
  const prefix = `${id}-`;
  const fragment = new RegExp(`#${escapeRegExp(prefix)}`, "g");
  const renameToken = (token: string) => (token.startsWith(prefix) ? slug + token.slice(id.length) : token);
  return html.replace(/<[a-zA-Z][^>]*>/g, (tag) =>
    tag.replace(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)="([^"]*)"/g, (whole, name: string, value: string) => {
      const lower = name.toLowerCase();
      let next = value;
      if (lower === "class")
        next = idsOnly
          ? value
          : value
              .split(/(\s+)/)
              .map((t) => (t === id ? slug : t))
              .join("");
      else if (ID_LIST_ATTRIBUTES.has(lower)) next = value.split(/(\s+)/).map(renameToken).join("");
      next = next.replace(fragment, `#${slug}-`);
      return next === value ? whole : `${name}="${next}"`;
    }),
  );
}

export function renameStylesheet(css: string, id: string, slug: string): string {
  if (id === slug) return css;
  const name = escapeRegExp(id);
  return css
    .replace(new RegExp(`\\.${name}(?![-\\w])`, "g"), `.${slug}`)
    .replace(new RegExp(`#${name}-`, "g"), `#${slug}-`)
    .replace(new RegExp(`(@keyframes\\s+)${name}-`, "g"), `$1${slug}-`)
    .replace(
      /(animation(?:-name)?\s*:)([^;}]*)/g,
      (_, property: string, value: string) => property + value.replace(new RegExp(`(^|[\\s,])${name}-`, "g"), `$1${slug}-`),
    );
}
