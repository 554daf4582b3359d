// Targets are declared once (src/catalog/targets/): everything that names them reads that list, so they cannot drift.
import { describe, expect, it } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { CORE_TARGETS, DESIGN_SYSTEM_TARGETS, languageOf, snippetFilename, TARGETS } from "../../src/catalog/targets/index.ts";
import { INSTRUCTIONS, SERVER_INFO } from "../../src/server-info.ts";
import { Target as TargetArgument } from "../../src/tools/schema.ts";
import { VERIFIERS } from "../../scripts/check/verify.ts";
import { call, legacyRequest, testApp } from "../helpers.ts";

describe("the target list", () => {
  it("has one file per target in src/catalog/targets, each in the list once", () => {
    const files = readdirSync(join(import.meta.dir, "..", "..", "src", "catalog", "targets")).filter(
      (f) => !["index.ts", "target.ts"].includes(f),
    );
    expect(files.map((f) => f.replace(/\.ts$/, "")).sort()).toEqual(TARGETS.map((t) => t.name).sort());
    expect(new Set(TARGETS.map((t) => t.name)).size).toBe(TARGETS.length);
  });

  it("gives each target a verifier the quality suite has, and the suite no verifier nobody uses", () => {
    expect(TARGETS.filter((t) => !(t.verifier in VERIFIERS)).map((t) => t.name)).toEqual([]);
    expect(Object.keys(VERIFIERS).filter((v) => !TARGETS.some((t) => t.verifier === v))).toEqual([]);
  });

  it("names the core and design-system targets in the tool schema, the server description and the instructions", () => {
    for (const name of CORE_TARGETS) {
      expect(TargetArgument.description).toContain(name);
      expect(SERVER_INFO.description).toContain(name);
      expect(INSTRUCTIONS).toContain(name);
    }
    for (const name of DESIGN_SYSTEM_TARGETS) expect(INSTRUCTIONS).toContain(name);
  });

  it("offers every target as an MCP completion when no resource narrows it", async () => {
    const { body } = await call(
      testApp(),
      "/mcp",
      legacyRequest(
        "completion/complete",
        {
          ref: { type: "ref/resource", uri: "catalog://snippets/{slug}/{target}" },
          argument: { name: "target", value: "" },
        },
        1,
        "2025-11-25",
      ),
    );
    expect(body.result.completion.values).toEqual(TARGETS.map((t) => t.name));
  });

  it("names files and languages by the target's rule, and by the extension for a catalog's own targets", () => {
    expect(snippetFilename("glass-card", "GlassCard", "react", "tsx")).toBe("GlassCard.tsx");
    expect(snippetFilename("glass-card", "GlassCard", "scss", "scss")).toBe("_glass-card.scss");
    expect(snippetFilename("glass-card", "GlassCard", "liquid", "liquid")).toBe("glass-card.liquid");
    expect(languageOf("next", "tsx")).toBe("tsx");
    expect(languageOf("page", "php")).toBe("php");
  });
});
