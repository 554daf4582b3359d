// Every design of the default catalog, in catalog order; scripts/generate-catalog.ts expands each into its variants.
import { buttons } from "./buttons.ts";
import type { Design } from "./kit.ts";

export const DESIGNS: Design[] = [...buttons];
