// Validates on submit and points the first invalid field out (showing the password is framework state).
function mount(root: HTMLElement): () => void {
  const form = root as HTMLFormElement;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    let first: HTMLInputElement | undefined;
    for (const input of root.querySelectorAll<HTMLInputElement>("input[required]")) {
      const error = root.querySelector<HTMLElement>(`#${input.getAttribute("aria-describedby")}`);
      const message = input.validity.valueMissing ? "This field is required." : input.validity.typeMismatch ? "Enter a valid email address." : input.validity.tooShort ? "Use at least 8 characters." : "";
      input.setAttribute("aria-invalid", String(message !== ""));
      if (error) error.textContent = message;
      if (message && !first) first = input;
    }
    first?.focus();
  };
  form.addEventListener("submit", onSubmit);
  return () => form.removeEventListener("submit", onSubmit);
}
