// Whitespace a design's CSS shows (white-space: pre, pre-wrap, pre-line, break-spaces) in text the canonical markup
// collapses: outside <pre> and <textarea> whitespace is formatting, so such text would lose its line breaks and runs of
// spaces in every target without a word. Refused instead, naming the element and the rule.
import { classesOf, elements, type ElementNode } from "./markup.ts";
import type { CssNode } from "./css.ts";

type Kept = "breaks" | "all";

interface KeepingRule {
  /** The subject of the selector: the classes (and tag) an element must have. */
  classes: string[];
  tag?: string;
  kept: Kept;
  /** Where it is said: `css.css line N (white-space: pre on .x)` or the Tailwind class. */
  where: string;
}

/** What a white-space value keeps: pre-line only line breaks, pre, pre-wrap and break-spaces every space too. */
const keptBy = (value: string): Kept | undefined =>
  /^pre-line\b/.test(value) ? "breaks" : /^(pre|pre-wrap|break-spaces)\b/.test(value) ? "all" : undefined;

const TAILWIND: Record<string, Kept> = {
  "whitespace-pre": "all",
  "whitespace-pre-wrap": "all",
  "whitespace-break-spaces": "all",
  "whitespace-pre-line": "breaks",
};

function keepingRules(nodes: CssNode[], out: KeepingRule[] = []): KeepingRule[] {
  for (const node of nodes) {
    if (node.type === "at") {
      if (node.name !== "keyframes") keepingRules(node.rules, out);
      continue;
    }
    const declaration = node.declarations.find((d) => d.property === "white-space" && keptBy(d.value.trim()));
    if (!declaration) continue;
    for (const selector of node.selectors) {
      const subject =
        selector
          .trim()
          .split(/\s*[\s>+~]\s*/)
          .pop() ?? "";
      // A pseudo-element is generated content, not the markup's text.
      if (subject.includes("::")) continue;
      const plain = subject.replace(/:[\w-]+(\([^)]*\))?/g, "");
      const classes = [...plain.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
      const tag = /^[a-z][a-z0-9]*/.exec(plain)?.[0];
      if (classes.length === 0 && !tag) continue;
      out.push({
        classes,
        ...(tag ? { tag } : {}),
        kept: keptBy(declaration.value.trim())!,
        where: `css.css line ${node.line} (white-space: ${declaration.value.trim()} on ${selector.trim()})`,
      });
    }
  }
  return out;
}

/** Each element whose written text has line breaks (or runs of spaces) a rule keeps: its line and what to do. */
export function keptWhitespaceProblems(root: ElementNode, css: CssNode[]): { line: number; reason: string }[] {
  const rules = keepingRules(css);
  const problems: { line: number; reason: string }[] = [];
  for (const el of elements(root)) {
    const classes = classesOf(el);
    const applying = [
      ...rules.filter((r) => (!r.tag || r.tag === el.tag) && r.classes.every((c) => classes.includes(c))),
      ...classes.filter((c) => TAILWIND[c]).map((c) => ({ kept: TAILWIND[c]!, where: `its class ${c}` })),
    ];
    if (applying.length === 0) continue;
    const raw = el.children.flatMap((c) => (c.type === "text" && c.raw !== undefined ? [c.raw] : []));
    const rule = applying.find((r) => raw.some((text) => (r.kept === "breaks" ? /[\n\r]/ : /[\t\n\r\f]| {2}/).test(text)));
    if (!rule) continue;
    problems.push({
      line: el.line,
      reason: `<${el.tag}> keeps the whitespace of its text (${rule.where}), but the canonical markup collapses line breaks and runs of spaces outside <pre> and <textarea>, so no target would show them: put preformatted text in a <pre> (every target keeps its whitespace exactly), or write the text on one line (&#160; for a space that must stay, <br> for a line break)`,
    });
  }
  return problems;
}
