import { animate } from "motion";

// Motion springs the panels: when an item's is-open class changes (the framework sets it from its state), the panel's
// height springs from where it is to its measured content (or to 0), the answer slides, and the icon's bar turns.
// A closing panel stays visible until its spring ends, then the CSS hides it again. Reduced motion: no animation.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const running = new Map<HTMLElement, { stop: () => void }[]>();
  const spring = { type: "spring" as const, stiffness: 300, damping: 30 };
  const toggle = (item: HTMLElement) => {
    const panel = item.querySelector<HTMLElement>(".panel");
    const answer = item.querySelector<HTMLElement>(".answer");
    const bar = item.querySelector<HTMLElement>(".sign .v");
    if (!panel) return;
    for (const a of running.get(item) ?? []) a.stop();
    const open = item.classList.contains("is-open");
    if (reduce) return;
    const from = panel.getBoundingClientRect().height;
    panel.style.visibility = "visible";
    panel.style.height = "auto";
    const to = open ? panel.scrollHeight : 0;
    panel.style.height = `${from}px`;
    const height = animate(panel, { height: to }, spring);
    height.then(() => {
      panel.style.height = "";
      panel.style.visibility = "";
    });
    const list = [height];
    if (answer) list.push(animate(answer, open ? { y: [-10, 0], opacity: [0, 1] } : { opacity: 0 }, spring));
    if (bar) list.push(animate(bar, { rotate: open ? [90, 0] : [0, 90] }, { type: "spring", stiffness: 500, damping: 15 }));
    running.set(item, list);
  };
  const observer = new MutationObserver((records) => {
    for (const r of records) if ((r.target as HTMLElement).classList?.contains("item")) toggle(r.target as HTMLElement);
  });
  observer.observe(root, { attributes: true, attributeFilter: ["class"], subtree: true });
  return () => {
    observer.disconnect();
    for (const list of running.values()) for (const a of list) a.stop();
    for (const el of root.querySelectorAll<HTMLElement>(".panel, .answer, .sign .v")) {
      el.style.height = "";
      el.style.visibility = "";
      el.style.transform = "";
      el.style.opacity = "";
    }
  };
}
