// Back and Next move the current step; finished steps get a check mark.
const CHECK = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12l5 5L20 7"/></svg>`;

function mount(root: HTMLElement): () => void {
  const steps = [...root.querySelectorAll<HTMLElement>(".step")];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-move]")];
  let current = steps.findIndex((s) => s.getAttribute("aria-current") === "step");
  const render = () => {
    steps.forEach((step, i) => {
      const dot = step.querySelector<HTMLElement>(".dot")!;
      step.classList.toggle("is-done", i < current);
      if (i === current) step.setAttribute("aria-current", "step");
      else step.removeAttribute("aria-current");
      if (i < current) dot.innerHTML = CHECK;
      else dot.textContent = String(i + 1);
    });
    buttons[0]!.disabled = current === 0;
    buttons[1]!.disabled = current === steps.length - 1;
  };
  const onMove = (event: Event) => {
    current = Math.max(0, Math.min(steps.length - 1, current + Number((event.currentTarget as HTMLElement).dataset.move)));
    render();
  };
  render();
  buttons.forEach((b) => b.addEventListener("click", onMove));
  return () => buttons.forEach((b) => b.removeEventListener("click", onMove));
}
