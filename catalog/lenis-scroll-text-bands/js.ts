import Lenis from "lenis";

// Lenis smooths this instance's scroll box, and every scroll frame it reports moves the bands: each band's phrase is
// repeated until it fills the band twice over, then the track is offset by the smoothed scroll position (plus a push
// from the velocity) modulo one phrase, so it loops seamlessly, odd bands leftward and the others rightward, leaning a
// little with speed. The Smoothness slider (framework state for its readout) sets lenis.options.lerp live. Set up on
// the first frame; destroyed on cleanup. Reduced motion: native scrolling, still bands, no slider.
function mount(root: HTMLElement): () => void {
  const wrapper = root.querySelector<HTMLElement>(".scroller");
  const content = root.querySelector<HTMLElement>(".content");
  const range = root.querySelector<HTMLInputElement>(".range");
  if (!wrapper || !content || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const bands = [...root.querySelectorAll<HTMLElement>(".band")];
  const added: HTMLElement[] = [];
  let lenis: Lenis | undefined;
  let stop: (() => void) | undefined;
  let push = 0;
  const fill = () => {
    for (const band of bands) {
      const track = band.querySelector<HTMLElement>(".track");
      const run = track?.querySelector<HTMLElement>(".run");
      if (!track || !run) continue;
      while (track.scrollWidth < band.clientWidth * 2 + run.offsetWidth) {
        const copy = run.cloneNode(true) as HTMLElement;
        track.append(copy);
        added.push(copy);
      }
    }
  };
  const move = (l: Lenis) => {
    push = push * 0.9 + l.velocity * 2;
    bands.forEach((band, i) => {
      const track = band.querySelector<HTMLElement>(".track");
      const width = track?.querySelector<HTMLElement>(".run")?.offsetWidth ?? 0;
      if (!track || width === 0) return;
      const travel = (l.scroll * 0.7 + push + i * width * 0.37) % width;
      const x = i % 2 ? travel - width : -travel;
      const lean = Math.max(-12, Math.min(12, l.velocity * -0.4 * (i % 2 ? -1 : 1)));
      track.style.transform = `translateX(${x.toFixed(1)}px) skewX(${lean.toFixed(2)}deg)`;
    });
  };
  const onRange = () => {
    if (lenis && range) lenis.options.lerp = Number(range.value) / 100;
  };
  const resize = new ResizeObserver(() => {
    fill();
    if (lenis) move(lenis);
  });
  const first = requestAnimationFrame(() => {
    fill();
    lenis = new Lenis({ wrapper, content, autoRaf: true, lerp: range ? Number(range.value) / 100 : 0.1 });
    stop = lenis.on("scroll", move);
    move(lenis);
    range?.addEventListener("input", onRange);
    resize.observe(wrapper);
  });
  return () => {
    cancelAnimationFrame(first);
    resize.disconnect();
    range?.removeEventListener("input", onRange);
    stop?.();
    lenis?.destroy();
    for (const el of added) el.remove();
    for (const band of bands) band.querySelector<HTMLElement>(".track")?.style.removeProperty("transform");
  };
}
