// Toggles the open state; the icon morph is pure CSS keyed off aria-expanded.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".burger")!;
  const state = root.querySelector<HTMLElement>(".state")!;
  const onClick = () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    state.textContent = open ? "Close" : "Menu";
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
