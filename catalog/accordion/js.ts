// Opens the clicked section and closes the others, animating the row height.
function mount(root: HTMLElement): () => void {
  const triggers = [...root.querySelectorAll<HTMLButtonElement>(".trigger")];
  const timers: number[] = [];
  const panelOf = (t: HTMLButtonElement) => root.querySelector<HTMLElement>(`#${t.getAttribute("aria-controls")}`)!;
  const setOpen = (t: HTMLButtonElement, open: boolean) => {
    const panel = panelOf(t);
    t.setAttribute("aria-expanded", String(open));
    if (open) {
      panel.hidden = false;
      panel.classList.add("is-closing");
      requestAnimationFrame(() => panel.classList.remove("is-closing"));
    } else if (!panel.hidden) {
      panel.classList.add("is-closing");
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      timers.push(window.setTimeout(() => {
        if (t.getAttribute("aria-expanded") === "false") panel.hidden = true;
      }, reduce ? 0 : 250));
    }
  };
  const onClick = (event: Event) => {
    const clicked = event.currentTarget as HTMLButtonElement;
    const open = clicked.getAttribute("aria-expanded") !== "true";
    triggers.forEach((t) => setOpen(t, t === clicked ? open : false));
  };
  triggers.forEach((t) => t.addEventListener("click", onClick));
  return () => {
    triggers.forEach((t) => t.removeEventListener("click", onClick));
    timers.forEach((id) => window.clearTimeout(id));
  };
}
