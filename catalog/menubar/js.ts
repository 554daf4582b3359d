// Focus for the menubar pattern; which menu is open, the View options and the zoom are component state. The bar is
// one tab stop (roving tabindex): Left and Right move along the titles when no menu is open. When a menu appears
// its first item takes focus; Up, Down, Home and End move within it; when the open menu closes while it held focus,
// its title takes focus back. A click outside or focus leaving the component closes the open menu via its title.
function mount(root: HTMLElement): () => void {
  const titles = [...root.querySelectorAll<HTMLButtonElement>(".title")];
  const menus = titles.map((t) => root.querySelector<HTMLElement>(`#${t.getAttribute("aria-controls")}`)!);
  const doc = root.ownerDocument;
  let lastMenu = -1;
  let focusInside = false;

  const items = (m: HTMLElement) => [...m.querySelectorAll<HTMLElement>("[role^='menuitem']")];
  const rove = (i: number) => titles.forEach((t, j) => (t.tabIndex = j === i ? 0 : -1));
  const openIndex = () => menus.findIndex((m) => !m.hidden);
  const observer = new MutationObserver(() => {
    const open = openIndex();
    if (open >= 0) {
      rove(open);
      if (focusInside) items(menus[open]!)[0]?.focus();
    } else if (lastMenu >= 0 && (doc.activeElement === doc.body || menus[lastMenu]!.contains(doc.activeElement))) {
      titles[lastMenu]!.focus();
    }
    lastMenu = open;
  });
  const onFocusIn = (event: FocusEvent) => {
    focusInside = true;
    const i = titles.indexOf(event.target as HTMLButtonElement);
    if (i >= 0) rove(i);
  };
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const t = titles.indexOf(target as HTMLButtonElement);
    if (t >= 0 && openIndex() < 0 && (event.key === "ArrowRight" || event.key === "ArrowLeft" || event.key === "Home" || event.key === "End")) {
      event.preventDefault();
      const n = titles.length;
      const next = event.key === "Home" ? 0 : event.key === "End" ? n - 1 : (t + (event.key === "ArrowRight" ? 1 : -1) + n) % n;
      titles[next]!.focus();
      return;
    }
    const menu = target.closest<HTMLElement>("[role='menu']");
    if (!menu || !["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const list = items(menu);
    const i = list.indexOf(target);
    const next = event.key === "Home" ? 0 : event.key === "End" ? list.length - 1 : (i + (event.key === "ArrowDown" ? 1 : -1) + list.length) % list.length;
    list[next]?.focus();
  };
  const onPointer = (event: PointerEvent) => {
    focusInside = root.contains(event.target as Node);
    const open = openIndex();
    if (open >= 0 && !focusInside) titles[open]!.click();
  };
  const onFocusOut = (event: FocusEvent) => {
    const open = openIndex();
    if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) {
      focusInside = false;
      if (open >= 0) titles[open]!.click();
    }
  };
  menus.forEach((m) => observer.observe(m, { attributes: true, attributeFilter: ["hidden"] }));
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
