// Measured layout: shows the arrow buttons and the edge fades only when the tab row can scroll that way (classes on
// the strip, which the framework does not render, so mount() never fights its attributes), scrolls by
// most of a screen on an arrow click, keeps the selected tab in view and moves focus with the arrow keys (the
// selection itself is component state).
function mount(root: HTMLElement): () => void {
  const strip = root.querySelector<HTMLElement>(".strip")!;
  const row = root.querySelector<HTMLElement>(".tabs")!;
  const prev = root.querySelector<HTMLButtonElement>(".arrow--prev")!;
  const next = root.querySelector<HTMLButtonElement>(".arrow--next")!;
  const tabs = () => [...row.querySelectorAll<HTMLElement>('[role="tab"]')];

  const update = () => {
    const max = row.scrollWidth - row.clientWidth;
    const atStart = row.scrollLeft <= 1;
    const atEnd = row.scrollLeft >= max - 1;
    strip.classList.toggle("fade-start", !atStart);
    strip.classList.toggle("fade-end", max > 1 && !atEnd);
  };
  const reveal = () => {
    const selected = row.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!selected) return;
    const left = selected.offsetLeft - row.offsetLeft;
    const pad = 44;
    if (left - pad < row.scrollLeft) row.scrollLeft = left - pad;
    else if (left + selected.offsetWidth + pad > row.scrollLeft + row.clientWidth) row.scrollLeft = left + selected.offsetWidth + pad - row.clientWidth;
  };
  const page = (dir: number) => () => {
    row.scrollLeft += dir * row.clientWidth * 0.75;
  };
  const onPrev = page(-1);
  const onNext = page(1);
  const onKey = (event: KeyboardEvent) => {
    const list = tabs();
    const i = list.indexOf(event.target as HTMLElement);
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: list.length - 1 }[event.key];
    if (i === -1 || to === undefined) return;
    list[(to + list.length) % list.length]!.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(reveal);
  observer.observe(row, { attributes: true, attributeFilter: ["aria-selected"], subtree: true });
  const resize = new ResizeObserver(update);
  resize.observe(row);
  row.addEventListener("scroll", update, { passive: true });
  row.addEventListener("keydown", onKey);
  prev.addEventListener("click", onPrev);
  next.addEventListener("click", onNext);
  update();
  return () => {
    observer.disconnect();
    resize.disconnect();
    row.removeEventListener("scroll", update);
    row.removeEventListener("keydown", onKey);
    prev.removeEventListener("click", onPrev);
    next.removeEventListener("click", onNext);
    strip.classList.remove("fade-start", "fade-end");
  };
}
