// Open state is framework state; this moves focus into the dialog when it opens and back to the Quick view button when it closes.
function mount(root: HTMLElement): () => void {
  const dialog = root.querySelector<HTMLElement>("[role=dialog]")!;
  const opener = root.querySelector<HTMLButtonElement>(".open")!;
  let wasOpen = !dialog.hidden;
  const observer = new MutationObserver(() => {
    const isOpen = !dialog.hidden;
    if (isOpen === wasOpen) return;
    wasOpen = isOpen;
    if (isOpen) dialog.focus();
    else if (!root.ownerDocument.activeElement || root.ownerDocument.activeElement === root.ownerDocument.body || dialog.contains(root.ownerDocument.activeElement)) opener.focus();
  });
  observer.observe(dialog, { attributes: true, attributeFilter: ["hidden"] });
  return () => observer.disconnect();
}
