// Pieces every component writer shares: the header comment, the props' TypeScript types and defaults, per-instance
// id values, and handlers compiled from the directives' assignments.
import { dependencySpecs, moduleDependencies } from "../libraries.ts";
import { TAILWIND_PACKAGE } from "../tailwind.ts";
import type { DeriveContext } from "./context.ts";
import { commentText, summaryLine } from "./context.ts";
import { type Assignment, type Expr, namesOf, printExpr } from "./expr.ts";
import { valuesType } from "./enumerated.ts";
import type { IdPart, PropDef, StateDef } from "./view.ts";

/** How a component's behaviour is written: none, framework state, a mount() for what state cannot do, or both. */
export type Approach = "static" | "state" | "mount" | "state+mount";

export function approachOf(ctx: DeriveContext): Approach {
  const state = ctx.view.interactive;
  return ctx.behaviour ? (state ? "state+mount" : "mount") : state ? "state" : "static";
}

/** The line each component's header says of its behaviour, in the framework's words. */
export function behaviourLine(ctx: DeriveContext, words: { state: string; mount: string }): string {
  switch (approachOf(ctx)) {
    case "static":
      return "Static: no client-side code.";
    case "state":
      return `Behaviour: ${words.state}.`;
    case "mount":
      return `Behaviour: mount() in ${words.mount} (the DOM work has no idiomatic framework form).`;
    case "state+mount":
      return `Behaviour: ${words.state}, and mount() in ${words.mount} for the DOM work state cannot do.`;
  }
}

/** The header comment's lines: what the resource is, then what the writer adds, then what it needs. */
export const headerLines = (ctx: DeriveContext, ...more: string[]) => {
  const modules = moduleDependencies(ctx.resource.dependencies);
  const tailwind = ctx.tailwind ? ctx.resource.dependencies?.[TAILWIND_PACKAGE] : undefined;
  return [
    commentText(summaryLine(ctx)),
    ...more.map(commentText),
    ...(Object.keys(modules).length ? [commentText(`Needs: npm i ${dependencySpecs(modules).join(" ")}`)] : []),
    ...(tailwind
      ? [commentText(`Needs: Tailwind CSS v4 set up in the project (tailwindcss@${tailwind}): its classes are Tailwind utilities.`)]
      : []),
  ];
};

/**
 * A state no handler sets, as the constant it is, typed as its kind rather than its first value: `const step = 1`
 * would make `step === 2` a comparison TypeScript refuses as always false.
 */
export const stateConstant = (s: StateDef): string =>
  `const ${s.name} = ${JSON.stringify(s.initial)}${s.initial === null ? "" : ` as ${typeof s.initial}`};`;

/** The TypeScript type of a prop: a string, or the union of words an enumerated attribute it is bound to takes. */
export function propType(p: PropDef, slotType: string): string {
  if (p.kind === "text") return valuesType(p.values);
  if (p.kind === "slot") return slotType;
  return `{ ${p.fields.map((f) => `${f}: ${valuesType(p.fieldValues?.[f])}`).join("; ")} }[]`;
}

/** A prop's default as a TypeScript literal (lists as an array of objects). */
export function propDefault(p: PropDef): string | undefined {
  if (p.kind === "text") return JSON.stringify(p.default);
  if (p.kind === "list")
    return `[${p.default
      .map(
        (item) =>
          `{ ${Object.entries(item)
            .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
            .join(", ")} }`,
      )
      .join(", ")}]`;
  return undefined;
}

/** A list prop's default, one item a line, for a constant ahead of the component. */
export function listConstant(p: Extract<PropDef, { kind: "list" }>, name: string, type: string): string {
  const items = p.default.map(
    (item) =>
      `  { ${Object.entries(item)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(", ")} },`,
  );
  return `const ${name}: ${type} = [\n${items.join("\n")}\n];`;
}

/** `DEFAULT_ITEMS` for the list prop `items`. */
export const defaultName = (prop: string) => `DEFAULT_${prop.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/**
 * The value of an id-list attribute as a template literal: each id the instance's (`${uid}-title`), the Nth list
 * item's numbered (`${uid}-tab-${index + 1}`).
 */
export function idTemplate(parts: IdPart[], uid: string, index: string): string {
  const text = parts
    .map((p) => {
      if ("text" in p) return p.text.replace(/[`\\$]/g, "\\$&");
      return `${p.hash ? "#" : ""}\${${uid}}-${p.id}${p.indexed ? `\${${index} + 1}` : ""}`;
    })
    .join("");
  return `\`${text}\``;
}

/**
 * Handler statements as code that sets each assigned name once, in order: every statement sees the ones before it
 * (locals `next<Name>`), then `set(name, local)` writes the state. Names not assigned read as `read(name)`.
 */
export function compileAssignments(
  statements: Assignment[],
  read: (name: string) => string,
  set: (name: string, value: string) => string,
): string[] {
  // Most handlers set each name once from the state as it was: then each assignment is one plain set.
  const targets = statements.map((s) => s.target);
  const independent =
    new Set(targets).size === targets.length &&
    statements.every((s, i) => ![...namesOf(s.value)].some((n) => targets.slice(0, i).includes(n)));
  if (independent) return statements.map((s) => set(s.target, printExpr(s.value, read)));
  const latest = new Map<string, string>();
  const lines: string[] = [];
  const counts = new Map<string, number>();
  for (const s of statements) {
    const value = printExpr(s.value, (n) => latest.get(n) ?? read(n));
    const n = (counts.get(s.target) ?? 0) + 1;
    counts.set(s.target, n);
    const local = `next${s.target.charAt(0).toUpperCase()}${s.target.slice(1)}${n > 1 ? n : ""}`;
    lines.push(`const ${local} = ${value};`);
    latest.set(s.target, local);
  }
  for (const [name, local] of latest) lines.push(set(name, local));
  return lines;
}

/**
 * Whether a value is a string literal or a choice of them (`open ? "true" : "false"`): typed as a literal union, which
 * is what Astro's types want for ARIA states (String(value) is a plain string they refuse).
 */
export function literalChoice(e: Expr): boolean {
  if (e.kind === "literal") return typeof e.value === "string";
  return e.kind === "cond" && literalChoice(e.then) && literalChoice(e.else);
}
