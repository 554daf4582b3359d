// js: a plain ES module whose render(container) adds the styles once, appends the markup and wires the behaviour.
import { jsModule } from "../derive/vanilla.ts";
import { slugFile, type Target } from "./target.ts";

export const js: Target = {
  name: "js",
  language: "javascript",
  ext: "js",
  filename: slugFile("js"),
  scope: "core",
  verifier: "js-module",
  description: "a plain ES module: render(container) and mount(root)",
  derive: jsModule,
};
