import { animate, hover } from "motion";

/** "Control+Shift+8" as a keyboard hint: "Ctrl ⇧ 8". */
function keys(shortcut: string | null): string {
  if (!shortcut) return "";
  return shortcut
    .split(" ")[0]!
    .split("+")
    .map((k) => ({ Control: "Ctrl", Shift: "⇧", Alt: "Alt", Meta: "⌘" })[k] ?? k)
    .join(" ");
}

// One tooltip for the whole toolbar, moved by Motion: Motion's hover gesture (and keyboard focus) points it at a
// button; if it is already showing it springs across to the new button while its label and shortcut (read from the
// button's aria-label and aria-keyshortcuts) swap, otherwise it fades in below the button. It fades out a moment after
// the pointer and focus have both left. Arrow keys, Home and End move focus along the toolbar (roving tabindex).
// Reduced motion: the tooltip jumps instead of gliding.
function mount(root: HTMLElement): () => void {
  const rail = root.querySelector<HTMLElement>(".rail");
  const tip = root.querySelector<HTMLElement>(".tip");
  const label = root.querySelector<HTMLElement>(".tip-label");
  const hint = root.querySelector<HTMLElement>(".tip-keys");
  const tools = [...root.querySelectorAll<HTMLElement>(".tool")];
  if (!rail || !tip || !label || !hint || tools.length === 0) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const running: { stop: () => void }[] = [];
  let shown = false;
  let hideTimer = 0;
  let hovered: HTMLElement | null = null;
  const spring = { type: "spring" as const, stiffness: 520, damping: 38 };

  const point = (tool: HTMLElement) => {
    window.clearTimeout(hideTimer);
    label.textContent = tool.getAttribute("aria-label") ?? "";
    hint.textContent = keys(tool.getAttribute("aria-keyshortcuts"));
    const r = rail.getBoundingClientRect();
    const b = tool.getBoundingClientRect();
    const width = tip.offsetWidth;
    const center = b.left - r.left + b.width / 2;
    const x = Math.max(6, Math.min(r.width - width - 6, center - width / 2));
    const y = b.bottom - r.top + 8;
    tip.style.setProperty("--arrow", `${center - x}px`);
    for (const a of running.splice(0)) a.stop();
    if (shown && !reduce) {
      running.push(animate(tip, { x, y, opacity: 1, scale: 1 }, spring));
    } else {
      animate(tip, { x, y }, { duration: 0 });
      running.push(animate(tip, { opacity: 1, scale: reduce ? 1 : [0.9, 1] }, { duration: reduce ? 0 : 0.16, ease: "easeOut" }));
    }
    shown = true;
  };
  const hideSoon = () => {
    window.clearTimeout(hideTimer);
    hideTimer = window.setTimeout(() => {
      if (hovered || rail.contains(document.activeElement)) return;
      shown = false;
      for (const a of running.splice(0)) a.stop();
      running.push(animate(tip, { opacity: 0 }, { duration: reduce ? 0 : 0.15 }));
    }, 350);
  };
  const stopHover = hover(tools, (tool) => {
    hovered = tool as HTMLElement;
    point(tool as HTMLElement);
    return () => {
      if (hovered === tool) hovered = null;
      const focused = tools.find((t) => t === document.activeElement && t.matches(":focus-visible"));
      if (focused) point(focused);
      else hideSoon();
    };
  });
  const onFocusIn = (event: FocusEvent) => {
    const tool = (event.target as HTMLElement).closest<HTMLElement>(".tool");
    if (tool && tool.matches(":focus-visible")) point(tool);
  };
  const onFocusOut = () => hideSoon();
  const onKey = (event: KeyboardEvent) => {
    const index = tools.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tools.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tools[(next + tools.length) % tools.length]!;
    for (const t of tools) t.tabIndex = t === target ? 0 : -1;
    target.focus();
  };
  rail.addEventListener("focusin", onFocusIn);
  rail.addEventListener("focusout", onFocusOut);
  rail.addEventListener("keydown", onKey);
  return () => {
    stopHover();
    window.clearTimeout(hideTimer);
    for (const a of running) a.stop();
    rail.removeEventListener("focusin", onFocusIn);
    rail.removeEventListener("focusout", onFocusOut);
    rail.removeEventListener("keydown", onKey);
    tip.removeAttribute("style");
    label.textContent = "";
    hint.textContent = "";
  };
}
