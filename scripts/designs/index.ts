// Every design of the default catalog, in catalog order; scripts/generate-catalog.ts expands each into its variants.
import { backgrounds } from "./backgrounds.ts";
import { buttons } from "./buttons.ts";
import { cards } from "./cards.ts";
import { data } from "./data.ts";
import { designSystems } from "./design-systems.ts";
import { feedback } from "./feedback.ts";
import { forms } from "./forms.ts";
import { inputs } from "./inputs.ts";
import { interactions } from "./interactions.ts";
import type { Design } from "./kit.ts";
import { loaders } from "./loaders.ts";
import { marketing } from "./marketing.ts";
import { navigation } from "./navigation.ts";
import { overlays } from "./overlays.ts";
import { appPages } from "./pages-app.ts";
import { contentPages } from "./pages-content.ts";
import { marketingPages } from "./pages-marketing.ts";
import { pricing } from "./pricing.ts";
import { textEffects } from "./text-effects.ts";
import { widgets } from "./widgets.ts";

export const DESIGNS: Design[] = [
  ...buttons, ...cards, ...forms, ...inputs, ...navigation, ...overlays, ...feedback, ...data, ...marketing, ...pricing, ...widgets,
  ...loaders, ...textEffects, ...backgrounds, ...interactions,
  ...marketingPages, ...appPages, ...contentPages,
  ...designSystems,
];
