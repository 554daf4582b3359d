// The hamburger's click toggles the menu (framework state); Escape inside the menu closes it through the same button
// and returns focus to it.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".burger")!;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || button.getAttribute("aria-expanded") !== "true") return;
    button.click();
    button.focus();
  };
  root.addEventListener("keydown", onKey);
  return () => root.removeEventListener("keydown", onKey);
}
