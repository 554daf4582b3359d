// Focus only; which level is open and the slide direction are component state. When a deeper level appears, its
// Back button (named after the parent level, so Escape or Enter climbs) takes focus; when you climb back, focus
// returns to the item that opened the level you left. Nothing moves unless focus was already inside the menu, so the
// first render never steals it.
function mount(root: HTMLElement): () => void {
  const panels = [...root.querySelectorAll<HTMLElement>(".panel")];
  let shown = panels.find((p) => !p.hidden) ?? null;
  const observer = new MutationObserver(() => {
    const now = panels.find((p) => !p.hidden) ?? null;
    if (!now || now === shown) return;
    const left = shown;
    shown = now;
    const active = root.ownerDocument.activeElement;
    if (active && active !== root.ownerDocument.body && !root.contains(active)) return;
    const opener = left ? now.querySelector<HTMLElement>(`[aria-controls="${left.id}"]`) : null;
    (opener ?? now.querySelector<HTMLElement>(".backbtn") ?? now.querySelector<HTMLElement>(".item"))?.focus();
  });
  panels.forEach((p) => observer.observe(p, { attributes: true, attributeFilter: ["hidden"] }));
  return () => observer.disconnect();
}
