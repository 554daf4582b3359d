import { animate, scroll } from "motion";

// Motion's scroll() follows this instance's scroll box. Over the first 160 px the masthead condenses: paused Motion
// animations (top row height, wordmark scale, dateline height and fade, header shadow) have their time set from the
// scroll position, so they move exactly as far as the reader scrolls, both ways. A second scroll() drives the progress
// bar across the whole article. Reduced motion: the compact masthead from the start, only the progress bar follows.
function mount(root: HTMLElement): () => void {
  const scroller = root.querySelector<HTMLElement>(".scroller");
  const masthead = root.querySelector<HTMLElement>(".masthead");
  const top = root.querySelector<HTMLElement>(".top");
  const wordmark = root.querySelector<HTMLElement>(".wordmark");
  const dateline = root.querySelector<HTMLElement>(".dateline");
  const fill = root.querySelector<HTMLElement>(".fill");
  if (!scroller || !masthead || !top || !wordmark || !dateline || !fill) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const stops: (() => void)[] = [];
  const progress = animate(fill, { scaleX: [0, 1] }, { ease: "linear" });
  stops.push(scroll(progress, { container: scroller }), () => progress.stop());

  if (reduce) {
    root.classList.add("is-compact");
  } else {
    const style = getComputedStyle(root);
    const tall = style.getPropertyValue("--top-tall").trim() || "4.6rem";
    const compact = style.getPropertyValue("--top-compact").trim() || "3rem";
    const date = style.getPropertyValue("--date").trim() || "1.7rem";
    const linear = { duration: 1, ease: "linear" as const, autoplay: false };
    const shrink = [
      animate(top, { height: [tall, compact] }, linear),
      animate(wordmark, { scale: [1, 0.58] }, linear),
      animate(dateline, { height: [date, "0rem"], opacity: [1, 0] }, linear),
      animate(masthead, { boxShadow: ["0 0 0 rgba(0, 0, 0, 0)", "0 10px 28px rgba(0, 0, 0, 0.16)"] }, linear),
    ];
    const range = 160;
    stops.push(
      scroll(
        (_progress: number, info: { y: { current: number } }) => {
          const t = Math.min(1, Math.max(0, info.y.current / range));
          for (const a of shrink) a.time = t;
        },
        { container: scroller },
      ),
      () => {
        for (const a of shrink) a.stop();
      },
    );
  }
  return () => {
    for (const stop of stops) stop();
    root.classList.remove("is-compact");
    for (const el of [scroller, masthead, top, wordmark, dateline, fill]) el.removeAttribute("style");
  };
}
