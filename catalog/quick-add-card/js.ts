// The size tray's open state is framework state; this moves focus to the first size when it opens
// and back to the Quick add button when it closes.
function mount(root: HTMLElement): () => void {
  const tray = root.querySelector<HTMLElement>(".tray")!;
  const quick = root.querySelector<HTMLButtonElement>(".quick")!;
  let wasOpen = !tray.hidden;
  const observer = new MutationObserver(() => {
    const isOpen = !tray.hidden;
    if (isOpen === wasOpen) return;
    wasOpen = isOpen;
    if (isOpen) tray.querySelector<HTMLButtonElement>(".size:not(:disabled)")?.focus();
    else window.setTimeout(() => quick.focus(), 0);
  });
  observer.observe(tray, { attributes: true, attributeFilter: ["hidden"] });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !tray.hidden) tray.querySelector<HTMLButtonElement>(".tray-close")?.click();
  };
  tray.addEventListener("keydown", onKey);
  return () => {
    observer.disconnect();
    tray.removeEventListener("keydown", onKey);
  };
}
