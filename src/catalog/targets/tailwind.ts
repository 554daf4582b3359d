// tailwind: a design system's tokens as a Tailwind CSS v4 @theme.
import { tailwindTheme } from "../tokens/write.ts";
import type { Target } from "./target.ts";

export const tailwind: Target = {
  name: "tailwind",
  language: "css",
  ext: "css",
  filename: (slug) => `${slug}.theme.css`,
  scope: "design-system",
  verifier: "tailwind-theme",
  description: "the design tokens as a Tailwind CSS v4 @theme",
  derive: (ctx, read) => tailwindTheme(read, ctx.resource.title),
};
