// Previous and Next scroll the track by one record (the snap points do the rest); smooth unless motion is reduced.
// The 3D turn of each record is CSS, driven by its own position in the scroller (animation-timeline: view(inline)).
function mount(root: HTMLElement): () => void {
  const scroller = root.querySelector<HTMLElement>(".scroller");
  const prev = root.querySelector<HTMLButtonElement>(".is-prev");
  const next = root.querySelector<HTMLButtonElement>(".is-next");
  if (!scroller || !prev || !next) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const step = (direction: number) => () => {
    const [first, second] = Array.from(scroller.querySelectorAll<HTMLElement>(".item"));
    const width = first && second ? second.offsetLeft - first.offsetLeft : 200;
    scroller.scrollBy({ left: direction * width, behavior: reduce.matches ? "auto" : "smooth" });
  };
  // Start on the middle record, so there are records on both sides.
  const items = scroller.querySelectorAll<HTMLElement>(".item");
  const middle = items[Math.floor((items.length - 1) / 2)];
  const startedAt = scroller.scrollLeft;
  if (middle) scroller.scrollLeft = middle.offsetLeft + middle.offsetWidth / 2 - scroller.clientWidth / 2;
  const onPrev = step(-1);
  const onNext = step(1);
  prev.addEventListener("click", onPrev);
  next.addEventListener("click", onNext);
  return () => {
    prev.removeEventListener("click", onPrev);
    next.removeEventListener("click", onNext);
    scroller.scrollLeft = startedAt;
  };
}
