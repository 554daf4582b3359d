// Measures the selected tab and moves the pill to it (CSS eases left and width); follows the framework's aria-selected
// changes through a MutationObserver, re-measures when the tab list resizes, and moves focus with the arrow keys.
function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(".list")!;
  const pill = root.querySelector<HTMLElement>(".pill")!;
  const place = () => {
    const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!tab) return;
    pill.style.setProperty("--x", `${tab.offsetLeft}px`);
    pill.style.setProperty("--y", `${tab.offsetTop}px`);
    pill.style.setProperty("--w", `${tab.offsetWidth}px`);
    pill.style.setProperty("--h", `${tab.offsetHeight}px`);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    requestAnimationFrame(() => list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus());
  };
  place();
  root.classList.add("has-pill");
  // The pill glides only after its first placement, and not at all with reduced motion.
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const ready = requestAnimationFrame(() => root.classList.toggle("is-ready", !reduce.matches));
  list.addEventListener("keydown", onKey);
  const mutations = new MutationObserver(place);
  mutations.observe(list, { subtree: true, attributes: true, attributeFilter: ["aria-selected"] });
  const sizes = new ResizeObserver(place);
  sizes.observe(list);
  return () => {
    cancelAnimationFrame(ready);
    list.removeEventListener("keydown", onKey);
    mutations.disconnect();
    sizes.disconnect();
    root.classList.remove("has-pill", "is-ready");
    ["--x", "--y", "--w", "--h"].forEach((name) => pill.style.removeProperty(name));
  };
}
