// Counts down to a launch three weeks after the demo opens; thanks the visitor on submit.
function mount(root: HTMLElement): () => void {
  const launch = Date.now() + ((21 * 24 + 8) * 60 + 45) * 60_000;
  const cells = Object.fromEntries([...root.querySelectorAll<HTMLElement>("[data-unit]")].map((el) => [el.dataset.unit!, el]));
  const form = root.querySelector<HTMLFormElement>(".wait")!;
  const proof = root.querySelector<HTMLElement>(".proof")!;
  const tick = () => {
    const left = Math.max(0, Math.floor((launch - Date.now()) / 60_000));
    cells.d!.textContent = String(Math.floor(left / 1440));
    cells.h!.textContent = String(Math.floor(left / 60) % 24).padStart(2, "0");
    cells.m!.textContent = String(left % 60).padStart(2, "0");
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    proof.textContent = "You’re on the list. We’ll email you on launch day.";
    form.reset();
  };
  tick();
  const timer = window.setInterval(tick, 30_000);
  form.addEventListener("submit", onSubmit);
  return () => {
    window.clearInterval(timer);
    form.removeEventListener("submit", onSubmit);
  };
}
