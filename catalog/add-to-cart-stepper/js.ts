// Focus only; the quantity is component state. Removing the last bag hides the minus button while it has focus,
// so focus moves to the Add button that takes its place instead of falling back to the page.
function mount(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  const minus = root.querySelector<HTMLButtonElement>(".minus");
  const plus = root.querySelector<HTMLButtonElement>(".plus");
  if (!minus || !plus) return () => {};
  let minusFocused = false;
  const onFocus = () => {
    minusFocused = true;
  };
  const onBlur = () => {
    minusFocused = doc.activeElement === minus;
  };
  const observer = new MutationObserver(() => {
    if (minus.disabled && minusFocused) {
      minusFocused = false;
      plus.focus();
    }
  });
  observer.observe(minus, { attributes: true, attributeFilter: ["disabled"] });
  minus.addEventListener("focus", onFocus);
  minus.addEventListener("blur", onBlur);
  return () => {
    observer.disconnect();
    minus.removeEventListener("focus", onFocus);
    minus.removeEventListener("blur", onBlur);
  };
}
