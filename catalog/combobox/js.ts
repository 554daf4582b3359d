// Filtering and the highlight: typing hides the options that do not match, the arrow keys move the highlight
// (aria-activedescendant, focus stays in the input), Enter or a click picks the option and closes the list; typing,
// ArrowDown or the toggle button open it, Escape and leaving the field close it.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>("[role=combobox]")!;
  const toggle = root.querySelector<HTMLButtonElement>(".toggle")!;
  const list = root.querySelector<HTMLElement>("[role=listbox]")!;
  const empty = root.querySelector<HTMLElement>(".empty")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  const popover = root.querySelector<HTMLElement>(".popover")!;
  const options = [...list.querySelectorAll<HTMLElement>("[role=option]")];
  let active = -1;

  const shown = () => options.filter((o) => !o.hidden);
  const highlight = (index: number) => {
    const visible = shown();
    options.forEach((o) => o.classList.remove("is-active"));
    if (visible.length === 0 || index < 0) {
      active = -1;
      input.removeAttribute("aria-activedescendant");
      return;
    }
    active = (index + visible.length) % visible.length;
    const option = visible[active]!;
    option.classList.add("is-active");
    input.setAttribute("aria-activedescendant", option.id);
    option.scrollIntoView({ block: "nearest" });
  };
  const nameOf = (option: HTMLElement) => option.querySelector(".city")!.textContent!.trim();
  const choose = (option: HTMLElement) => {
    options.forEach((o) => o.setAttribute("aria-selected", String(o === option)));
    input.value = nameOf(option);
    filter("");
    status.textContent = `${nameOf(option)} selected`;
  };
  const filter = (query: string) => {
    const q = query.trim().toLowerCase();
    options.forEach((o) => (o.hidden = q !== "" && !o.textContent!.toLowerCase().includes(q)));
    const count = shown().length;
    empty.hidden = count > 0;
    status.textContent = `${count} time zone${count === 1 ? "" : "s"}`;
    highlight(q === "" ? -1 : 0);
  };
  const open = () => input.getAttribute("aria-expanded") === "true";
  const setOpen = (value: boolean) => {
    input.setAttribute("aria-expanded", String(value));
    toggle.setAttribute("aria-expanded", String(value));
    popover.hidden = !value;
    if (!value) highlight(-1);
  };

  const onInput = () => {
    setOpen(true);
    filter(input.value);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open()) return setOpen(true);
      const down = event.key === "ArrowDown";
      highlight(active === -1 ? (down ? 0 : -1 + shown().length) : active + (down ? 1 : -1));
    } else if (event.key === "Enter") {
      const option = shown()[active];
      if (!open() || !option) return;
      event.preventDefault();
      choose(option);
      setOpen(false);
    } else if (event.key === "Escape") {
      if (open()) setOpen(false);
      else {
        input.value = "";
        filter("");
      }
    }
  };
  const keepFocus = (event: Event) => event.preventDefault();
  const onPick = (event: Event) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>("[role=option]");
    if (!option) return;
    choose(option);
    setOpen(false);
    input.focus();
  };
  const onToggle = () => {
    setOpen(!open());
    input.focus();
  };
  const onBlur = () => setOpen(false);
  const selected = options.find((o) => o.getAttribute("aria-selected") === "true");
  if (selected) list.scrollTop = selected.offsetTop - list.clientHeight / 2 + selected.offsetHeight / 2;
  input.addEventListener("input", onInput);
  input.addEventListener("keydown", onKey);
  list.addEventListener("mousedown", keepFocus);
  toggle.addEventListener("mousedown", keepFocus);
  list.addEventListener("click", onPick);
  toggle.addEventListener("click", onToggle);
  input.addEventListener("blur", onBlur);
  return () => {
    toggle.removeEventListener("click", onToggle);
    input.removeEventListener("blur", onBlur);
    input.removeEventListener("input", onInput);
    input.removeEventListener("keydown", onKey);
    list.removeEventListener("mousedown", keepFocus);
    toggle.removeEventListener("mousedown", keepFocus);
    list.removeEventListener("click", onPick);
  };
}
