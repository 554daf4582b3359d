// The button flips the card; only the visible face is exposed to assistive technology.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".flip")!;
  const front = root.querySelector<HTMLElement>(".front")!;
  const back = root.querySelector<HTMLElement>(".back")!;
  const onClick = () => {
    const flipped = !root.classList.contains("is-flipped");
    root.classList.toggle("is-flipped", flipped);
    button.setAttribute("aria-pressed", String(flipped));
    button.textContent = flipped ? "Show question" : "Show answer";
    front.setAttribute("aria-hidden", String(flipped));
    back.setAttribute("aria-hidden", String(!flipped));
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
