// Attributes whose values are a fixed set of words (WAI-ARIA 1.2's tokens and true/false states): React, Vue, Svelte
// and Astro type them as unions of those words, which a plain string prop does not satisfy. A prop bound to one
// (data-prop-aria-current) is typed as the union in every target, and its default must be one of the words.

const TRUE_FALSE = ["true", "false"];

export const ENUMERATED_ATTRS: Record<string, string[]> = {
  "aria-current": ["page", "step", "location", "date", "time", ...TRUE_FALSE],
  "aria-checked": [...TRUE_FALSE, "mixed"],
  "aria-pressed": [...TRUE_FALSE, "mixed"],
  "aria-invalid": [...TRUE_FALSE, "grammar", "spelling"],
  "aria-haspopup": [...TRUE_FALSE, "menu", "listbox", "tree", "grid", "dialog"],
  "aria-live": ["off", "assertive", "polite"],
  "aria-orientation": ["horizontal", "vertical"],
  "aria-sort": ["none", "ascending", "descending", "other"],
  "aria-autocomplete": ["none", "inline", "list", "both"],
  ...Object.fromEntries(
    [
      "aria-atomic",
      "aria-busy",
      "aria-disabled",
      "aria-expanded",
      "aria-hidden",
      "aria-modal",
      "aria-multiline",
      "aria-multiselectable",
      "aria-readonly",
      "aria-required",
      "aria-selected",
    ].map((name) => [name, TRUE_FALSE]),
  ),
};

/** The TypeScript type of a value taken from the words: their union, or string for free text. */
export const valuesType = (values: string[] | undefined): string => (values ? values.map((v) => JSON.stringify(v)).join(" | ") : "string");
