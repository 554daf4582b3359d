// Copies the document link (the copy button's data-link) to the clipboard and says so for two seconds, and empties the
// email field after an invite (through the native value setter and an input event, so every framework's state sees
// it); everything else (open, tabs, invite email, access, publishing) is component state.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".copy")!;
  const label = root.querySelector<HTMLElement>(".copy-label")!;
  const status = root.querySelector<HTMLElement>(".copy-status")!;
  const idle = label.textContent ?? "Copy link";
  let timer = 0;
  const onClick = async () => {
    try {
      await navigator.clipboard.writeText(button.dataset.link ?? "");
      label.textContent = "Copied";
      status.textContent = "Link copied to the clipboard.";
    } catch {
      status.textContent = button.dataset.link ?? "";
    }
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      label.textContent = idle;
      status.textContent = "";
    }, 2000);
  };
  const form = root.querySelector<HTMLFormElement>(".invite")!;
  const email = root.querySelector<HTMLInputElement>(".email")!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  let clearTimer = 0;
  const onSubmit = () => {
    clearTimer = window.setTimeout(() => {
      setValue.call(email, "");
      email.dispatchEvent(new Event("input", { bubbles: true }));
    }, 0);
  };
  button.addEventListener("click", onClick);
  form.addEventListener("submit", onSubmit);
  return () => {
    button.removeEventListener("click", onClick);
    form.removeEventListener("submit", onSubmit);
    window.clearTimeout(timer);
    window.clearTimeout(clearTimer);
    label.textContent = idle;
    status.textContent = "";
  };
}
