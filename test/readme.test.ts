// Every curl command in README runs against the default catalog and answers 200: the examples people copy first work.
import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { defaultCatalog } from "./helpers.ts";

const README = readFileSync(join(import.meta.dir, "..", "README.md"), "utf8");

/** The curl commands of README's shell blocks, continuation lines joined, trailing comments dropped. */
function curlCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return blocks
    .flatMap((block) => block.replace(/\\\n\s*/g, " ").split("\n"))
    .map((line) => line.trim())
    .filter((line) => line.startsWith("curl "));
}

/** Splits a command line into words, as a shell would for plain and single- or double-quoted words, up to a comment. */
function words(command: string): string[] {
  const out: string[] = [];
  for (const m of command.matchAll(/'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g)) {
    if (m[3]?.startsWith("#")) break;
    out.push(m[1] ?? m[2]?.replace(/\\(.)/g, "$1") ?? m[3]!);
  }
  return out;
}

function toRequest(command: string): Request {
  const args = words(command).slice(1);
  const headers = new Headers();
  let body: string | undefined;
  let method = "GET";
  let url = "";
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "-H") {
      const [name, ...value] = args[++i]!.split(":");
      headers.set(name!.trim(), value.join(":").trim());
    } else if (a === "-d" || a === "--data") {
      body = args[++i];
      method = "POST";
      if (!headers.has("content-type")) headers.set("content-type", "application/x-www-form-urlencoded");
    } else if (a === "-X") method = args[++i]!;
    else if (a.startsWith("http")) url = a;
    else if (!/^-[a-zA-Z]+$/.test(a)) throw new Error(`README curl: unexpected word ${a} in ${command}`);
  }
  if (!url.startsWith("http://localhost:3000/")) throw new Error(`README curl commands address http://localhost:3000: ${command}`);
  return new Request(url, { method, headers, body });
}

const catalog = await defaultCatalog();

describe("README's curl examples", () => {
  const commands = curlCommands(README);
  const app = createApp({ catalog: () => catalog, allowedHosts: ["localhost"] });

  it("are there to check (at least the REST, MCP and /api ones)", () => {
    expect(commands.length).toBeGreaterThanOrEqual(8);
    expect(commands.some((c) => c.includes("/mcp"))).toBe(true);
  });

  for (const command of commands) {
    it(`answers 200: ${words(command).join(" ").slice(0, 140)}`, async () => {
      const response = await app.handle(toRequest(command));
      const text = await response.text();
      expect(`${response.status} ${text.slice(0, 200)}`).toStartWith("200 ");
      if (command.includes("/mcp")) expect(JSON.parse(text).error).toBeUndefined();
    });
  }
});
