// Empties the message field after a send, through the native value setter and an input event so every framework's
// state sees it; the draft, the sent question, feedback and sources are component state.
function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".composer")!;
  const input = root.querySelector<HTMLInputElement>(".input")!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  let timer = 0;
  const onSubmit = () => {
    timer = window.setTimeout(() => {
      setValue.call(input, "");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }, 0);
  };
  form.addEventListener("submit", onSubmit);
  return () => {
    form.removeEventListener("submit", onSubmit);
    window.clearTimeout(timer);
  };
}
