// Simulated uploads on a timer: each file advances at a speed set by its size (data-weight), its row, bar
// (aria-valuenow) and header segment follow, Cancel stops it, and when nothing is left running the header says so
// and the close button is enabled. "Upload again" resets and restarts. With reduced motion the bars jump in fewer,
// larger steps. Collapsing and closing the panel are component state.
function mount(root: HTMLElement): () => void {
  const rows = [...root.querySelectorAll<HTMLElement>(".file")];
  const segs = [...root.querySelectorAll<HTMLElement>(".seg")];
  const titleText = root.querySelector<HTMLElement>(".title-text")!;
  const total = root.querySelector<HTMLElement>(".total")!;
  const close = root.querySelector<HTMLButtonElement>(".close")!;
  const toggle = root.querySelector<HTMLButtonElement>(".toggle")!;
  const live = root.querySelector<HTMLElement>(".live")!;
  const again = root.querySelector<HTMLButtonElement>(".again")!;
  const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const weights = rows.map((r) => Number(r.dataset.weight) || 10);
  const names = rows.map((r) => r.querySelector(".file-name")?.textContent ?? "File");
  let progress = rows.map(() => 0);
  let status = rows.map(() => "running");
  let timer = 0;

  const render = () => {
    rows.forEach((row, i) => {
      const p = Math.round(progress[i]!);
      row.querySelector<HTMLElement>(".bar")!.setAttribute("aria-valuenow", String(p));
      row.querySelector<HTMLElement>(".bar-fill")!.style.setProperty("--p", String(p / 100));
      segs[i]!.querySelector<HTMLElement>(".seg-fill")!.style.setProperty("--p", String(p / 100));
      row.querySelector<HTMLElement>(".pct")!.textContent = status[i] === "cancelled" ? "Cancelled at " + p + "%" : p + "%";
      row.classList.toggle("is-done", status[i] === "done");
      row.classList.toggle("is-cancelled", status[i] === "cancelled");
      segs[i]!.classList.toggle("is-cancelled", status[i] === "cancelled");
    });
    const sum = weights.reduce((a, b) => a + b, 0);
    const pct = Math.round(weights.reduce((a, w, i) => a + w * progress[i]!, 0) / sum);
    const running = status.filter((s) => s === "running").length;
    const done = status.filter((s) => s === "done").length;
    const cancelled = status.filter((s) => s === "cancelled").length;
    total.textContent = running ? `${pct}%` : "";
    titleText.textContent = running
      ? `Uploading ${running} ${running === 1 ? "file" : "files"}`
      : cancelled
        ? `${done} complete, ${cancelled} cancelled`
        : `${done} ${done === 1 ? "upload" : "uploads"} complete`;
    close.disabled = running > 0;
  };
  const tick = () => {
    progress = progress.map((p, i) => {
      if (status[i] !== "running") return p;
      const next = Math.min(100, p + (calm ? 4 : 1) * (500 / (weights[i]! + 40)));
      if (next >= 100) {
        status[i] = "done";
        live.textContent = `${names[i]} uploaded`;
        if (rows[i]!.contains(root.ownerDocument.activeElement)) toggle.focus();
      }
      return next;
    });
    render();
    if (!status.includes("running")) stop();
  };
  const stop = () => {
    window.clearInterval(timer);
    timer = 0;
  };
  const start = () => {
    stop();
    progress = rows.map(() => 0);
    status = rows.map(() => "running");
    live.textContent = "";
    render();
    timer = window.setInterval(tick, calm ? 480 : 120);
  };
  const onCancel = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(".cancel");
    if (!button) return;
    const i = rows.indexOf(button.closest<HTMLElement>(".file")!);
    if (status[i] !== "running") return;
    status[i] = "cancelled";
    live.textContent = `${names[i]} cancelled`;
    render();
    const next = rows.find((_row, j) => status[j] === "running");
    (next?.querySelector<HTMLButtonElement>(".cancel") ?? toggle).focus();
    if (!status.includes("running")) stop();
  };
  const onAgain = () => start();
  root.addEventListener("click", onCancel);
  again.addEventListener("click", onAgain);
  start();
  return () => {
    stop();
    root.removeEventListener("click", onCancel);
    again.removeEventListener("click", onAgain);
    progress = rows.map(() => 0);
    status = rows.map(() => "running");
    render();
    titleText.textContent = `Uploading ${rows.length} files`;
    total.textContent = "0%";
    close.disabled = true;
    live.textContent = "";
  };
}
