// What every target writer receives: the resource's metadata and its parsed canonical source.
import type { ResourceRecord } from "../model.ts";
import type { TailwindStyles } from "../tailwind.ts";
import type { Behaviour } from "./behaviour.ts";
import type { CssNode } from "./css.ts";
import type { ElementNode } from "./markup.ts";
import type { ComponentView } from "./view.ts";

export interface DeriveContext {
  resource: ResourceRecord;
  /** The root element of html.html; its class list holds the slug. */
  root: ElementNode;
  /** css.css as written, trimmed (a variant's custom properties first); empty for a Tailwind design that needs none. */
  css: string;
  cssNodes: CssNode[];
  behaviour: Behaviour | undefined;
  /** PascalCase name for the component files (ProductCardEmerald). */
  componentName: string;
  /** The markup as a component: props, lists, slots, state, events and the ids each instance makes its own. */
  view: ComponentView;
  /** A design written with Tailwind CSS utility classes: the CSS they compile to (tailwind.ts). */
  tailwind?: TailwindStyles;
}

/** One line that says what the resource is, for the comment heading each derived file. */
export const summaryLine = (ctx: DeriveContext): string => `${ctx.resource.title}: ${ctx.resource.description}`.replace(/\s+/g, " ");

/** A comment-safe version of the summary for block comments (no "*\/" or "-->" inside). */
export const commentText = (text: string): string => text.replace(/\*\//g, "* /").replace(/--+>?/g, "-");
