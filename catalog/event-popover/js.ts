// Which popover is open and the replies are component state; this moves focus into a popover when it opens, back
// to its event when it closes while holding focus, and closes it (via its event button) on a click outside or on
// Escape while its title has focus (the buttons inside handle Escape as state).
function mount(root: HTMLElement): () => void {
  const pops = [...root.querySelectorAll<HTMLElement>(".pop")];
  const doc = root.ownerDocument;
  let holder: HTMLElement | null = null;
  const eventOf = (pop: HTMLElement) => pop.parentElement!.querySelector<HTMLButtonElement>(".event")!;
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const pop = r.target as HTMLElement;
      if (!pop.hidden) pop.querySelector<HTMLElement>(".pop-title")?.focus();
      else if (holder === pop && (doc.activeElement === doc.body || pop.contains(doc.activeElement))) eventOf(pop).focus();
    }
  });
  const onFocusIn = (event: FocusEvent) => {
    holder = (event.target as HTMLElement).closest<HTMLElement>(".pop");
  };
  const onPointer = (event: PointerEvent) => {
    const open = pops.find((p) => !p.hidden);
    if (open && !open.parentElement!.contains(event.target as Node)) eventOf(open).click();
  };
  const onKey = (event: KeyboardEvent) => {
    const pop = (event.target as HTMLElement).closest<HTMLElement>(".pop");
    if (event.key === "Escape" && pop && event.target === pop.querySelector(".pop-title")) eventOf(pop).click();
  };
  pops.forEach((p) => observer.observe(p, { attributes: true, attributeFilter: ["hidden"] }));
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("keydown", onKey);
  doc.addEventListener("pointerdown", onPointer);
  return () => {
    observer.disconnect();
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("keydown", onKey);
    doc.removeEventListener("pointerdown", onPointer);
  };
}
