// Which switcher is open is component state (each button toggles its own). This moves focus to the current item
// when a dropdown opens, lets Up, Down, Home and End move through its links, closes it on Escape (focus back to its
// button) or on a click outside.
function mount(root: HTMLElement): () => void {
  const pops = [...root.querySelectorAll<HTMLElement>(".pop")];
  const doc = root.ownerDocument;
  const buttonOf = (pop: HTMLElement) => pop.parentElement!.querySelector<HTMLButtonElement>(".switch")!;
  const linksOf = (pop: HTMLElement) => [...pop.querySelectorAll<HTMLElement>("a")];
  const openPop = () => pops.find((p) => !p.hidden);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const pop = r.target as HTMLElement;
      if (!pop.hidden) (pop.querySelector<HTMLElement>('[aria-current="page"]') ?? linksOf(pop)[0])?.focus();
      else if (pop.contains(doc.activeElement)) buttonOf(pop).focus();
    }
  });
  const onKey = (event: KeyboardEvent) => {
    const pop = (event.target as HTMLElement).closest<HTMLElement>(".pop");
    if (!pop) return;
    if (event.key === "Escape") {
      event.preventDefault();
      buttonOf(pop).click();
      return;
    }
    const links = linksOf(pop);
    const index = links.indexOf(event.target as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    links[(moves[event.key]! + links.length) % links.length]!.focus();
  };
  const onOutside = (event: PointerEvent) => {
    const pop = openPop();
    if (pop && !pop.parentElement!.contains(event.target as Node)) buttonOf(pop).click();
  };
  pops.forEach((p) => observer.observe(p, { attributes: true, attributeFilter: ["hidden"] }));
  root.addEventListener("keydown", onKey);
  doc.addEventListener("pointerdown", onOutside);
  return () => {
    observer.disconnect();
    root.removeEventListener("keydown", onKey);
    doc.removeEventListener("pointerdown", onOutside);
  };
}
