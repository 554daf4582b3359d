// Opens the drawer modally, closes it from the close button or a backdrop click (Escape is the browser's) and returns
// focus to Open. The selected tab and the won flag are component state; this moves focus along with the arrow keys
// (roving tabindex).
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const drawer = root.querySelector<HTMLDialogElement>(".drawer")!;
  const close = root.querySelector<HTMLButtonElement>(".close")!;
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const show = () => {
    if (!drawer.open) drawer.showModal();
  };
  const hide = () => drawer.close();
  const onClosed = () => open.focus();
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === drawer) drawer.close();
  };
  const onKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(event.target as HTMLElement);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (index === -1 || next === undefined) return;
    tabs[(next + tabs.length) % tabs.length]!.focus();
  };
  open.addEventListener("click", show);
  close.addEventListener("click", hide);
  drawer.addEventListener("close", onClosed);
  drawer.addEventListener("click", onBackdrop);
  drawer.addEventListener("keydown", onKey);
  return () => {
    open.removeEventListener("click", show);
    close.removeEventListener("click", hide);
    drawer.removeEventListener("close", onClosed);
    drawer.removeEventListener("click", onBackdrop);
    drawer.removeEventListener("keydown", onKey);
    if (drawer.open) drawer.close();
  };
}
