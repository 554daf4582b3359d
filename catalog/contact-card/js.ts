// Copies the email address (the mailto link's text) to the clipboard when allowed, and says what happened.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".copy")!;
  const note = root.querySelector<HTMLElement>(".note")!;
  let timer = 0;
  const onClick = async () => {
    const text = root.querySelector<HTMLAnchorElement>("a[href^='mailto:']")?.textContent ?? "";
    try {
      await navigator.clipboard.writeText(text);
      note.textContent = "Email copied.";
    } catch {
      note.textContent = `Copy blocked: the address is ${text}.`;
    }
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (note.textContent = ""), 3000);
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    window.clearTimeout(timer);
  };
}
