// Search, preview, insertion and grid keys; the open panel, the category and the skin tone are component state.
// Typing in the search shows every category at once and hides the emoji whose name and :shortcode: do not match.
// Pointing at or focusing an emoji names it in the preview bar; clicking it (or Enter) inserts it into the message at
// the caret. Arrow keys move through the grid by cell and by row, and Escape hands focus back to the smiley button.
function mount(root: HTMLElement): () => void {
  const panel = root.querySelector<HTMLElement>(".panel")!;
  const top = root.querySelector<HTMLElement>(".top")!;
  const body = root.querySelector<HTMLElement>(".body")!;
  const query = root.querySelector<HTMLInputElement>(".query")!;
  const none = root.querySelector<HTMLElement>(".none")!;
  const message = root.querySelector<HTMLInputElement>(".message")!;
  const trigger = root.querySelector<HTMLButtonElement>(".trigger")!;
  const big = root.querySelector<HTMLElement>(".big")!;
  const pname = root.querySelector<HTMLElement>(".pname")!;
  const pcode = root.querySelector<HTMLElement>(".pcode")!;
  const sections = [...root.querySelectorAll<HTMLElement>(".section")];
  const emoji = [...root.querySelectorAll<HTMLButtonElement>(".emoji")];
  let caret = message.value.length;
  let timer = 0;

  const onSearch = () => {
    const q = query.value.trim().toLowerCase().replace(/^:|:$/g, "");
    const searching = q !== "";
    body.classList.toggle("is-searching", searching);
    top.classList.toggle("is-searching", searching);
    let found = 0;
    const seen = new Set<string>();
    emoji.forEach((e) => {
      const text = `${e.getAttribute("aria-label")} ${e.title}`.toLowerCase();
      // While searching, an emoji that appears in two categories is shown once.
      const match = !searching || (text.includes(q) && !seen.has(e.title));
      if (searching && match) seen.add(e.title);
      e.hidden = !match;
      if (match) found++;
    });
    sections.forEach((s) => s.classList.toggle("is-empty", searching && !s.querySelector(".emoji:not([hidden])")));
    none.hidden = found > 0;
    body.scrollTop = 0;
  };
  const show = (e: HTMLElement) => {
    big.textContent = e.textContent;
    pname.textContent = e.getAttribute("aria-label");
    pcode.textContent = e.title;
  };
  const onOver = (event: Event) => {
    const e = (event.target as HTMLElement).closest<HTMLElement>(".emoji");
    if (e) show(e);
  };
  const onPick = (event: MouseEvent) => {
    const e = (event.target as HTMLElement).closest<HTMLElement>(".emoji");
    if (!e) return;
    const text = e.textContent ?? "";
    const value = message.value;
    const at = Math.min(caret, value.length);
    message.value = value.slice(0, at) + text + value.slice(at);
    caret = at + text.length;
    show(e);
  };
  const remember = () => {
    caret = message.selectionStart ?? message.value.length;
  };
  const visible = () => emoji.filter((e) => !e.hidden && e.closest<HTMLElement>(".section")!.offsetParent !== null);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      clearTimeout(timer);
      timer = window.setTimeout(() => trigger.focus(), 0);
      return;
    }
    const current = (event.target as HTMLElement).closest<HTMLButtonElement>(".emoji");
    if (!current) {
      if (event.target === query && event.key === "ArrowDown") {
        event.preventDefault();
        visible()[0]?.focus();
      }
      return;
    }
    const list = visible();
    const i = list.indexOf(current);
    const columns = getComputedStyle(current.parentElement!).gridTemplateColumns.split(" ").length;
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = list[i + move];
    if (next) next.focus();
    else if (event.key === "ArrowUp") query.focus();
  };

  query.addEventListener("input", onSearch);
  body.addEventListener("pointerover", onOver);
  body.addEventListener("focusin", onOver);
  body.addEventListener("click", onPick);
  panel.addEventListener("keydown", onKey);
  message.addEventListener("keyup", remember);
  message.addEventListener("click", remember);
  message.addEventListener("blur", remember);
  return () => {
    clearTimeout(timer);
    query.removeEventListener("input", onSearch);
    body.removeEventListener("pointerover", onOver);
    body.removeEventListener("focusin", onOver);
    body.removeEventListener("click", onPick);
    panel.removeEventListener("keydown", onKey);
    message.removeEventListener("keyup", remember);
    message.removeEventListener("click", remember);
    message.removeEventListener("blur", remember);
  };
}
