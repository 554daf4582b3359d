// Click or arrow keys select a tab and show its panel (roving tabindex).
function mount(root: HTMLElement): () => void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>("[role=tab]")];
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      root.querySelector<HTMLElement>(`#${t.getAttribute("aria-controls")}`)!.hidden = !on;
    }
    if (focus) tab.focus();
  };
  const onClick = (event: Event) => select(event.currentTarget as HTMLButtonElement, false);
  const onKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(event.currentTarget as HTMLButtonElement);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]!, true);
  };
  tabs.forEach((t) => {
    t.addEventListener("click", onClick);
    t.addEventListener("keydown", onKey);
  });
  return () => tabs.forEach((t) => {
    t.removeEventListener("click", onClick);
    t.removeEventListener("keydown", onKey);
  });
}
