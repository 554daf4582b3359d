// Open, the pause and quiet hours are component state (the trigger toggles the panel, Escape closes it). This moves
// focus into the panel when it opens, closes it on a click outside and returns focus to the trigger when it closes
// with focus inside.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLButtonElement>(".trigger")!;
  const panel = root.querySelector<HTMLElement>(".panel")!;
  const doc = root.ownerDocument;
  const observer = new MutationObserver(() => {
    if (!panel.hidden) panel.focus();
    else if (panel.contains(doc.activeElement) || doc.activeElement === doc.body) trigger.focus();
  });
  const onOutside = (event: PointerEvent) => {
    if (!panel.hidden && !trigger.parentElement!.contains(event.target as Node)) trigger.click();
  };
  observer.observe(panel, { attributes: true, attributeFilter: ["hidden"] });
  doc.addEventListener("pointerdown", onOutside);
  return () => {
    observer.disconnect();
    doc.removeEventListener("pointerdown", onOutside);
  };
}
