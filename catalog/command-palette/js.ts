// Filters commands as you type, moves the highlight with the arrow keys and runs the highlighted one on Enter.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".input")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  const commands = [...root.querySelectorAll<HTMLElement>("[role=option]")];
  let active = 0;
  const shown = () => commands.filter((c) => !c.hidden);
  const highlight = (index: number) => {
    const list = shown();
    commands.forEach((c) => c.setAttribute("aria-selected", "false"));
    if (list.length === 0) {
      status.textContent = "No matching commands.";
      input.removeAttribute("aria-activedescendant");
      return;
    }
    active = (index + list.length) % list.length;
    const current = list[active]!;
    current.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", current.id);
    current.scrollIntoView({ block: "nearest" });
    status.textContent = `Press Enter to run “${current.querySelector("span")!.textContent}”.`;
  };
  const onInput = () => {
    const q = input.value.trim().toLowerCase();
    commands.forEach((c) => (c.hidden = !c.textContent!.toLowerCase().includes(q)));
    highlight(0);
  };
  const run = (command: HTMLElement | undefined) => {
    if (command) status.textContent = `Ran “${command.querySelector("span")!.textContent}”.`;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      highlight(active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      run(shown()[active]);
    } else if (event.key === "Escape") {
      input.value = "";
      onInput();
    }
  };
  const onClick = (event: MouseEvent) => run((event.target as HTMLElement).closest<HTMLElement>("[role=option]") ?? undefined);
  input.addEventListener("input", onInput);
  input.addEventListener("keydown", onKey);
  root.addEventListener("click", onClick);
  return () => {
    input.removeEventListener("input", onInput);
    input.removeEventListener("keydown", onKey);
    root.removeEventListener("click", onClick);
  };
}
