// Address search with static data: typing (two characters or more) shows up to six addresses whose text or
// postcode contains every word typed, with the match in bold; Arrow keys move the highlight (aria-activedescendant),
// Enter or a click fills the address fields and shows the chosen address; Escape closes the list. Enter it manually
// shows the empty fields; Change address brings the search back.
function mount(root: HTMLElement): () => void {
  const finder = root.querySelector<HTMLElement>(".finder")!;
  const query = root.querySelector<HTMLInputElement>(".query")!;
  const popup = root.querySelector<HTMLElement>(".popup")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  const chosen = root.querySelector<HTMLElement>(".chosen")!;
  const chosenText = root.querySelector<HTMLElement>(".chosen-address")!;
  const fields = root.querySelector<HTMLElement>(".fields")!;
  const manual = root.querySelector<HTMLButtonElement>(".manual-link")!;
  const change = root.querySelector<HTMLButtonElement>(".change")!;
  const options = [...root.querySelectorAll<HTMLElement>("[role=option]")];
  const data = options.map((o) => ({
    l1: o.querySelector(".l1")!.textContent ?? "",
    l2: o.querySelector(".l2")!.textContent ?? "",
    town: o.querySelector(".town")!.textContent ?? "",
    pc: o.querySelector(".pc")!.textContent ?? "",
  }));
  const input = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  let active = -1;
  let timer = 0;

  const shown = () => options.filter((o) => !o.hidden);
  const highlight = (index: number) => {
    const list = shown();
    options.forEach((o) => {
      o.classList.remove("is-active");
      o.setAttribute("aria-selected", "false");
    });
    active = list.length === 0 || index < 0 ? -1 : (index + list.length) % list.length;
    if (active === -1) return query.removeAttribute("aria-activedescendant");
    const option = list[active]!;
    option.classList.add("is-active");
    option.setAttribute("aria-selected", "true");
    query.setAttribute("aria-activedescendant", option.id);
    option.scrollIntoView({ block: "nearest" });
  };
  const open = (value: boolean) => {
    popup.hidden = !value;
    query.setAttribute("aria-expanded", String(value));
    if (!value) highlight(-1);
  };
  const mark = (el: Element, text: string, words: string[]) => {
    el.textContent = "";
    const lower = text.toLowerCase();
    const hits: [number, number][] = [];
    words.forEach((w) => {
      const at = lower.indexOf(w);
      if (at !== -1) hits.push([at, at + w.length]);
    });
    hits.sort((a, b) => a[0] - b[0]);
    let pos = 0;
    for (const [from, to] of hits) {
      if (from < pos) continue;
      if (from > pos) el.append(text.slice(pos, from));
      const m = root.ownerDocument.createElement("mark");
      m.textContent = text.slice(from, to);
      el.append(m);
      pos = to;
    }
    if (pos < text.length) el.append(text.slice(pos));
  };
  const search = () => {
    const words = query.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (query.value.trim().length < 2) {
      open(false);
      status.textContent = "Type at least two characters of your address or postcode.";
      return;
    }
    let n = 0;
    options.forEach((o, i) => {
      const d = data[i]!;
      const hay = `${d.l1} ${d.l2} ${d.town} ${d.pc}`.toLowerCase();
      const match = n < 6 && words.every((w) => hay.includes(w));
      o.hidden = !match;
      if (match) {
        n++;
        mark(o.querySelector(".l1")!, d.l1, words);
      }
    });
    open(n > 0);
    highlight(-1);
    status.textContent = n === 0 ? "No addresses match. Check the spelling, or enter it manually." : `${n} address${n === 1 ? "" : "es"} match. Use the arrow keys to choose one.`;
  };
  const choose = (option: HTMLElement) => {
    const d = data[options.indexOf(option)]!;
    input("address-line1").value = d.l1;
    input("address-line2").value = d.l2;
    input("town").value = d.town;
    input("postcode").value = d.pc;
    chosenText.textContent = [d.l1, d.l2, d.town, d.pc].filter(Boolean).join(", ");
    open(false);
    finder.hidden = true;
    chosen.hidden = false;
    fields.hidden = false;
    change.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (popup.hidden) search();
      else highlight(active === -1 && event.key === "ArrowUp" ? -1 + shown().length : active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter") {
      const option = shown()[active];
      if (popup.hidden || !option) return;
      event.preventDefault();
      choose(option);
    } else if (event.key === "Escape") open(false);
  };
  const onPick = (event: MouseEvent) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>("[role=option]");
    if (option) choose(option);
  };
  const keep = (event: Event) => event.preventDefault();
  const onBlur = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => open(false), 150);
  };
  const onManual = () => {
    open(false);
    fields.hidden = false;
    input("address-line1").focus();
  };
  const onChange = () => {
    chosen.hidden = true;
    finder.hidden = false;
    query.select();
    query.focus();
    search();
  };

  query.addEventListener("input", search);
  query.addEventListener("keydown", onKey);
  query.addEventListener("blur", onBlur);
  popup.addEventListener("mousedown", keep);
  popup.addEventListener("click", onPick);
  manual.addEventListener("click", onManual);
  change.addEventListener("click", onChange);
  return () => {
    clearTimeout(timer);
    query.removeEventListener("input", search);
    query.removeEventListener("keydown", onKey);
    query.removeEventListener("blur", onBlur);
    popup.removeEventListener("mousedown", keep);
    popup.removeEventListener("click", onPick);
    manual.removeEventListener("click", onManual);
    change.removeEventListener("click", onChange);
  };
}
