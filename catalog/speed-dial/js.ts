// Toggles the dial; actions join the tab order only while they are visible.
function mount(root: HTMLElement): () => void {
  const fab = root.querySelector<HTMLButtonElement>(".fab")!;
  const actions = [...root.querySelectorAll<HTMLButtonElement>(".action")];
  const setOpen = (open: boolean) => {
    root.classList.toggle("is-open", open);
    fab.setAttribute("aria-expanded", String(open));
    actions.forEach((a) => (a.tabIndex = open ? 0 : -1));
  };
  const onFab = () => setOpen(!root.classList.contains("is-open"));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && root.classList.contains("is-open")) {
      setOpen(false);
      fab.focus();
    }
  };
  fab.addEventListener("click", onFab);
  root.addEventListener("keydown", onKey);
  return () => {
    fab.removeEventListener("click", onFab);
    root.removeEventListener("keydown", onKey);
  };
}
