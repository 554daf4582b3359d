// Scores the password as it is typed: each rule in the list is met or not, the four bars fill with the score and the
// strength word is announced (aria-live). Showing the password is component state; this only reads the text.
const WORDS = ["Too weak", "Weak", "Fair", "Good", "Strong"];

function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".input")!;
  const meter = root.querySelector<HTMLElement>(".meter")!;
  const word = root.querySelector<HTMLElement>(".word")!;
  const rules = [...root.querySelectorAll<HTMLElement>("[data-rule]")];
  const tests: Record<string, (value: string) => boolean> = {
    length: (v) => v.length >= 12,
    case: (v) => /[a-z]/.test(v) && /[A-Z]/.test(v),
    digit: (v) => /\d/.test(v),
    symbol: (v) => /[^A-Za-z0-9\s]/.test(v),
  };

  const update = () => {
    const value = input.value;
    let met = 0;
    for (const rule of rules) {
      const ok = value !== "" && (tests[rule.dataset.rule ?? ""]?.(value) ?? false);
      rule.classList.toggle("is-met", ok);
      rule.querySelector(".state")!.textContent = ok ? ", met" : ", not met";
      if (ok) met++;
    }
    // Length counts double: a long password of one kind beats a short one of every kind.
    const score = value === "" ? 0 : Math.min(4, met - (value.length < 8 ? 2 : 0) + (value.length >= 16 ? 1 : 0));
    const level = Math.max(0, score);
    meter.dataset.level = String(value === "" ? 0 : Math.max(1, level));
    word.textContent = value === "" ? "Not set" : WORDS[level]!;
  };

  input.addEventListener("input", update);
  return () => input.removeEventListener("input", update);
}
