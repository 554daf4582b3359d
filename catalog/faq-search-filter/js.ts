// Filters the questions as the search box changes: an item stays when its question, answer or topic contains every
// word typed. Updates the result count (a polite live region) and shows the empty state when nothing matches; the
// popular chips fill the box and filter at once.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".input");
  const count = root.querySelector<HTMLElement>(".count");
  const empty = root.querySelector<HTMLElement>(".empty");
  const items = Array.from(root.querySelectorAll<HTMLDetailsElement>(".item"));
  if (!input || !count) return () => {};
  const initialCount = count.innerHTML;
  const text = (el: Element) => (el.textContent ?? "").toLowerCase();
  const apply = () => {
    const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const item of items) {
      const match = words.every((w) => text(item).includes(w));
      item.hidden = !match;
      if (match) shown++;
    }
    if (empty) empty.hidden = shown > 0;
    if (words.length === 0) count.innerHTML = initialCount;
    else count.textContent = `${shown} ${shown === 1 ? "answer" : "answers"} for “${input.value.trim()}”`;
  };
  const onChip = (event: MouseEvent) => {
    const chip = (event.target as Element | null)?.closest<HTMLButtonElement>(".chip");
    if (!chip || !root.contains(chip)) return;
    input.value = chip.textContent?.trim() ?? "";
    apply();
    input.focus();
  };
  input.addEventListener("input", apply);
  root.addEventListener("click", onChip);
  return () => {
    input.removeEventListener("input", apply);
    root.removeEventListener("click", onChip);
    for (const item of items) item.hidden = false;
    if (empty) empty.hidden = true;
    count.innerHTML = initialCount;
  };
}
