// The slash menu's behaviour: it opens while the new block's text starts with "/", filters the block types by what
// follows the slash, highlights one option (aria-selected + aria-activedescendant, focus stays in the input), moves
// the highlight with the arrow keys, picks with Enter (a click on the option, whose framework handler sets the
// block type) and closes with Escape or after a pick, clearing the typed command and keeping focus in the block.
// The markup names no active option (an option list passed as a prop may not have the first one): mount() points
// aria-activedescendant at the first visible option once it runs.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".cmd-input");
  const menu = root.querySelector<HTMLElement>(".menu");
  const list = root.querySelector<HTMLElement>(".cmds");
  const empty = root.querySelector<HTMLElement>(".empty");
  const opener = root.querySelector<HTMLButtonElement>(".opener");
  if (!input || !menu || !list || !empty) return () => {};
  const options = [...root.querySelectorAll<HTMLElement>(".cmd")];
  let visible = options;
  let active = 0;

  const highlight = () => {
    options.forEach((o) => o.setAttribute("aria-selected", o === visible[active] ? "true" : "false"));
    const current = visible[active];
    if (current) {
      input.setAttribute("aria-activedescendant", current.id);
      const top = current.offsetTop;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (top + current.offsetHeight > list.scrollTop + list.clientHeight)
        list.scrollTop = top + current.offsetHeight - list.clientHeight;
    } else input.removeAttribute("aria-activedescendant");
  };
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    input.setAttribute("aria-expanded", open ? "true" : "false");
    if (!open) input.removeAttribute("aria-activedescendant");
  };
  const filter = () => {
    const value = input.value;
    if (!value.startsWith("/")) {
      setOpen(false);
      return;
    }
    const term = value.slice(1).trim().toLowerCase();
    visible = options.filter((o) => {
      const label = (o.querySelector(".cmd-label")?.textContent ?? "").toLowerCase();
      const match = term === "" || label.includes(term);
      o.hidden = !match;
      return match;
    });
    empty.hidden = visible.length > 0;
    active = 0;
    setOpen(true);
    highlight();
  };
  const onKey = (event: KeyboardEvent) => {
    if (menu.hidden) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!visible.length) return;
      active = (active + (event.key === "ArrowDown" ? 1 : -1) + visible.length) % visible.length;
      highlight();
    } else if (event.key === "Enter") {
      event.preventDefault();
      visible[active]?.click();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
    }
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest(".cmd")) {
      input.value = "";
      setOpen(false);
      input.focus();
    } else if (!target.closest(".block.new")) setOpen(false);
  };
  const onOpen = () => {
    input.value = "/";
    filter();
    input.focus();
  };

  input.addEventListener("input", filter);
  input.addEventListener("keydown", onKey);
  root.addEventListener("click", onClick);
  opener?.addEventListener("click", onOpen);
  filter();
  return () => {
    input.removeEventListener("input", filter);
    input.removeEventListener("keydown", onKey);
    root.removeEventListener("click", onClick);
    opener?.removeEventListener("click", onOpen);
  };
}
