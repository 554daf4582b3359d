// Moves focus, which state cannot: Edit puts the caret in the field (text selected), and Save, Cancel, Enter or
// Escape hand it back to that row's Edit button. Editing, the draft and the saved value are component state.
function mount(root: HTMLElement): () => void {
  let frame = 0;
  const later = (fn: () => void) => {
    clearTimeout(frame);
    frame = window.setTimeout(fn, 0);
  };
  const back = (row: HTMLElement) =>
    later(() => {
      const edit = row.querySelector<HTMLButtonElement>(".edit")!;
      if (!edit.closest("[hidden]")) edit.focus();
      else row.querySelector<HTMLInputElement>(".input")?.focus();
    });
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const row = target.closest<HTMLElement>(".row");
    if (!row) return;
    if (target.closest(".edit"))
      later(() => {
        const input = row.querySelector<HTMLInputElement>(".input")!;
        input.focus();
        input.select();
      });
    else if (target.closest(".save, .cancel")) back(row);
  };
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!target.matches(".input") || (event.key !== "Enter" && event.key !== "Escape")) return;
    back(target.closest<HTMLElement>(".row")!);
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  return () => {
    clearTimeout(frame);
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
  };
}
