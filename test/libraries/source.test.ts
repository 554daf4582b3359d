// Designs built on libraries: the pinned table matches package.json, js.ts imports only declared library modules, the
// source refuses what labs could not load, and every target imports the libraries its framework's way.
import { describe, expect, it } from "bun:test";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { importMap, LIBRARIES, moduleFor } from "../../src/catalog/libraries.ts";
import { readBehaviour } from "../../src/catalog/derive/behaviour.ts";
import { readSource } from "../../src/catalog/source.ts";
import { bundle } from "../../src/vendor.ts";
import { LIBRARY_FIXTURE, sourceProblems, tempDir } from "../helpers.ts";

const ROOT = join(import.meta.dir, "..", "..");
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> };

describe("the library table", () => {
  it("serves exactly the versions package.json pins and node_modules holds", () => {
    for (const library of LIBRARIES) {
      expect(pkg.dependencies[library.name]).toBe(library.version);
      const installed = JSON.parse(readFileSync(join(ROOT, "node_modules", library.name, "package.json"), "utf8")) as { version: string };
      expect(installed.version).toBe(library.version);
    }
  });

  it("bundles every module into one browser ES module that imports no other file", async () => {
    for (const library of LIBRARIES)
      for (const module of library.modules) {
        const code = new TextDecoder().decode(await bundle(library, module));
        expect(code.length).toBeGreaterThan(1000);
        // Only other libraries' modules stay imports (three's addons import "three"), never a relative file.
        const imports = new Bun.Transpiler({ loader: "js" }).scanImports(code).map((i) => i.path);
        for (const spec of imports) expect(moduleFor(spec)).toBeDefined();
      }
  }, 60_000);

  it("maps specifiers to pinned CDN copies or to this server, adding what a module needs itself", () => {
    expect(importMap(["gsap"], "cdn")).toEqual({ gsap: "https://cdn.jsdelivr.net/npm/gsap@3.15.0/+esm" });
    expect(importMap(["three/addons/controls/OrbitControls.js"], "vendor")).toEqual({
      three: "/vendor/three@0.187.0/three.module.js",
      "three/addons/controls/OrbitControls.js": "/vendor/three@0.187.0/addons/controls/OrbitControls.js",
    });
  });
});

describe("js.ts imports", () => {
  const body = "function mount(root: HTMLElement): () => void {\n  return () => {};\n}";
  it("takes static imports of declared libraries off the top", () => {
    const { behaviour, problems } = readBehaviour(`import { gsap } from "gsap";\nimport type { Timeline } from "gsap";\n\n${body}`, {
      gsap: "^3.13.0",
    });
    expect(problems).toEqual([]);
    expect(behaviour!.imports).toEqual([`import { gsap } from "gsap";`, `import type { Timeline } from "gsap";`]);
    expect(behaviour!.specifiers).toEqual(["gsap"]);
    expect(behaviour!.ts.startsWith("function mount")).toBe(true);
  });

  it("refuses an undeclared package, an unknown module, a dynamic import, an import below the code and an unused dependency", () => {
    const reasons = (source: string, deps: Record<string, string> = {}) => readBehaviour(source, deps).problems.map((p) => p.reason);
    expect(reasons(`import { gsap } from "gsap";\n${body}`)).toEqual([
      expect.stringContaining(`"gsap" is not in the resource's dependencies`),
    ]);
    expect(reasons(`import x from "gsap/NoSuchPlugin";\n${body}`, { gsap: "^3.13.0" })).toEqual([
      expect.stringContaining("not a module labs can load"),
    ]);
    expect(reasons(`${body}\nconst later = import("gsap");`, { gsap: "^3.13.0" })).toContainEqual(
      expect.stringContaining("no export, and no import"),
    );
    const below = readBehaviour(`${body}\nimport { gsap } from "gsap";`, { gsap: "^3.13.0" }).problems;
    expect(below.map((p) => p.line)).toContain(4);
    expect(reasons(body, { gsap: "^3.13.0" })).toEqual([expect.stringContaining(`declares the dependency "gsap" but imports nothing`)]);
  });
});

describe("declared dependencies", () => {
  function withDependencies(dependencies: unknown): string {
    const dir = join(tempDir("catalog-libs-"), "source");
    cpSync(LIBRARY_FIXTURE, dir, { recursive: true });
    const file = join(dir, "spin-badge", "resource.json");
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), dependencies }));
    return dir;
  }

  it("records them on the resource", () => {
    const source = readSource(LIBRARY_FIXTURE);
    expect(source.resources[0]!.resource.dependencies).toEqual({ gsap: "^3.12.0" });
  });

  it("refuses a library labs cannot load and a range that leaves out the served version", () => {
    const unknown = sourceProblems(() => readSource(withDependencies({ gsap: "^3.12.0", "left-pad": "^1.0.0" })));
    expect(unknown).toContainEqual(
      expect.objectContaining({ field: "dependencies/left-pad", reason: expect.stringContaining("not a library") }),
    );
    const old = sourceProblems(() => readSource(withDependencies({ gsap: "^2.0.0" })));
    expect(old).toContainEqual(expect.objectContaining({ field: "dependencies/gsap", reason: expect.stringContaining("3.15.0") }));
  });

  it("imports them in every target the way its framework does, and names them in each header", () => {
    const { snippets } = readSource(LIBRARY_FIXTURE).resources[0]!;
    const code = (target: string) => snippets.find((s) => s.target === target)!.code;
    const both = [`import { gsap } from "gsap";`, `import { ScrollTrigger } from "gsap/ScrollTrigger";`].join("\n");
    for (const target of ["react", "next", "js"]) expect(code(target)).toContain(both);
    expect(code("vue")).toContain(`<script setup lang="ts">\nimport { onBeforeUnmount, onMounted, ref } from "vue";\n${both}`);
    expect(code("svelte")).toContain(`import { onMount } from "svelte";\n  ${both.replace("\n", "\n  ")}`);
    expect(code("astro")).toContain(`<script>\n  ${both.replace("\n", "\n  ")}`);
    for (const target of ["react", "next", "vue", "svelte", "astro", "js"]) expect(code(target)).toContain("npm i gsap@^3.12.0");
    // The standalone document: an import map to pinned CDN copies, and the imports at the top of its module.
    const html = code("html");
    const map = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(html)![1]!) as { imports: Record<string, string> };
    expect(map.imports).toEqual({
      gsap: "https://cdn.jsdelivr.net/npm/gsap@3.15.0/+esm",
      "gsap/ScrollTrigger": "https://cdn.jsdelivr.net/npm/gsap@3.15.0/ScrollTrigger.js/+esm",
    });
    expect(html).toContain(`<script type="module">\n    ${both.replace("\n", "\n    ")}`);
  });
});
