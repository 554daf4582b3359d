// html: a complete standalone document, the markup with its styles and behaviour inline.
import { htmlDocument } from "../derive/vanilla.ts";
import { slugFile, type Target } from "./target.ts";

export const html: Target = {
  name: "html",
  language: "html",
  ext: "html",
  filename: slugFile("html"),
  scope: "core",
  verifier: "html-document",
  description: "a standalone HTML document, styles and script inline",
  derive: htmlDocument,
};
