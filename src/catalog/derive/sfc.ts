// The single-file-component targets: `vue` (SFC, script setup), `svelte` (Svelte 5) and `astro`.
//
// The template is the canonical markup as it stands (static attributes read the same in all three). The CSS is
// already scoped by the slug class, so it is global in each framework: a plain Vue <style>, Svelte :global(...)
// selectors and -global- keyframes (Svelte would otherwise prune classes that only the behaviour adds), and
// Astro's <style is:global>. The behaviour runs in onMounted/onMount, or once per page in Astro's <script>.
import { indent } from "./behaviour.ts";
import { printStylesheet } from "./css.ts";
import { commentText, summaryLine, type DeriveContext } from "./context.ts";
import { htmlPrinter, printTree } from "./markup.ts";
import { rootType } from "./jsx.ts";

export function vueComponent(ctx: DeriveContext): string {
  const { behaviour, root } = ctx;
  const parts: string[] = [`<!-- ${commentText(summaryLine(ctx))} -->`];
  if (behaviour) {
    parts.push(`<script setup lang="ts">
import { onBeforeUnmount, onMounted, ref } from "vue";

${behaviour.ts}

const rootEl = ref<${rootType(root.tag)} | null>(null);
let cleanup: (() => void) | undefined;
onMounted(() => {
  if (rootEl.value) cleanup = mount(rootEl.value);
});
onBeforeUnmount(() => cleanup?.());
</script>`);
  }
  const markup = printTree(root, htmlPrinter, "  ", behaviour ? ' ref="rootEl"' : "");
  parts.push(`<template>\n${markup}\n</template>`);
  parts.push(`<style>\n${ctx.css}\n</style>`);
  return `${parts.join("\n\n")}\n`;
}

/** Wraps each selector in :global(...); pseudo-elements stay inside, which Svelte accepts. */
const globalSelector = (selector: string) => `:global(${selector})`;

export function svelteComponent(ctx: DeriveContext): string {
  const { behaviour, root } = ctx;
  const parts: string[] = [];
  if (behaviour) {
    parts.push(`<script lang="ts">
  // ${commentText(summaryLine(ctx))}
  import { onMount } from "svelte";

${indent(behaviour.ts, "  ")}

  let rootEl: ${rootType(root.tag)} | undefined = $state();
  onMount(() => (rootEl ? mount(rootEl) : undefined));
</script>`);
  } else {
    parts.push(`<!-- ${commentText(summaryLine(ctx))} -->`);
  }
  parts.push(printTree(root, htmlPrinter, "", behaviour ? " bind:this={rootEl}" : ""));
  const css = printStylesheet(ctx.cssNodes, { selector: globalSelector, keyframes: (name) => `-global-${name}` }, "  ");
  parts.push(`<style>\n${css}\n</style>`);
  return `${parts.join("\n\n")}\n`;
}

export function astroComponent(ctx: DeriveContext): string {
  const { behaviour, root, resource } = ctx;
  const parts: string[] = [`---\n// ${commentText(summaryLine(ctx))}\n---`];
  parts.push(printTree(root, htmlPrinter));
  parts.push(`<style is:global>\n${ctx.css}\n</style>`);
  if (behaviour) {
    parts.push(`<script>
${indent(behaviour.ts, "  ")}

  // Astro bundles this script once per page: wire every instance, again after a view transition, and clean up before a swap.
  const cleanups = new Map<HTMLElement, () => void>();
  function mountAll() {
    document.querySelectorAll<HTMLElement>(".${resource.slug}").forEach((el) => {
      if (!cleanups.has(el)) cleanups.set(el, mount(el));
    });
  }
  mountAll();
  document.addEventListener("astro:page-load", mountAll);
  document.addEventListener("astro:before-swap", () => {
    cleanups.forEach((cleanup) => cleanup());
    cleanups.clear();
  });
</script>`);
  }
  return `${parts.join("\n\n")}\n`;
}
