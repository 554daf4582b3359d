// The delivery choice updates shipping and the total; submitting stays on the page in this demo.
function mount(root: HTMLElement): () => void {
  const options = [...root.querySelectorAll<HTMLInputElement>(".opt input")];
  const form = root.querySelector<HTMLFormElement>(".steps")!;
  const ship = root.querySelector<HTMLElement>(".ship")!;
  const sum = root.querySelector<HTMLElement>(".sum")!;
  const onChange = (event: Event) => {
    const cost = Number((event.target as HTMLInputElement).value);
    ship.textContent = cost ? `$${cost.toFixed(2)}` : "Free";
    sum.textContent = `$${(139 + cost).toFixed(2)}`;
  };
  const onSubmit = (event: SubmitEvent) => event.preventDefault();
  options.forEach((o) => o.addEventListener("change", onChange));
  form.addEventListener("submit", onSubmit);
  return () => {
    options.forEach((o) => o.removeEventListener("change", onChange));
    form.removeEventListener("submit", onSubmit);
  };
}
