// Copies the error reference to the clipboard and says so in a status message (cleared after 2 s).
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".copy");
  const code = root.querySelector<HTMLElement>(".ref-code");
  const status = root.querySelector<HTMLElement>(".copied");
  if (!button || !code || !status) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onClick = async () => {
    const text = (code.textContent ?? "").trim();
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = "Copied";
    } catch {
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      status.textContent = "Selected: press Ctrl+C";
    }
    clearTimeout(timer);
    timer = setTimeout(() => { status.textContent = ""; }, 2000);
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    clearTimeout(timer);
  };
}
