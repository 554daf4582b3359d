// The panel: open while the box or the panel has focus; empty box shows recent, trending and categories, typing
// shows suggestions from a small list (matched letters in <mark>, department beside) led by "Search for …".
// Arrow Up and Down move focus through the panel's buttons and back to the box; Enter or a click on a term runs the
// search: the term joins the top of the recent list (no duplicates, five at most) and the status line says so.
// × forgets one recent search, Clear all forgets them all, Escape closes, "/" focuses the box.
const TERMS: [string, string][] = [
  ["down jacket", "Jackets"], ["down jacket men", "Jackets"], ["waterproof jacket women", "Jackets"], ["softshell jacket", "Jackets"],
  ["trail running shoes", "Footwear"], ["walking boots", "Footwear"], ["waterproof socks", "Footwear"], ["gaiters", "Footwear"],
  ["head torch", "Camping"], ["insulated flask", "Camping"], ["two person tent", "Camping"], ["sleeping bag 3 season", "Camping"],
  ["climbing harness", "Climbing"], ["chalk bag", "Climbing"], ["walking poles", "Accessories"], ["thermal gloves", "Accessories"],
  ["merino base layer", "Base layers"], ["fleece jacket", "Jackets"], ["kids waterproof suit", "Kids"], ["rucksack 30 litre", "Packs"],
];

function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".bar")!;
  const query = root.querySelector<HTMLInputElement>(".query")!;
  const panel = root.querySelector<HTMLElement>(".panel")!;
  const idle = root.querySelector<HTMLElement>(".idle")!;
  const typing = root.querySelector<HTMLElement>(".typing")!;
  const suggestions = root.querySelector<HTMLElement>(".suggestions")!;
  const recentList = root.querySelector<HTMLElement>(".recent .list")!;
  const none = root.querySelector<HTMLElement>(".recent .none")!;
  const clear = root.querySelector<HTMLButtonElement>(".clear")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  const doc = root.ownerDocument;
  let timer = 0;

  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, cls = "", text = "") => {
    const el = doc.createElement(tag);
    if (cls) el.className = cls;
    if (text) el.textContent = text;
    return el;
  };
  const items = () => [...panel.querySelectorAll<HTMLButtonElement>("button")].filter((b) => b.offsetParent !== null);
  const open = (value: boolean) => (panel.hidden = !value);
  const refreshRecent = () => {
    const has = recentList.children.length > 0;
    none.hidden = has;
    clear.hidden = !has;
  };
  const remember = (term: string) => {
    const existing = [...recentList.querySelectorAll(".recent-item")].find((li) => li.querySelector(".term-text")?.textContent === term);
    const template = recentList.querySelector(".recent-item");
    let li: Element | null = existing ?? null;
    if (!li && template) {
      li = template.cloneNode(true) as Element;
      li.querySelector(".term-text")!.textContent = term;
      li.querySelector(".forget")!.setAttribute("aria-label", `Remove “${term}” from recent searches`);
    }
    if (!li) return;
    recentList.prepend(li);
    while (recentList.children.length > 5) recentList.lastElementChild!.remove();
    refreshRecent();
  };
  const run = (term: string) => {
    const t = term.trim();
    if (!t) return;
    query.value = t;
    remember(t);
    status.textContent = `Showing results for “${t}”`;
    show();
    open(false);
    query.focus();
  };
  const show = () => {
    const q = query.value.trim().toLowerCase();
    idle.hidden = q !== "";
    typing.hidden = q === "";
    if (q === "") return;
    suggestions.textContent = "";
    const first = make("li");
    const all = make("button", "item term all");
    all.type = "button";
    all.append(make("span", "term-text", `Search for “${query.value.trim()}”`));
    all.dataset.term = query.value.trim();
    first.append(all);
    suggestions.append(first);
    TERMS.filter(([t]) => t.includes(q)).slice(0, 6).forEach(([t, dept]) => {
      const li = make("li");
      const b = make("button", "item term");
      b.type = "button";
      const text = make("span", "term-text");
      const at = t.indexOf(q);
      text.append(t.slice(0, at), make("mark", "", t.slice(at, at + q.length)), t.slice(at + q.length));
      b.append(text, make("span", "dept", dept));
      b.dataset.term = t;
      li.append(b);
      suggestions.append(li);
    });
  };

  const onFocus = () => {
    clearTimeout(timer);
    show();
    open(true);
  };
  const onOut = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (!root.contains(doc.activeElement)) open(false);
    }, 0);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const forget = target.closest<HTMLButtonElement>(".forget");
    if (forget) {
      const li = forget.closest(".recent-item")!;
      const next = li.nextElementSibling ?? li.previousElementSibling;
      li.remove();
      refreshRecent();
      (next?.querySelector<HTMLElement>(".term") ?? query).focus();
      return;
    }
    if (target.closest(".clear")) {
      recentList.textContent = "";
      refreshRecent();
      status.textContent = "Recent searches cleared.";
      query.focus();
      return;
    }
    const term = target.closest<HTMLButtonElement>(".term, .cat");
    if (term) run(term.dataset.term ?? term.querySelector(".term-text")?.textContent ?? term.textContent ?? "");
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      open(false);
      query.focus();
      return;
    }
    if (event.key === "/" && event.target !== query) {
      event.preventDefault();
      query.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    if (panel.hidden) open(true);
    const list = items();
    const i = list.indexOf(doc.activeElement as HTMLButtonElement);
    event.preventDefault();
    const next = event.key === "ArrowDown" ? list[i + 1] : i <= 0 ? null : list[i - 1];
    (next ?? (event.key === "ArrowUp" ? query : list[0]))?.focus();
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    run(query.value);
  };

  refreshRecent();
  query.addEventListener("focus", onFocus);
  query.addEventListener("input", show);
  root.addEventListener("focusout", onOut);
  panel.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  form.addEventListener("submit", onSubmit);
  return () => {
    clearTimeout(timer);
    query.removeEventListener("focus", onFocus);
    query.removeEventListener("input", show);
    root.removeEventListener("focusout", onOut);
    panel.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
    form.removeEventListener("submit", onSubmit);
  };
}
