// Search only: the icon and the colour are component state on native radio buttons. Typing hides the icons whose name
// and synonyms do not match, and the count and the no-results line follow.
function mount(root: HTMLElement): () => void {
  const query = root.querySelector<HTMLInputElement>(".query")!;
  const icons = [...root.querySelectorAll<HTMLElement>(".icon")];
  const none = root.querySelector<HTMLElement>(".none")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const onInput = () => {
    const words = query.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    icons.forEach((icon) => {
      const text = `${icon.title} ${icon.querySelector(".syn")?.textContent ?? ""}`.toLowerCase();
      const match = words.every((w) => text.includes(w));
      icon.hidden = !match;
      if (match) shown++;
    });
    none.hidden = shown > 0;
    count.textContent = words.length === 0 ? `${icons.length} icons` : `${shown} of ${icons.length} icons`;
  };
  query.addEventListener("input", onInput);
  return () => query.removeEventListener("input", onInput);
}
