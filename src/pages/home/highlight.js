// A small syntax highlighter for the code views: html-like (html, vue, svelte, astro), css-like and js-like sources.
// Tokens become <span class="t-KIND"> built with textContent, so code is never parsed as HTML.

const JS_KEYWORDS = new Set(
  (
    "await break case catch class const continue debugger default delete do else enum export extends " +
    "finally for from function if import in instanceof interface let new of return static super switch this throw try type typeof " +
    "var void while with yield as async implements private protected public readonly declare keyof satisfies"
  ).split(" "),
);
const JS_LITERALS = new Set(["true", "false", "null", "undefined", "NaN", "Infinity"]);

/** Rules tried in order at each position: [kind, sticky regex]; kind may be a function of the match. */
const JS_RULES = [
  ["comment", /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/y],
  ["string", /`(?:\\[\s\S]|[^\\`])*`?|"(?:\\.|[^\\"\n])*"?|'(?:\\.|[^\\'\n])*'?/y],
  ["tag", /<\/?[A-Za-z][\w.:-]*|\/>/y],
  ["number", /\b(?:0[xob][\da-f_]+|\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?n?)\b/iy],
  [
    (word, after) =>
      /^=[^=>]/.test(after)
        ? "attr"
        : JS_KEYWORDS.has(word)
          ? "keyword"
          : JS_LITERALS.has(word)
            ? "literal"
            : after[0] === "("
              ? "function"
              : /^[A-Z]/.test(word)
                ? "type"
                : null,
    /[A-Za-z_$][\w$-]*/y,
  ],
  ["punct", /=>|[{}()[\];,.:?!=>+\-*/%&|^~]+|</y],
];

const JSON_RULES = [
  ["property", /"(?:\\.|[^\\"\n])*"(?=\s*:)/y],
  ["string", /"(?:\\.|[^\\"\n])*"?/y],
  ["number", /-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/iy],
  ["literal", /\b(?:true|false|null)\b/y],
  ["punct", /[{}[\],:]/y],
];

const CSS_RULES = [
  ["comment", /\/\*[\s\S]*?(?:\*\/|$)|\/\/[^\n]*/y],
  ["string", /"(?:\\.|[^\\"\n])*"?|'(?:\\.|[^\\'\n])*'?/y],
  ["keyword", /@[\w-]+|!important\b/y],
  ["variable", /--[\w-]+|\$[\w-]+/y],
  ["property", /[a-z-]+(?=\s*:[^{};]*[;}])/y],
  ["number", /#[\da-f]{3,8}\b|-?(?:\d+\.?\d*|\.\d+)(?:[a-z]+|%)?/iy],
  ["function", /[\w-]+(?=\()/y],
  ["selector", /(?:[.#&]?[\w-]+|::?[\w-]+)(?=[^;{}]*\{)/y],
  ["punct", /[{}();:,>+~*=[\]]/y],
];

function run(code, rules, out) {
  let plain = "";
  let i = 0;
  const flush = () => {
    if (plain) {
      out.push([null, plain]);
      plain = "";
    }
  };
  while (i < code.length) {
    let hit = false;
    for (const [kind, re] of rules) {
      re.lastIndex = i;
      const m = re.exec(code);
      if (!m || m[0].length === 0) continue;
      const cls = typeof kind === "function" ? kind(m[0], code.slice(i + m[0].length, i + m[0].length + 2)) : kind;
      flush();
      out.push([cls, m[0]]);
      i += m[0].length;
      hit = true;
      break;
    }
    if (!hit) plain += code[i++];
  }
  flush();
  return out;
}

/** html-like sources: tags and attributes, with <script> and <style> bodies (and Astro front matter) as js and css. */
function runHtml(code, out) {
  let i = 0;
  const front = /^---\n[\s\S]*?\n---/.exec(code);
  if (front) {
    out.push(["punct", "---"]);
    run(front[0].slice(3, -3), JS_RULES, out);
    out.push(["punct", "---"]);
    i = front[0].length;
  }
  const tagRe =
    /<!--[\s\S]*?(?:-->|$)|<\/?[A-Za-z][\w:.-]*(?:\s+(?:[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?|\{[^}]*\}))*\s*\/?>|<!doctype[^>]*>/gi;
  tagRe.lastIndex = i;
  let m;
  while ((m = tagRe.exec(code))) {
    if (m.index > i) out.push([null, code.slice(i, m.index)]);
    const tag = m[0];
    i = m.index + tag.length;
    if (tag.startsWith("<!--")) {
      out.push(["comment", tag]);
      continue;
    }
    tagParts(tag, out);
    const inner = /^<(script|style)\b/i.exec(tag);
    if (inner && !tag.endsWith("/>")) {
      const end = code.toLowerCase().indexOf(`</${inner[1].toLowerCase()}`, i);
      const stop = end === -1 ? code.length : end;
      run(code.slice(i, stop), inner[1].toLowerCase() === "style" ? CSS_RULES : JS_RULES, out);
      i = tagRe.lastIndex = stop;
    }
  }
  if (i < code.length) out.push([null, code.slice(i)]);
  return out;
}

function tagParts(tag, out) {
  const re = /^(<\/?|<!)([\w:.-]+|doctype)|(\s+)|([^\s"'>/=]+)(?:(\s*=\s*)("[^"]*"|'[^']*'|[^\s>"']+))?|(\{[^}]*\})|(\/?>)/iy;
  let i = 0;
  while (i < tag.length) {
    re.lastIndex = i;
    const m = re.exec(tag);
    if (!m || m[0].length === 0) {
      out.push([null, tag.slice(i)]);
      return;
    }
    if (m[1] !== undefined) out.push(["punct", m[1]], ["tag", m[2]]);
    else if (m[3] !== undefined) out.push([null, m[3]]);
    else if (m[4] !== undefined) {
      out.push(["attr", m[4]]);
      if (m[5] !== undefined) out.push(["punct", m[5]], ["string", m[6]]);
    } else if (m[7] !== undefined) out.push(["variable", m[7]]);
    else out.push(["punct", m[8]]);
    i += m[0].length;
  }
}

const FAMILY = {
  html: "html",
  xml: "html",
  svg: "html",
  vue: "html",
  svelte: "html",
  astro: "html",
  liquid: "html",
  handlebars: "html",
  nunjucks: "html",
  css: "css",
  scss: "css",
  sass: "css",
  less: "css",
  javascript: "js",
  typescript: "js",
  jsx: "js",
  tsx: "js",
  js: "js",
  ts: "js",
  json: "json",
};

/** The tokens of `code` as [kind or null, text] pairs; unknown languages come back as one plain token. */
export function tokenize(code, language) {
  const family = FAMILY[language] ?? null;
  if (family === "html") return runHtml(code, []);
  if (family === "css") return run(code, CSS_RULES, []);
  if (family === "js") return run(code, JS_RULES, []);
  if (family === "json") return run(code, JSON_RULES, []);
  return [[null, code]];
}

/** A DocumentFragment of highlighted code, ready to put in a <code> element. */
export function highlight(code, language) {
  const fragment = document.createDocumentFragment();
  for (const [kind, text] of tokenize(code, language)) {
    if (kind) {
      const span = document.createElement("span");
      span.className = `t-${kind}`;
      span.textContent = text;
      fragment.append(span);
    } else {
      fragment.append(text);
    }
  }
  return fragment;
}
