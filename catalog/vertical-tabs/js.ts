// Framework state selects the tab on click and the arrow keys; this moves focus along with it (roving tabindex).
function mount(root: HTMLElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.indexOf(event.target as HTMLElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (index === -1 || next === undefined) return;
    tabs[(next + tabs.length) % tabs.length]!.focus();
  };
  root.addEventListener("keydown", onKey);
  return () => root.removeEventListener("keydown", onKey);
}
