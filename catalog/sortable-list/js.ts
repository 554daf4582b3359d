// Reordering: a row's handle drags it with a pointer (the row follows the pointer and the others make way), or, from
// the keyboard, Space or Enter picks the row up, Up, Down, Home and End move it, Space or Enter drops it and Escape
// puts it back. Every step is announced in the live region with the row's position.
function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(".rows")!;
  const live = root.querySelector<HTMLElement>("[role=status]")!;
  const rows = () => [...list.children] as HTMLElement[];
  const nameOf = (row: HTMLElement) => row.querySelector(".name")!.textContent!.trim();
  const where = (row: HTMLElement) => `position ${rows().indexOf(row) + 1} of ${rows().length}`;
  const say = (text: string) => (live.textContent = text);
  let lifted: HTMLElement | null = null;
  let from: Element | null = null;
  let moving = false;

  const lift = (row: HTMLElement) => {
    lifted = row;
    from = row.nextElementSibling;
    row.classList.add("is-lifted");
    row.querySelector(".grip")!.setAttribute("aria-pressed", "true");
  };
  const drop = () => {
    if (!lifted) return;
    lifted.classList.remove("is-lifted", "is-dragging");
    lifted.style.transform = "";
    lifted.querySelector(".grip")!.removeAttribute("aria-pressed");
    lifted = null;
  };
  /** Moves a row to an index and keeps its handle focused (moving a node blurs it). */
  const moveTo = (row: HTMLElement, index: number) => {
    const others = rows().filter((r) => r !== row);
    const clamped = Math.max(0, Math.min(index, others.length));
    moving = true;
    list.insertBefore(row, others[clamped] ?? null);
    row.querySelector<HTMLElement>(".grip")!.focus();
    moving = false;
  };

  const onKey = (event: KeyboardEvent) => {
    const grip = (event.target as HTMLElement).closest<HTMLElement>(".grip");
    if (!grip) return;
    const row = grip.closest<HTMLElement>(".row")!;
    const index = rows().indexOf(row);
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      if (lifted === row) {
        drop();
        say(`${nameOf(row)} dropped at ${where(row)}.`);
      } else {
        drop();
        lift(row);
        say(`${nameOf(row)} picked up at ${where(row)}. Use Up and Down to move it, Space to drop it, Escape to cancel.`);
      }
      return;
    }
    if (lifted !== row) return;
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: rows().length - 1 }[event.key];
    if (event.key === "Escape") {
      event.preventDefault();
      moving = true;
      list.insertBefore(row, from);
      grip.focus();
      moving = false;
      drop();
      say(`Move cancelled. ${nameOf(row)} is back at ${where(row)}.`);
    } else if (to !== undefined) {
      event.preventDefault();
      moveTo(row, to);
      say(`${nameOf(row)} moved to ${where(row)}.`);
    }
  };
  const onBlur = (event: FocusEvent) => {
    // Leaving the handle (Tab, a click elsewhere) drops the row where it is.
    const row = (event.target as HTMLElement).closest<HTMLElement>(".row");
    if (!moving && row && row === lifted && !row.contains(event.relatedTarget as Node) && !row.classList.contains("is-dragging")) {
      drop();
      say(`${nameOf(row)} dropped at ${where(row)}.`);
    }
  };

  let grabOffset = 0;
  const onDown = (event: PointerEvent) => {
    const grip = (event.target as HTMLElement).closest<HTMLElement>(".grip");
    if (!grip || event.button !== 0) return;
    event.preventDefault();
    const row = grip.closest<HTMLElement>(".row")!;
    drop();
    lift(row);
    row.classList.add("is-dragging");
    grabOffset = event.clientY - row.getBoundingClientRect().top;
    grip.setPointerCapture(event.pointerId);
    grip.focus();
    say(`${nameOf(row)} picked up at ${where(row)}.`);
  };
  const onMove = (event: PointerEvent) => {
    const row = lifted;
    if (!row || !row.classList.contains("is-dragging")) return;
    const y = event.clientY;
    const others = rows().filter((r) => r !== row);
    const index = others.findIndex((r) => {
      const box = r.getBoundingClientRect();
      return y < box.top + box.height / 2;
    });
    const target = index === -1 ? others.length : index;
    if (target !== rows().indexOf(row)) moveTo(row, target);
    row.style.transform = "";
    const natural = row.getBoundingClientRect().top;
    const listBox = list.getBoundingClientRect();
    const top = Math.max(listBox.top - 8, Math.min(y - grabOffset, listBox.bottom - row.offsetHeight + 8));
    row.style.transform = `translateY(${top - natural}px)`;
  };
  const onUp = () => {
    const row = lifted;
    if (!row || !row.classList.contains("is-dragging")) return;
    drop();
    say(`${nameOf(row)} dropped at ${where(row)}.`);
  };

  list.addEventListener("keydown", onKey);
  list.addEventListener("focusout", onBlur);
  list.addEventListener("pointerdown", onDown);
  list.addEventListener("pointermove", onMove);
  list.addEventListener("pointerup", onUp);
  list.addEventListener("pointercancel", onUp);
  return () => {
    drop();
    list.removeEventListener("keydown", onKey);
    list.removeEventListener("focusout", onBlur);
    list.removeEventListener("pointerdown", onDown);
    list.removeEventListener("pointermove", onMove);
    list.removeEventListener("pointerup", onUp);
    list.removeEventListener("pointercancel", onUp);
  };
}
