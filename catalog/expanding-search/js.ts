// Moves focus with the open/close state the framework keeps: into the field when the bar opens, back to the magnifier
// button when it closes (by the close button or Escape), so keyboard users never lose their place.
function mount(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>(".toggle")!;
  const field = root.querySelector<HTMLInputElement>(".field")!;
  let wasOpen = root.classList.contains("is-open");
  const observer = new MutationObserver(() => {
    const open = root.classList.contains("is-open");
    if (open === wasOpen) return;
    wasOpen = open;
    if (open) field.focus();
    else {
      const active = root.ownerDocument.activeElement;
      if (!active || active === root.ownerDocument.body || root.contains(active)) toggle.focus();
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
