// Steps the quantity within its limits and keeps the total in sync.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".qty")!;
  const total = root.querySelector<HTMLOutputElement>(".total")!;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".step")];
  const price = 12;
  const clamp = (n: number) => Math.min(Number(input.max), Math.max(Number(input.min), Number.isFinite(n) ? n : 1));
  const sync = () => {
    const value = clamp(Number(input.value));
    input.value = String(value);
    buttons[0]!.disabled = value <= Number(input.min);
    buttons[1]!.disabled = value >= Number(input.max);
    total.value = `$${(value * price).toFixed(2)}`;
  };
  const onStep = (event: Event) => {
    input.value = String(clamp(Number(input.value) + Number((event.currentTarget as HTMLElement).dataset.step)));
    sync();
  };
  sync();
  buttons.forEach((b) => b.addEventListener("click", onStep));
  input.addEventListener("change", sync);
  return () => {
    buttons.forEach((b) => b.removeEventListener("click", onStep));
    input.removeEventListener("change", sync);
  };
}
