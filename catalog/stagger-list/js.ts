// Replay restarts the entrance animations.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".replay")!;
  const onClick = () => root.querySelectorAll<HTMLElement>(".list li").forEach((li) => li.getAnimations().forEach((a) => {
    a.cancel();
    a.play();
  }));
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
