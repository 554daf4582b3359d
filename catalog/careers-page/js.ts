// Filter chips show one team's roles and update the announced count.
function mount(root: HTMLElement): () => void {
  const chips = [...root.querySelectorAll<HTMLButtonElement>(".chip")];
  const jobs = [...root.querySelectorAll<HTMLElement>(".jobs li")];
  const count = root.querySelector<HTMLElement>(".count")!;
  const onClick = (event: Event) => {
    const team = (event.currentTarget as HTMLElement).dataset.team;
    chips.forEach((c) => c.setAttribute("aria-pressed", String(c.dataset.team === team)));
    let shown = 0;
    jobs.forEach((j) => {
      j.hidden = team !== "all" && j.dataset.team !== team;
      if (!j.hidden) shown++;
    });
    count.textContent = `${shown} role${shown === 1 ? "" : "s"}`;
  };
  chips.forEach((c) => c.addEventListener("click", onClick));
  return () => chips.forEach((c) => c.removeEventListener("click", onClick));
}
