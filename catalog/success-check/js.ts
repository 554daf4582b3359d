// Replay restarts every animation in the block.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".replay")!;
  const onClick = () => root.getAnimations({ subtree: true }).forEach((a) => {
    a.cancel();
    a.play();
  });
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
