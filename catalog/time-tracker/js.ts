// Start / stop the clock; stopping logs an entry at the top of today's list and adds it to the total.
const COLOURS: Record<string, string> = { "Website refresh": "#0e7490", "Mobile app": "#7c3aed", "Internal tools": "#b45309" };

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".toggle")!;
  const label = root.querySelector<HTMLElement>(".toggle-label")!;
  const elapsed = root.querySelector<HTMLTimeElement>(".elapsed")!;
  const status = root.querySelector<HTMLElement>("[role=status]")!;
  const input = root.querySelector<HTMLInputElement>(".task-input")!;
  const select = root.querySelector<HTMLSelectElement>(".project-select")!;
  const list = root.querySelector<HTMLElement>(".entries")!;
  const total = root.querySelector<HTMLElement>(".total")!;
  const fill = root.querySelector<HTMLElement>(".goal-fill")!;
  let started = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let startedAt = new Date();
  const seconds = () => Math.floor((Date.now() - started) / 1000);
  const show = (s: number) => {
    elapsed.textContent = `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
    elapsed.dateTime = `PT${s}S`;
  };
  const clock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    const s = seconds();
    const minutes = Math.max(1, Math.round(s / 60));
    const li = list.firstElementChild!.cloneNode(true) as HTMLElement;
    li.style.setProperty("--c", COLOURS[select.value] ?? "#475569");
    li.querySelector(".desc")!.textContent = input.value.trim() || "(no description)";
    li.querySelector(".proj")!.textContent = select.value;
    li.querySelector(".span")!.textContent = `${clock(startedAt)} – ${clock(new Date())}`;
    li.querySelector(".dur")!.textContent = `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
    list.prepend(li);
    const [h, m] = total.textContent!.split(":").map(Number);
    const sum = h! * 60 + m! + minutes;
    total.textContent = `${Math.floor(sum / 60)}:${pad(sum % 60)}`;
    fill.style.width = `${Math.min(100, (sum / 480) * 100)}%`;
    show(0);
    status.textContent = `Stopped. Logged ${minutes} minutes.`;
  };
  const onClick = () => {
    const running = timer === undefined;
    button.setAttribute("aria-pressed", String(running));
    label.textContent = running ? "Stop" : "Start";
    if (running) {
      started = Date.now();
      startedAt = new Date();
      timer = setInterval(() => show(seconds()), 1000);
      status.textContent = "Timer started.";
    } else stop();
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    clearInterval(timer);
  };
}
