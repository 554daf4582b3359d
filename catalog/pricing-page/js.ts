// The period buttons swap every price that has monthly and yearly values.
function mount(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".period-btn")];
  const onClick = (event: Event) => {
    const period = (event.currentTarget as HTMLElement).dataset.period!;
    buttons.forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.period === period)));
    root.querySelectorAll<HTMLElement>("[data-monthly]").forEach((el) => {
      el.textContent = el.dataset[period] ?? el.textContent;
    });
  };
  buttons.forEach((b) => b.addEventListener("click", onClick));
  return () => buttons.forEach((b) => b.removeEventListener("click", onClick));
}
