// Replay restarts the entrance by removing and re-adding the animation.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".replay")!;
  const onClick = () => {
    root.querySelectorAll<HTMLElement>(".line span").forEach((el) => {
      el.style.animation = "none";
      void el.offsetWidth;
      el.style.animation = "";
    });
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
