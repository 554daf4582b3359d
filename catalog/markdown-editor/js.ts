// Formatting buttons wrap the selection in Markdown; the preview is rendered from the text (escaped first) as you type.
// Line breaks as a character code: the html target re-indents its script, and a "\n" string can come out as a
// multi-line template literal whose lines would gain that indentation.
const NL = String.fromCharCode(10);

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function inline(s: string): string {
  return escapeHtml(s)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\*([^*]+)\*/g, "<em>$1</em>")
    .replace(/\[([^\]]+)\]\(((?:https?:\/\/|\/)[^\s)]*)\)/g, '<a href="$2">$1</a>');
}

function renderMarkdown(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split(NL).map((l) => l.trim()).filter((l) => l !== "");
      if (lines.length === 0) return "";
      const heading = /^(#{1,3})\s+(.*)$/.exec(lines[0]!);
      if (heading && lines.length === 1) {
        const level = Math.max(2, heading[1]!.length);
        return `<h${level}>${inline(heading[2]!)}</h${level}>`;
      }
      if (lines.length === 2 && /^(=+|-+)\s*$/.test(lines[1]!)) return `<h2>${inline(lines[0]!)}</h2>`;
      if (lines.every((l) => /^[-*]\s+/.test(l))) return `<ul>${lines.map((l) => `<li>${inline(l.replace(/^[-*]\s+/, ""))}</li>`).join("")}</ul>`;
      return `<p>${inline(lines.join(" "))}</p>`;
    })
    .join("");
}

function toMarkdown(el: Element): string {
  const inner = (node: Node): string =>
    [...node.childNodes]
      .map((n) => {
        if (n.nodeType === Node.TEXT_NODE) return (n.textContent ?? "").replace(/\s+/g, " ");
        const e = n as Element;
        const t = inner(e);
        const tag = e.tagName.toLowerCase();
        if (tag === "strong" || tag === "b") return `**${t}**`;
        if (tag === "em" || tag === "i") return `*${t}*`;
        if (tag === "code") return "`" + t + "`";
        if (tag === "a") return `[${t}](${e.getAttribute("href") ?? "/"})`;
        return t;
      })
      .join("");
  return [...el.children]
    .map((block) => {
      const tag = block.tagName.toLowerCase();
      if (/^h[1-6]$/.test(tag)) return `${"#".repeat(Number(tag[1]))} ${inner(block).trim()}`;
      if (tag === "ul") return [...block.children].map((li) => `- ${inner(li).trim()}`).join(NL);
      return inner(block).trim();
    })
    .join(NL + NL);
}

function mount(root: HTMLElement): () => void {
  const text = root.querySelector<HTMLTextAreaElement>(".text")!;
  const preview = root.querySelector<HTMLElement>(".preview")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  // The starting text is written as the preview's markup (multi-line textarea text is not kept alike by every
  // framework), so the Markdown is read back from it once.
  if (!text.value) text.value = toMarkdown(preview);
  const update = () => {
    preview.innerHTML = renderMarkdown(text.value) || "<p>Nothing to preview</p>";
    count.textContent = `${text.value.length} characters`;
  };
  const onClick = (event: MouseEvent) => {
    const tool = (event.target as HTMLElement).closest<HTMLElement>("[data-md]");
    if (!tool) return;
    const { selectionStart: a, selectionEnd: b, value } = text;
    const picked = value.slice(a, b);
    const lineStart = value.lastIndexOf(NL, a - 1) + 1;
    const wraps: Record<string, [string, string, string]> = {
      bold: ["**", "**", "bold text"],
      italic: ["*", "*", "italic text"],
      code: ["`", "`", "code"],
      link: ["[", "](/)", "link text"],
    };
    const kind = tool.dataset.md!;
    if (kind === "heading" || kind === "list") {
      const prefix = kind === "heading" ? "## " : "- ";
      text.setRangeText(prefix, lineStart, lineStart, "end");
      text.setSelectionRange(a + prefix.length, b + prefix.length);
    } else {
      const [open, close, sample] = wraps[kind]!;
      const inner = picked || sample;
      text.setRangeText(open + inner + close, a, b, "end");
      text.setSelectionRange(a + open.length, a + open.length + inner.length);
    }
    text.focus();
    update();
  };
  update();
  root.addEventListener("click", onClick);
  text.addEventListener("input", update);
  return () => {
    root.removeEventListener("click", onClick);
    text.removeEventListener("input", update);
  };
}
