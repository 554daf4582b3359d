// Plays the intro: counts 0–100 % over 1.6 s, then splits the curtain and lets the hero rise; again on Replay intro.
// The curtain only exists while .is-loading is on, so without this script (or with reduced motion) the hero just shows.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const count = root.querySelector<HTMLElement>(".count")!;
  const replay = root.querySelector<HTMLButtonElement>(".replay");
  let frame = 0;
  let timer = 0;

  const reset = () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    root.classList.remove("is-loading", "is-lifting", "is-revealed");
    root.style.removeProperty("--p");
    count.textContent = "0";
  };
  const play = () => {
    reset();
    if (reduce.matches) return;
    root.classList.add("is-loading");
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / 1600);
      const eased = 1 - Math.pow(1 - t, 2.2);
      const p = Math.round(eased * 100);
      count.textContent = String(p);
      root.style.setProperty("--p", String(p / 100));
      if (t < 1) {
        frame = requestAnimationFrame(step);
        return;
      }
      root.classList.add("is-lifting", "is-revealed");
      timer = window.setTimeout(() => root.classList.remove("is-loading", "is-lifting"), 950);
    };
    frame = requestAnimationFrame(step);
  };
  replay?.addEventListener("click", play);
  play();
  return () => {
    replay?.removeEventListener("click", play);
    reset();
  };
}
