// The menu itself: it opens at the pointer on right-click (kept on screen), or under the focused file with Shift+F10
// or the Menu key; focus moves into it, Up, Down, Home, End and type-ahead move between items, Enter or a click runs
// one (the live region says what ran; the checkbox item toggles and stays open), Escape, Tab or a click elsewhere closes it and focus returns to the file.
function mount(root: HTMLElement): () => void {
  const menu = root.querySelector<HTMLElement>("[role=menu]")!;
  const status = root.querySelector<HTMLElement>("[role=status]")!;
  const items = [...menu.querySelectorAll<HTMLElement>("[role^=menuitem]")];
  let target: HTMLElement | null = null;

  const place = (x: number, y: number) => {
    menu.hidden = false;
    const box = root.getBoundingClientRect();
    const view = root.ownerDocument.documentElement;
    const left = Math.max(8, Math.min(x, view.clientWidth - menu.offsetWidth - 8));
    const top = Math.max(8, Math.min(y, window.innerHeight - menu.offsetHeight - 8));
    menu.style.left = `${left - box.left}px`;
    menu.style.top = `${top - box.top}px`;
  };
  const focusItem = (index: number) => items[(index + items.length) % items.length]!.focus();
  const open = (file: HTMLElement, x: number, y: number) => {
    if (target && target !== file) target.setAttribute("aria-expanded", "false");
    target = file;
    file.setAttribute("aria-expanded", "true");
    place(x, y);
    focusItem(0);
  };
  const close = (refocus: boolean) => {
    if (menu.hidden) return;
    menu.hidden = true;
    target?.setAttribute("aria-expanded", "false");
    if (refocus) target?.focus();
  };
  const fileOf = (event: Event) => (event.target as HTMLElement).closest<HTMLElement>(".file");
  const nameOf = (file: HTMLElement) => file.querySelector(".label")!.textContent!.trim();

  const onContext = (event: MouseEvent) => {
    const file = fileOf(event);
    if (!file) return;
    event.preventDefault();
    open(file, event.clientX, event.clientY);
  };
  const onFileKey = (event: KeyboardEvent) => {
    const file = fileOf(event);
    if (!file || !(event.key === "ContextMenu" || (event.key === "F10" && event.shiftKey))) return;
    event.preventDefault();
    const r = file.getBoundingClientRect();
    open(file, r.left + 12, r.bottom - 8);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const index = items.indexOf(root.ownerDocument.activeElement as HTMLElement);
    if (event.key === "ArrowDown") focusItem(index + 1);
    else if (event.key === "ArrowUp") focusItem(index - 1);
    else if (event.key === "Home") focusItem(0);
    else if (event.key === "End") focusItem(-1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") return close(true);
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      const k = event.key.toLowerCase();
      const order = [...items.slice(index + 1), ...items.slice(0, index + 1)];
      order.find((item) => item.textContent!.trim().toLowerCase().startsWith(k))?.focus();
    } else return;
    event.preventDefault();
  };
  const onPick = (event: MouseEvent) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>("[role^=menuitem]");
    if (!item || !target) return;
    const done = item.dataset.done;
    if (!done) return; // a checkbox item toggles in place and keeps the menu open
    status.textContent = `${done} ${nameOf(target)}`;
    close(true);
  };
  const onHover = (event: PointerEvent) => (event.target as HTMLElement).closest<HTMLElement>("[role^=menuitem]")?.focus();
  const onOutside = (event: PointerEvent) => {
    if (!menu.contains(event.target as Node)) close(false);
  };
  const onScroll = () => close(false);

  root.addEventListener("contextmenu", onContext);
  root.addEventListener("keydown", onFileKey);
  menu.addEventListener("keydown", onMenuKey);
  menu.addEventListener("click", onPick);
  menu.addEventListener("pointermove", onHover);
  root.ownerDocument.addEventListener("pointerdown", onOutside);
  window.addEventListener("resize", onScroll);
  return () => {
    close(false);
    root.removeEventListener("contextmenu", onContext);
    root.removeEventListener("keydown", onFileKey);
    menu.removeEventListener("keydown", onMenuKey);
    menu.removeEventListener("click", onPick);
    menu.removeEventListener("pointermove", onHover);
    root.ownerDocument.removeEventListener("pointerdown", onOutside);
    window.removeEventListener("resize", onScroll);
  };
}
