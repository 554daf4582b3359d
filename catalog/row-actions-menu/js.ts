// Which row's menu is open is component state (the kebab toggles it, Escape clears it). This adds the rest of the
// ARIA menu button pattern: the first item takes focus when a menu opens, Up, Down, Home and End move through it,
// Tab or a click outside closes it, choosing an item closes it and reports what ran, and focus returns to the kebab.
function mount(root: HTMLElement): () => void {
  const menus = [...root.querySelectorAll<HTMLElement>(".menu")];
  const status = root.querySelector<HTMLElement>(".status")!;
  const doc = root.ownerDocument;
  const buttonOf = (menu: HTMLElement) => menu.parentElement!.querySelector<HTMLButtonElement>(".kebab")!;
  const itemsOf = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const openMenu = () => menus.find((m) => !m.hidden);
  const close = (refocus: boolean) => {
    const menu = openMenu();
    if (!menu) return;
    const button = buttonOf(menu);
    button.click();
    if (refocus) button.focus();
  };
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const menu = r.target as HTMLElement;
      if (!menu.hidden) itemsOf(menu)[0]?.focus();
      else if (menu.contains(doc.activeElement)) buttonOf(menu).focus();
    }
  });
  const onKey = (event: KeyboardEvent) => {
    const menu = (event.target as HTMLElement).closest<HTMLElement>(".menu");
    if (!menu) {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>(".kebab");
      if (button && (event.key === "ArrowDown" || event.key === "ArrowUp") && button.getAttribute("aria-expanded") !== "true") {
        event.preventDefault();
        button.click();
      }
      return;
    }
    const items = itemsOf(menu);
    const index = items.indexOf(event.target as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      items[(moves[event.key]! + items.length) % items.length]!.focus();
    } else if (event.key === "Tab") close(false);
  };
  const onClick = (event: MouseEvent) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="menuitem"]');
    if (!item || !root.contains(item)) return;
    const row = item.closest<HTMLElement>(".row")!;
    const name = row.querySelector<HTMLElement>(".name")?.textContent ?? "file";
    const label = item.querySelector<HTMLElement>(".item-label")?.textContent?.replace("…", "") ?? "";
    status.textContent = `${label}: “${name}”`;
    close(true);
  };
  const onOutside = (event: PointerEvent) => {
    const menu = openMenu();
    if (menu && !menu.parentElement!.contains(event.target as Node)) close(false);
  };
  menus.forEach((m) => observer.observe(m, { attributes: true, attributeFilter: ["hidden"] }));
  root.addEventListener("keydown", onKey);
  root.addEventListener("click", onClick);
  doc.addEventListener("pointerdown", onOutside);
  return () => {
    observer.disconnect();
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("click", onClick);
    doc.removeEventListener("pointerdown", onOutside);
  };
}
