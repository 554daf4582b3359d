// scss: a design system's tokens as Sass variables, a map and a mixin.
import { scssTokens } from "../tokens/write.ts";
import type { Target } from "./target.ts";

export const scss: Target = {
  name: "scss",
  language: "scss",
  ext: "scss",
  filename: (slug) => `_${slug}.scss`,
  scope: "design-system",
  verifier: "scss",
  description: "the design tokens as Sass variables, a map and a mixin",
  derive: (ctx, read) => scssTokens(read, ctx.resource.title, ctx.resource.slug),
};
