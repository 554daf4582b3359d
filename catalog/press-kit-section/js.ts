// Copies a swatch's hex code when its Copy button is pressed, shows the button's "Copied" label for 1.6 seconds and says so
// in the status region (or says how to copy by hand when the clipboard is not available).
function mount(root: HTMLElement): () => void {
  const status = root.querySelector<HTMLElement>(".status");
  const timers = new Map<HTMLButtonElement, number>();
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(".copy");
    if (!button || !root.contains(button)) return;
    const swatch = button.closest(".swatch");
    const hex = swatch?.querySelector(".hex")?.textContent?.trim() ?? "";
    const name = swatch?.querySelector(".swatch-name")?.textContent?.trim() ?? "Colour";
    const done = (ok: boolean) => {
      window.clearTimeout(timers.get(button));
      if (ok) button.classList.add("is-copied");
      if (status) status.textContent = ok ? `${name} ${hex} copied to the clipboard` : `Could not copy: select ${hex} and copy it`;
      timers.set(
        button,
        window.setTimeout(() => button.classList.remove("is-copied"), 1600),
      );
    };
    if (!navigator.clipboard) return done(false);
    navigator.clipboard.writeText(hex).then(
      () => done(true),
      () => done(false),
    );
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    for (const [button, timer] of timers) {
      window.clearTimeout(timer);
      button.classList.remove("is-copied");
    }
    if (status) status.textContent = "";
  };
}
