// Runs a simulated download when the button is pressed: the button becomes a ring that fills to 100 % over
// data-duration ms, then a check; pressing it again starts over. Announces start, halfway and done.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".btn")!;
  const pct = root.querySelector<HTMLElement>(".pct")!;
  const status = root.querySelector<HTMLElement>(".status");
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  let timer = 0;

  const set = (p: number) => {
    root.style.setProperty("--p", String(p));
    pct.textContent = `${Math.round(p)}%`;
  };
  const finish = () => {
    set(100);
    root.classList.remove("is-loading");
    root.classList.add("is-done");
    button.removeAttribute("aria-busy");
    if (status) status.textContent = "Download complete.";
  };
  const start = () => {
    if (root.classList.contains("is-loading")) return;
    const duration = Number(button.dataset.duration) || 2600;
    root.classList.remove("is-done");
    root.classList.add("is-loading");
    button.setAttribute("aria-busy", "true");
    if (status) status.textContent = "Downloading…";
    set(0);
    if (reduce.matches) {
      timer = window.setTimeout(finish, duration);
      return;
    }
    const begin = performance.now();
    let half = false;
    const step = (now: number) => {
      const t = Math.min(1, (now - begin) / duration);
      const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2;
      set(eased * 100);
      if (!half && t >= 0.5 && status) {
        half = true;
        status.textContent = "Halfway there.";
      }
      if (t < 1) frame = requestAnimationFrame(step);
      else timer = window.setTimeout(finish, 180);
    };
    frame = requestAnimationFrame(step);
  };
  button.addEventListener("click", start);
  return () => {
    button.removeEventListener("click", start);
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    root.classList.remove("is-loading", "is-done");
    root.style.removeProperty("--p");
    button.removeAttribute("aria-busy");
    pct.textContent = "0%";
    if (status) status.textContent = "";
  };
}
