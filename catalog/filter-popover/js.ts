// Focus and outside clicks only; whether the popover is open and every filter are component state. Opening moves
// focus to the first checkbox; closing while focus is inside (Apply, Escape) returns it to the Filters button; a
// press outside the popover and its button closes it.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLButtonElement>(".trigger")!;
  const panel = root.querySelector<HTMLElement>(".panel")!;
  const doc = root.ownerDocument;
  const observer = new MutationObserver(() => {
    const active = doc.activeElement;
    if (!panel.hidden && active === trigger) panel.querySelector<HTMLInputElement>("input")?.focus();
    else if (panel.hidden && (!active || active === doc.body || panel.contains(active))) trigger.focus();
  });
  const onPointer = (event: PointerEvent) => {
    if (!panel.hidden && !panel.contains(event.target as Node) && !trigger.contains(event.target as Node)) trigger.click();
  };
  observer.observe(panel, { attributes: true, attributeFilter: ["hidden"] });
  doc.addEventListener("pointerdown", onPointer);
  return () => {
    observer.disconnect();
    doc.removeEventListener("pointerdown", onPointer);
  };
}
