// Copies the row's text when its button is pressed, morphs that button's icon into a check for two seconds and says so
// in the live region; if the clipboard is blocked it selects the text so the user can copy it by hand.
function mount(root: HTMLElement): () => void {
  const note = root.querySelector<HTMLElement>(".note");
  const timers = new Map<HTMLElement, number>();

  const onClick = async (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>(".copy");
    if (!button || !root.contains(button)) return;
    const value = button.closest(".row")?.querySelector<HTMLElement>(".value");
    if (!value) return;
    const text = value.textContent ?? "";
    let copied = false;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      const range = document.createRange();
      range.selectNodeContents(value);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    if (note) note.textContent = copied ? `Copied ${text}` : "Clipboard unavailable: the text is selected, press Ctrl+C or ⌘C to copy it.";
    button.classList.remove("is-copied");
    void button.offsetWidth;
    button.classList.add(copied ? "is-copied" : "is-selected");
    window.clearTimeout(timers.get(button));
    timers.set(
      button,
      window.setTimeout(() => button.classList.remove("is-copied", "is-selected"), 2000),
    );
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    timers.forEach((t, button) => {
      window.clearTimeout(t);
      button.classList.remove("is-copied", "is-selected");
    });
    if (note) note.textContent = "";
  };
}
