// `catalog-server build` on a hostile source folder: links out of it, a FIFO, /dev/zero, a 3 GB file, a dangling link,
// a folder in a file's place. Run as the real command (with a deadline: a build that hangs must fail, not stall the
// tests): each is a problem naming the file, exit 1, and no catalog file is written.
import { describe, expect, it } from "bun:test";
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CLI, FIXTURE_SOURCE, tempDir } from "../helpers.ts";

/** A resource folder that would build, named so that the order of the checks is known. */
function resource(source: string, slug: string): string {
  const folder = join(source, slug);
  cpSync(join(FIXTURE_SOURCE, "pulse-loader"), folder, { recursive: true });
  return folder;
}

function hostileSource(): { source: string; expected: [file: string, reason: string][] } {
  const source = join(tempDir("hostile-source-"), "source");
  mkdirSync(source);
  // First in the build's order: the code before this test's fix blocked forever on it.
  expect(Bun.spawnSync(["mkfifo", join(resource(source, "a-fifo"), "js.js")]).exitCode).toBe(0);
  symlinkSync("/etc/passwd", join(resource(source, "b-passwd"), "react.tsx"));
  symlinkSync("/dev/zero", join(resource(source, "c-zero"), "vue.vue"));
  const huge = join(resource(source, "d-huge"), "svelte.svelte");
  writeFileSync(huge, "");
  truncateSync(huge, 3 * 1024 ** 3); // sparse: 3 GB that take no disk
  const outside = join(tempDir("outside-"), "e-linked");
  cpSync(join(FIXTURE_SOURCE, "pulse-loader"), outside, { recursive: true });
  symlinkSync(outside, join(source, "e-linked"));
  symlinkSync(join(source, "nowhere"), join(resource(source, "f-dangling"), "astro.astro"));
  mkdirSync(join(resource(source, "g-folder"), "next.tsx"));
  const meta = join(resource(source, "h-meta"), "resource.json");
  Bun.spawnSync(["rm", meta]);
  symlinkSync(join(FIXTURE_SOURCE, "pulse-loader", "resource.json"), meta);
  resource(source, "i-fine");
  // Design folders and presets go through the same checks.
  const design = (id: string) => {
    cpSync(join(FIXTURE_SOURCE, "notice-banner"), join(source, id), { recursive: true });
    return join(source, id);
  };
  mkdirSync(join(source, "presets"));
  symlinkSync(join(FIXTURE_SOURCE, "presets", "palettes.json"), join(source, "presets", "palettes.json"));
  const linkedCss = join(design("j-design-css"), "css.css");
  Bun.spawnSync(["rm", linkedCss]);
  symlinkSync("/etc/passwd", linkedCss);
  const fifoMeta = join(design("k-design-meta"), "design.json");
  Bun.spawnSync(["rm", fifoMeta]);
  expect(Bun.spawnSync(["mkfifo", fifoMeta]).exitCode).toBe(0);
  return {
    source,
    expected: [
      ["a-fifo/js.js", "not a regular file"],
      ["b-passwd/react.tsx", "symbolic link"],
      ["c-zero/vue.vue", "symbolic link"],
      ["d-huge/svelte.svelte", `size ${3 * 1024 ** 3} bytes`],
      ["e-linked", "symbolic link"],
      ["f-dangling/astro.astro", "symbolic link"],
      ["g-folder/next.tsx", "a folder where a file belongs"],
      ["h-meta/resource.json", "symbolic link"],
      ["j-design-css/css.css", "symbolic link"],
      ["k-design-meta/design.json", "not a regular file"],
      ["presets/palettes.json", "symbolic link"],
    ],
  };
}

describe("build from a hostile source folder", () => {
  it("reads only regular files inside SOURCE: each link, FIFO, huge file or misplaced folder is a problem naming it; nothing is written", async () => {
    const { source, expected } = hostileSource();
    const outDir = tempDir("hostile-out-");
    const out = join(outDir, "catalog.db");
    const proc = Bun.spawn([process.execPath, CLI, "build", source, "--out", out], { stdout: "pipe", stderr: "pipe" });
    const timer = setTimeout(() => proc.kill("SIGKILL"), 15_000);
    const [stderr, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited]);
    clearTimeout(timer);
    expect({ code, killed: proc.signalCode }).toEqual({ code: 1, killed: null });
    for (const [file, reason] of expected) {
      const line = stderr.split("\n").find((l) => l.trim().startsWith(`${file}:`));
      expect({ file, line: line?.includes(reason) ? "named with its reason" : (line ?? "missing") }).toEqual({
        file,
        line: "named with its reason",
      });
    }
    expect(stderr).not.toContain("root:"); // /etc/passwd was never read
    expect(stderr).not.toContain("build failed");
    expect(stderr.split("\n").filter((l) => l.includes("i-fine"))).toEqual([]);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(outDir)).toEqual([]);
  }, 30_000);
});
