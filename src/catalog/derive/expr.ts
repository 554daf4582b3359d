// The small expression language of the canonical markup's directives (data-bind-*, data-on-*, data-class-*):
// literals, names, !, unary -, arithmetic, comparisons, && || and ?:, and in handlers `name = expression` statements.
// It reads the same in every target, so it is parsed once here and printed by each writer with its own names.

export type Expr =
  | { kind: "literal"; value: string | number | boolean | null }
  | { kind: "name"; name: string }
  | { kind: "unary"; op: "!" | "-"; arg: Expr }
  | { kind: "binary"; op: string; left: Expr; right: Expr }
  | { kind: "cond"; test: Expr; then: Expr; else: Expr };

export interface Assignment {
  target: string;
  value: Expr;
}

export class ExprError extends Error {}

/** Names with a $ are the event's and the list's: $value, $number (the value as a number), $checked, $index, $count. */
export const SPECIAL_NAMES = new Set(["$value", "$number", "$checked", "$index", "$count"]);

const BINARY: [ops: string[], precedence: number][] = [
  [["||"], 1],
  [["&&"], 2],
  [["===", "!=="], 3],
  [["<", ">", "<=", ">="], 4],
  [["+", "-"], 5],
  [["*", "/", "%"], 6],
];
const PRECEDENCE = new Map(BINARY.flatMap(([ops, p]) => ops.map((op) => [op, p] as const)));

type Token = { type: "num" | "str" | "name" | "op"; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|'((?:[^'\\]|\\.)*)'|([$A-Za-z_][A-Za-z0-9_]*)|(===|!==|<=|>=|&&|\|\||[-+*/%<>!?:()=;]))/y;
  let at = 0;
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break;
    re.lastIndex = at;
    const m = re.exec(source);
    if (!m)
      throw new ExprError(`cannot read "${source.slice(at, at + 12)}" (literals, names, ! - + * / % < > === !== && || ?: and parentheses)`);
    if (m[1] !== undefined) tokens.push({ type: "num", text: m[1] });
    else if (m[2] !== undefined) tokens.push({ type: "str", text: m[2].replace(/\\(.)/g, "$1") });
    else if (m[3] !== undefined) tokens.push({ type: "name", text: m[3] });
    else tokens.push({ type: "op", text: m[4]! });
    at = re.lastIndex;
  }
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek = () => this.tokens[this.i];
  private take(text?: string): Token {
    const t = this.tokens[this.i];
    if (!t || (text !== undefined && t.text !== text))
      throw new ExprError(`expected ${text ?? "more"}${t ? ` at "${t.text}"` : " at the end"}`);
    this.i++;
    return t;
  }
  done = () => this.i >= this.tokens.length;

  expression(): Expr {
    const test = this.binary(1);
    if (this.peek()?.text !== "?") return test;
    this.take("?");
    const then = this.expression();
    this.take(":");
    return { kind: "cond", test, then, else: this.expression() };
  }

  private binary(min: number): Expr {
    let left = this.unary();
    for (;;) {
      const op = this.peek();
      const p = op?.type === "op" ? PRECEDENCE.get(op.text) : undefined;
      if (p === undefined || p < min) return left;
      this.take();
      left = { kind: "binary", op: op!.text, left, right: this.binary(p + 1) };
    }
  }

  private unary(): Expr {
    const t = this.peek();
    if (t?.text === "!" || t?.text === "-") {
      this.take();
      return { kind: "unary", op: t.text, arg: this.unary() };
    }
    return this.primary();
  }

  private primary(): Expr {
    const t = this.take();
    if (t.type === "num") return { kind: "literal", value: Number(t.text) };
    if (t.type === "str") return { kind: "literal", value: t.text };
    if (t.type === "name") {
      if (t.text === "true" || t.text === "false") return { kind: "literal", value: t.text === "true" };
      if (t.text === "null") return { kind: "literal", value: null };
      if (t.text.startsWith("$") && !SPECIAL_NAMES.has(t.text))
        throw new ExprError(`unknown name ${t.text} (${[...SPECIAL_NAMES].join(", ")})`);
      return { kind: "name", name: t.text };
    }
    if (t.text === "(") {
      const inner = this.expression();
      this.take(")");
      return inner;
    }
    throw new ExprError(`unexpected "${t.text}"`);
  }
}

export function parseExpression(source: string): Expr {
  const parser = new Parser(tokenize(source));
  const expr = parser.expression();
  if (!parser.done()) throw new ExprError("unexpected text after the expression");
  return expr;
}

/** `a = expr; b = expr`: assignments to state, in order (each sees the ones before it). */
export function parseStatements(source: string): Assignment[] {
  return source
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((statement) => {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)\s*([\s\S]+)$/.exec(statement);
      if (!m) throw new ExprError(`"${statement}" is not an assignment (name = expression)`);
      return { target: m[1]!, value: parseExpression(m[2]!) };
    });
}

/** The names an expression reads. */
export function namesOf(expr: Expr, out = new Set<string>()): Set<string> {
  switch (expr.kind) {
    case "name":
      out.add(expr.name);
      break;
    case "unary":
      namesOf(expr.arg, out);
      break;
    case "binary":
      namesOf(expr.left, out);
      namesOf(expr.right, out);
      break;
    case "cond":
      namesOf(expr.test, out);
      namesOf(expr.then, out);
      namesOf(expr.else, out);
      break;
  }
  return out;
}

/** Prints an expression as JavaScript (and TypeScript) with each name written as `name(n)` says. */
export function printExpr(expr: Expr, name: (n: string) => string, parent = 0): string {
  switch (expr.kind) {
    case "literal":
      return typeof expr.value === "string" ? JSON.stringify(expr.value) : String(expr.value);
    case "name":
      return name(expr.name);
    case "unary":
      return `${expr.op}${printExpr(expr.arg, name, 7)}`;
    case "binary": {
      const p = PRECEDENCE.get(expr.op)!;
      const text = `${printExpr(expr.left, name, p)} ${expr.op} ${printExpr(expr.right, name, p + 1)}`;
      return p < parent ? `(${text})` : text;
    }
    case "cond": {
      const text = `${printExpr(expr.test, name, 1)} ? ${printExpr(expr.then, name)} : ${printExpr(expr.else, name)}`;
      return parent > 0 ? `(${text})` : text;
    }
  }
}

/** Evaluates an expression with the given values: how the canonical markup's initial state is checked and printed. */
export function evaluate(expr: Expr, value: (n: string) => unknown): unknown {
  switch (expr.kind) {
    case "literal":
      return expr.value;
    case "name":
      return value(expr.name);
    case "unary":
      return expr.op === "!" ? !evaluate(expr.arg, value) : -(evaluate(expr.arg, value) as number);
    case "cond":
      return evaluate(expr.test, value) ? evaluate(expr.then, value) : evaluate(expr.else, value);
    case "binary": {
      const l = evaluate(expr.left, value) as never;
      if (expr.op === "&&") return l && evaluate(expr.right, value);
      if (expr.op === "||") return l || evaluate(expr.right, value);
      const r = evaluate(expr.right, value) as never;
      switch (expr.op) {
        case "===":
          return l === r;
        case "!==":
          return l !== r;
        case "<":
          return l < r;
        case ">":
          return l > r;
        case "<=":
          return l <= r;
        case ">=":
          return l >= r;
        case "+":
          return (l as number) + (r as number);
        case "-":
          return l - r;
        case "*":
          return l * r;
        case "/":
          return l / r;
        default:
          return l % r;
      }
    }
  }
}
