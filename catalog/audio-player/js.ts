// Simulated playback: a timer advances the position; skip, seek and speed work on it.
function mount(root: HTMLElement): () => void {
  const play = root.querySelector<HTMLButtonElement>(".play")!;
  const pos = root.querySelector<HTMLInputElement>(".pos")!;
  const now = root.querySelector<HTMLElement>(".now")!;
  const speed = root.querySelector<HTMLButtonElement>(".speed")!;
  const skips = [...root.querySelectorAll<HTMLButtonElement>(".skip")];
  const rates = [1, 1.5, 2];
  let rate = 0;
  let timer = 0;
  const fmt = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`;
  const show = () => (now.textContent = fmt(Number(pos.value)));
  const stop = () => {
    window.clearInterval(timer);
    play.setAttribute("aria-pressed", "false");
    play.setAttribute("aria-label", "Play");
  };
  const onPlay = () => {
    if (play.getAttribute("aria-pressed") === "true") return stop();
    play.setAttribute("aria-pressed", "true");
    play.setAttribute("aria-label", "Pause");
    timer = window.setInterval(() => {
      pos.value = String(Math.min(Number(pos.max), Number(pos.value) + rates[rate]!));
      show();
      if (pos.value === pos.max) stop();
    }, 1000);
  };
  const onSkip = (event: Event) => {
    pos.value = String(Number(pos.value) + Number((event.currentTarget as HTMLElement).dataset.skip));
    show();
  };
  const onSpeed = () => {
    rate = (rate + 1) % rates.length;
    speed.textContent = `${rates[rate]}×`;
    speed.setAttribute("aria-label", `Playback speed ${rates[rate]}x`);
  };
  play.addEventListener("click", onPlay);
  pos.addEventListener("input", show);
  speed.addEventListener("click", onSpeed);
  skips.forEach((s) => s.addEventListener("click", onSkip));
  return () => {
    stop();
    play.removeEventListener("click", onPlay);
    pos.removeEventListener("input", show);
    speed.removeEventListener("click", onSpeed);
    skips.forEach((s) => s.removeEventListener("click", onSkip));
  };
}
