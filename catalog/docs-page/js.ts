// Copies the command from the code block and confirms on the button.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".copy")!;
  const code = root.querySelector<HTMLElement>(".code code")!;
  let timer = 0;
  const onClick = async () => {
    try {
      await navigator.clipboard.writeText(code.textContent ?? "");
      button.textContent = "Copied";
    } catch {
      button.textContent = "Press Ctrl+C";
    }
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (button.textContent = "Copy"), 2000);
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    window.clearTimeout(timer);
  };
}
