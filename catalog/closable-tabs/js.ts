// Focus only; which tab is active and which are closed are component state. The tabs keep one tab stop (roving
// tabindex), so when the selection moves by arrow keys, Home or End, or a tab is closed by Delete or its close
// button, focus follows to the newly selected tab; with every tab closed it goes to the Reopen button.
function mount(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  let inside = false;
  const onFocusIn = () => {
    inside = true;
  };
  const onFocusOut = (event: FocusEvent) => {
    inside = !!event.relatedTarget && root.contains(event.relatedTarget as Node);
  };
  const observer = new MutationObserver(() => {
    const active = doc.activeElement;
    const lost = !active || active === doc.body || !!(active as HTMLElement).closest("[hidden]");
    const inStrip = !!active && !!(active as HTMLElement).closest?.(".strip");
    if (!(inside && (lost || inStrip))) return;
    const selected = root.querySelector<HTMLElement>('.tab:not([hidden]) [role="tab"][aria-selected="true"]');
    if (selected && selected !== active) selected.focus();
    else if (!selected) root.querySelector<HTMLElement>(".reopen:not([hidden] *)")?.focus();
  });
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ["aria-selected", "hidden"] });
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  return () => {
    observer.disconnect();
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("focusout", onFocusOut);
  };
}
