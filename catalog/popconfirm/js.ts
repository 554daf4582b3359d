// Focus only; which bubble is open and which rows are revoked are component state. When a bubble opens its Cancel
// button takes focus (the safe choice); when it closes while holding focus, focus goes back to its Revoke button, or,
// if that row was just revoked, to the next row still listed, else the heading.
function mount(root: HTMLElement): () => void {
  const pops = [...root.querySelectorAll<HTMLElement>(".pop")];
  const heading = root.querySelector<HTMLElement>(".title")!;
  const doc = root.ownerDocument;
  let holder: HTMLElement | null = null;

  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const pop = r.target as HTMLElement;
      if (!pop.hidden) {
        pop.querySelector<HTMLButtonElement>(".no")?.focus();
        continue;
      }
      if (holder !== pop || (doc.activeElement !== doc.body && !pop.contains(doc.activeElement))) continue;
      holder = null;
      const row = pop.closest<HTMLElement>(".row")!;
      if (!row.hidden) {
        row.querySelector<HTMLButtonElement>(".revoke")?.focus();
        continue;
      }
      const rows = [...root.querySelectorAll<HTMLElement>(".row")];
      const next = rows.slice(rows.indexOf(row) + 1).concat(rows.slice(0, rows.indexOf(row))).find((x) => !x.hidden);
      (next?.querySelector<HTMLButtonElement>(".revoke") ?? heading).focus();
    }
  });
  const onFocusIn = (event: FocusEvent) => {
    holder = (event.target as HTMLElement).closest<HTMLElement>(".pop");
  };
  const onPointer = (event: PointerEvent) => {
    const open = pops.find((p) => !p.hidden);
    if (open && !open.parentElement!.contains(event.target as Node)) open.parentElement!.querySelector<HTMLButtonElement>(".revoke")!.click();
  };
  pops.forEach((p) => observer.observe(p, { attributes: true, attributeFilter: ["hidden"] }));
  root.addEventListener("focusin", onFocusIn);
  doc.addEventListener("pointerdown", onPointer);
  return () => {
    observer.disconnect();
    root.removeEventListener("focusin", onFocusIn);
    doc.removeEventListener("pointerdown", onPointer);
  };
}
