// Who this server is and how an agent should use it: shared by MCP (initialize, server/discover) and GET /api.
import pkg from "../package.json" with { type: "json" };
import { CORE_TARGETS, DESIGN_SYSTEM_TARGETS } from "./catalog/targets/index.ts";

/** "html, css and astro" */
const inWords = (names: readonly string[]) => `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

export const SERVER_INFO = {
  name: "resource-catalog",
  title: "Resource Catalog",
  version: pkg.version,
  description: `A free catalog of UI components, animations, pages and design systems, with code for ${inWords(CORE_TARGETS)}.`,
};

export const INSTRUCTIONS = [
  "This server is a catalog of UI resources (components, animations, pages, design systems) with ready-to-use source code.",
  "Each design comes in variants (palettes or themes); a variant's slug is <design>-<variant>, and a design id alone means its default variant.",
  'How to work: 1) call search with a few words (e.g. "glass card", "dark pricing table"), or list_resources with filters (kind, category, difficulty, tech): one item per design, its other variants listed;',
  "2) call get_resource with the best slug to see its targets, their sizes in tokens and the other variants with how they differ;",
  `3) call get_snippet with the slug and the target the user needs (${CORE_TARGETS.join(", ")}; design systems also ${DESIGN_SYSTEM_TARGETS.join(", ")}).`,
  "get_lab gives a live-demo address to show a person. Lists are paged: pass nextCursor as cursor for more. Errors say what to send instead, including the closest slugs.",
].join(" ");
