// Each switch flips its aria-checked state and its on/off word.
function mount(root: HTMLElement): () => void {
  const switches = [...root.querySelectorAll<HTMLButtonElement>("[role=switch]")];
  const onClick = (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    const on = button.getAttribute("aria-checked") !== "true";
    button.setAttribute("aria-checked", String(on));
    button.querySelector(".state")!.textContent = on ? "On" : "Off";
  };
  switches.forEach((s) => s.addEventListener("click", onClick));
  return () => switches.forEach((s) => s.removeEventListener("click", onClick));
}
