// The quality checks on designs written with Tailwind CSS classes: the lint reads the CSS the classes compile to, the
// near-duplicate check compares utilities, and the real projects set Tailwind up for them.
import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { designShape, nearDuplicates, similarPairs, utilityShape } from "../../scripts/check/distinct.ts";
import { lintResource } from "../../scripts/check/lint.ts";
import { writeProject } from "../../scripts/check/projects.ts";
import { parseFragment } from "../../src/catalog/derive/markup.ts";
import { compileTailwind } from "../../src/catalog/tailwind.ts";
import { TAILWIND_FIXTURE, tempDir } from "../helpers.ts";

const html = readFileSync(join(TAILWIND_FIXTURE, "tw-plan-card", "html.html"), "utf8");

describe("the lint of a Tailwind design", () => {
  const button = (classes: string) => parseFragment(`<div class="demo"><button type="button" class="${classes}">Go</button></div>`);
  const lint = async (classes: string) =>
    lintResource(button(classes), [], "", undefined, "component", (await compileTailwind(classes.split(" "))).css);

  it("takes focus-visible: and motion-reduce: classes as its focus style and reduced motion", async () => {
    expect(await lint("rounded px-3 transition hover:bg-black/5 focus-visible:outline-2 motion-reduce:transition-none")).toEqual([]);
  });

  it("finds no focus style and motion that never stops", async () => {
    expect(await lint("rounded px-3 transition")).toEqual([
      "interactive elements but no :focus-visible style in css.css or its classes (focus-visible:…)",
      "its classes animate (transition, animate-…) but none is motion-reduce:… or motion-safe:…",
    ]);
  });
});

describe("the near-duplicate check on Tailwind designs", () => {
  it("compares utilities with their values left out", () => {
    expect(utilityShape("md:hover:bg-(--accent)/10")).toBe("md:hover:bg-_");
    expect(utilityShape("-mt-2")).toBe("mt-#");
    const original = designShape("tw-plan-card", html, "", true);
    const recoloured = designShape("tw-plan-copy", html.replaceAll("tw-plan-card", "tw-plan-copy").replaceAll("px-4", "px-6"), "", true);
    expect(nearDuplicates(similarPairs([original, recoloured]))).toHaveLength(1);
  });

  it("tells a Tailwind design from a plain one by its markup alone", () => {
    const tailwind = designShape("tw-plan-card", html, "", true);
    const plain = designShape("plan-card", html.replaceAll("tw-plan-card", "plan-card"), ".plan-card { padding: 1rem; }");
    expect(similarPairs([tailwind, plain])[0]).toMatchObject({ markup: 1, css: 1 });
  });
});

describe("the real projects of a Tailwind design", () => {
  const subject = (slug: string, tailwind: boolean) => ({ slug, name: "X", code: () => "", props: {}, ...(tailwind ? { tailwind } : {}) });
  const files = (framework: "react" | "next" | "astro", tailwind: boolean) => {
    const dir = join(tempDir("catalog-tw-project-"), framework);
    writeProject(framework, dir, [subject("tw-a", tailwind), subject("plain-b", false)], dir);
    return (path: string) => {
      try {
        return readFileSync(join(dir, path), "utf8");
      } catch {
        return undefined;
      }
    };
  };

  it("set Tailwind CSS v4 up, scanning the Tailwind components, imported by their pages only", () => {
    const react = files("react", true);
    expect(react("vite.config.mjs")).toContain('import tailwindcss from "@tailwindcss/vite";');
    expect(react("vite.config.mjs")).toContain("plugins: [react(), tailwindcss()]");
    expect(react("src/tailwind.css")).toBe('@import "tailwindcss" source(none);\n@source "./components/tw-a.tsx";\n');
    expect(react("src/pages/tw-a.tsx")).toStartWith('import "../tailwind.css";\n');
    expect(react("src/pages/plain-b.tsx")).not.toContain("tailwind.css");
    const next = files("next", true);
    expect(next("postcss.config.mjs")).toContain('"@tailwindcss/postcss"');
    expect(next("app/c/tw-a/page.tsx")).toStartWith('import "../../tailwind.css";\n');
    expect(files("astro", true)("src/pages/c/tw-a.astro")).toContain('import "../../tailwind.css";');
  });

  it("are as before when no component uses Tailwind", () => {
    const react = files("react", false);
    expect(react("vite.config.mjs")).not.toContain("tailwind");
    expect(react("src/tailwind.css")).toBeUndefined();
    expect(files("next", false)("postcss.config.mjs")).toBeUndefined();
  });
});
