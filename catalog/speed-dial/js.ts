// The open state is framework state; this only returns focus to the toggle when Escape closes the dial from an action.
function mount(root: HTMLElement): () => void {
  const fab = root.querySelector<HTMLButtonElement>(".fab")!;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && (event.target as HTMLElement).closest(".action")) fab.focus();
  };
  root.addEventListener("keydown", onKey);
  return () => root.removeEventListener("keydown", onKey);
}
