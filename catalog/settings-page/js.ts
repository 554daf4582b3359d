// Save buttons confirm in the status line; section links mark the current section.
function mount(root: HTMLElement): () => void {
  const saved = root.querySelector<HTMLElement>(".saved")!;
  const links = [...root.querySelectorAll<HTMLAnchorElement>(".sections a")];
  const saves = [...root.querySelectorAll<HTMLButtonElement>(".save")];
  const onSave = (event: Event) => {
    const section = (event.currentTarget as HTMLElement).closest("section")!.querySelector("h2")!.textContent;
    saved.textContent = `${section} saved.`;
  };
  const onLink = (event: Event) => links.forEach((l) => (l === event.currentTarget ? l.setAttribute("aria-current", "true") : l.removeAttribute("aria-current")));
  saves.forEach((b) => b.addEventListener("click", onSave));
  links.forEach((l) => l.addEventListener("click", onLink));
  return () => {
    saves.forEach((b) => b.removeEventListener("click", onSave));
    links.forEach((l) => l.removeEventListener("click", onLink));
  };
}
