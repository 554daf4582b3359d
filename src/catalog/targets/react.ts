// react: a TSX function component for React 19.
import { reactComponent } from "../derive/jsx.ts";
import { componentFile, type Target } from "./target.ts";

export const react: Target = {
  name: "react",
  language: "tsx",
  ext: "tsx",
  filename: componentFile("tsx"),
  scope: "core",
  verifier: "react",
  description: "a React 19 function component (TSX)",
  derive: reactComponent,
};
