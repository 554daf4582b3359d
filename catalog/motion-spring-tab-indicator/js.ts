import { animate } from "motion";

// Motion springs the indicator's two edges separately: when the framework flips a tab's aria-selected, the leading edge
// springs stiffly to the new tab and the trailing edge follows on a softer spring, so the underline stretches across
// and then catches up. The newly shown panel glides in from the side the selection moved towards, and focus follows
// arrow keys, Home and End (the state changes on the focused tab; this moves focus to the newly selected one).
// Reduced motion: the indicator jumps and the panel just appears.
function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(".tablist");
  const indicator = root.querySelector<HTMLElement>(".indicator");
  if (!list || !indicator) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const tabs = () => [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const running: { stop: () => void }[] = [];
  const edge = { left: 0, right: 0 };
  let current = Math.max(0, tabs().findIndex((t) => t.getAttribute("aria-selected") === "true"));

  const draw = () => {
    indicator.style.transform = `translateX(${edge.left}px)`;
    indicator.style.width = `${Math.max(0, edge.right - edge.left)}px`;
  };
  const place = (animated: boolean) => {
    const tab = tabs()[current];
    if (!tab) return;
    const left = tab.offsetLeft;
    const right = left + tab.offsetWidth;
    for (const a of running.splice(0)) a.stop();
    if (!animated || reduce) {
      edge.left = left;
      edge.right = right;
      return draw();
    }
    const forward = left > edge.left;
    const lead = { type: "spring" as const, stiffness: 520, damping: 36 };
    const trail = { type: "spring" as const, stiffness: 210, damping: 24 };
    running.push(animate(edge.left, left, { ...(forward ? trail : lead), onUpdate: (v) => ((edge.left = v), draw()) }));
    running.push(animate(edge.right, right, { ...(forward ? lead : trail), onUpdate: (v) => ((edge.right = v), draw()) }));
  };

  const select = () => {
    const index = tabs().findIndex((t) => t.getAttribute("aria-selected") === "true");
    if (index < 0 || index === current) return;
    const direction = index > current ? 1 : -1;
    current = index;
    place(true);
    const tab = tabs()[index];
    if (tab && document.activeElement?.getAttribute("role") === "tab" && list.contains(document.activeElement)) tab.focus();
    const panel = tab ? root.querySelector<HTMLElement>(`[id="${tab.getAttribute("aria-controls")}"]`) : null;
    if (panel && !reduce) running.push(animate(panel, { opacity: [0, 1], x: [direction * 28, 0] }, { type: "spring", stiffness: 320, damping: 30 }));
  };

  const observer = new MutationObserver(select);
  observer.observe(list, { attributes: true, attributeFilter: ["aria-selected"], subtree: true });
  const resize = new ResizeObserver(() => place(false));
  resize.observe(list);
  root.classList.add("is-measured");
  place(false);
  return () => {
    observer.disconnect();
    resize.disconnect();
    for (const a of running) a.stop();
    root.classList.remove("is-measured");
    indicator.style.transform = "";
    indicator.style.width = "";
    for (const panel of root.querySelectorAll<HTMLElement>(".panel")) {
      panel.style.transform = "";
      panel.style.opacity = "";
    }
  };
}
