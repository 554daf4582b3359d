// Lays the ring text out letter by letter around the circle (an aria-hidden copy; the real text stays in the page for
// screen readers) and lets CSS spin it. Without this script the text is a caption under the button.
function mount(root: HTMLElement): () => void {
  const badge = root.querySelector<HTMLElement>(".badge")!;
  const ring = root.querySelector<HTMLElement>(".ring")!;
  const letters = document.createElement("span");
  letters.className = "letters";
  letters.setAttribute("aria-hidden", "true");
  const chars = [...`${(ring.textContent ?? "").trim()} `];
  letters.style.setProperty("--n", String(chars.length));
  chars.forEach((char, i) => {
    const span = document.createElement("span");
    span.textContent = char;
    span.style.setProperty("--i", String(i));
    letters.append(span);
  });
  badge.prepend(letters);
  badge.classList.add("is-round");
  return () => {
    letters.remove();
    badge.classList.remove("is-round");
  };
}
