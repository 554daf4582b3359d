// Open state is framework state; this moves focus into the dialog when it opens, keeps Tab inside it while open
// and returns focus to the Quick view button when it closes.
function mount(root: HTMLElement): () => void {
  const dialog = root.querySelector<HTMLElement>("[role=dialog]")!;
  const opener = root.querySelector<HTMLButtonElement>(".open")!;
  const doc = root.ownerDocument;
  let wasOpen = !dialog.hidden;
  const observer = new MutationObserver(() => {
    const isOpen = !dialog.hidden;
    if (isOpen === wasOpen) return;
    wasOpen = isOpen;
    if (isOpen) dialog.focus();
    else if (!doc.activeElement || doc.activeElement === doc.body || dialog.contains(doc.activeElement)) opener.focus();
  });
  observer.observe(dialog, { attributes: true, attributeFilter: ["hidden"] });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const items = [...dialog.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea")].filter(
      (el) => !el.hasAttribute("disabled") && el.offsetParent !== null,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (doc.activeElement === first || doc.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  dialog.addEventListener("keydown", onKey);
  return () => {
    observer.disconnect();
    dialog.removeEventListener("keydown", onKey);
  };
}
