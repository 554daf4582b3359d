// Counts the ticked seats: lists them in the summary, the number of tickets and the total (seat prices from
// data-price plus a booking fee per seat). Seats are plain checkboxes, so the form submits them as they are.
const FEE = 0.95;

function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(".seat-list");
  const count = root.querySelector<HTMLElement>(".seat-count");
  const total = root.querySelector<HTMLElement>(".seat-total");
  const pay = root.querySelector<HTMLButtonElement>(".pay");
  if (!list || !count || !total) return () => {};
  const update = () => {
    const picked = [...root.querySelectorAll<HTMLInputElement>('input[name="seat"]:checked')];
    const sum = picked.reduce((acc, seat) => acc + Number(seat.dataset.price ?? 0) + FEE, 0);
    list.textContent = picked.length === 0 ? "No seats selected" : picked.map((seat) => seat.value).join(", ");
    count.textContent = String(picked.length);
    total.textContent = `£${sum.toFixed(2)}`;
    if (pay) pay.disabled = picked.length === 0;
  };
  root.addEventListener("change", update);
  update();
  return () => root.removeEventListener("change", update);
}
