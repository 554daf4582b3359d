// The real projects the toolchain check pastes snippets into: one per framework, every component of the run in it, and
// per component one page with two instances without props and one with props (scripts/check/toolchain.ts builds them).
// Components written with Tailwind CSS classes get what such a project has: Tailwind CSS v4 set up (@tailwindcss/vite,
// @tailwindcss/postcss for Next) with a stylesheet that scans their files, imported by their pages. The vanilla project
// needs none: the html and js targets carry their compiled CSS.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { PassedProps } from "./props.ts";

export interface ProjectSubject {
  slug: string;
  /** PascalCase, as the derived components name themselves. */
  name: string;
  code: (target: string) => string;
  /** What the props instance passes; empty when the component has no props a check can pass. */
  props: PassedProps;
  /** Written with Tailwind CSS classes: its page imports the project's Tailwind stylesheet. */
  tailwind?: boolean;
}

/** Where each project shows a component: its page's path, and whether that page has a props instance. */
export interface Project {
  framework: Framework;
  dir: string;
  /** The page of a component (a path of the built site, with any #hash). */
  page: (slug: string) => string;
  /** The built site's folder. */
  out: string;
}

export const FRAMEWORKS = ["react", "next", "vue", "svelte", "astro", "vanilla"] as const;
export type Framework = (typeof FRAMEWORKS)[number];

type Files = Record<string, string>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const shell = (script: string, title: string) =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>\n<body><div id="app"></div><script type="module" src="${script}"></script></body>\n</html>\n`;

/** A TSX or Svelte/Astro expression attribute per prop: `title={"Passed title"}`. */
const jsxProps = (props: PassedProps) =>
  Object.entries(props)
    .map(([k, v]) => ` ${k}={${JSON.stringify(v)}}`)
    .join("");

/**
 * The project's Tailwind CSS entry, as a project set up for Tailwind v4 has one: `@import "tailwindcss"`, scanning the
 * Tailwind components' files (named: the projects live in a git-ignored folder, which Tailwind's detection skips).
 */
function tailwindCss(subjects: ProjectSubject[], file: (slug: string) => string): string {
  const sources = subjects.filter((s) => s.tailwind).map((s) => `@source "${file(s.slug)}";`);
  return `@import "tailwindcss" source(none);\n${sources.join("\n")}\n`;
}

const usesTailwind = (subjects: ProjectSubject[]) => subjects.some((s) => s.tailwind);

/** A Vite config with the framework's plugin and, when a component needs it, Tailwind's. */
function viteConfig(plugin: { import: string; call: string }, tailwind: boolean) {
  const imports = [
    plugin.import,
    ...(tailwind ? ['import tailwindcss from "@tailwindcss/vite";'] : []),
    'import { defineConfig } from "vite";',
  ];
  const plugins = [plugin.call, ...(tailwind ? ["tailwindcss()"] : [])].join(", ");
  return `${imports.join("\n")}\n\nexport default defineConfig({ plugins: [${plugins}], logLevel: "warn", build: { chunkSizeWarningLimit: 100000, rolldownOptions: { checks: { pluginTimings: false } } } });\n`;
}

function reactPage(s: ProjectSubject, from: string, css?: string): string {
  return `${s.tailwind && css ? `import "${css}";\n` : ""}import ${s.name} from "${from}";

export default function Page() {
  return (
    <>
      <div id="plain-1">
        <${s.name} />
      </div>
      <div id="plain-2">
        <${s.name} />
      </div>
      <div id="props">
        <${s.name}${jsxProps(s.props)} />
      </div>
    </>
  );
}
`;
}

const strict = {
  target: "ES2022",
  module: "ESNext",
  moduleResolution: "bundler",
  lib: ["ES2022", "DOM", "DOM.Iterable"],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  isolatedModules: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noFallthroughCasesInSwitch: true,
};

function react(subjects: ProjectSubject[]): Files {
  const files: Files = {
    "package.json": json({ name: "react-check", private: true, type: "module" }),
    "index.html": shell("/src/main.tsx", "react"),
    "vite.config.mjs": viteConfig({ import: 'import react from "@vitejs/plugin-react";', call: "react()" }, usesTailwind(subjects)),
    "tsconfig.json": json({ compilerOptions: { ...strict, jsx: "react-jsx", types: ["vite/client"] }, include: ["src"] }),
    "src/main.tsx": `import type { ComponentType } from "react";
import { createRoot } from "react-dom/client";

const pages = import.meta.glob<{ default: ComponentType }>("./pages/*.tsx");
const load = pages[\`./pages/\${location.hash.slice(1)}.tsx\`];
if (load) {
  const { default: Page } = await load();
  createRoot(document.getElementById("app")!).render(<Page />);
}
`,
  };
  for (const s of subjects) {
    files[`src/components/${s.slug}.tsx`] = s.code("react");
    files[`src/pages/${s.slug}.tsx`] = reactPage(s, `../components/${s.slug}`, "../tailwind.css");
  }
  if (usesTailwind(subjects)) files["src/tailwind.css"] = tailwindCss(subjects, (slug) => `./components/${slug}.tsx`);
  return files;
}

