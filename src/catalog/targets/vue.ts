// vue: a Vue 3 single-file component with script setup.
import { vueComponent } from "../derive/vue.ts";
import { componentFile, type Target } from "./target.ts";

export const vue: Target = {
  name: "vue",
  language: "vue",
  ext: "vue",
  filename: componentFile("vue"),
  scope: "core",
  verifier: "vue",
  description: "a Vue 3 single-file component (script setup, TypeScript)",
  derive: vueComponent,
};
