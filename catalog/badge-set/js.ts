// Removing a chip takes it away and moves focus to a neighbour.
function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(".chips")!;
  const onClick = (event: MouseEvent) => {
    const chip = (event.target as HTMLElement).closest<HTMLElement>(".chip");
    if (!chip) return;
    const neighbour = (chip.nextElementSibling ?? chip.previousElementSibling)?.querySelector<HTMLButtonElement>("button");
    chip.remove();
    neighbour?.focus();
  };
  list.addEventListener("click", onClick);
  return () => list.removeEventListener("click", onClick);
}
