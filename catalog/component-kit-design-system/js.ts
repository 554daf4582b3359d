// The switch flips its checked state.
function mount(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>("[role=switch]")!;
  const onClick = () => toggle.setAttribute("aria-checked", String(toggle.getAttribute("aria-checked") !== "true"));
  toggle.addEventListener("click", onClick);
  return () => toggle.removeEventListener("click", onClick);
}
