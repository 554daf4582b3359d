// Focus for the menu button pattern; opening, closing and the checked items are component state. When a menu
// appears its first item takes focus; Up, Down, Home and End move through the items of the menu that has focus; when
// a menu hides while it held focus, focus goes back to the button that opened it. A click outside, or focus leaving
// the component, closes the menu through its button so the state stays the one source of truth.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLButtonElement>(".trigger")!;
  const menu = root.querySelector<HTMLElement>(".menu:not(.submenu)")!;
  const submenu = root.querySelector<HTMLElement>(".submenu")!;
  const subtrigger = root.querySelector<HTMLButtonElement>(".subtrigger")!;
  const doc = root.ownerDocument;
  let inMenu = false;
  let inSub = false;

  const itemsOf = (m: HTMLElement) =>
    [...m.querySelectorAll<HTMLElement>("[role^='menuitem']")].filter((i) => i.closest("[role='menu']") === m);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const m = r.target as HTMLElement;
      const back = m === submenu ? subtrigger : trigger;
      if (!m.hidden) itemsOf(m)[0]?.focus();
      else if ((m === submenu ? inSub : inMenu) && (doc.activeElement === doc.body || m.contains(doc.activeElement))) {
        if (m === submenu && menu.hidden) continue;
        back.focus();
      }
    }
  });
  const onFocusIn = () => {
    inMenu = menu.contains(doc.activeElement);
    inSub = submenu.contains(doc.activeElement);
  };
  const onKey = (event: KeyboardEvent) => {
    const current = event.target as HTMLElement;
    const m = current.closest<HTMLElement>("[role='menu']");
    if (!m || !["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const items = itemsOf(m);
    const i = items.indexOf(current);
    const next =
      event.key === "Home" ? 0 : event.key === "End" ? items.length - 1 : (i + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
    event.preventDefault();
    items[next]?.focus();
  };
  const onPointer = (event: PointerEvent) => {
    if (!menu.hidden && !menu.contains(event.target as Node) && !trigger.contains(event.target as Node)) trigger.click();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!menu.hidden && event.relatedTarget && !root.contains(event.relatedTarget as Node)) trigger.click();
  };
  observer.observe(menu, { attributes: true, attributeFilter: ["hidden"] });
  observer.observe(submenu, { attributes: true, attributeFilter: ["hidden"] });
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusout", onFocusOut);
  doc.addEventListener("pointerdown", onPointer);
  return () => {
    observer.disconnect();
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("focusout", onFocusOut);
    doc.removeEventListener("pointerdown", onPointer);
  };
}
