// The directives' expression language: parsed once, printed by every writer, evaluated for the first render.
import { describe, expect, it } from "bun:test";
import { evaluate, ExprError, namesOf, parseExpression, parseStatements, printExpr } from "../../../src/catalog/derive/expr.ts";

const same = (n: string) => n;
const print = (source: string) => printExpr(parseExpression(source), same);

describe("parseExpression", () => {
  it("keeps precedence: && binds tighter than ||, comparison tighter than &&, ?: loosest", () => {
    expect(print("a || b && c")).toBe("a || b && c");
    expect(print("(a || b) && c")).toBe("(a || b) && c");
    expect(print("open ? 'yes' : 'no'")).toBe('open ? "yes" : "no"');
    expect(print("tab === $index + 1")).toBe("tab === $index + 1");
    expect(print("-(a - b)")).toBe("-(a - b)");
  });

  it("refuses what is not in the language, naming where it stopped", () => {
    for (const bad of ["a.b", "f(x)", "a = b", "`x`", "a ++", "{}", "a ?", "'open"]) {
      expect(() => parseExpression(bad)).toThrow(ExprError);
    }
  });
});

describe("parseStatements", () => {
  it("reads assignments separated by semicolons", () => {
    const statements = parseStatements("open = !open; count = count + 1");
    expect(statements.map((s) => s.target)).toEqual(["open", "count"]);
    expect(printExpr(statements[1]!.value, same)).toBe("count + 1");
  });

  it("refuses a statement that is not an assignment", () => {
    expect(() => parseStatements("open")).toThrow(ExprError);
    expect(() => parseStatements("open === true")).toThrow(ExprError);
  });
});

describe("namesOf and evaluate", () => {
  it("lists every name an expression reads", () => {
    expect([...namesOf(parseExpression("a && (b || $index > c)"))].sort()).toEqual(["$index", "a", "b", "c"]);
  });

  it("computes the first render's value from the state's initial values", () => {
    const state: Record<string, unknown> = { open: false, tab: 1, $index: 1 };
    expect(evaluate(parseExpression("!open"), (n) => state[n])).toBe(true);
    expect(evaluate(parseExpression("tab === $index ? 'true' : 'false'"), (n) => state[n])).toBe("true");
    expect(evaluate(parseExpression("tab * 2 + 1"), (n) => state[n])).toBe(3);
  });

  it("prints names the writer's way: a ref's .value, a prop's props.", () => {
    expect(printExpr(parseExpression("open && !busy"), (n) => `${n}.value`)).toBe("open.value && !busy.value");
  });
});
