// tokens: a design system's tokens as W3C Design Tokens (2025.10) JSON.
import { summaryLine } from "../derive/context.ts";
import { tokensJson } from "../tokens/write.ts";
import type { Target } from "./target.ts";

export const tokens: Target = {
  name: "tokens",
  language: "json",
  ext: "json",
  filename: (slug) => `${slug}.tokens.json`,
  scope: "design-system",
  verifier: "design-tokens",
  description: "the design tokens as W3C Design Tokens JSON",
  derive: (ctx, read) => tokensJson(read, summaryLine(ctx)),
};
