// check:catalog on a source the build refuses: each problem reported as the build words it, the other folders checked.
import { describe, expect, it } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readShapes } from "../../scripts/check/distinct.ts";
import { loadCheckable } from "../../scripts/check/verify.ts";
import { demoMeta, tempDir } from "../helpers.ts";

const META = demoMeta({ title: "Card", description: "A card.", tags: ["card"] });

/** A derived source with a good card and one whose text holds a bare "&" on line 2. */
function source(): string {
  const dir = join(tempDir(), "source");
  mkdirSync(dir);
  writeFileSync(join(dir, "catalog.json"), '{ "derive": true }');
  const card = (slug: string, text: string) => {
    mkdirSync(join(dir, slug));
    writeFileSync(join(dir, slug, "resource.json"), JSON.stringify(META));
    writeFileSync(join(dir, slug, "html.html"), `<div class="${slug}">\n  <p data-prop="name">${text}</p>\n</div>\n`);
    writeFileSync(join(dir, slug, "css.css"), `.${slug} { padding: 1rem; }\n`);
  };
  card("good-card", "Harbour &amp; Co");
  card("bad-card", "Harbour & Co");
  return dir;
}

const BARE_AMP = 'bad-card/html.html field "line 2": a bare "&": write &amp;';

describe("check:catalog on a source the build refuses", () => {
  it("reports each problem as the build words it and still loads the folders without one", async () => {
    const { subjects, failures } = await loadCheckable(source());
    expect(failures).toEqual([{ slug: "bad-card", check: "source", message: BARE_AMP }]);
    expect(subjects.map((s) => s.source.resource.slug)).toEqual(["good-card"]);
  });

  it("leaves markup that does not parse out of the near-duplicate comparison instead of throwing", () => {
    expect(readShapes(source()).map((s) => s.id)).toEqual(["good-card"]);
  });

  it("ends with its summary, naming the file and line, instead of crashing", async () => {
    const dir = source();
    const proc = Bun.spawn(
      [
        process.execPath,
        join(import.meta.dir, "..", "..", "scripts", "check-catalog.ts"),
        dir,
        "--no-browser",
        "--real",
        "none",
        "--only",
        "bad-card",
      ],
      { stdout: "pipe", stderr: "pipe" },
    );
    const [stdout, stderr] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
    expect(await proc.exited).toBe(1);
    expect(stderr).not.toContain("error: line 2");
    expect(stdout).toContain(`bad-card [source] ${BARE_AMP}`);
    expect(stdout).toContain("0 of 1 resources pass every check, 1 failure");
  }, 60_000);
});
