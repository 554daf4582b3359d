// Track tabs: click or arrow keys switch the visible schedule.
function mount(root: HTMLElement): () => void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>("[role=tab]")];
  const select = (tab: HTMLButtonElement) => {
    tabs.forEach((t) => {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      root.querySelector<HTMLElement>(`#${t.getAttribute("aria-controls")}`)!.hidden = !on;
    });
  };
  const onClick = (event: Event) => select(event.currentTarget as HTMLButtonElement);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next = tabs[(tabs.indexOf(event.currentTarget as HTMLButtonElement) + (event.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length]!;
    select(next);
    next.focus();
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
