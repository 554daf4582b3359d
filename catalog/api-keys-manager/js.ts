// Framework state reveals, confirms and revokes keys; this copies a key to the clipboard and says so for a moment.
function mount(root: HTMLElement): () => void {
  const status = root.querySelector<HTMLElement>(".status");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-copy]");
    if (!button || !root.contains(button)) return;
    const done = (message: string) => {
      button.classList.add("is-copied");
      if (status) status.textContent = message;
      clearTimeout(timer);
      timer = setTimeout(() => {
        button.classList.remove("is-copied");
        if (status) status.textContent = "";
      }, 1600);
    };
    const text = button.dataset.copy ?? "";
    if (navigator.clipboard) {
      navigator.clipboard.writeText(text).then(
        () => done("Key copied to the clipboard."),
        () => done("Copy failed: select the key and copy it by hand."),
      );
    } else done("Copy failed: select the key and copy it by hand.");
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    clearTimeout(timer);
  };
}
