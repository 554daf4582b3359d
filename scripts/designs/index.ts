// Every design of the default catalog, in catalog order; scripts/generate-catalog.ts expands each into its variants.
import { buttons } from "./buttons.ts";
import { cards } from "./cards.ts";
import { data } from "./data.ts";
import { feedback } from "./feedback.ts";
import { forms } from "./forms.ts";
import { inputs } from "./inputs.ts";
import type { Design } from "./kit.ts";
import { navigation } from "./navigation.ts";
import { overlays } from "./overlays.ts";

export const DESIGNS: Design[] = [...buttons, ...cards, ...forms, ...inputs, ...navigation, ...overlays, ...feedback, ...data];
