// Toggles the like and its count; the burst is CSS keyed off aria-pressed.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".like")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const onClick = () => {
    const on = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(on));
    count.textContent = String(Number(count.textContent) + (on ? 1 : -1));
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
