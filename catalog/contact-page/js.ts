// Checks required fields on submit and confirms inline instead of navigating away.
function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".form")!;
  const result = root.querySelector<HTMLElement>(".result")!;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[required]")];
    const invalid = fields.filter((f) => !f.checkValidity());
    fields.forEach((f) => f.setAttribute("aria-invalid", String(invalid.includes(f))));
    if (invalid.length > 0) {
      result.textContent = `Please check ${invalid.length} field${invalid.length === 1 ? "" : "s"}.`;
      invalid[0]!.focus();
      return;
    }
    result.textContent = "Thanks! We’ll be in touch within one working day.";
    form.reset();
  };
  form.addEventListener("submit", onSubmit);
  return () => form.removeEventListener("submit", onSubmit);
}
