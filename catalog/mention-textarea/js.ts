// @mentions: the text before the caret is read on every input; an @ followed by a word opens the suggestion list at the
// caret (measured from a marker in the mirrored backdrop), filtered by name and handle. Arrow keys move the highlight
// (aria-activedescendant, focus stays in the textarea), Enter or Tab insert the handle, Escape closes. The backdrop
// repeats the text with known handles wrapped in <mark>, so mentions look highlighted inside the textarea.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLTextAreaElement>(".input")!;
  const mirror = root.querySelector<HTMLElement>(".mirror")!;
  const popover = root.querySelector<HTMLElement>(".popover")!;
  const empty = root.querySelector<HTMLElement>(".empty")!;
  const notify = root.querySelector<HTMLElement>(".notify")!;
  const atButton = root.querySelector<HTMLButtonElement>(".at")!;
  const options = [...root.querySelectorAll<HTMLElement>("[role=option]")];
  const handleOf = (o: HTMLElement) => (o.querySelector(".handle")?.textContent ?? "").trim().replace(/^@/, "");
  const nameOf = (o: HTMLElement) => (o.querySelector(".name")?.textContent ?? "").trim();
  const people = new Map(options.map((o) => [handleOf(o).toLowerCase(), nameOf(o)]));
  let active = -1;
  let query: { start: number; text: string } | null = null;
  let timer = 0;

  const shown = () => options.filter((o) => !o.hidden);
  const highlight = (index: number) => {
    const visible = shown();
    options.forEach((o) => {
      o.classList.remove("is-active");
      o.setAttribute("aria-selected", "false");
    });
    if (visible.length === 0 || index < 0) {
      active = -1;
      input.removeAttribute("aria-activedescendant");
      return;
    }
    active = (index + visible.length) % visible.length;
    const option = visible[active]!;
    option.classList.add("is-active");
    option.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", option.id);
    option.scrollIntoView({ block: "nearest" });
  };

  const render = () => {
    const text = input.value;
    const caret = input.selectionStart ?? text.length;
    const focused = root.ownerDocument.activeElement === input;
    mirror.textContent = "";
    const pattern = /@([\w.-]+)/g;
    let last = 0;
    let marker: HTMLElement | null = null;
    const put = (part: string) => {
      if (part) mirror.append(part);
    };
    const addText = (from: number, to: number) => {
      if (focused && caret >= from && caret <= to && !marker) {
        put(text.slice(from, caret));
        marker = root.ownerDocument.createElement("span");
        marker.className = "caret";
        mirror.append(marker);
        put(text.slice(caret, to));
      } else put(text.slice(from, to));
    };
    const named: string[] = [];
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const handle = m[1]!.toLowerCase();
      if (!people.has(handle)) continue;
      addText(last, m.index);
      const mark = root.ownerDocument.createElement("mark");
      mark.className = "tag";
      mark.textContent = m[0];
      mirror.append(mark);
      last = m.index + m[0].length;
      const name = people.get(handle)!;
      if (!named.includes(name)) named.push(name);
    }
    addText(last, text.length);
    // A trailing newline needs a character after it to take up a line in the mirror.
    if (text.endsWith("\n")) mirror.append("\u200b");
    notify.textContent =
      named.length === 0
        ? "Nobody will be notified"
        : `Notifying ${named.length > 2 ? `${named.slice(0, 2).join(", ")} and ${named.length - 2} more` : named.join(" and ")}`;
    input.style.height = "auto";
    input.style.height = `${input.scrollHeight + 2}px`;
    return marker as HTMLElement | null;
  };

  const close = () => {
    query = null;
    popover.hidden = true;
    highlight(-1);
  };
  const place = (marker: HTMLElement | null) => {
    if (!marker) return;
    const field = input.parentElement!;
    const left = Math.max(8, Math.min(marker.offsetLeft - 12, field.clientWidth - popover.offsetWidth - 8));
    popover.style.left = `${left}px`;
    popover.style.top = `${marker.offsetTop + 28}px`;
  };
  const update = () => {
    const marker = render();
    const caret = input.selectionStart ?? 0;
    const before = input.value.slice(0, caret);
    const match = /(^|\s)@([\w.-]*)$/.exec(before);
    if (!match || input.selectionStart !== input.selectionEnd) return close();
    const text = match[2]!.toLowerCase();
    query = { start: caret - text.length - 1, text };
    options.forEach((o) => (o.hidden = text !== "" && !`${handleOf(o)} ${nameOf(o)}`.toLowerCase().includes(text)));
    empty.hidden = shown().length > 0;
    popover.hidden = false;
    place(marker);
    highlight(shown().length > 0 ? 0 : -1);
  };
  const choose = (option: HTMLElement) => {
    if (!query) return;
    const insert = `@${handleOf(option)} `;
    const value = input.value;
    const end = input.selectionStart ?? value.length;
    input.value = value.slice(0, query.start) + insert + value.slice(end).replace(/^ /, "");
    const caret = query.start + insert.length;
    input.setSelectionRange(caret, caret);
    close();
    render();
  };

  const onKey = (event: KeyboardEvent) => {
    if (popover.hidden) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      highlight(active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter" || event.key === "Tab") {
      const option = shown()[active];
      if (!option) return;
      event.preventDefault();
      choose(option);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };
  const onCaret = (event: Event) => {
    if (event instanceof KeyboardEvent && ["ArrowDown", "ArrowUp", "Enter", "Tab", "Escape"].includes(event.key)) return;
    update();
  };
  const keepFocus = (event: Event) => event.preventDefault();
  const onPick = (event: MouseEvent) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>("[role=option]");
    if (option) choose(option);
  };
  // Until the field has had focus its caret sits at 0, so the button would put the @ before the text: append instead.
  let placed = false;
  const onFocus = () => (placed = true);
  const onAt = () => {
    const start = placed ? (input.selectionStart ?? input.value.length) : input.value.length;
    const end = placed ? (input.selectionEnd ?? start) : start;
    const value = input.value;
    const pad = start > 0 && !/\s/.test(value[start - 1]!) ? " @" : "@";
    input.value = value.slice(0, start) + pad + value.slice(end);
    input.focus();
    input.setSelectionRange(start + pad.length, start + pad.length);
    update();
  };
  const onBlur = () => {
    clearTimeout(timer);
    timer = window.setTimeout(close, 120);
  };
  const onReset = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      close();
      render();
    }, 0);
  };
  const onScroll = () => (mirror.scrollTop = input.scrollTop);

  // The markup already mirrors the starting text, so mounting only sizes the field; rendering waits for the first edit.
  input.style.height = `${input.scrollHeight + 2}px`;
  input.addEventListener("input", update);
  input.addEventListener("keydown", onKey);
  input.addEventListener("keyup", onCaret);
  input.addEventListener("click", update);
  input.addEventListener("blur", onBlur);
  input.addEventListener("focus", onFocus);
  input.addEventListener("scroll", onScroll);
  popover.addEventListener("mousedown", keepFocus);
  popover.addEventListener("click", onPick);
  atButton.addEventListener("mousedown", keepFocus);
  atButton.addEventListener("click", onAt);
  root.addEventListener("reset", onReset);
  return () => {
    clearTimeout(timer);
    input.style.height = "";
    input.removeEventListener("input", update);
    input.removeEventListener("keydown", onKey);
    input.removeEventListener("keyup", onCaret);
    input.removeEventListener("click", update);
    input.removeEventListener("blur", onBlur);
    input.removeEventListener("focus", onFocus);
    input.removeEventListener("scroll", onScroll);
    popover.removeEventListener("mousedown", keepFocus);
    popover.removeEventListener("click", onPick);
    atButton.removeEventListener("mousedown", keepFocus);
    atButton.removeEventListener("click", onAt);
    root.removeEventListener("reset", onReset);
  };
}
