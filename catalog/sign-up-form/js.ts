// Scores the password against four rules as it is typed.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>("input[name=password]")!;
  const label = root.querySelector<HTMLElement>(".strength")!;
  const rules: Record<string, (v: string) => boolean> = {
    length: (v) => v.length >= 10,
    case: (v) => /[a-z]/.test(v) && /[A-Z]/.test(v),
    digit: (v) => /\d/.test(v),
    symbol: (v) => /[^A-Za-z0-9]/.test(v),
  };
  const words = ["too short", "weak", "fair", "good", "strong"];
  const onInput = () => {
    let score = 0;
    for (const item of root.querySelectorAll<HTMLElement>("[data-rule]")) {
      const met = rules[item.dataset.rule ?? ""]?.(input.value) ?? false;
      item.classList.toggle("is-met", met);
      if (met) score++;
    }
    if (input.value.length === 0) score = 0;
    root.dataset.score = String(score);
    label.textContent = `Strength: ${words[score]}`;
  };
  input.addEventListener("input", onInput);
  return () => input.removeEventListener("input", onInput);
}
