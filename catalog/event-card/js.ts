// RSVP toggles between going and not going, and updates the count.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".rsvp")!;
  const going = root.querySelector<HTMLElement>(".going")!;
  const base = parseInt(going.textContent ?? "0", 10);
  const onClick = () => {
    const on = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(on));
    button.textContent = on ? "Going ✓" : "RSVP";
    going.textContent = `${base + (on ? 1 : 0)} going`;
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
