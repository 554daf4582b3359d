// While the play button is pressed (component state sets aria-pressed), the seek slider advances once a second and the
// elapsed time follows; dragging the slider updates the time too. The filled part of the slider is a custom property.
function formatTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function mount(root: HTMLElement): () => void {
  const play = root.querySelector<HTMLButtonElement>(".play");
  const seek = root.querySelector<HTMLInputElement>(".seek-range");
  const elapsed = root.querySelector<HTMLElement>(".elapsed");
  const volume = root.querySelector<HTMLInputElement>(".vol-range");
  if (!play || !seek || !elapsed) return () => {};
  let timer = 0;

  const paint = (input: HTMLInputElement) => {
    const max = Number(input.max) || 100;
    input.style.setProperty("--fill", `${(Number(input.value) / max) * 100}%`);
  };
  const sync = () => {
    elapsed.textContent = formatTime(Number(seek.value));
    paint(seek);
  };
  const tick = () => {
    const max = Number(seek.max) || 0;
    const next = Number(seek.value) + 1;
    seek.value = String(next > max ? 0 : next);
    sync();
  };
  const update = () => {
    const playing = play.getAttribute("aria-pressed") === "true";
    if (playing && !timer) timer = window.setInterval(tick, 1000);
    if (!playing && timer) {
      window.clearInterval(timer);
      timer = 0;
    }
  };
  const onVolume = () => volume && paint(volume);
  const observer = new MutationObserver(update);
  observer.observe(play, { attributes: true, attributeFilter: ["aria-pressed"] });
  seek.addEventListener("input", sync);
  volume?.addEventListener("input", onVolume);
  sync();
  onVolume();
  update();
  return () => {
    observer.disconnect();
    window.clearInterval(timer);
    seek.removeEventListener("input", sync);
    volume?.removeEventListener("input", onVolume);
  };
}