function next(subjects: ProjectSubject[], toolchainDir: string): Files {
  const files: Files = {
    "package.json": json({ name: "next-check", private: true }),
    // A static export: the check serves out/ to Chromium with no server. Types are checked by tsc (all errors, per file).
    "next.config.mjs": `export default {\n  output: "export",\n  typescript: { ignoreBuildErrors: true },\n  turbopack: { root: ${JSON.stringify(toolchainDir)} },\n  outputFileTracingRoot: ${JSON.stringify(toolchainDir)},\n};\n`,
    "tsconfig.json": json({
      compilerOptions: {
        ...strict,
        jsx: "react-jsx",
        allowJs: false,
        esModuleInterop: true,
        resolveJsonModule: true,
        plugins: [{ name: "next" }],
      },
      include: ["next-env.d.ts", "app", "components"],
      exclude: ["node_modules", "out", ".next"],
    }),
    // tsc's own config: Next rewrites tsconfig.json on build (its generated .next types), the check reads only the code.
    "tsconfig.check.json": json({ compilerOptions: { ...strict, jsx: "react-jsx" }, include: ["app", "components"] }),
    "app/layout.tsx": `import type { ReactNode } from "react";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
    "app/page.tsx": "export default function Home() {\n  return <p>catalog check</p>;\n}\n",
  };
  for (const s of subjects) {
    files[`components/${s.slug}.tsx`] = s.code("next");
    files[`app/c/${s.slug}/page.tsx`] = reactPage(s, `../../../components/${s.slug}`, "../../tailwind.css");
  }
  if (usesTailwind(subjects)) {
    files["app/tailwind.css"] = tailwindCss(subjects, (slug) => `../components/${slug}.tsx`);
    files["postcss.config.mjs"] = `export default { plugins: { "@tailwindcss/postcss": {} } };\n`;
  }
  return files;
}

function vue(subjects: ProjectSubject[]): Files {
  const files: Files = {
    "package.json": json({ name: "vue-check", private: true, type: "module" }),
    "index.html": shell("/src/main.ts", "vue"),
    "vite.config.mjs": viteConfig({ import: 'import vue from "@vitejs/plugin-vue";', call: "vue()" }, usesTailwind(subjects)),
    "tsconfig.json": json({
      compilerOptions: { ...strict, jsx: "preserve", types: ["vite/client"] },
      include: ["src/**/*.ts", "src/**/*.vue"],
    }),
    "src/main.ts": `import { type Component, createApp } from "vue";

const pages = import.meta.glob<{ default: Component }>("./pages/*.vue");
const load = pages[\`./pages/\${location.hash.slice(1)}.vue\`];
if (load) createApp((await load()).default).mount("#app");
`,
  };
  for (const s of subjects) {
    files[`src/components/${s.slug}.vue`] = s.code("vue");
    // Written in the template, as a developer would: the prop's type gives the values their literal types
    // (aria-current="page"), which a constant in the script would widen to string.
    const bind = Object.entries(s.props)
      .map(([k, v]) => ` :${k}='${JSON.stringify(v).replace(/&/g, "&amp;").replace(/'/g, "&#39;")}'`)
      .join("");
    files[`src/pages/${s.slug}.vue`] = `<script setup lang="ts">
${s.tailwind ? 'import "../tailwind.css";\n' : ""}import ${s.name} from "../components/${s.slug}.vue";
</script>

<template>
  <div id="plain-1"><${s.name} /></div>
  <div id="plain-2"><${s.name} /></div>
  <div id="props"><${s.name}${bind} /></div>
</template>
`;
  }
  if (usesTailwind(subjects)) files["src/tailwind.css"] = tailwindCss(subjects, (slug) => `./components/${slug}.vue`);
  return files;
}

function svelte(subjects: ProjectSubject[]): Files {
  const files: Files = {
    "package.json": json({ name: "svelte-check-project", private: true, type: "module" }),
    "index.html": shell("/src/main.ts", "svelte"),
    "vite.config.mjs": viteConfig(
      { import: 'import { svelte } from "@sveltejs/vite-plugin-svelte";', call: "svelte()" },
      usesTailwind(subjects),
    ),
    "tsconfig.json": json({
      compilerOptions: { ...strict, verbatimModuleSyntax: true, types: ["vite/client", "svelte"] },
      include: ["src/**/*.ts", "src/**/*.svelte"],
    }),
    "src/main.ts": `import { type Component, mount } from "svelte";

const pages = import.meta.glob<{ default: Component }>("./pages/*.svelte");
const load = pages[\`./pages/\${location.hash.slice(1)}.svelte\`];
if (load) mount((await load()).default, { target: document.getElementById("app")! });
`,
  };
  for (const s of subjects) {
    files[`src/components/${s.slug}.svelte`] = s.code("svelte");
    files[`src/pages/${s.slug}.svelte`] = `<script lang="ts">
${s.tailwind ? '  import "../tailwind.css";\n' : ""}  import ${s.name} from "../components/${s.slug}.svelte";
</script>

<div id="plain-1"><${s.name} /></div>
<div id="plain-2"><${s.name} /></div>
<div id="props"><${s.name}${jsxProps(s.props)} /></div>
`;
  }
  if (usesTailwind(subjects)) files["src/tailwind.css"] = tailwindCss(subjects, (slug) => `./components/${slug}.svelte`);
  return files;
}

function astro(subjects: ProjectSubject[]): Files {
  const files: Files = {
    "package.json": json({ name: "astro-check", private: true, type: "module" }),
    "astro.config.mjs": usesTailwind(subjects)
      ? `import tailwindcss from "@tailwindcss/vite";\nimport { defineConfig } from "astro/config";\n\nexport default defineConfig({ devToolbar: { enabled: false }, vite: { logLevel: "warn", plugins: [tailwindcss()] } });\n`
      : `import { defineConfig } from "astro/config";\n\nexport default defineConfig({ devToolbar: { enabled: false }, vite: { logLevel: "warn" } });\n`,
    "tsconfig.json": json({ extends: "astro/tsconfigs/strict", include: [".astro/types.d.ts", "src"], exclude: ["dist"] }),
  };
  for (const s of subjects) {
    files[`src/components/${s.slug}.astro`] = s.code("astro");
    files[`src/pages/c/${s.slug}.astro`] = `---
${s.tailwind ? 'import "../../tailwind.css";\n' : ""}import ${s.name} from "../../components/${s.slug}.astro";
---

<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${s.slug}</title>
  </head>
  <body>
    <div id="plain-1"><${s.name} /></div>
    <div id="plain-2"><${s.name} /></div>
    <div id="props"><${s.name}${jsxProps(s.props)} /></div>
  </body>
</html>
`;
  }
  if (usesTailwind(subjects)) files["src/tailwind.css"] = tailwindCss(subjects, (slug) => `./components/${slug}.astro`);
  return files;
}

/** The html target as pages of a Vite multi-page build, and the js module rendered twice by one page. */
function vanilla(subjects: ProjectSubject[]): Files {
  const inputs = Object.fromEntries([["js", "js.html"], ...subjects.map((s) => [s.slug, `html/${s.slug}.html`])]);
  const files: Files = {
    "package.json": json({ name: "vanilla-check", private: true, type: "module" }),
    "vite.config.mjs": `import { defineConfig } from "vite";\n\nexport default defineConfig({ logLevel: "warn", build: { chunkSizeWarningLimit: 100000, rollupOptions: { input: ${JSON.stringify(inputs)} } } });\n`,
    "js.html": `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>js</title></head>\n<body><div id="plain-1"></div><div id="plain-2"></div><script type="module" src="/src/main.js"></script></body>\n</html>\n`,
    "src/main.js": `const modules = import.meta.glob("./js/*.js");
const load = modules[\`./js/\${location.hash.slice(1)}.js\`];
if (load) {
  const { render } = await load();
  render(document.getElementById("plain-1"));
  render(document.getElementById("plain-2"));
}
`,
  };
  for (const s of subjects) {
    files[`src/js/${s.slug}.js`] = s.code("js");
    files[`html/${s.slug}.html`] = s.code("html");
  }
  return files;
}

/** Writes a framework's project for these subjects into dir (emptied first). */
export function writeProject(framework: Framework, dir: string, subjects: ProjectSubject[], toolchainDir: string): Project {
  rmSync(dir, { recursive: true, force: true });
  const files =
    framework === "react"
      ? react(subjects)
      : framework === "next"
        ? next(subjects, toolchainDir)
        : framework === "vue"
          ? vue(subjects)
          : framework === "svelte"
            ? svelte(subjects)
            : framework === "astro"
              ? astro(subjects)
              : vanilla(subjects);
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
  }
  return { framework, dir, out: join(dir, framework === "next" ? "out" : "dist"), page: pageOf(framework) };
}

function pageOf(framework: Framework): (slug: string) => string {
  switch (framework) {
    case "next":
      return (slug) => `/c/${slug}.html`;
    case "astro":
      return (slug) => `/c/${slug}/index.html`;
    case "vanilla":
      return (slug) => `/js.html#${slug}`;
    default:
      return (slug) => `/index.html#${slug}`;
  }
}

/** The vanilla project's page of the html target itself. */
export const htmlPage = (slug: string) => `/html/${slug}.html`;
