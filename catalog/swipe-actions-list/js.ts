// The swipe gesture: a horizontal drag moves a row's front layer with the pointer (vertical drags keep scrolling).
// Let go after moving left past 60px and the row opens its actions; drag an open row back right and it closes; a
// long drag right marks the reminder done. Each outcome clicks the row's own button, so the component state stays
// the one source of truth and the keyboard path is the same. Actions that hide the focused button return focus to
// the row's More button.
function mount(root: HTMLElement): () => void {
  const fronts = [...root.querySelectorAll<HTMLElement>(".front")];
  const cleanups: (() => void)[] = [];
  const doc = root.ownerDocument;

  for (const front of fronts) {
    const row = front.closest<HTMLElement>(".row")!;
    const more = front.querySelector<HTMLButtonElement>(".more")!;
    const tick = front.querySelector<HTMLButtonElement>(".tick")!;
    let startX = 0;
    let startY = 0;
    let dx = 0;
    let active = false;
    let dragging = false;
    const base = () => (row.classList.contains("is-open") ? -160 : 0);
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest("button")) return;
      active = true;
      dragging = false;
      startX = event.clientX;
      startY = event.clientY;
      dx = 0;
    };
    const onMove = (event: PointerEvent) => {
      if (!active) return;
      const mx = event.clientX - startX;
      const my = event.clientY - startY;
      if (!dragging) {
        if (Math.abs(mx) < 8 || Math.abs(mx) < Math.abs(my)) {
          if (Math.abs(my) > 8) active = false;
          return;
        }
        dragging = true;
        front.setPointerCapture(event.pointerId);
        front.classList.add("is-dragging");
      }
      dx = mx;
      const x = Math.max(-200, Math.min(140, base() + dx));
      front.style.transform = `translateX(${x}px)`;
    };
    const onUp = () => {
      if (!active) return;
      active = false;
      if (!dragging) return;
      dragging = false;
      front.classList.remove("is-dragging");
      front.style.transform = "";
      const open = row.classList.contains("is-open");
      if (!open && dx <= -60) more.click();
      else if (open && dx >= 40) more.click();
      else if (!open && dx >= 90) tick.click();
    };
    front.addEventListener("pointerdown", onDown);
    front.addEventListener("pointermove", onMove);
    front.addEventListener("pointerup", onUp);
    front.addEventListener("pointercancel", onUp);
    cleanups.push(() => {
      front.removeEventListener("pointerdown", onDown);
      front.removeEventListener("pointermove", onMove);
      front.removeEventListener("pointerup", onUp);
      front.removeEventListener("pointercancel", onUp);
      front.style.transform = "";
      front.classList.remove("is-dragging");
    });
  }
  // Flag and Delete close the actions (or hide the row), Undo hides itself: put focus somewhere sensible.
  let from: HTMLElement | null = null;
  let undoFocused = false;
  const onFocusIn = (event: FocusEvent) => {
    from = (event.target as HTMLElement).closest<HTMLElement>(".actions");
    undoFocused = (event.target as HTMLElement).classList.contains("undo");
  };
  const observer = new MutationObserver((records) => {
    if (undoFocused && root.querySelector<HTMLElement>(".undo")!.hidden) {
      undoFocused = false;
      const back = records.map((r) => r.target as HTMLElement).find((t) => t.classList.contains("row") && !t.hidden);
      back?.querySelector<HTMLElement>(".more")?.focus();
      return;
    }
    if (!from) return;
    const active = doc.activeElement;
    if (active && active !== doc.body && !from.contains(active)) return;
    const row = from.closest<HTMLElement>(".row")!;
    const target = !row.hidden
      ? row.querySelector<HTMLElement>(".more")
      : root.querySelector<HTMLElement>(".undo:not([hidden])") ?? root.querySelector<HTMLElement>(".row:not([hidden]) .more");
    if (!row.hidden && !row.classList.contains("is-open")) target?.focus();
    else if (row.hidden) target?.focus();
    from = null;
  });
  observer.observe(root, { attributes: true, attributeFilter: ["class", "hidden"], subtree: true });
  root.addEventListener("focusin", onFocusIn);
  return () => {
    cleanups.forEach((c) => c());
    observer.disconnect();
    root.removeEventListener("focusin", onFocusIn);
  };
}
