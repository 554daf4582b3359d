// Open, the chosen preset and the custom picker are component state. This adds the menu's focus handling (the
// checked or first item takes focus when it opens; Up, Down, Home and End move; closing returns focus to Snooze),
// closes it on Escape or a click outside, and writes the chosen time into the "Snoozed" banner.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".snooze")!;
  const popover = root.querySelector<HTMLElement>(".popover")!;
  const items = [...root.querySelectorAll<HTMLElement>(".menu [role^='menuitem']")];
  const when = root.querySelector<HTMLElement>(".banner-when")!;
  const date = root.querySelector<HTMLInputElement>('input[type="date"]')!;
  const time = root.querySelector<HTMLInputElement>('input[type="time"]')!;
  const doc = root.ownerDocument;
  let wasOpen = !popover.hidden;
  const describe = () => {
    const checked = items.find((i) => i.getAttribute("aria-checked") === "true");
    if (checked) {
      const label = checked.querySelector(".item-label")?.textContent ?? "";
      const at = checked.querySelector(".item-when")?.textContent ?? "";
      return `Back in your inbox: ${label}, ${at}.`;
    }
    const d = date.valueAsDate;
    const day = d ? d.toLocaleDateString(undefined, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }) : date.value;
    return `Back in your inbox: ${day}, ${time.value}.`;
  };
  const sync = () => {
    const open = !popover.hidden;
    if (open && !wasOpen) (items.find((i) => i.getAttribute("aria-checked") === "true") ?? items[0])?.focus();
    if (!open && wasOpen && (popover.contains(doc.activeElement) || doc.activeElement === doc.body)) button.focus();
    wasOpen = open;
    when.textContent = root.classList.contains("is-snoozed") ? describe() : "";
  };
  const observer = new MutationObserver(sync);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      button.click();
      return;
    }
    const index = items.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    items[(moves[event.key]! + items.length) % items.length]!.focus();
  };
  const onOutside = (event: PointerEvent) => {
    if (!popover.hidden && !button.parentElement!.contains(event.target as Node)) button.click();
  };
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ["hidden", "aria-checked", "class"] });
  popover.addEventListener("keydown", onKey);
  doc.addEventListener("pointerdown", onOutside);
  return () => {
    observer.disconnect();
    popover.removeEventListener("keydown", onKey);
    doc.removeEventListener("pointerdown", onOutside);
  };
}
