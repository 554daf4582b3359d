// Flips the switch and the demo theme together.
function mount(root: HTMLElement): () => void {
  const sky = root.querySelector<HTMLButtonElement>(".sky")!;
  const onClick = () => {
    const night = sky.getAttribute("aria-checked") !== "true";
    sky.setAttribute("aria-checked", String(night));
    root.classList.toggle("is-night", night);
  };
  sky.addEventListener("click", onClick);
  return () => sky.removeEventListener("click", onClick);
}
