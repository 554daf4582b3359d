// What a target is: the file a snippet is saved as, its language, what it is for an agent, how it is derived from a
// design's canonical source, and which verifier of the quality suite checks it. Each target is one such value.
import type { DeriveContext } from "../derive/context.ts";
import type { NamespacedToken } from "../tokens/token.ts";

export interface Target {
  /** The name get_snippet takes: "react". */
  name: string;
  /** The language a client highlights it as: "tsx". */
  language: string;
  /** The snippet file's extension in a source folder and on the user's disk. */
  ext: string;
  /** The file a user saves it as, from the slug and the component name (GlassCardEmber). */
  filename: (slug: string, componentName: string) => string;
  /** What the snippet is, in a few words for agents and people ("a React 19 function component in TSX"). */
  description: string;
  /** Derived for every resource of a derived catalog ("core"), or for design systems only. */
  scope: "core" | "design-system";
  /** The snippet, from the parsed canonical source (design systems' targets also get the tokens read from it). */
  derive: (ctx: DeriveContext, tokens: NamespacedToken[]) => string;
  /** The quality suite's verifier for it (scripts/check/verifiers.ts); a test keeps the two lists in step. */
  verifier: string;
}

/** A slug's file name with the target's extension: glass-card-ember.css. */
export const slugFile = (ext: string) => (slug: string) => `${slug}.${ext}`;
/** A component's file name: GlassCardEmber.tsx. */
export const componentFile = (ext: string) => (_slug: string, componentName: string) => `${componentName}.${ext}`;
