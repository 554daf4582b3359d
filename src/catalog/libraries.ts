// The libraries a design may build on (GSAP, Motion, Lenis, Three.js, Tailwind CSS): the modules its js.ts may import,
// the pinned version the server serves for labs (never a CDN: labs stay offline), and where a standalone html document
// loads each module from. A design declares the packages it uses in `dependencies` (package -> version range) and
// imports them in js.ts; each framework target imports them as that framework's users do. Tailwind CSS is the one
// stylesheet library: nothing imports it, the markup's classes are its utilities, and the build compiles the CSS they
// need with the pinned version (tailwind.ts).
//
// Adding a library: pin it in package.json (dependencies: the server bundles it for labs), add it here.

export interface LibraryModule {
  /** The import specifier js.ts writes: "gsap", "gsap/ScrollTrigger". */
  specifier: string;
  /** The path under /vendor/<package>@<version>/ the server serves it at. */
  file: string;
  /** Where a standalone html document imports it from (its import map); a pinned CDN copy. */
  cdn: string;
}

export interface Library {
  /** The npm package. */
  name: string;
  /** The version the server bundles and serves (the one package.json pins). */
  version: string;
  modules: LibraryModule[];
  /**
   * A stylesheet library (Tailwind CSS): used through the markup's classes, never imported by js.ts; the build compiles
   * the CSS the markup uses with the pinned version instead of serving modules.
   */
  stylesheet?: true;
}

const jsdelivr = (pkg: string, path: string) => `https://cdn.jsdelivr.net/npm/${pkg}/${path}`;

function gsapPlugin(name: string, version: string): LibraryModule {
  return { specifier: `gsap/${name}`, file: `${name}.js`, cdn: jsdelivr(`gsap@${version}`, `${name}.js/+esm`) };
}

const GSAP = "3.15.0";
const MOTION = "14.14.0";
const LENIS = "1.3.27";
const THREE = "0.187.0";
/** Tailwind CSS v4: its pure-JS compile() turns a design's classes into CSS at build time (tailwind.ts). */
export const TAILWIND = "4.3.5";

export const LIBRARIES: readonly Library[] = [
  {
    name: "gsap",
    version: GSAP,
    modules: [
      { specifier: "gsap", file: "index.js", cdn: jsdelivr(`gsap@${GSAP}`, "+esm") },
      ...["ScrollTrigger", "SplitText", "Flip", "Draggable", "Observer", "TextPlugin", "MotionPathPlugin", "CustomEase"].map((n) =>
        gsapPlugin(n, GSAP),
      ),
    ],
  },
  { name: "motion", version: MOTION, modules: [{ specifier: "motion", file: "index.js", cdn: jsdelivr(`motion@${MOTION}`, "+esm") }] },
  {
    name: "lenis",
    version: LENIS,
    modules: [{ specifier: "lenis", file: "lenis.mjs", cdn: jsdelivr(`lenis@${LENIS}`, "dist/lenis.mjs") }],
  },
  {
    name: "three",
    version: THREE,
    modules: [
      { specifier: "three", file: "three.module.js", cdn: jsdelivr(`three@${THREE}`, "build/three.module.js") },
      {
        specifier: "three/addons/controls/OrbitControls.js",
        file: "addons/controls/OrbitControls.js",
        cdn: jsdelivr(`three@${THREE}`, "examples/jsm/controls/OrbitControls.js"),
      },
    ],
  },
  { name: "tailwindcss", version: TAILWIND, modules: [], stylesheet: true },
];

const BY_NAME = new Map(LIBRARIES.map((l) => [l.name, l]));
const BY_SPECIFIER = new Map(LIBRARIES.flatMap((l) => l.modules.map((m) => [m.specifier, { library: l, module: m }] as const)));
const BY_CDN = new Map(LIBRARIES.flatMap((l) => l.modules.map((m) => [m.cdn, { library: l, module: m }] as const)));

export const libraryNamed = (name: string): Library | undefined => BY_NAME.get(name);
export const moduleFor = (specifier: string) => BY_SPECIFIER.get(specifier);
/** The module a standalone document's import map loads from this CDN address. */
export const moduleAtCdn = (url: string) => BY_CDN.get(url);

/** Whether a declared package is a stylesheet library (Tailwind CSS) rather than modules js.ts imports. */
export const isStylesheetLibrary = (name: string) => BY_NAME.get(name)?.stylesheet === true;

/** The declared packages js.ts must import (package -> range): every dependency but the stylesheet libraries. */
export const moduleDependencies = (dependencies: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(dependencies ?? {}).filter(([name]) => !isStylesheetLibrary(name)));

/** Dependencies as npm install arguments: ["gsap@^3.13.0", "three@^0.187.0"]. */
export const dependencySpecs = (dependencies: Record<string, string>) =>
  Object.entries(dependencies).map(([name, range]) => `${name}@${range}`);

/** The server's path of a module: /vendor/gsap@3.15.0/ScrollTrigger.js. */
export const vendorPath = (library: Library, module: LibraryModule) => `/vendor/${library.name}@${library.version}/${module.file}`;

/** The import map of a document that imports these specifiers, from the CDN or (labs) from this server. */
export function importMap(specifiers: Iterable<string>, where: "cdn" | "vendor"): Record<string, string> {
  const imports: Record<string, string> = {};
  const wanted = new Set(specifiers);
  // A module's own bare imports (three's addons import "three") must resolve too.
  for (const s of [...wanted]) if (s.startsWith("three/")) wanted.add("three");
  for (const specifier of [...wanted].sort()) {
    const found = moduleFor(specifier);
    if (found) imports[specifier] = where === "cdn" ? found.module.cdn : vendorPath(found.library, found.module);
  }
  return imports;
}

/** The package a specifier belongs to: "gsap/ScrollTrigger" -> "gsap", "@scope/pkg/x" -> "@scope/pkg". */
export const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
