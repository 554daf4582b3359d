// The clock: while the component's playing state is on (the root's is-playing class), the seek bar advances once a
// second and the elapsed time follows; dragging the seek bar jumps there. Playing, mute, volume and captions are
// the component's own state.
function mount(root: HTMLElement): () => void {
  const seek = root.querySelector<HTMLInputElement>(".seek")!;
  const time = root.querySelector<HTMLElement>(".time")!;
  const total = root.querySelector<HTMLElement>(".dur")!;
  const format = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`;
  const show = () => {
    time.textContent = format(Number(seek.value));
    seek.setAttribute("aria-valuetext", `${format(Number(seek.value))} of ${total.textContent}`);
  };
  const tick = window.setInterval(() => {
    if (!root.classList.contains("is-playing") || Number(seek.value) >= Number(seek.max)) return;
    seek.value = String(Number(seek.value) + 1);
    show();
  }, 1000);
  seek.addEventListener("input", show);
  return () => {
    window.clearInterval(tick);
    seek.removeEventListener("input", show);
  };
}
