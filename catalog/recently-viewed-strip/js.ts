// Removing items and clearing the history are framework state; this pages the scroll-snapping row by its visible
// width and disables the arrows at either end (it measures the row, so it runs again when the row changes size).
function mount(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>(".track")!;
  const prev = root.querySelector<HTMLButtonElement>(".prev")!;
  const next = root.querySelector<HTMLButtonElement>(".next")!;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const update = () => {
    const max = track.scrollWidth - track.clientWidth - 2;
    prev.disabled = track.scrollLeft <= 2;
    next.disabled = track.scrollLeft >= max;
  };
  const page = (dir: number) => () => {
    track.scrollBy({ left: dir * track.clientWidth * 0.9, behavior: reduce.matches ? "auto" : "smooth" });
  };
  const onPrev = page(-1);
  const onNext = page(1);
  prev.addEventListener("click", onPrev);
  next.addEventListener("click", onNext);
  track.addEventListener("scroll", update, { passive: true });
  const resize = new ResizeObserver(update);
  resize.observe(track);
  const mutations = new MutationObserver(update);
  mutations.observe(track, { subtree: true, attributes: true, attributeFilter: ["hidden"] });
  update();
  return () => {
    prev.removeEventListener("click", onPrev);
    next.removeEventListener("click", onNext);
    track.removeEventListener("scroll", update);
    resize.disconnect();
    mutations.disconnect();
  };
}
