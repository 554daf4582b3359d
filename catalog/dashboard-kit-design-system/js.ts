// The range control is a single-choice group of toggle buttons.
function mount(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".seg button")];
  const onClick = (event: Event) => buttons.forEach((b) => b.setAttribute("aria-pressed", String(b === event.currentTarget)));
  buttons.forEach((b) => b.addEventListener("click", onClick));
  return () => buttons.forEach((b) => b.removeEventListener("click", onClick));
}
