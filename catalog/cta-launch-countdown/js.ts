// Counts down to a launch 3 days, 14 hours and 22 minutes after the component mounts, every second; the visible
// digits change each tick, the live region only when the minute does.
function mount(root: HTMLElement): () => void {
  const target = Date.now() + (((3 * 24 + 14) * 60 + 22) * 60 + 9) * 1000;
  const spoken = root.querySelector<HTMLElement>(".spoken");
  const cells = new Map<string, HTMLElement>();
  for (const el of root.querySelectorAll<HTMLElement>("[data-unit]")) cells.set(el.dataset.unit ?? "", el);
  let lastMinute = -1;
  const tick = () => {
    const left = Math.max(0, Math.round((target - Date.now()) / 1000));
    const parts: Record<string, number> = { d: Math.floor(left / 86400), h: Math.floor(left / 3600) % 24, m: Math.floor(left / 60) % 60, s: left % 60 };
    for (const [unit, value] of Object.entries(parts)) {
      const cell = cells.get(unit);
      if (cell) cell.textContent = String(value).padStart(2, "0");
    }
    const minute = Math.floor(left / 60);
    if (minute !== lastMinute && spoken) {
      lastMinute = minute;
      spoken.textContent = left === 0 ? "Launched" : `${parts.d} days, ${parts.h} hours and ${parts.m} minutes to go`;
    }
  };
  tick();
  const timer = window.setInterval(tick, 1000);
  return () => window.clearInterval(timer);
}
