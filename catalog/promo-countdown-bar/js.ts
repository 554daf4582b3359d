// The sale clock ticks down from the time written in the markup, and Copy puts the code on the clipboard
// (the Copied label itself is framework state).
function mount(root: HTMLElement): () => void {
  const cells = Object.fromEntries([...root.querySelectorAll<HTMLElement>("[data-unit]")].map((el) => [el.dataset.unit!, el]));
  const start = (["d", "h", "m", "s"] as const).map((u) => Number(cells[u]?.textContent ?? 0));
  const end = Date.now() + (((start[0]! * 24 + start[1]!) * 60 + start[2]!) * 60 + start[3]!) * 1000;
  const pad = (n: number) => String(n).padStart(2, "0");
  const tick = () => {
    const left = Math.max(0, Math.round((end - Date.now()) / 1000));
    cells.d!.textContent = pad(Math.floor(left / 86400));
    cells.h!.textContent = pad(Math.floor(left / 3600) % 24);
    cells.m!.textContent = pad(Math.floor(left / 60) % 60);
    cells.s!.textContent = pad(left % 60);
  };
  const timer = window.setInterval(tick, 1000);
  const copy = root.querySelector<HTMLButtonElement>(".copy")!;
  const onCopy = () => {
    const code = root.querySelector(".code-value")?.textContent?.trim() ?? "";
    navigator.clipboard?.writeText(code).catch(() => {});
  };
  copy.addEventListener("click", onCopy);
  return () => {
    window.clearInterval(timer);
    copy.removeEventListener("click", onCopy);
  };
}
