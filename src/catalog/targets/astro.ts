// astro: an Astro component, its script wiring every instance on the page.
import { astroComponent } from "../derive/astro.ts";
import { componentFile, type Target } from "./target.ts";

export const astro: Target = {
  name: "astro",
  language: "astro",
  ext: "astro",
  filename: componentFile("astro"),
  scope: "core",
  verifier: "astro",
  description: "an Astro component",
  derive: astroComponent,
};
