// Scrollspy (scroll events already come once a frame): as the article scrolls, the link of the last heading that has passed the top third of the scroll area
// gets aria-current="true", the rail's marker slides to it and the progress bar follows the scroll position.
// A link click scrolls the article itself (the page does not jump) and moves focus to the heading.
function mount(root: HTMLElement): () => void {
  const box = root.querySelector<HTMLElement>(".article")!;
  const list = root.querySelector<HTMLElement>(".toc-list")!;
  const marker = root.querySelector<HTMLElement>(".marker")!;
  const bar = root.querySelector<HTMLElement>(".progress")!;
  const links = [...root.querySelectorAll<HTMLAnchorElement>(".link")];
  const targets = links.map((a) => root.querySelector<HTMLElement>(`[id="${a.hash.slice(1)}"]`));

  const update = () => {
    const top = box.getBoundingClientRect().top;
    const line = top + box.clientHeight / 3;
    let active = 0;
    targets.forEach((t, i) => {
      if (t && t.getBoundingClientRect().top <= line) active = i;
    });
    const max = box.scrollHeight - box.clientHeight;
    if (max > 0 && box.scrollTop >= max - 2) active = links.length - 1;
    links.forEach((a, i) => (i === active ? a.setAttribute("aria-current", "true") : a.removeAttribute("aria-current")));
    const link = links[active]!;
    const offset = link.getBoundingClientRect().top - list.getBoundingClientRect().top + list.offsetTop;
    marker.style.setProperty("--y", `${offset}px`);
    marker.style.height = `${link.offsetHeight}px`;
    bar.style.setProperty("--p", String(max > 0 ? box.scrollTop / max : 1));
  };
  const onClick = (event: MouseEvent) => {
    const i = links.indexOf((event.target as HTMLElement).closest("a") as HTMLAnchorElement);
    const target = targets[i];
    if (i < 0 || !target) return;
    event.preventDefault();
    box.scrollTop += target.getBoundingClientRect().top - box.getBoundingClientRect().top - 8;
    target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  };
  box.addEventListener("scroll", update, { passive: true });
  root.addEventListener("click", onClick);
  const resize = new ResizeObserver(update);
  resize.observe(box);
  update();
  return () => {
    box.removeEventListener("scroll", update);
    root.removeEventListener("click", onClick);
    resize.disconnect();
    links.forEach((a, i) => (i === 0 ? a.setAttribute("aria-current", "true") : a.removeAttribute("aria-current")));
    marker.style.removeProperty("--y");
    marker.style.height = "";
    bar.style.removeProperty("--p");
    targets.forEach((t) => t?.removeAttribute("tabindex"));
  };
}
