// Jumps scroll the list's own scroll area (not the page) and move focus to the letter's heading; as the list scrolls,
// the rail marks the letter whose header is stuck at the top (aria-current).
function mount(root: HTMLElement): () => void {
  const box = root.querySelector<HTMLElement>(".scroller")!;
  const links = [...root.querySelectorAll<HTMLAnchorElement>("a.jump")];
  const heads = links.map((a) => root.querySelector<HTMLElement>(`[id="${a.hash.slice(1)}"]`));

  const update = () => {
    const top = box.getBoundingClientRect().top + 4;
    let active = 0;
    heads.forEach((h, i) => {
      if (h && h.parentElement!.getBoundingClientRect().top <= top) active = i;
    });
    links.forEach((a, i) => (i === active ? a.setAttribute("aria-current", "true") : a.removeAttribute("aria-current")));
  };
  const onClick = (event: MouseEvent) => {
    const i = links.indexOf((event.target as HTMLElement).closest("a") as HTMLAnchorElement);
    const head = heads[i];
    if (i < 0 || !head) return;
    event.preventDefault();
    box.scrollTop += head.parentElement!.getBoundingClientRect().top - box.getBoundingClientRect().top;
    head.setAttribute("tabindex", "-1");
    head.focus({ preventScroll: true });
  };
  box.addEventListener("scroll", update, { passive: true });
  root.addEventListener("click", onClick);
  update();
  return () => {
    box.removeEventListener("scroll", update);
    root.removeEventListener("click", onClick);
    heads.forEach((h) => h?.removeAttribute("tabindex"));
    links.forEach((a, i) => (i === 0 ? a.setAttribute("aria-current", "true") : a.removeAttribute("aria-current")));
  };
}
