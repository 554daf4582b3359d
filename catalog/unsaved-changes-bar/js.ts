// Focus only; the fields, the bar and the saved note are component state. Save and Discard hide the bar that holds
// them, so when it hides with focus inside, focus moves to the form's heading instead of falling to the page.
function mount(root: HTMLElement): () => void {
  const bar = root.querySelector<HTMLElement>(".bar")!;
  const heading = root.querySelector<HTMLElement>(".title")!;
  const doc = root.ownerDocument;
  let inside = false;
  const onFocusIn = (event: FocusEvent) => {
    inside = bar.contains(event.target as Node);
  };
  const observer = new MutationObserver(() => {
    if (bar.hidden && inside && (doc.activeElement === doc.body || bar.contains(doc.activeElement))) heading.focus();
  });
  observer.observe(bar, { attributes: true, attributeFilter: ["hidden"] });
  root.addEventListener("focusin", onFocusIn);
  return () => {
    observer.disconnect();
    root.removeEventListener("focusin", onFocusIn);
  };
}
