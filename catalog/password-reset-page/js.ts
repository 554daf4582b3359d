// Measures the new password as it is typed: ticks the requirement list, fills the strength meter and
// says whether the confirmation matches. Framework state handles the show/hide toggle.
const WORDS = ["not set", "weak", "fair", "good", "strong"];

function mount(root: HTMLElement): () => void {
  const pw = root.querySelector<HTMLInputElement>(".pw-new");
  const confirm = root.querySelector<HTMLInputElement>(".pw-confirm");
  const word = root.querySelector<HTMLElement>(".strength-word");
  const meter = root.querySelector<HTMLElement>(".meter");
  const match = root.querySelector<HTMLElement>(".match");
  const email = (root.querySelector(".for strong")?.textContent ?? "").trim().toLowerCase();
  if (!pw || !confirm || !word || !meter || !match) return () => {};

  const update = () => {
    const value = pw.value;
    const local = email.split("@")[0] ?? "";
    const rules: Record<string, boolean> = {
      length: value.length >= 12,
      case: /[a-z]/.test(value) && /[A-Z]/.test(value),
      digit: /[^A-Za-z]/.test(value),
      email: value.length > 0 && (local.length < 3 || !value.toLowerCase().includes(local)),
    };
    root.querySelectorAll<HTMLElement>("[data-rule]").forEach((li) => li.classList.toggle("is-met", rules[li.dataset.rule ?? ""] === true));
    let score = value.length === 0 ? 0 : Object.values(rules).filter(Boolean).length;
    if (value.length > 0 && score === 0) score = 1;
    meter.dataset.score = String(score);
    word.textContent = WORDS[score] ?? "";
    const other = confirm.value;
    match.textContent = other.length === 0 ? "" : other === value ? "Passwords match." : "Passwords don’t match yet.";
    match.classList.toggle("is-ok", other.length > 0 && other === value);
  };

  pw.addEventListener("input", update);
  confirm.addEventListener("input", update);
  update();
  return () => {
    pw.removeEventListener("input", update);
    confirm.removeEventListener("input", update);
  };
}
