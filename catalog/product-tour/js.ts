// The step is component state; this moves focus to each coach mark's title as it appears (Next, Back and Skip hide
// the button that was pressed), and to "Take the tour again" when the tour ends from inside it.
function mount(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  const coaches = [...root.querySelectorAll<HTMLElement>(".coach")];
  const after = root.querySelector<HTMLElement>(".after")!;
  let inside = false;
  const onFocusIn = (event: FocusEvent) => {
    inside = !!(event.target as HTMLElement).closest(".coach, .after");
  };
  const observer = new MutationObserver(() => {
    if (!inside && doc.activeElement !== doc.body) return;
    const shown = coaches.find((c) => !c.hidden);
    if (shown) shown.querySelector<HTMLElement>(".coach-title")?.focus();
    else if (!after.hidden) after.querySelector<HTMLElement>(".restart")?.focus();
  });
  [...coaches, after].forEach((el) => observer.observe(el, { attributes: true, attributeFilter: ["hidden"] }));
  root.addEventListener("focusin", onFocusIn);
  return () => {
    observer.disconnect();
    root.removeEventListener("focusin", onFocusIn);
  };
}
