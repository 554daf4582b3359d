// Opens the menu from the arrow button; arrow keys move between items, Escape and outside clicks close it.
function mount(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>(".toggle")!;
  const menu = root.querySelector<HTMLElement>(".menu")!;
  const items = [...menu.querySelectorAll<HTMLButtonElement>("[role=menuitem]")];
  const setOpen = (open: boolean, focusFirst = false) => {
    menu.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    if (open && focusFirst) items[0]?.focus();
  };
  const onToggle = () => setOpen(toggle.getAttribute("aria-expanded") !== "true", true);
  const onKey = (event: KeyboardEvent) => {
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "Escape" && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    } else if (event.key === "ArrowDown" && index >= 0) {
      event.preventDefault();
      items[(index + 1) % items.length]!.focus();
    } else if (event.key === "ArrowUp" && index >= 0) {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]!.focus();
    }
  };
  const onItem = () => {
    setOpen(false);
    toggle.focus();
  };
  const onOutside = (event: MouseEvent) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  };
  toggle.addEventListener("click", onToggle);
  root.addEventListener("keydown", onKey);
  items.forEach((item) => item.addEventListener("click", onItem));
  document.addEventListener("click", onOutside);
  return () => {
    toggle.removeEventListener("click", onToggle);
    root.removeEventListener("keydown", onKey);
    items.forEach((item) => item.removeEventListener("click", onItem));
    document.removeEventListener("click", onOutside);
  };
}
