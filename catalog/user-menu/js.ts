// Menu button: Enter, Space or ArrowDown open and focus the first item; arrows, Home and End move; Escape closes.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLButtonElement>(".trigger")!;
  const menu = root.querySelector<HTMLElement>("[role=menu]")!;
  const items = [...menu.querySelectorAll<HTMLElement>("[role=menuitem]")];
  const open = (index: number) => {
    menu.hidden = false;
    trigger.setAttribute("aria-expanded", "true");
    items[(index + items.length) % items.length]!.focus();
  };
  const close = (refocus: boolean) => {
    menu.hidden = true;
    trigger.setAttribute("aria-expanded", "false");
    if (refocus) trigger.focus();
  };
  const onTrigger = () => (menu.hidden ? open(0) : close(false));
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(event.key === "ArrowDown" ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      items[(moves[event.key]! + items.length) % items.length]!.focus();
    } else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
  };
  const onOutside = (event: MouseEvent) => {
    if (!menu.hidden && !root.contains(event.target as Node)) close(false);
  };
  trigger.addEventListener("click", onTrigger);
  trigger.addEventListener("keydown", onTriggerKey);
  menu.addEventListener("keydown", onMenuKey);
  document.addEventListener("click", onOutside);
  return () => {
    trigger.removeEventListener("click", onTrigger);
    trigger.removeEventListener("keydown", onTriggerKey);
    menu.removeEventListener("keydown", onMenuKey);
    document.removeEventListener("click", onOutside);
  };
}
