// The range input is the divider: its value moves the clip of the original and the handle, and names the split.
function mount(root: HTMLElement): () => void {
  const range = root.querySelector<HTMLInputElement>(".range")!;
  const update = () => {
    root.style.setProperty("--pos", `${range.value}%`);
    range.setAttribute("aria-valuetext", `${range.value}% original`);
  };
  update();
  range.addEventListener("input", update);
  return () => range.removeEventListener("input", update);
}
