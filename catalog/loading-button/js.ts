// Simulates a request: busy for 1.2 s, then done for 2 s, then ready again with the label and status it started with.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".btn")!;
  const label = root.querySelector<HTMLElement>(".label")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  const timers: number[] = [];
  const idle = [label.textContent ?? "", status.textContent ?? ""] as const;
  const set = (text: string, note: string, busy: boolean, done: boolean) => {
    label.textContent = text;
    status.textContent = note;
    button.setAttribute("aria-busy", String(busy));
    button.classList.toggle("is-done", done);
  };
  const onClick = () => {
    if (button.getAttribute("aria-busy") === "true") return;
    set("Sending…", "Sending the invoice.", true, false);
    timers.push(window.setTimeout(() => set("Sent", "Invoice sent.", false, true), 1200));
    timers.push(window.setTimeout(() => set(idle[0], idle[1], false, false), 3200));
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    timers.forEach((t) => window.clearTimeout(t));
  };
}
