// Shows or hides the password and validates on submit, pointing the first invalid field out.
function mount(root: HTMLElement): () => void {
  const form = root as HTMLFormElement;
  const password = root.querySelector<HTMLInputElement>("input[type=password], input[name=password]")!;
  const reveal = root.querySelector<HTMLButtonElement>(".reveal")!;
  const onReveal = () => {
    const show = password.type === "password";
    password.type = show ? "text" : "password";
    reveal.textContent = show ? "Hide" : "Show";
    reveal.setAttribute("aria-pressed", String(show));
  };
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
  reveal.addEventListener("click", onReveal);
  form.addEventListener("submit", onSubmit);
  return () => {
    reveal.removeEventListener("click", onReveal);
    form.removeEventListener("submit", onSubmit);
  };
}
