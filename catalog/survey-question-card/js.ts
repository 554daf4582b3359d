// Keyboard and focus, which state cannot do: on a question with lettered options, pressing A to D picks that
// option (a click on it, so the component state follows); Enter presses OK (Shift + Enter still makes a new line in
// the text answer). After OK or Back the new question's title takes focus, so screen readers read it out.
function mount(root: HTMLElement): () => void {
  const ok = root.querySelector<HTMLButtonElement>(".ok")!;
  let timer = 0;
  const current = () => [...root.querySelectorAll<HTMLElement>(".q")].find((q) => !q.hidden);
  const focusQuestion = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      const q = current();
      if (!q) return;
      const target = q.querySelector<HTMLElement>("textarea") ?? q.querySelector<HTMLElement>("input") ?? q;
      target.focus();
    }, 0);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const inText = (event.target as HTMLElement).matches("textarea");
    if (event.key === "Enter" && !event.shiftKey) {
      if ((event.target as HTMLElement).closest("button")) return;
      event.preventDefault();
      if (!ok.disabled) ok.click();
      return;
    }
    if (inText || !/^[a-e]$/i.test(event.key)) return;
    const options = [...(current()?.querySelectorAll<HTMLInputElement>(".opt input") ?? [])];
    const option = options["abcde".indexOf(event.key.toLowerCase())];
    if (!option) return;
    event.preventDefault();
    option.click();
    option.focus();
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest(".ok, .back")) focusQuestion();
  };
  root.addEventListener("keydown", onKey);
  root.addEventListener("click", onClick);
  return () => {
    clearTimeout(timer);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("click", onClick);
  };
}
