// The error table in src/errors.ts, README's table and the code that raises each error agree: no code undocumented, none dead.
import { describe, expect, it } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ERROR_CODES } from "../src/errors.ts";

const ROOT = join(import.meta.dir, "..");

/** `code` -> status from the table under README's "### Errors" heading. */
function readmeErrorTable(): Record<string, number> {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("### Errors"), readme.indexOf("\n## ", readme.indexOf("### Errors")));
  const rows = [...section.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \|/gm)];
  return Object.fromEntries(rows.map((m) => [m[1]!, Number(m[2])]));
}

/** Every .ts file under src, except the table itself. */
function sources(dir = join(ROOT, "src")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") && path !== join(ROOT, "src", "errors.ts") ? [path] : [];
  });
}

describe("error codes", () => {
  it("README's error table lists the same codes with the same statuses as ERROR_CODES", () => {
    const table = Object.fromEntries(Object.entries(ERROR_CODES).map(([code, { status }]) => [code, status]));
    expect(readmeErrorTable()).toEqual(table);
  });

  it("every code in ERROR_CODES is raised somewhere in src", () => {
    const text = sources()
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const unused = Object.keys(ERROR_CODES).filter((code) => !text.includes(`"${code}"`));
    expect(unused).toEqual([]);
  });
});
