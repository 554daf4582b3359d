// Safe source reading: regular files inside the folder only, sizes checked before reading, every refusal a named problem.
import { describe, expect, it } from "bun:test";
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type FileProblem, listFolder, readSourceFile } from "../../src/catalog/source-files.ts";
import { tempDir } from "../helpers.ts";

/** A folder holding one of each kind of entry. */
function zoo(): string {
  const dir = tempDir("source-files-");
  writeFileSync(join(dir, "plain.txt"), "hello");
  writeFileSync(join(dir, "empty.txt"), "");
  writeFileSync(join(dir, ".hidden"), "x");
  mkdirSync(join(dir, "folder"));
  symlinkSync("/etc/passwd", join(dir, "passwd-link"));
  symlinkSync("/dev/zero", join(dir, "zero-link"));
  symlinkSync("/tmp", join(dir, "folder-link"));
  symlinkSync(join(dir, "nowhere"), join(dir, "dangling-link"));
  symlinkSync("plain.txt", join(dir, "inside-link"));
  expect(Bun.spawnSync(["mkfifo", join(dir, "fifo")]).exitCode).toBe(0);
  writeFileSync(join(dir, "huge"), "");
  truncateSync(join(dir, "huge"), 3 * 1024 ** 3); // 3 GB, sparse: nothing is written
  return dir;
}

describe("listFolder", () => {
  it("lists each entry with its kind as on disk, links as links, hidden ones left out, by name", () => {
    const dir = zoo();
    const problems: FileProblem[] = [];
    expect(listFolder(dir, "src", problems)).toEqual([
      { name: "dangling-link", kind: "link" },
      { name: "empty.txt", kind: "file" },
      { name: "fifo", kind: "special" },
      { name: "folder", kind: "folder" },
      { name: "folder-link", kind: "link" },
      { name: "huge", kind: "file" },
      { name: "inside-link", kind: "link" },
      { name: "passwd-link", kind: "link" },
      { name: "plain.txt", kind: "file" },
      { name: "zero-link", kind: "link" },
    ]);
    expect(problems).toEqual([]);
  });

  it("reports a folder it cannot read, naming it", () => {
    const problems: FileProblem[] = [];
    expect(listFolder("/no/such/folder", "SOURCE", problems, "source folder")).toBeUndefined();
    expect(problems).toEqual([{ file: "SOURCE", reason: "cannot read the source folder (ENOENT)" }]);
  });
});

describe("readSourceFile", () => {
  const dir = zoo();
  const read = (name: string, maxBytes = 100, optional = false) => {
    const problems: FileProblem[] = [];
    const bytes = readSourceFile(join(dir, name), name, problems, { maxBytes, optional });
    return { text: bytes?.toString(), problems };
  };

  it("reads a regular file, and an empty one", () => {
    expect(read("plain.txt")).toEqual({ text: "hello", problems: [] });
    expect(read("empty.txt")).toEqual({ text: "", problems: [] });
  });

  it("refuses every link, inside the folder or out, dangling or not, naming it", () => {
    for (const name of ["passwd-link", "zero-link", "folder-link", "dangling-link", "inside-link"]) {
      expect(read(name)).toEqual({ text: undefined, problems: [{ file: name, reason: expect.stringContaining("symbolic link") }] });
    }
  });

  it("refuses a FIFO without waiting for a writer, and a folder", () => {
    expect(read("fifo").problems).toEqual([{ file: "fifo", reason: expect.stringContaining("not a regular file") }]);
    expect(read("folder").problems).toEqual([{ file: "folder", reason: "a folder where a file belongs" }]);
  });

  it("refuses a file over the limit from its size, without reading it", () => {
    const before = process.memoryUsage.rss();
    const started = performance.now();
    expect(read("huge", 80_000).problems).toEqual([{ file: "huge", reason: `size ${3 * 1024 ** 3} bytes; at most 80000 bytes` }]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage.rss() - before).toBeLessThan(50 * 1024 * 1024);
    expect(read("plain.txt", 4).problems).toEqual([{ file: "plain.txt", reason: "size 5 bytes; at most 4 bytes" }]);
  });

  it("says missing, unless the file is optional", () => {
    expect(read("absent").problems).toEqual([{ file: "absent", reason: "missing" }]);
    expect(read("absent", 100, true)).toEqual({ text: undefined, problems: [] });
  });
});
