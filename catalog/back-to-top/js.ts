// Tracks the article's scroll position: past a quarter of the way the button appears, its ring and label follow the
// share read, and clicking it scrolls back to the top (smoothly unless reduced motion is on)
// and focuses the title without scrolling again, so keyboard and screen reader users land at the start.
function mount(root: HTMLElement): () => void {
  const scroller = root.querySelector<HTMLElement>(".scroller")!;
  const button = root.querySelector<HTMLButtonElement>(".top")!;
  const fill = root.querySelector<SVGCircleElement>(".ring-fill")!;
  const pct = root.querySelector<HTMLElement>(".pct")!;
  const title = root.querySelector<HTMLElement>(".title")!;
  let frame = 0;
  const update = () => {
    frame = 0;
    const max = scroller.scrollHeight - scroller.clientHeight;
    const share = max > 0 ? Math.min(1, scroller.scrollTop / max) : 0;
    const percent = Math.round(share * 100);
    fill.style.strokeDasharray = `${percent} 100`;
    pct.textContent = String(percent);
    const show = share > 0.25;
    if (button.hidden === show) {
      if (!show && root.ownerDocument.activeElement === button) title.focus({ preventScroll: true });
      button.hidden = !show;
    }
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const reduce = (root.ownerDocument.defaultView ?? window).matchMedia("(prefers-reduced-motion: reduce)");
  const onClick = () => {
    scroller.scrollTo({ top: 0, behavior: reduce.matches ? "auto" : "smooth" });
    title.focus({ preventScroll: true });
  };
  scroller.addEventListener("scroll", onScroll, { passive: true });
  button.addEventListener("click", onClick);
  update();
  return () => {
    cancelAnimationFrame(frame);
    scroller.removeEventListener("scroll", onScroll);
    button.removeEventListener("click", onClick);
    button.hidden = true;
  };
}
