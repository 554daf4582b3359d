// Throws 40 pieces from the button along random arcs; each removes itself when its animation ends (the message is state).
const COLOURS = ["#f43f5e", "#f59e0b", "#10b981", "#3b82f6", "#a855f7", "#ec4899"];

function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".btn")!;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const onClick = () => {
    if (reduce.matches) return;
    const from = button.getBoundingClientRect();
    const box = root.getBoundingClientRect();
    for (let i = 0; i < 40; i++) {
      const bit = document.createElement("span");
      bit.className = "bit";
      bit.style.background = COLOURS[i % COLOURS.length]!;
      bit.style.left = `${from.left - box.left + from.width / 2}px`;
      bit.style.top = `${from.top - box.top + from.height / 2}px`;
      root.append(bit);
      const angle = Math.random() * Math.PI - Math.PI;
      const distance = 80 + Math.random() * 120;
      const x = Math.cos(angle) * distance;
      const y = Math.sin(angle) * distance;
      const animation = bit.animate(
        [
          { transform: "translate(0, 0) rotate(0deg)", opacity: 1 },
          { transform: `translate(${x}px, ${y}px) rotate(${Math.random() * 720}deg)`, opacity: 1, offset: 0.6 },
          { transform: `translate(${x * 1.2}px, ${y + 160}px) rotate(${Math.random() * 1080}deg)`, opacity: 0 },
        ],
        { duration: 1200 + Math.random() * 600, easing: "cubic-bezier(0.2, 0.6, 0.4, 1)" },
      );
      animation.onfinish = () => bit.remove();
    }
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    root.querySelectorAll(".bit").forEach((b) => b.remove());
  };
}
