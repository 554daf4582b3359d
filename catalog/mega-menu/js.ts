// Disclosure navigation: each trigger opens its panel and closes the others; Escape closes the open panel and
// returns focus to its trigger; a click outside the menu or focus leaving it closes it. The Menu button shows the
// links on narrow screens.
function mount(root: HTMLElement): () => void {
  const triggers = [...root.querySelectorAll<HTMLButtonElement>(".trigger")];
  const burger = root.querySelector<HTMLButtonElement>(".burger")!;
  const panelOf = (t: HTMLButtonElement) => root.querySelector<HTMLElement>(`#${t.getAttribute("aria-controls")}`)!;
  const set = (t: HTMLButtonElement, open: boolean) => {
    t.setAttribute("aria-expanded", String(open));
    panelOf(t).hidden = !open;
  };
  const closeAll = () => triggers.forEach((t) => set(t, false));
  const onTrigger = (event: Event) => {
    const clicked = event.currentTarget as HTMLButtonElement;
    const open = clicked.getAttribute("aria-expanded") !== "true";
    triggers.forEach((t) => set(t, t === clicked && open));
  };
  const onBurger = () => burger.setAttribute("aria-expanded", String(burger.getAttribute("aria-expanded") !== "true"));
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const open = triggers.find((t) => t.getAttribute("aria-expanded") === "true");
    if (!open) return;
    set(open, false);
    open.focus();
  };
  const onPointer = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) closeAll();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) closeAll();
  };
  const doc = root.ownerDocument;
  triggers.forEach((t) => t.addEventListener("click", onTrigger));
  burger.addEventListener("click", onBurger);
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusout", onFocusOut);
  doc.addEventListener("pointerdown", onPointer);
  return () => {
    triggers.forEach((t) => t.removeEventListener("click", onTrigger));
    burger.removeEventListener("click", onBurger);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("focusout", onFocusOut);
    doc.removeEventListener("pointerdown", onPointer);
  };
}
