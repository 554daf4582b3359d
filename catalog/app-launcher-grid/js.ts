// Open is component state (the waffle toggles it). This closes the panel on Escape, moves focus to the current app when the
// panel opens, lets the arrow keys move through the three-column grid, closes the panel on a click outside and
// returns focus to the waffle when the panel closes with focus inside it.
function mount(root: HTMLElement): () => void {
  const waffle = root.querySelector<HTMLButtonElement>(".waffle")!;
  const panel = root.querySelector<HTMLElement>(".panel")!;
  const links = [...root.querySelectorAll<HTMLElement>(".app-link")];
  const doc = root.ownerDocument;
  const columns = 3;
  const observer = new MutationObserver(() => {
    if (!panel.hidden) (links.find((l) => l.getAttribute("aria-current") === "page") ?? links[0])?.focus();
    else if (panel.contains(doc.activeElement) || doc.activeElement === doc.body) waffle.focus();
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      waffle.click();
      return;
    }
    const index = links.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, ArrowDown: index + columns, ArrowUp: index - columns, Home: 0, End: links.length - 1 };
    const next = moves[event.key];
    if (next === undefined || next < 0 || next >= links.length) return;
    event.preventDefault();
    links[next]!.focus();
  };
  const onOutside = (event: PointerEvent) => {
    if (!panel.hidden && !waffle.parentElement!.contains(event.target as Node)) waffle.click();
  };
  observer.observe(panel, { attributes: true, attributeFilter: ["hidden"] });
  panel.addEventListener("keydown", onKey);
  doc.addEventListener("pointerdown", onOutside);
  return () => {
    observer.disconnect();
    panel.removeEventListener("keydown", onKey);
    doc.removeEventListener("pointerdown", onOutside);
  };
}
