// Linked sliders that always total 100%: moving one spreads the difference over the other unlocked sliders in
// proportion to their shares (largest remainders get the odd percent), and a slider cannot take more than the unlocked
// others can give. Lock buttons (aria-pressed) keep a share fixed. Outputs, pounds, the stacked bar, the risk meter
// and the preset highlight follow every change.
const MONTHLY = 500;
const RISK = [0.9, 0.3, 0.6, 0.05];
const PRESETS = [
  [20, 50, 10, 20],
  [50, 20, 15, 15],
  [80, 5, 15, 0],
];

function mount(root: HTMLElement): () => void {
  const rows = [...root.querySelectorAll<HTMLElement>(".row")];
  const ranges = rows.map((r) => r.querySelector<HTMLInputElement>(".range")!);
  const locks = rows.map((r) => r.querySelector<HTMLButtonElement>(".lock")!);
  const segs = [...root.querySelectorAll<HTMLElement>(".seg")];
  const presets = [...root.querySelectorAll<HTMLButtonElement>(".preset")];
  const totalText = root.querySelector<HTMLElement>(".total-text")!;
  const riskWord = root.querySelector<HTMLElement>(".risk-word")!;
  const riskFill = root.querySelector<HTMLElement>(".risk-fill")!;
  let values = ranges.map((r) => Number(r.value));

  const locked = (i: number) => locks[i]!.getAttribute("aria-pressed") === "true";
  const render = () => {
    values.forEach((v, i) => {
      const range = ranges[i]!;
      range.value = String(v);
      range.style.setProperty("--fill", `${v}%`);
      range.setAttribute("aria-valuetext", `${v} percent, £${((MONTHLY * v) / 100).toFixed(0)} a month`);
      rows[i]!.querySelector(".pct")!.textContent = `${v}%`;
      rows[i]!.querySelector(".money")!.textContent = `£${((MONTHLY * v) / 100).toFixed(0)}`;
      segs[i]?.style.setProperty("--share", String(v));
      rows[i]!.classList.toggle("is-locked", locked(i));
    });
    const total = values.reduce((a, b) => a + b, 0);
    totalText.textContent = `${total}% allocated · £${((MONTHLY * total) / 100).toFixed(2)}`;
    const risk = values.reduce((sum, v, i) => sum + v * (RISK[i] ?? 0.5), 0);
    riskWord.textContent = risk < 25 ? "Low" : risk < 45 ? "Cautious" : risk < 65 ? "Balanced" : risk < 85 ? "Adventurous" : "Very high";
    riskFill.style.setProperty("--risk", risk.toFixed(0));
    presets.forEach((p, i) => p.classList.toggle("is-current", PRESETS[i]?.every((v, j) => v === values[j]) ?? false));
  };
  const move = (index: number, wanted: number) => {
    const others = values.map((_, i) => i).filter((i) => i !== index && !locked(i));
    const fixed = values.reduce((sum, v, i) => (i !== index && !others.includes(i) ? sum + v : sum), 0);
    const target = Math.max(0, Math.min(100 - fixed, Math.round(wanted)));
    let rest = 100 - fixed - target;
    const next = [...values];
    next[index] = target;
    const pool = others.reduce((sum, i) => sum + values[i]!, 0);
    if (others.length === 0) {
      next[index] = values[index]!;
      values = next;
      return;
    }
    const exact = others.map((i) => (pool > 0 ? (values[i]! / pool) * rest : rest / others.length));
    const floors = exact.map(Math.floor);
    others.forEach((i, k) => (next[i] = floors[k]!));
    rest -= floors.reduce((a, b) => a + b, 0);
    const order = others.map((_, k) => k).sort((a, b) => exact[b]! - floors[b]! - (exact[a]! - floors[a]!));
    for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) next[others[order[k]!]!]! += 1;
    values = next;
  };

  const onInput = (event: Event) => {
    const index = ranges.indexOf(event.target as HTMLInputElement);
    if (index === -1) return;
    if (locked(index)) {
      ranges[index]!.value = String(values[index]);
      return;
    }
    move(index, Number(ranges[index]!.value));
    render();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const lock = target.closest<HTMLButtonElement>(".lock");
    if (lock) {
      lock.setAttribute("aria-pressed", String(lock.getAttribute("aria-pressed") !== "true"));
      render();
      return;
    }
    const preset = target.closest<HTMLButtonElement>(".preset");
    if (preset) {
      const mix = PRESETS[presets.indexOf(preset)];
      if (!mix) return;
      locks.forEach((l) => l.setAttribute("aria-pressed", "false"));
      values = values.map((_, i) => mix[i] ?? 0);
      render();
    }
  };

  render();
  root.addEventListener("input", onInput);
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("input", onInput);
    root.removeEventListener("click", onClick);
  };
}
