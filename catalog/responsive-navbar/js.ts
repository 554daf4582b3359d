// The hamburger opens and closes the folded menu; Escape closes it and returns focus.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".burger")!;
  const setOpen = (open: boolean) => {
    root.classList.toggle("is-open", open);
    button.setAttribute("aria-expanded", String(open));
  };
  const onClick = () => setOpen(!root.classList.contains("is-open"));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && root.classList.contains("is-open")) {
      setOpen(false);
      button.focus();
    }
  };
  button.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  return () => {
    button.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
  };
}
