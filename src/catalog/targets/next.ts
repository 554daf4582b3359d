// next: the React component as a Next.js App Router component.
import { nextComponent } from "../derive/jsx.ts";
import { componentFile, type Target } from "./target.ts";

export const next: Target = {
  name: "next",
  language: "tsx",
  ext: "tsx",
  filename: componentFile("tsx"),
  scope: "core",
  verifier: "react",
  description: "a Next.js App Router component (TSX)",
  derive: nextComponent,
};
