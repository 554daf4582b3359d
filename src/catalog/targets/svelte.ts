// svelte: a Svelte 5 component.
import { svelteComponent } from "../derive/svelte.ts";
import { componentFile, type Target } from "./target.ts";

export const svelte: Target = {
  name: "svelte",
  language: "svelte",
  ext: "svelte",
  filename: componentFile("svelte"),
  scope: "core",
  verifier: "svelte",
  description: "a Svelte 5 component (TypeScript)",
  derive: svelteComponent,
};
