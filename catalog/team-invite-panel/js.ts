// Copies the invite link to the clipboard when Copy link is pressed; the button's "Copied" label is component state.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".copy");
  const field = root.querySelector<HTMLInputElement>(".link-field");
  if (!button || !field) return () => {};
  const onCopy = () => {
    field.select();
    navigator.clipboard?.writeText(field.value).catch(() => {});
  };
  button.addEventListener("click", onCopy);
  return () => button.removeEventListener("click", onCopy);
}
