import { animate, stagger } from "motion";

// Motion animates what the framework's open state shows: when the panel gains is-open it springs out of its corner and
// the menu items fall in one after another; when it loses it, the items leave in reverse and the panel shrinks away,
// kept visible until then. This also runs the menu-button keyboard pattern: ArrowDown or ArrowUp on the button opens
// the menu, focus lands on the first item, arrows, Home and End move between items, Escape or Tab closes it (focus
// back on the button after Escape), and a click outside closes it. Reduced motion: it appears and disappears at once.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLButtonElement>(".trigger");
  const panel = root.querySelector<HTMLElement>(".panel");
  if (!trigger || !panel) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const items = () => [...panel.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const running: { stop: () => void }[] = [];
  let open = panel.classList.contains("is-open");
  let focusLast = false;

  const stopAll = () => {
    for (const a of running.splice(0)) a.stop();
  };
  const onToggle = () => {
    const now = panel.classList.contains("is-open");
    if (now === open) return;
    open = now;
    stopAll();
    const list = items();
    if (open) {
      const target = focusLast ? list[list.length - 1] : list[0];
      focusLast = false;
      target?.focus();
      if (reduce) return;
      panel.style.visibility = "";
      running.push(animate(panel, { opacity: [0, 1], scale: [0.9, 1], y: [-8, 0] }, { type: "spring", stiffness: 460, damping: 32 }));
      running.push(animate(list, { opacity: [0, 1], x: [-10, 0] }, { type: "spring", stiffness: 380, damping: 28, delay: stagger(0.03, { startDelay: 0.04 }) }));
      return;
    }
    if (panel.contains(document.activeElement)) trigger.focus();
    if (reduce) return;
    panel.style.visibility = "visible";
    running.push(animate(list, { opacity: 0, x: -6 }, { duration: 0.12, delay: stagger(0.015, { from: "last" }) }));
    const out = animate(panel, { opacity: 0, scale: 0.95, y: -6 }, { duration: 0.18, delay: 0.06, ease: "easeIn" });
    out.then(() => {
      if (!running.includes(out)) return;
      panel.style.visibility = "";
      for (const el of [panel, ...list]) {
        el.style.transform = "";
        el.style.opacity = "";
      }
    });
    running.push(out);
  };

  const onKey = (event: KeyboardEvent) => {
    const list = items();
    if (event.target === trigger && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      focusLast = event.key === "ArrowUp";
      if (!open) trigger.click();
      else (focusLast ? list[list.length - 1] : list[0])?.focus();
      return;
    }
    const index = list.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    if (event.key === "Tab") {
      trigger.click();
      return;
    }
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[(next + list.length) % list.length]?.focus();
  };
  const onOutside = (event: PointerEvent) => {
    if (open && !(trigger.parentElement ?? root).contains(event.target as Node)) trigger.click();
  };

  const observer = new MutationObserver(onToggle);
  observer.observe(panel, { attributes: true, attributeFilter: ["class"] });
  root.addEventListener("keydown", onKey);
  document.addEventListener("pointerdown", onOutside);
  return () => {
    observer.disconnect();
    stopAll();
    root.removeEventListener("keydown", onKey);
    document.removeEventListener("pointerdown", onOutside);
    for (const el of [panel, ...items()]) {
      el.style.transform = "";
      el.style.opacity = "";
      el.style.visibility = "";
    }
  };
}
