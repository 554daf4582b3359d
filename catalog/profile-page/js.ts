// Follow toggles and adjusts the follower count shown.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".follow")!;
  const count = root.querySelector<HTMLElement>(".followers")!;
  const onClick = () => {
    const on = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(on));
    button.textContent = on ? "Following" : "Follow";
    count.textContent = on ? "18.4k + you" : "18.4k";
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
