// The attempt count is component state (Try again adds one). This shows the retry in progress for a moment (spinner,
// aria-busy, disabled), then stamps the time of the last attempt and returns focus to the title so screen readers
// hear the message again; Copy details puts the request facts and trace on the clipboard.
function mount(root: HTMLElement): () => void {
  const retry = root.querySelector<HTMLButtonElement>(".retry")!;
  const label = root.querySelector<HTMLElement>(".retry-label")!;
  const last = root.querySelector<HTMLElement>(".last")!;
  const title = root.querySelector<HTMLElement>(".title")!;
  const copy = root.querySelector<HTMLButtonElement>(".copy")!;
  const copyLabel = root.querySelector<HTMLElement>(".copy-label")!;
  const idle = label.textContent ?? "Try again";
  const timers: number[] = [];
  const onRetry = () => {
    if (retry.getAttribute("aria-busy") === "true") return;
    retry.setAttribute("aria-busy", "true");
    label.textContent = "Trying…";
    timers.push(
      window.setTimeout(() => {
        retry.removeAttribute("aria-busy");
        label.textContent = idle;
        last.textContent = ` · still failing at ${new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" })}`;
        title.focus();
      }, 1400),
    );
  };
  const onCopy = async () => {
    const facts = [...root.querySelectorAll<HTMLElement>(".fact")].map((f) => `${f.querySelector("dt")?.textContent}: ${f.querySelector("dd")?.textContent}`);
    const trace = [...root.querySelectorAll(".trace-line")].map((l) => l.textContent).join("\n");
    try {
      await navigator.clipboard.writeText(`${facts.join("\n")}\n\n${trace}`);
      copyLabel.textContent = "Copied";
    } catch {
      copyLabel.textContent = "Copy blocked";
    }
    timers.push(window.setTimeout(() => (copyLabel.textContent = "Copy details"), 2000));
  };
  retry.addEventListener("click", onRetry);
  copy.addEventListener("click", onCopy);
  return () => {
    timers.forEach((t) => clearTimeout(t));
    retry.removeEventListener("click", onRetry);
    copy.removeEventListener("click", onCopy);
    retry.removeAttribute("aria-busy");
    label.textContent = idle;
  };
}
