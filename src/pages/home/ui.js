// Small DOM helpers for the home page: elements, JSON fetches, copy buttons and keyboard-usable tabs.

/** An element with attributes (on* as listeners, hidden/boolean as properties) and children (strings become text). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "class") node.className = value;
    else if (value === true) node.setAttribute(name, "");
    else node.setAttribute(name, String(value));
  }
  node.append(...children.flat().filter((c) => c !== undefined && c !== null && c !== false));
  return node;
}

/** GET a JSON route; a REST error becomes an Error carrying its message and hint. */
export async function getJson(url, signal) {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new Error(body?.error?.message ?? `The server answered ${response.status}.`);
    error.hint = body?.error?.hint;
    error.code = body?.error?.code;
    throw error;
  }
  return body;
}

/** Polite announcements for screen readers (copied, results loaded). */
export function announce(text) {
  let live = document.getElementById("announcer");
  if (!live) {
    live = el("div", { id: "announcer", class: "sr-only", "aria-live": "polite" });
    document.body.append(live);
  }
  live.textContent = "";
  setTimeout(() => {
    live.textContent = text;
  }, 30);
}

/** Copies text: the Clipboard API where allowed, else a hidden textarea and execCommand. */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = el("textarea", { class: "sr-only", readonly: true, "aria-hidden": "true" });
    area.value = text;
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand("copy");
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/** A "Copy" button for the text `text()` returns; `what` names it for screen readers. */
export function copyButton(text, what) {
  const button = el("button", { type: "button", class: "copy", "aria-label": `Copy ${what}` }, "Copy");
  button.addEventListener("click", async () => {
    const ok = await copyText(text());
    button.textContent = ok ? "Copied" : "Press Ctrl+C";
    button.classList.toggle("done", ok);
    announce(ok ? `${what} copied` : "Copy failed: select the text and press Ctrl+C");
    setTimeout(() => {
      button.textContent = "Copy";
      button.classList.remove("done");
    }, 1600);
  });
  return button;
}

/** A dark code block: a bar with an optional label and the copy button, above the scrollable code. */
export function codeBox(code, text, what, { label, wrap = false } = {}) {
  return el(
    "div",
    { class: `code-box${wrap ? " wrap-lines" : ""}` },
    el(
      "div",
      { class: "code-bar" },
      el("span", { class: "code-label" }, label ?? ""),
      copyButton(() => text, what),
    ),
    el("pre", { tabindex: "0" }, code),
  );
}

let tabsMade = 0;

/**
 * Tabs as the ARIA pattern has them: arrow keys, Home and End move between tabs; one panel shows the selected one.
 * items: [{ id, label }]; render(item, panel) fills the panel. Returns the element holding tablist and panel.
 */
export function tabs(items, render, label, selected = items[0]?.id) {
  const n = ++tabsMade;
  const panel = el("div", { role: "tabpanel", class: "tabpanel", id: `tabpanel-${n}`, tabindex: "0" });
  const list = el("div", { role: "tablist", class: "tablist", "aria-label": label });
  const buttons = items.map((item) =>
    el(
      "button",
      {
        type: "button",
        role: "tab",
        id: `tab-${n}-${item.id}`,
        "aria-controls": panel.id,
        "data-tab": item.id,
        onclick: () => select(item.id, false),
      },
      item.label,
    ),
  );
  list.append(...buttons);
  list.addEventListener("keydown", (event) => {
    const at = buttons.indexOf(document.activeElement);
    if (at === -1) return;
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(items[(to + buttons.length) % buttons.length].id, true);
  });
  function select(id, focus) {
    buttons.forEach((b, i) => {
      const on = items[i].id === id;
      b.setAttribute("aria-selected", String(on));
      b.tabIndex = on ? 0 : -1;
      if (on) {
        panel.setAttribute("aria-labelledby", b.id);
        if (focus) b.focus();
      }
    });
    panel.replaceChildren();
    render(
      items.find((i) => i.id === id),
      panel,
    );
  }
  if (selected !== undefined) select(selected, false);
  return el("div", { class: "tabs" }, list, panel);
}
