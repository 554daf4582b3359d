// Copies the code text (without line numbers) and flips the button label for two seconds, then back to what it was.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".copy")!;
  const label = root.querySelector<HTMLElement>(".copy-label")!;
  const note = root.querySelector<HTMLElement>(".note")!;
  let timer = 0;
  const idle = label.textContent ?? "";
  const onClick = async () => {
    const text = [...root.querySelectorAll(".ln")].map((l) => l.textContent ?? "").join("\n");
    try {
      await navigator.clipboard.writeText(text);
      label.textContent = "Copied";
      note.textContent = "Code copied to the clipboard.";
    } catch {
      label.textContent = "Select to copy";
      note.textContent = "The clipboard is blocked here; select the code to copy it.";
    }
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (label.textContent = idle), 2000);
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    window.clearTimeout(timer);
  };
}
