// Applies SAVE10 (10% off) and recomputes tax (8%) and the total.
function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".promo")!;
  const input = form.querySelector<HTMLInputElement>("input")!;
  const msg = root.querySelector<HTMLElement>(".msg")!;
  const disc = root.querySelector<HTMLElement>(".disc")!;
  const money = (n: number) => `$${n.toFixed(2)}`;
  const subtotal = 64;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const ok = input.value.trim().toUpperCase() === "SAVE10";
    const off = ok ? subtotal * 0.1 : 0;
    disc.hidden = !ok;
    root.querySelector(".off")!.textContent = `−${money(off)}`;
    root.querySelector(".tax")!.textContent = money((subtotal - off) * 0.08);
    root.querySelector(".sum")!.textContent = money((subtotal - off) * 1.08);
    msg.textContent = ok ? "SAVE10 applied: 10% off." : "That code is not valid.";
  };
  form.addEventListener("submit", onSubmit);
  return () => form.removeEventListener("submit", onSubmit);
}
