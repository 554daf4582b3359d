// Thumbnails switch the main view, the colour legend follows the choice, and Add to bag confirms.
function mount(root: HTMLElement): () => void {
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>(".th")];
  const colours = [...root.querySelectorAll<HTMLInputElement>(".swatch input")];
  const picked = root.querySelector<HTMLElement>(".picked-colour")!;
  const add = root.querySelector<HTMLButtonElement>(".add")!;
  const added = root.querySelector<HTMLElement>(".added")!;
  const onThumb = (event: Event) => {
    const index = thumbs.indexOf(event.currentTarget as HTMLButtonElement);
    thumbs.forEach((t, i) => t.setAttribute("aria-pressed", String(i === index)));
    root.classList.remove("view-2", "view-3");
    if (index > 0) root.classList.add(`view-${index + 1}`);
  };
  const onColour = (event: Event) => (picked.textContent = (event.target as HTMLInputElement).value);
  const onAdd = () => {
    const size = root.querySelector<HTMLInputElement>(".size input:checked")?.value.toUpperCase() ?? "M";
    added.textContent = `Added: Roam Daypack, ${picked.textContent}, size ${size}.`;
  };
  thumbs.forEach((t) => t.addEventListener("click", onThumb));
  colours.forEach((c) => c.addEventListener("change", onColour));
  add.addEventListener("click", onAdd);
  return () => {
    thumbs.forEach((t) => t.removeEventListener("click", onThumb));
    colours.forEach((c) => c.removeEventListener("change", onColour));
    add.removeEventListener("click", onAdd);
  };
}
