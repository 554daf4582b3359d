// After an arrow, Home or End key in the tab list, moves focus to the tab the framework state just selected, as the
// ARIA tabs pattern expects (the state only changes which tab is selected).
function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(".tabs");
  if (!list) return () => {};
  let timer = 0;
  const onKey = (event: KeyboardEvent) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    window.clearTimeout(timer);
    timer = window.setTimeout(() => list.querySelector<HTMLElement>('[aria-selected="true"]')?.focus(), 0);
  };
  list.addEventListener("keydown", onKey);
  return () => {
    list.removeEventListener("keydown", onKey);
    window.clearTimeout(timer);
  };
}
