// Filters the options as you type; arrow keys move the active option, Enter picks it, Escape clears.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>("input")!;
  const list = root.querySelector<HTMLElement>("[role=listbox]")!;
  const clear = root.querySelector<HTMLButtonElement>(".clear")!;
  const options = [...list.querySelectorAll<HTMLElement>("[role=option]")];
  let active = -1;
  const visible = () => options.filter((o) => !o.hidden);
  const setActive = (index: number) => {
    const shown = visible();
    active = shown.length ? (index + shown.length) % shown.length : -1;
    options.forEach((o) => o.setAttribute("aria-selected", "false"));
    const current = shown[active];
    if (current) {
      current.setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", current.id);
    } else input.removeAttribute("aria-activedescendant");
  };
  const show = (open: boolean) => {
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
  };
  const onInput = () => {
    const query = input.value.trim().toLowerCase();
    options.forEach((o) => (o.hidden = !o.textContent!.toLowerCase().includes(query)));
    clear.hidden = input.value === "";
    show(query !== "" && visible().length > 0);
    setActive(-1);
  };
  const pick = (option: HTMLElement) => {
    input.value = option.textContent ?? "";
    show(false);
    clear.hidden = false;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      show(visible().length > 0);
      setActive(active + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive(active - 1);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      pick(visible()[active]!);
    } else if (event.key === "Escape") {
      input.value = "";
      onInput();
    }
  };
  const onPick = (event: MouseEvent) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>("[role=option]");
    if (option) pick(option);
  };
  const onClear = () => {
    input.value = "";
    onInput();
    input.focus();
  };
  input.addEventListener("input", onInput);
  input.addEventListener("keydown", onKey);
  list.addEventListener("click", onPick);
  clear.addEventListener("click", onClear);
  return () => {
    input.removeEventListener("input", onInput);
    input.removeEventListener("keydown", onKey);
    list.removeEventListener("click", onPick);
    clear.removeEventListener("click", onClear);
  };
}
