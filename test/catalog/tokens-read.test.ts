import { describe, expect, it } from "bun:test";
import {
  classify,
  cssVariables,
  designTokens,
  jsonTokens,
  safeCssValue,
  scssVariables,
  themeRoles,
} from "../../src/catalog/tokens/read.ts";

describe("design tokens", () => {
  it("reads W3C tokens: nested groups, inherited $type, aliases and object values", () => {
    const tokens = jsonTokens(
      JSON.stringify({
        color: {
          $type: "color",
          base: { bg: { $value: "#101010" } },
          text: { $value: "{color.base.bg}" },
          hex: { $value: { colorSpace: "srgb", hex: "#ff0000" } },
        },
        space: { $type: "dimension", sm: { $value: { value: 4, unit: "px" } } },
        font: { body: { $type: "fontFamily", $value: ["Inter", "sans-serif"] } },
      }),
    );
    expect(tokens).toEqual([
      { name: "color.base.bg", css: "#101010", type: "color" },
      { name: "color.text", css: "#101010", type: "color" },
      { name: "color.hex", css: "#ff0000", type: "color" },
      { name: "space.sm", css: "4px", type: "dimension" },
      { name: "font.body", css: "Inter, sans-serif", type: "fontFamily" },
    ]);
    expect(jsonTokens("not json")).toEqual([]);
    expect(jsonTokens(JSON.stringify({ a: { $value: "{a}" } }))).toEqual([{ name: "a", css: "{a}", type: undefined }]);
  });

  it("reads custom properties from css and Tailwind @theme, and SCSS variables", () => {
    expect(cssVariables(":root { --a: #fff; --b: 1rem } /* --c: 2px; */ @theme { --color-x: oklch(0.7 0.1 200); --a: #000; }")).toEqual([
      { name: "--a", css: "#fff" },
      { name: "--b", css: "1rem" },
      { name: "--color-x", css: "oklch(0.7 0.1 200)" },
    ]);
    expect(scssVariables("$bg: #0b1020;\n$pad: 1rem !default;\n$map: (a: 1);")).toEqual([
      { name: "$bg", css: "#0b1020" },
      { name: "$pad", css: "1rem" },
    ]);
  });

  it("sorts tokens into palette, type sizes, spacing, radii and fonts", () => {
    const set = classify(
      "css",
      cssVariables(
        ":root { --brand-primary: #4f46e5; --font-size-lg: 1.25rem; --space-4: 1rem; --radius-md: 8px; --font-sans: Inter, sans-serif; --shadow: 0 1px 2px black; }",
      ),
    );
    expect(set.colors.map((t) => t.name)).toEqual(["--brand-primary"]);
    expect(set.sizes.map((t) => t.name)).toEqual(["--font-size-lg"]);
    expect(set.spacing.map((t) => t.name)).toEqual(["--space-4"]);
    expect(set.radii.map((t) => t.name)).toEqual(["--radius-md"]);
    expect(set.fonts.map((t) => t.name)).toEqual(["--font-sans"]);
    expect(set.all).toHaveLength(6);
  });

  it("prefers tokens.json, then css, tailwind and scss", () => {
    const snippets: Record<string, string> = { css: ":root { --x: #111; }", scss: "$y: #222;" };
    expect(designTokens((t) => snippets[t])?.source).toBe("css");
    expect(designTokens((t) => (t === "scss" ? snippets.scss : undefined))?.source).toBe("scss");
    expect(designTokens(() => undefined)).toBeUndefined();
  });

  it("keeps only values that cannot end a declaration or load anything", () => {
    for (const bad of [
      "red; } body { display: none",
      "url(https://x.example/a.png)",
      "</style><script>",
      "a /* b",
      "x\\",
      "@import 'y'",
      "",
    ]) {
      expect(safeCssValue(bad)).toBeUndefined();
    }
    expect(safeCssValue(" #fff ")).toBe("#fff");
    expect(safeCssValue('"Inter", sans-serif')).toBe('"Inter", sans-serif');
  });

  it("names the theme's background, text and accent colours", () => {
    const roles = themeRoles([
      { name: "color.bg", css: "#000" },
      { name: "color.fg", css: "#fff" },
      { name: "color.accent", css: "#0f0" },
    ]);
    expect(roles).toEqual({ bg: "#000", fg: "#fff", accent: "#0f0" });
    expect(
      themeRoles([
        { name: "--surface", css: "#eee" },
        { name: "--on-surface", css: "#111" },
        { name: "--teal", css: "#0aa" },
      ]),
    ).toEqual({ bg: "#eee", fg: "#111", accent: "#0aa" });
  });
});
