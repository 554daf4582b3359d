// The popover's open state and every count are component state; this closes the popover (through its button) on a
// click outside or when focus leaves it, moves focus to the first reaction when it opens, and back to the button
// when it closes while it held focus.
function mount(root: HTMLElement): () => void {
  const add = root.querySelector<HTMLButtonElement>(".add")!;
  const pop = root.querySelector<HTMLElement>(".pop")!;
  const wrap = root.querySelector<HTMLElement>(".add-wrap")!;
  const doc = root.ownerDocument;
  let held = false;
  const observer = new MutationObserver(() => {
    if (!pop.hidden) pop.querySelector<HTMLElement>(".pick")?.focus();
    else if (held && (doc.activeElement === doc.body || pop.contains(doc.activeElement))) add.focus();
  });
  const onFocusIn = (event: FocusEvent) => {
    held = pop.contains(event.target as Node);
  };
  const onPointer = (event: PointerEvent) => {
    if (!pop.hidden && !wrap.contains(event.target as Node)) add.click();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!pop.hidden && event.relatedTarget && !wrap.contains(event.relatedTarget as Node)) add.click();
  };
  observer.observe(pop, { attributes: true, attributeFilter: ["hidden"] });
  root.addEventListener("focusin", onFocusIn);
  wrap.addEventListener("focusout", onFocusOut);
  doc.addEventListener("pointerdown", onPointer);
  return () => {
    observer.disconnect();
    root.removeEventListener("focusin", onFocusIn);
    wrap.removeEventListener("focusout", onFocusOut);
    doc.removeEventListener("pointerdown", onPointer);
  };
}
