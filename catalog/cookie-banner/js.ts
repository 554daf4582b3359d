// Records the visitor's choice and replaces the banner with a confirmation.
function mount(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-choice]")];
  const done = root.querySelector<HTMLElement>(".done")!;
  const onChoice = (event: Event) => {
    const choice = (event.currentTarget as HTMLElement).dataset.choice;
    const picked = [...root.querySelectorAll<HTMLInputElement>("input[name]")].filter((i) => i.checked).map((i) => i.name);
    const kept = choice === "accept" ? "all cookies" : choice === "reject" ? "necessary cookies only" : ["necessary", ...picked].join(", ") + " cookies";
    done.textContent = `Saved: ${kept}. You can change this in Privacy settings.`;
    root.classList.add("is-done");
  };
  buttons.forEach((b) => b.addEventListener("click", onChoice));
  return () => buttons.forEach((b) => b.removeEventListener("click", onChoice));
}
