// Each press adds one notification, rings the bell and updates the badge.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".ping")!;
  const badge = root.querySelector<HTMLElement>(".badge")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  let count = 0;
  const onClick = () => {
    count++;
    badge.textContent = String(count);
    status.textContent = `${count} new notification${count === 1 ? "" : "s"}`;
    root.classList.remove("is-ringing");
    void root.offsetWidth;
    root.classList.add("is-ringing");
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
