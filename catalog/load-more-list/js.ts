// How many roles show is component state; this moves focus to the first role that a click on "Load more" revealed,
// so the reader carries on from there (and is not left on a button that may disappear at the end of the list).
function mount(root: HTMLElement): () => void {
  const more = root.querySelector<HTMLButtonElement>(".more")!;
  const items = () => [...root.querySelectorAll<HTMLElement>(".job")];
  let before = 0;
  let wanted = false;

  const onDown = () => {
    before = items().filter((i) => !i.hidden).length;
    wanted = true;
  };
  const observer = new MutationObserver(() => {
    if (!wanted) return;
    const first = items().filter((i) => !i.hidden)[before];
    if (!first) return;
    wanted = false;
    first.querySelector<HTMLElement>(".job-link")?.focus();
  });
  observer.observe(root.querySelector(".jobs")!, { attributes: true, attributeFilter: ["hidden"], subtree: true });
  more.addEventListener("click", onDown, { capture: true });
  return () => {
    observer.disconnect();
    more.removeEventListener("click", onDown, { capture: true });
  };
}
