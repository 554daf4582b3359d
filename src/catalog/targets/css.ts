// css: the stylesheet as written, scoped by the slug's class so it is safe as a global stylesheet; a design written
// with Tailwind CSS classes gets the CSS they compile to ahead of its own (a page without Tailwind needs it).
import { componentStylesheet } from "../derive/vanilla.ts";
import { slugFile, type Target } from "./target.ts";

export const css: Target = {
  name: "css",
  language: "css",
  ext: "css",
  filename: slugFile("css"),
  scope: "core",
  verifier: "stylesheet",
  description: "the stylesheet alone, scoped by the component's class (with its Tailwind utilities compiled)",
  derive: (ctx) => `${componentStylesheet(ctx)}\n`,
};
