// Adds one ink circle per press, centred on the pointer (or the button for keyboard presses).
function mount(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".btn")];
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const onClick = (event: MouseEvent) => {
    if (reduce.matches) return;
    const button = event.currentTarget as HTMLButtonElement;
    const box = button.getBoundingClientRect();
    const size = Math.hypot(box.width, box.height) * 2;
    const keyboard = event.detail === 0;
    const ink = document.createElement("span");
    ink.className = "ink";
    ink.style.width = ink.style.height = `${size}px`;
    ink.style.left = `${(keyboard ? box.width / 2 : event.clientX - box.left) - size / 2}px`;
    ink.style.top = `${(keyboard ? box.height / 2 : event.clientY - box.top) - size / 2}px`;
    ink.addEventListener("animationend", () => ink.remove());
    button.append(ink);
  };
  buttons.forEach((b) => b.addEventListener("click", onClick));
  return () => {
    buttons.forEach((b) => b.removeEventListener("click", onClick));
    root.querySelectorAll(".ink").forEach((i) => i.remove());
  };
}
