// The top-bar button collapses and expands the sidebar.
function mount(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>(".toggle")!;
  const onClick = () => {
    const collapsed = root.classList.toggle("is-collapsed");
    toggle.setAttribute("aria-expanded", String(!collapsed));
  };
  toggle.addEventListener("click", onClick);
  return () => toggle.removeEventListener("click", onClick);
}
