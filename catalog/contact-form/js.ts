// Keeps the message counter current.
function mount(root: HTMLElement): () => void {
  const message = root.querySelector<HTMLTextAreaElement>("textarea")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const onInput = () => {
    count.textContent = `${message.value.length} / ${message.maxLength} characters`;
  };
  message.addEventListener("input", onInput);
  return () => message.removeEventListener("input", onInput);
}
