// Select-with-search: the trigger opens the panel and puts focus in the search field; typing filters the countries
// by name, ISO code or dialling code (groups with no match hide), Arrow keys move the highlight through the visible
// options (aria-activedescendant), Enter or a click picks one: the trigger, the hidden form value and aria-selected
// follow and the panel closes. Escape, Tab or a click outside close it and focus returns to the trigger.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLButtonElement>(".trigger")!;
  const panel = root.querySelector<HTMLElement>(".panel")!;
  const query = root.querySelector<HTMLInputElement>(".query")!;
  const empty = root.querySelector<HTMLElement>(".empty")!;
  const hidden = root.querySelector<HTMLInputElement>(".hidden-value")!;
  const groups = [...root.querySelectorAll<HTMLElement>(".group")];
  const options = [...root.querySelectorAll<HTMLElement>("[role=option]")];
  const text = (o: HTMLElement, sel: string) => (o.querySelector(sel)?.textContent ?? "").trim();
  const nameOf = (o: HTMLElement) => (o.querySelector(".name")?.firstChild?.textContent ?? "").trim();
  let active = -1;

  const shown = () => options.filter((o) => !o.hidden);
  const highlight = (index: number) => {
    const list = shown();
    options.forEach((o) => o.classList.remove("is-active"));
    if (list.length === 0 || index < 0) {
      active = -1;
      query.removeAttribute("aria-activedescendant");
      return;
    }
    active = Math.max(0, Math.min(index, list.length - 1));
    const option = list[active]!;
    option.classList.add("is-active");
    query.setAttribute("aria-activedescendant", option.id);
    option.scrollIntoView({ block: "nearest" });
  };
  const setOpen = (open: boolean, focus = true) => {
    panel.hidden = !open;
    trigger.setAttribute("aria-expanded", String(open));
    query.setAttribute("aria-expanded", String(open));
    if (open) {
      const selected = shown().findIndex((o) => o.getAttribute("aria-selected") === "true");
      highlight(selected);
      if (focus) query.focus();
    } else {
      query.value = "";
      filter();
      highlight(-1);
      if (focus) trigger.focus();
    }
  };
  const filter = () => {
    const q = query.value.trim().toLowerCase();
    const digits = q.replace(/[^\d]/g, "");
    options.forEach((o) => {
      const match =
        q === "" ||
        nameOf(o).toLowerCase().includes(q) ||
        text(o, ".code").toLowerCase() === q ||
        (digits !== "" && q.startsWith("+") && text(o, ".dial").replace("+", "").startsWith(digits));
      o.hidden = !match;
    });
    groups.forEach((g) => (g.hidden = !g.querySelector("[role=option]:not([hidden])")));
    empty.hidden = shown().length > 0;
  };
  const choose = (option: HTMLElement) => {
    options.forEach((o) => o.setAttribute("aria-selected", String(o === option)));
    trigger.querySelector(".flag")!.textContent = text(option, ".flag");
    trigger.querySelector(".value")!.textContent = nameOf(option);
    trigger.querySelector(".trigger-dial")!.textContent = text(option, ".dial");
    hidden.value = text(option, ".code");
    setOpen(false);
  };

  const onTrigger = () => setOpen(panel.hidden !== false);
  const onInput = () => {
    filter();
    highlight(0);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      highlight(active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      highlight(event.key === "Home" ? 0 : shown().length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = shown()[active];
      if (option) choose(option);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Tab") setOpen(false, false);
  };
  const onPick = (event: MouseEvent) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>("[role=option]");
    if (option) choose(option);
  };
  const onOutside = (event: PointerEvent) => {
    if (panel.hidden === false && !root.contains(event.target as Node)) setOpen(false, false);
  };
  const doc = root.ownerDocument;

  trigger.addEventListener("click", onTrigger);
  query.addEventListener("input", onInput);
  query.addEventListener("keydown", onKey);
  panel.addEventListener("click", onPick);
  doc.addEventListener("pointerdown", onOutside);
  return () => {
    trigger.removeEventListener("click", onTrigger);
    query.removeEventListener("input", onInput);
    query.removeEventListener("keydown", onKey);
    panel.removeEventListener("click", onPick);
    doc.removeEventListener("pointerdown", onOutside);
  };
}
