// Splits the statement into words (an aria-hidden copy; the paragraph itself stays whole for screen readers), pins it
// in a tall scroll box and sets each word's opacity from how far the box has scrolled.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  if (reduce.matches) return () => {};
  const viewport = root.querySelector<HTMLElement>(".viewport")!;
  const statement = root.querySelector<HTMLElement>(".statement")!;
  const words = document.createElement("span");
  words.className = "words";
  words.setAttribute("aria-hidden", "true");
  const spans = (statement.textContent ?? "")
    .trim()
    .split(/\s+/)
    .map((word) => {
      const span = document.createElement("span");
      span.textContent = word;
      return span;
    });
  spans.forEach((span, i) => {
    if (i) words.append(" ");
    words.append(span);
  });
  statement.after(words);
  root.classList.add("is-revealing");
  let frame = 0;
  const update = () => {
    frame = 0;
    const max = viewport.scrollHeight - viewport.clientHeight;
    const p = max > 0 ? viewport.scrollTop / max : 1;
    const lit = p * (spans.length + 2);
    spans.forEach((span, i) => span.style.setProperty("--lit", String(Math.max(0, Math.min(1, lit - i)))));
    root.classList.toggle("is-done", p >= 0.98);
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  viewport.addEventListener("scroll", onScroll, { passive: true });
  update();
  return () => {
    viewport.removeEventListener("scroll", onScroll);
    cancelAnimationFrame(frame);
    words.remove();
    root.classList.remove("is-revealing", "is-done");
  };
}
