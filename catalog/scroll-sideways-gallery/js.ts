// Pins the gallery: the box scrolls vertically over a runway as tall as the row is too wide, and the row moves sideways
// by the same share. Focusing a card scrolls the box to it. Reduced motion keeps the plain sideways-scrolling row.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  if (reduce.matches) return () => {};
  const viewport = root.querySelector<HTMLElement>(".viewport")!;
  const runway = root.querySelector<HTMLElement>(".runway")!;
  const track = root.querySelector<HTMLElement>(".track")!;
  let distance = 0;
  let frame = 0;

  const update = () => {
    frame = 0;
    if (viewport.scrollLeft) viewport.scrollLeft = 0;
    const max = viewport.scrollHeight - viewport.clientHeight;
    const p = max > 0 ? Math.min(1, Math.max(0, viewport.scrollTop / max)) : 0;
    root.style.setProperty("--p", p.toFixed(4));
    track.style.transform = `translateX(${(-distance * p).toFixed(1)}px)`;
  };
  const measure = () => {
    track.style.transform = "";
    const last = track.lastElementChild as HTMLElement | null;
    const pad = parseFloat(getComputedStyle(track).paddingRight) || 0;
    distance = last ? Math.max(0, last.getBoundingClientRect().right + pad - track.getBoundingClientRect().right) : 0;
    runway.style.height = `${viewport.clientHeight + distance}px`;
    update();
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const onFocus = (event: FocusEvent) => {
    const slide = (event.target as Element).closest<HTMLElement>(".slide");
    if (!slide || distance === 0) return;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      viewport.scrollLeft = 0;
      const want = Math.min(distance, Math.max(0, slide.offsetLeft - (track.firstElementChild as HTMLElement).offsetLeft));
      viewport.scrollTop = (want / distance) * (viewport.scrollHeight - viewport.clientHeight);
      update();
    });
  };
  root.classList.add("is-pinned");
  const observer = new ResizeObserver(measure);
  observer.observe(viewport);
  viewport.addEventListener("scroll", onScroll, { passive: true });
  root.addEventListener("focusin", onFocus);
  measure();
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    viewport.removeEventListener("scroll", onScroll);
    root.removeEventListener("focusin", onFocus);
    root.classList.remove("is-pinned");
    root.style.removeProperty("--p");
    runway.style.removeProperty("height");
    track.style.removeProperty("transform");
  };
}
