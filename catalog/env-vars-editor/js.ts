// Empties the key and value fields after Save, through the native value setter and an input event so every
// framework's state sees it; the fields' state, the Save button and the revealed values are component state.
function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".add")!;
  const inputs = [...form.querySelectorAll<HTMLInputElement>(".input")];
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  let timer = 0;
  const onSubmit = () => {
    timer = window.setTimeout(() => {
      for (const input of inputs) {
        setValue.call(input, "");
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }, 0);
  };
  form.addEventListener("submit", onSubmit);
  return () => {
    form.removeEventListener("submit", onSubmit);
    window.clearTimeout(timer);
  };
}
