// css: the stylesheet as written, scoped by the slug's class so it is safe as a global stylesheet.
import { slugFile, type Target } from "./target.ts";

export const css: Target = {
  name: "css",
  language: "css",
  ext: "css",
  filename: slugFile("css"),
  scope: "core",
  verifier: "stylesheet",
  description: "the stylesheet alone, scoped by the component's class",
  derive: (ctx) => `${ctx.css}\n`,
};
