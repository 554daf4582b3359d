// Fills the bar and the percentage as the article scrolls inside its box: once per frame at most, or at once on
// every scroll event when motion is reduced (the bar then has no easing, see css.css).
function mount(root: HTMLElement): () => void {
  const body = root.querySelector<HTMLElement>(".body")!;
  const read = root.querySelector<HTMLElement>(".read");
  const initial = read?.textContent ?? "";
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  const update = () => {
    frame = 0;
    const max = body.scrollHeight - body.clientHeight;
    const p = max > 0 ? Math.min(1, Math.max(0, body.scrollTop / max)) : 1;
    root.style.setProperty("--p", p.toFixed(4));
    root.classList.toggle("is-done", p >= 0.995);
    if (read) read.textContent = `${Math.round(p * 100)}%`;
  };
  const onScroll = () => {
    if (reduce.matches) return update();
    if (!frame) frame = requestAnimationFrame(update);
  };
  body.addEventListener("scroll", onScroll, { passive: true });
  update();
  return () => {
    body.removeEventListener("scroll", onScroll);
    cancelAnimationFrame(frame);
    root.style.removeProperty("--p");
    root.classList.remove("is-done");
    if (read) read.textContent = initial;
  };
}
