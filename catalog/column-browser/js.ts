// Focus only; the selection in each column and the phone depth are component state. On phones a choice hides the
// column it was made in, so when focus has nowhere left to be it moves to the first entry of the column now shown
// (or to Back when the shown column is empty).
function mount(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  const observer = new MutationObserver(() => {
    const active = doc.activeElement;
    if (active && active !== doc.body && root.contains(active) && active.checkVisibility()) return;
    if (active && active !== doc.body && !root.contains(active)) return;
    const cols = [...root.querySelectorAll<HTMLElement>(".col")].filter((c) => c.checkVisibility());
    const col = cols[cols.length - 1];
    const entry = col?.querySelector<HTMLElement>(".list:not([hidden]) .entry");
    (entry ?? root.querySelector<HTMLElement>(".back"))?.focus();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
