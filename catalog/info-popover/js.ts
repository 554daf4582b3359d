// Toggles the popover; Escape, outside clicks and focus leaving close it.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLButtonElement>(".trigger")!;
  const pop = root.querySelector<HTMLElement>(".pop")!;
  const anchor = root.querySelector<HTMLElement>(".anchor")!;
  const set = (open: boolean) => {
    pop.hidden = !open;
    trigger.setAttribute("aria-expanded", String(open));
  };
  const onClick = () => set(trigger.getAttribute("aria-expanded") !== "true");
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !pop.hidden) {
      set(false);
      trigger.focus();
    }
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!anchor.contains(event.relatedTarget as Node)) set(false);
  };
  const onOutside = (event: MouseEvent) => {
    if (!anchor.contains(event.target as Node)) set(false);
  };
  trigger.addEventListener("click", onClick);
  anchor.addEventListener("keydown", onKey);
  anchor.addEventListener("focusout", onFocusOut);
  document.addEventListener("click", onOutside);
  return () => {
    trigger.removeEventListener("click", onClick);
    anchor.removeEventListener("keydown", onKey);
    anchor.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("click", onOutside);
  };
}
