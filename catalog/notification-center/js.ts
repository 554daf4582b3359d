// The bell toggles the panel; reading a note (or all) updates the badge.
function mount(root: HTMLElement): () => void {
  const bell = root.querySelector<HTMLButtonElement>(".bell")!;
  const panel = root.querySelector<HTMLElement>(".panel")!;
  const badge = root.querySelector<HTMLElement>(".badge")!;
  const all = root.querySelector<HTMLButtonElement>(".all")!;
  const count = () => {
    const unread = root.querySelectorAll(".note.is-unread").length;
    badge.textContent = unread ? String(unread) : "";
  };
  const read = (note: Element) => {
    note.classList.remove("is-unread");
    note.querySelector(".read")?.remove();
  };
  const onBell = () => {
    const open = panel.hidden;
    panel.hidden = !open;
    bell.setAttribute("aria-expanded", String(open));
  };
  const onPanel = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest(".read");
    if (button) {
      read(button.closest(".note")!);
      count();
      all.focus();
    }
  };
  const onAll = () => {
    root.querySelectorAll(".note.is-unread").forEach(read);
    count();
  };
  bell.addEventListener("click", onBell);
  panel.addEventListener("click", onPanel);
  all.addEventListener("click", onAll);
  return () => {
    bell.removeEventListener("click", onBell);
    panel.removeEventListener("click", onPanel);
    all.removeEventListener("click", onAll);
  };
}
