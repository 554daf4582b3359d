// Rows are component state; this only does what state cannot: a removed row's fields are cleared (so adding it
// again starts empty) and focus moves to the Add button, and a newly added row's email field takes focus.
function mount(root: HTMLElement): () => void {
  const add = root.querySelector<HTMLButtonElement>(".add")!;
  const rows = [...root.querySelectorAll<HTMLElement>(".row")];
  let timer = 0;
  const later = (fn: () => void) => {
    clearTimeout(timer);
    timer = window.setTimeout(fn, 0);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const remove = target.closest<HTMLButtonElement>(".remove");
    if (remove) {
      const row = remove.closest<HTMLElement>(".row")!;
      const email = row.querySelector<HTMLInputElement>(".email")!;
      const role = row.querySelector<HTMLSelectElement>(".role")!;
      later(() => {
        if (!row.hidden) return;
        email.value = "";
        role.value = "member";
        add.focus();
      });
    } else if (target.closest(".add")) {
      const before = rows.filter((r) => !r.hidden);
      later(() => rows.find((r) => !r.hidden && !before.includes(r))?.querySelector<HTMLInputElement>(".email")?.focus());
    }
  };
  root.addEventListener("click", onClick);
  return () => {
    clearTimeout(timer);
    root.removeEventListener("click", onClick);
  };
}
