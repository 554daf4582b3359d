// The switch swaps each price between its monthly and yearly value.
function mount(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>("[role=switch]")!;
  const onClick = () => {
    const yearly = toggle.getAttribute("aria-checked") !== "true";
    toggle.setAttribute("aria-checked", String(yearly));
    root.querySelectorAll<HTMLElement>("[data-monthly]").forEach((el) => {
      el.textContent = (yearly ? el.dataset.yearly : el.dataset.monthly) ?? "";
    });
  };
  toggle.addEventListener("click", onClick);
  return () => toggle.removeEventListener("click", onClick);
}
