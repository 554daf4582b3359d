// Counts down to a launch time one week after the demo starts; speaks only when the minute changes.
function mount(root: HTMLElement): () => void {
  const target = Date.now() + ((6 * 24 + 14) * 60 + 32) * 60_000 + 9_000;
  const spoken = root.querySelector<HTMLElement>(".spoken")!;
  const cells = Object.fromEntries([...root.querySelectorAll<HTMLElement>("[data-unit]")].map((el) => [el.dataset.unit!, el]));
  let lastMinute = -1;
  const tick = () => {
    const left = Math.max(0, Math.round((target - Date.now()) / 1000));
    const parts = { d: Math.floor(left / 86400), h: Math.floor(left / 3600) % 24, m: Math.floor(left / 60) % 60, s: left % 60 };
    for (const [unit, value] of Object.entries(parts)) cells[unit]!.textContent = String(value).padStart(2, "0");
    if (parts.m !== lastMinute) {
      lastMinute = parts.m;
      spoken.textContent = `${parts.d} days, ${parts.h} hours and ${parts.m} minutes to go`;
    }
  };
  tick();
  const timer = window.setInterval(tick, 1000);
  return () => window.clearInterval(timer);
}
