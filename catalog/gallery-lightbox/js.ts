// A thumbnail opens the lightbox on that picture; arrows step through, Escape closes.
function mount(root: HTMLElement): () => void {
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>(".thumb")];
  const box = root.querySelector<HTMLDialogElement>(".box")!;
  const view = root.querySelector<HTMLElement>(".view")!;
  const cap = root.querySelector<HTMLElement>(".cap")!;
  let index = 0;
  let opener: HTMLButtonElement | null = null;
  const show = (i: number) => {
    index = (i + thumbs.length) % thumbs.length;
    view.style.background = getComputedStyle(thumbs[index]!).backgroundImage;
    cap.textContent = thumbs[index]!.dataset.caption ?? "";
  };
  const onThumb = (event: Event) => {
    opener = event.currentTarget as HTMLButtonElement;
    show(thumbs.indexOf(opener));
    box.showModal();
  };
  const onStep = (event: Event) => show(index + Number((event.currentTarget as HTMLElement).dataset.step));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") show(index + 1);
    if (event.key === "ArrowLeft") show(index - 1);
  };
  const onClose = () => box.close();
  const onClosed = () => opener?.focus();
  const steps = [...root.querySelectorAll<HTMLButtonElement>(".step")];
  const close = root.querySelector<HTMLButtonElement>(".close")!;
  thumbs.forEach((t) => t.addEventListener("click", onThumb));
  steps.forEach((s) => s.addEventListener("click", onStep));
  box.addEventListener("keydown", onKey);
  box.addEventListener("close", onClosed);
  close.addEventListener("click", onClose);
  return () => {
    thumbs.forEach((t) => t.removeEventListener("click", onThumb));
    steps.forEach((s) => s.removeEventListener("click", onStep));
    box.removeEventListener("keydown", onKey);
    box.removeEventListener("close", onClosed);
    close.removeEventListener("click", onClose);
    if (box.open) box.close();
  };
}
