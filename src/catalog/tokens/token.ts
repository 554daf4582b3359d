// One model of a design token for the whole catalog: read from any snippet (the lab's specimen) or from a design
// system's root custom properties (the tokens, tailwind and scss writers).

export interface Token {
  /**
   * Its name: as its source writes it ("color.bg" in JSON, "--color-bg" in CSS, "$color-bg" in SCSS), or, read from a
   * design system's root, its name within its group ("bg" of group "color").
   */
  name: string;
  /** The value as CSS text. */
  css: string;
  /** The W3C type, when declared or known: "color", "dimension", "fontFamily"... */
  type?: string;
}

/** A token read from a design system's root: in a Tailwind v4 namespace, its value in W3C form. */
export interface NamespacedToken extends Token {
  /** The namespace: "color", "font", "text", "radius"... */
  group: string;
  type: string;
  /** The W3C $value: {colorSpace, components, hex}, {value, unit}, a font stack, a number... */
  value: unknown;
}
