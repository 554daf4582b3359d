// The heart toggles the saved state.
function mount(root: HTMLElement): () => void {
  const wish = root.querySelector<HTMLButtonElement>(".wish")!;
  const onClick = () => {
    const saved = wish.getAttribute("aria-pressed") !== "true";
    wish.setAttribute("aria-pressed", String(saved));
    wish.setAttribute("aria-label", saved ? "Remove from wishlist" : "Save to wishlist");
  };
  wish.addEventListener("click", onClick);
  return () => wish.removeEventListener("click", onClick);
}
