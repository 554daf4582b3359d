// Mirrors the value in the output and in the filled part of the track.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>("input[type=range]")!;
  const output = root.querySelector<HTMLOutputElement>("output")!;
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const onInput = () => {
    const share = (Number(input.value) - Number(input.min)) / (Number(input.max) - Number(input.min));
    root.style.setProperty("--fill", `${share * 100}%`);
    output.value = money.format(Number(input.value));
  };
  onInput();
  input.addEventListener("input", onInput);
  return () => input.removeEventListener("input", onInput);
}
