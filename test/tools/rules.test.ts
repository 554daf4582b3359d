// Rules every tool keeps, checked across the whole list, and a snapshot of what tools/list shows clients.
import { describe, expect, it } from "bun:test";
import { jsonSchema } from "../../src/tools/define.ts";
import { TOOLS } from "../../src/tools/index.ts";
import { call, legacyRequest, modernRequest, testApp } from "../helpers.ts";

function walk(schema: unknown, visit: (node: Record<string, unknown>) => void) {
  if (typeof schema !== "object" || schema === null) return;
  if (!Array.isArray(schema)) visit(schema as Record<string, unknown>);
  for (const value of Object.values(schema)) walk(value, visit);
}

describe("rules across all tools", () => {
  for (const tool of TOOLS) {
    describe(tool.name, () => {
      const input = jsonSchema(tool.input);
      const output = jsonSchema(tool.output);

      it("has a client-safe name, a title and a description written for an agent", () => {
        expect(tool.name).toMatch(/^[A-Za-z0-9_.-]{1,64}$/);
        expect(tool.title.length).toBeGreaterThan(3);
        expect(tool.description.length).toBeGreaterThan(60);
      });

      it("is annotated read-only, non-destructive, idempotent and closed-world", () => {
        expect(tool.annotations).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
      });

      it("has object input and output schemas with no top-level anyOf and no unknown input keys", () => {
        for (const schema of [input, output]) {
          expect(schema.type).toBe("object");
          expect(schema).not.toHaveProperty("anyOf");
          expect(schema).not.toHaveProperty("oneOf");
        }
        expect(input.additionalProperties).toBe(false);
      });

      it("uses only plain JSON Schema: no TypeBox or Elysia-only keywords anywhere", () => {
        for (const schema of [input, output]) {
          walk(schema, (node) => {
            expect(
              node.type === undefined || ["object", "string", "integer", "number", "array", "boolean"].includes(node.type as string),
            ).toBe(true);
            expect(node).not.toHaveProperty("nullable");
            expect(node).not.toHaveProperty("const");
          });
        }
      });

      it("describes every input property, in words or by its allowed values", () => {
        for (const [name, prop] of Object.entries(
          input.properties as Record<string, { description?: string; enum?: unknown[]; minimum?: number; maximum?: number }>,
        )) {
          const described =
            (prop.description?.length ?? 0) >= 10 || Array.isArray(prop.enum) || (prop.minimum !== undefined && prop.maximum !== undefined);
          expect(`${name}: ${described}`).toBe(`${name}: true`);
        }
      });

      it("maps each REST path argument to a required input property", () => {
        for (const name of tool.rest.path) expect((input.required as string[]) ?? []).toContain(name);
      });
    });
  }
});

describe("tools/list budget", () => {
  // Every conversation that connects loads tools/list into its context: it stays small in every revision.
  for (const version of ["2025-03-26", "2025-11-25"]) {
    it(`answers tools/list in under 6 KB (${version})`, async () => {
      const { text } = await call(testApp({ baseUrl: "https://catalog.example.com" }), "/mcp", legacyRequest("tools/list", {}, 1, version));
      expect(Buffer.byteLength(text)).toBeLessThan(6000);
    });
  }
  it("answers tools/list in under 6 KB (2026-07-28, with its envelope)", async () => {
    const { text } = await call(testApp({ baseUrl: "https://catalog.example.com" }), "/mcp", modernRequest("tools/list"));
    expect(Buffer.byteLength(text)).toBeLessThan(6000);
  });
});

describe("tools/list snapshot", () => {
  it("matches the committed snapshot (a change here is a change every client sees)", async () => {
    const { body } = await call(testApp(), "/mcp", legacyRequest("tools/list", {}, 1, "2025-11-25"));
    expect(body.result.tools).toMatchSnapshot();
  });
});
