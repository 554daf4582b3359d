import { describe, expect, it } from "bun:test";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildCatalog } from "../../src/catalog/builder.ts";
import { Catalog } from "../../src/catalog/reader.ts";
import { MAX_SNIPPET_BYTES, SourceError } from "../../src/catalog/source.ts";
import { FIXTURE_SOURCE, sourceProblems, tempDir } from "../helpers.ts";

/** A writable copy of the fixture source to break in one way. */
function sourceCopy(): string {
  const dir = join(tempDir(), "source");
  cpSync(FIXTURE_SOURCE, dir, { recursive: true });
  return dir;
}

describe("build", () => {
  it("builds every fixture resource and its snippets into a catalog the reader opens", () => {
    const out = join(tempDir(), "catalog.db");
    const result = buildCatalog(FIXTURE_SOURCE, out);
    // Every folder but presets/ is a design; notice-banner has three variants.
    expect(result.designs).toBe(readdirSync(FIXTURE_SOURCE).length - 1);
    expect(result.resources).toBe(result.designs + 2);
    const catalog = Catalog.open(out);
    expect(catalog.resources.length).toBe(result.resources);
    expect(catalog.stats().snippets).toBe(result.snippets);
    expect(catalog.version).toBe(result.version);
    expect(catalog.resource("glass-card")!.snippets.map((s) => s.target)).toEqual([
      "astro",
      "css",
      "html",
      "next",
      "react",
      "svelte",
      "vue",
    ]);
    catalog.close();
  });

  it("gives the same content hash for the same sources whatever the build time", () => {
    const dir = tempDir();
    const a = buildCatalog(FIXTURE_SOURCE, join(dir, "a.db"), { now: new Date("2020-01-01") });
    const b = buildCatalog(FIXTURE_SOURCE, join(dir, "b.db"), { now: new Date("2030-01-01") });
    expect(a.version).toBe(b.version);
    expect(Catalog.open(join(dir, "a.db")).builtAt).toBe("2020-01-01T00:00:00.000Z");
  });

  it("changes the content hash when a snippet changes", () => {
    const source = sourceCopy();
    const before = buildCatalog(source, join(tempDir(), "a.db")).version;
    writeFileSync(join(source, "glass-card", "css.css"), ".glass-card { color: red; }\n");
    expect(buildCatalog(source, join(tempDir(), "b.db")).version).not.toBe(before);
  });

  it("leaves the previous catalog untouched and no temp file when the source is bad", () => {
    const dir = tempDir();
    const out = join(dir, "catalog.db");
    buildCatalog(FIXTURE_SOURCE, out);
    const original = readFileSync(out);
    const source = sourceCopy();
    writeFileSync(join(source, "glass-card", "resource.json"), "{ not json");
    expect(() => buildCatalog(source, out)).toThrow(SourceError);
    expect(readFileSync(out).equals(original)).toBe(true);
    expect(readdirSync(dir)).toEqual(["catalog.db"]);
  });

  it("names the file, the field and the reason for invalid metadata", () => {
    const source = sourceCopy();
    const file = join(source, "pulse-loader", "resource.json");
    const meta = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...meta, difficulty: "medium", category: "Loaders Fancy" }));
    const problems = sourceProblems(() => buildCatalog(source, join(tempDir(), "x.db")));
    expect(problems).toContainEqual(expect.objectContaining({ file: "pulse-loader/resource.json", field: "difficulty" }));
    expect(problems).toContainEqual(expect.objectContaining({ file: "pulse-loader/resource.json", field: "category" }));
    expect(problems.find((p) => p.field === "difficulty")!.reason).toContain('"medium"');
  });

  it("reports a missing resource.json, a bad slug folder and an unknown field", () => {
    const source = sourceCopy();
    rmSync(join(source, "toggle-switch", "resource.json"));
    cpSync(join(source, "pulse-loader"), join(source, "Bad_Slug"), { recursive: true });
    const file = join(source, "modal-dialog", "resource.json");
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), colour: "red" }));
    const problems = sourceProblems(() => buildCatalog(source, join(tempDir(), "x.db")));
    expect(problems).toContainEqual({
      file: "toggle-switch/resource.json",
      reason: "missing (a folder holds a resource.json or a design.json)",
    });
    expect(problems.some((p) => p.file === "Bad_Slug" && p.reason.includes("slug"))).toBe(true);
    expect(problems.some((p) => p.file === "modal-dialog/resource.json" && p.field === "colour")).toBe(true);
  });

  it("rejects snippet files with a wrong extension, a duplicate target, bad UTF-8 or too many bytes", () => {
    const source = sourceCopy();
    writeFileSync(join(source, "glass-card", "react.jsx"), "export default () => null;");
    writeFileSync(join(source, "pulse-loader", "html.htm"), "<div></div>");
    writeFileSync(join(source, "cafe-menu-card", "js.js"), Buffer.from([0x63, 0xff, 0xfe]));
    writeFileSync(join(source, "modal-dialog", "css.css"), "a".repeat(MAX_SNIPPET_BYTES + 1));
    writeFileSync(join(source, "button-primary", "notes.xyz"), "x");
    const problems = sourceProblems(() => buildCatalog(source, join(tempDir(), "x.db")));
    const reasonFor = (file: string) => problems.find((p) => p.file === file)?.reason ?? "";
    expect(reasonFor("glass-card/react.jsx")).toContain(".tsx");
    expect(reasonFor("pulse-loader/html.htm")).toContain(".html");
    expect(reasonFor("cafe-menu-card/js.js")).toContain("UTF-8");
    expect(reasonFor("modal-dialog/css.css")).toContain(String(MAX_SNIPPET_BYTES));
    expect(reasonFor("button-primary/notes.xyz")).toContain("unknown extension");
  });

  it("fails clearly on a missing source folder", () => {
    const problems = sourceProblems(() => buildCatalog("/no/such/folder", join(tempDir(), "x.db")));
    expect(problems[0]!.reason).toContain("cannot read the source folder");
  });

  it("takes a target outside the known list, with its language from the extension", () => {
    const out = join(tempDir(), "catalog.db");
    buildCatalog(FIXTURE_SOURCE, out);
    const snippet = Catalog.open(out).snippet("toggle-switch", "liquid");
    expect(snippet).toMatchObject({ target: "liquid", language: "liquid", filename: "toggle-switch.liquid" });
    expect(existsSync(out)).toBe(true);
  });
});
