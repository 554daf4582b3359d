// Priority+: measures the tab row and hides the tabs that do not fit (from the end), showing a More button whose menu
// holds copies of them (rebuilt each time it opens, so aria-current stays right). Choosing a copy clicks the real tab,
// which updates the component state. The menu closes on Escape (focus back to More), Tab or a click outside; arrows
// move through it. Re-measures on every resize.
function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(".tabs")!;
  const tabs = [...root.querySelectorAll<HTMLElement>(".tab")];
  const more = root.querySelector<HTMLElement>(".more")!;
  const button = root.querySelector<HTMLButtonElement>(".more-button")!;
  const menu = root.querySelector<HTMLElement>(".more-list")!;
  const doc = root.ownerDocument;
  let widths: number[] = [];
  let moreWidth = 0;

  const measure = () => {
    tabs.forEach((t) => t.classList.remove("is-folded"));
    root.classList.add("has-more");
    widths = tabs.map((t) => t.getBoundingClientRect().width);
    moreWidth = more.getBoundingClientRect().width;
  };
  const layout = () => {
    if (!widths.length || widths.every((w) => w === 0)) measure();
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    const available = list.clientWidth;
    const total = widths.reduce((a, w) => a + w + gap, 0) - gap;
    let fit = tabs.length;
    if (total > available) {
      let used = moreWidth;
      fit = 0;
      while (fit < tabs.length && used + gap + widths[fit]! <= available) used += gap + widths[fit++]!;
    }
    tabs.forEach((t, i) => t.classList.toggle("is-folded", i >= fit));
    root.classList.toggle("has-more", fit < tabs.length);
    if (fit === tabs.length) close(false);
    markCurrent();
  };
  const markCurrent = () => {
    more.classList.toggle("is-current", tabs.some((t) => t.classList.contains("is-folded") && t.querySelector('[aria-current="page"]')));
  };
  const fill = () => {
    menu.replaceChildren(
      ...tabs
        .filter((t) => t.classList.contains("is-folded"))
        .map((t) => {
          const li = doc.createElement("li");
          const copy = t.querySelector("a")!.cloneNode(true) as HTMLAnchorElement;
          copy.addEventListener("click", (event) => {
            event.preventDefault();
            close(true);
            t.querySelector("a")!.click();
          });
          li.append(copy);
          return li;
        }),
    );
  };
  const open = () => {
    fill();
    menu.hidden = false;
    button.setAttribute("aria-expanded", "true");
    (menu.querySelector<HTMLElement>('[aria-current="page"]') ?? menu.querySelector<HTMLElement>("a"))?.focus();
  };
  const close = (refocus: boolean) => {
    if (menu.hidden) return;
    menu.hidden = true;
    button.setAttribute("aria-expanded", "false");
    if (refocus) button.focus();
  };
  const onButton = () => (menu.hidden ? open() : close(false));
  const onKey = (event: KeyboardEvent) => {
    const links = [...menu.querySelectorAll<HTMLElement>("a")];
    const index = links.indexOf(event.target as HTMLElement);
    if (event.key === "Escape" && !menu.hidden) {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab" && index !== -1) close(false);
    else if (index !== -1) {
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 };
      if (!(event.key in moves)) return;
      event.preventDefault();
      links[(moves[event.key]! + links.length) % links.length]!.focus();
    }
  };
  const onOutside = (event: PointerEvent) => {
    if (!more.contains(event.target as Node)) close(false);
  };
  const observer = new ResizeObserver(() => layout());
  const current = new MutationObserver(markCurrent);
  measure();
  layout();
  observer.observe(list);
  current.observe(list, { subtree: true, attributes: true, attributeFilter: ["aria-current"] });
  button.addEventListener("click", onButton);
  more.addEventListener("keydown", onKey);
  doc.addEventListener("pointerdown", onOutside);
  return () => {
    observer.disconnect();
    current.disconnect();
    button.removeEventListener("click", onButton);
    more.removeEventListener("keydown", onKey);
    doc.removeEventListener("pointerdown", onOutside);
    menu.replaceChildren();
    menu.hidden = true;
    button.setAttribute("aria-expanded", "false");
    tabs.forEach((t) => t.classList.remove("is-folded"));
    root.classList.remove("has-more");
    more.classList.remove("is-current");
  };
}
