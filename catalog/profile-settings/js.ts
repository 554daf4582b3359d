// Counts bio characters and confirms a save without leaving the page.
function mount(root: HTMLElement): () => void {
  const form = root as HTMLFormElement;
  const bio = root.querySelector<HTMLTextAreaElement>("textarea")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const saved = root.querySelector<HTMLElement>(".saved")!;
  const onBio = () => (count.textContent = `${bio.value.length} / ${bio.maxLength}`);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    saved.textContent = "Saved ✓";
  };
  const onReset = () => {
    saved.textContent = "";
    window.setTimeout(onBio);
  };
  bio.addEventListener("input", onBio);
  form.addEventListener("submit", onSubmit);
  form.addEventListener("reset", onReset);
  return () => {
    bio.removeEventListener("input", onBio);
    form.removeEventListener("submit", onSubmit);
    form.removeEventListener("reset", onReset);
  };
}
