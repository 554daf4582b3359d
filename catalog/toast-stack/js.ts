// Each button adds a toast; toasts leave after 5 s unless hovered or focused, or when closed.
const ICONS: Record<string, string> = { success: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12l5 5L20 7"/></svg>`, info: `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5v.5"/></svg>` };

function mount(root: HTMLElement): () => void {
  const stack = root.querySelector<HTMLElement>(".stack")!;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-kind]")];
  const timers = new Map<HTMLElement, number>();
  const remove = (toast: HTMLElement) => {
    window.clearTimeout(timers.get(toast));
    timers.delete(toast);
    toast.remove();
  };
  const schedule = (toast: HTMLElement) => timers.set(toast, window.setTimeout(() => remove(toast), 5000));
  const add = (event: Event) => {
    const source = event.currentTarget as HTMLElement;
    const toast = document.createElement("li");
    toast.className = "toast";
    toast.dataset.kind = source.dataset.kind;
    toast.innerHTML = ICONS[source.dataset.kind ?? "info"] ?? "";
    const text = document.createElement("p");
    text.textContent = source.dataset.text ?? "";
    const undo = document.createElement("button");
    undo.type = "button";
    undo.className = "undo";
    undo.textContent = "Undo";
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = "✕";
    close.setAttribute("aria-label", "Dismiss");
    undo.addEventListener("click", () => remove(toast));
    close.addEventListener("click", () => remove(toast));
    toast.addEventListener("mouseenter", () => window.clearTimeout(timers.get(toast)));
    toast.addEventListener("mouseleave", () => schedule(toast));
    toast.addEventListener("focusin", () => window.clearTimeout(timers.get(toast)));
    toast.addEventListener("focusout", () => schedule(toast));
    toast.append(text, undo, close);
    stack.append(toast);
    while (stack.children.length > 3) remove(stack.firstElementChild as HTMLElement);
    schedule(toast);
  };
  buttons.forEach((b) => b.addEventListener("click", add));
  return () => {
    buttons.forEach((b) => b.removeEventListener("click", add));
    [...timers.keys()].forEach(remove);
  };
}
