// Moves focus between the boxes and spreads a pasted or autofilled code across them.
function mount(root: HTMLElement): () => void {
  const inputs = [...root.querySelectorAll<HTMLInputElement>(".digits input")];
  const submit = root.querySelector<HTMLButtonElement>(".submit")!;
  const update = () => (submit.disabled = !inputs.every((i) => /^\d$/.test(i.value)));
  const fill = (from: number, text: string) => {
    const digits = text.replace(/\D/g, "").slice(0, inputs.length - from).split("");
    digits.forEach((d, k) => (inputs[from + k]!.value = d));
    inputs[Math.min(from + digits.length, inputs.length - 1)]!.focus();
    update();
  };
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const index = inputs.indexOf(input);
    if (input.value.length > 1) return fill(index, input.value);
    input.value = input.value.replace(/\D/g, "");
    if (input.value && index < inputs.length - 1) inputs[index + 1]!.focus();
    update();
  };
  const onKey = (event: KeyboardEvent) => {
    const input = event.target as HTMLInputElement;
    const index = inputs.indexOf(input);
    if (event.key === "Backspace" && !input.value && index > 0) inputs[index - 1]!.focus();
    if (event.key === "ArrowLeft" && index > 0) inputs[index - 1]!.focus();
    if (event.key === "ArrowRight" && index < inputs.length - 1) inputs[index + 1]!.focus();
  };
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    fill(inputs.indexOf(event.target as HTMLInputElement), event.clipboardData?.getData("text") ?? "");
  };
  inputs.forEach((i) => {
    i.addEventListener("input", onInput);
    i.addEventListener("keydown", onKey);
    i.addEventListener("paste", onPaste);
  });
  return () => inputs.forEach((i) => {
    i.removeEventListener("input", onInput);
    i.removeEventListener("keydown", onKey);
    i.removeEventListener("paste", onPaste);
  });
}
