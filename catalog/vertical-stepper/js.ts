// Focus only; the current step is component state. Continue, Back and Edit hide the button that was pressed, so when
// a step's content (or the final panel) appears while focus has nowhere to be, its title takes focus and screen
// readers hear where they are.
function mount(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  const panels = [...root.querySelectorAll<HTMLElement>(".content, .done")];
  const observer = new MutationObserver((records) => {
    const shown = records.map((r) => r.target as HTMLElement).find((p) => !p.hidden);
    if (!shown || (doc.activeElement !== doc.body && root.contains(doc.activeElement) && !doc.activeElement?.closest("[hidden]"))) return;
    const target = shown.classList.contains("done") ? shown.querySelector<HTMLElement>(".btn") : shown.closest(".step")?.querySelector<HTMLElement>(".step-title");
    target?.focus();
  });
  panels.forEach((p) => observer.observe(p, { attributes: true, attributeFilter: ["hidden"] }));
  return () => observer.disconnect();
}
