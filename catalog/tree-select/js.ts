// Moves focus, which state cannot: Escape inside the panel or Done closes it (component state) and hands focus back
// to the trigger, so keyboard users are not left on a hidden radio. Open, expanded branches and the choice are state.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLButtonElement>(".trigger");
  const panel = root.querySelector<HTMLElement>(".panel");
  if (!trigger || !panel) return () => {};
  let timer = 0;
  const back = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => trigger.focus(), 0);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") back();
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest(".done")) back();
  };
  panel.addEventListener("keydown", onKey);
  panel.addEventListener("click", onClick);
  return () => {
    clearTimeout(timer);
    panel.removeEventListener("keydown", onKey);
    panel.removeEventListener("click", onClick);
  };
}
