// Escape inside the "What's new" popover closes it by pressing its pill button (which owns the framework state) and
// returns focus to that button, so keyboard users are not left on a hidden link. Escape on the button itself is
// handled by the state.
function mount(root: HTMLElement): () => void {
  const popover = root.querySelector<HTMLElement>(".popover");
  const button = root.querySelector<HTMLButtonElement>(".news");
  if (!popover || !button) return () => {};
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    if (button.getAttribute("aria-expanded") === "true") button.click();
    button.focus();
  };
  popover.addEventListener("keydown", onKey);
  return () => popover.removeEventListener("keydown", onKey);
}
