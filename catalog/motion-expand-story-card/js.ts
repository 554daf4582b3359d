import { animate } from "motion";

type Box = { left: number; top: number; width: number; height: number };

// Motion grows the opened card out of its slot: the framework marks the slot is-open (the card is then laid out over
// the whole component) or takes the mark away (the card is back in its slot); this measures where the card was and
// where it goes, and springs its box (left, top, width, height) between the two, then hands the layout back to the
// CSS. The story text fades up once the card has opened. Focus goes to Close on opening and back to the card's button
// on closing; Escape inside an open card closes it. Reduced motion: no spring, the same focus moves.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const slots = [...root.querySelectorAll<HTMLElement>(".slot")];
  const running = new Map<HTMLElement, { stop: () => void }[]>();
  const was = new Map(slots.map((s) => [s, s.classList.contains("is-open")]));
  // The component's padding box and a slot's box, relative to each other.
  const relative = (slot: HTMLElement): Box => {
    const r = root.getBoundingClientRect();
    const s = slot.getBoundingClientRect();
    return { left: s.left - r.left - root.clientLeft, top: s.top - r.top - root.clientTop, width: s.width, height: s.height };
  };
  const whole = (): Box => ({ left: 0, top: 0, width: root.clientWidth, height: root.clientHeight });
  const px = (b: Box) => ({ left: `${b.left}px`, top: `${b.top}px`, width: `${b.width}px`, height: `${b.height}px` });
  const release = (card: HTMLElement) => {
    for (const p of ["left", "top", "width", "height", "right", "bottom", "z-index"]) card.style.removeProperty(p);
  };

  const change = (slot: HTMLElement) => {
    const open = slot.classList.contains("is-open");
    if (open === was.get(slot)) return;
    was.set(slot, open);
    const card = slot.querySelector<HTMLElement>(".card");
    if (!card) return;
    for (const a of running.get(slot) ?? []) a.stop();
    release(card);
    const list: { stop: () => void }[] = [];
    running.set(slot, list);
    if (open) slot.querySelector<HTMLElement>(".close")?.focus({ preventScroll: true });
    else {
      // Close was focused and is now hidden, so focus fell to the page: give it back to the card's button.
      const focus = document.activeElement;
      if (!focus || focus.tagName === "BODY" || root.contains(focus)) slot.querySelector<HTMLElement>(".open")?.focus({ preventScroll: true });
    }
    if (reduce) return;
    const inSlot = relative(slot);
    // Opening: the card now sits over the whole component and comes from its slot. Closing: it sits in its slot again
    // and comes from the whole component, measured from the slot.
    const from = open ? inSlot : { left: -inSlot.left, top: -inSlot.top, width: root.clientWidth, height: root.clientHeight };
    const to = open ? whole() : { left: 0, top: 0, width: inSlot.width, height: inSlot.height };
    Object.assign(card.style, { right: "auto", bottom: "auto", zIndex: "6", ...px(from) });
    const grow = animate(card, px(to), { type: "spring", stiffness: 260, damping: 30 });
    grow.then(() => {
      // An interrupted spring hands nothing back: the next one owns the card's box.
      if (running.get(slot) === list) release(card);
    });
    list.push(grow);
    // The story's lines rather than the story itself: a transform there would carry the Close button along with it.
    const lines = [...slot.querySelectorAll<HTMLElement>(".story > :not(.close)")];
    if (open && lines.length) list.push(animate(lines, { opacity: [0, 1], y: [16, 0] }, { duration: 0.4, delay: 0.18, ease: "easeOut" }));
  };

  const observer = new MutationObserver((records) => {
    for (const r of records) if (slots.includes(r.target as HTMLElement)) change(r.target as HTMLElement);
  });
  observer.observe(root, { attributes: true, attributeFilter: ["class"], subtree: true });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const slot = (event.target as HTMLElement).closest<HTMLElement>(".slot.is-open");
    slot?.querySelector<HTMLElement>(".close")?.click();
  };
  root.addEventListener("keydown", onKey);
  return () => {
    observer.disconnect();
    root.removeEventListener("keydown", onKey);
    for (const list of running.values()) for (const a of list) a.stop();
    for (const slot of slots) {
      const card = slot.querySelector<HTMLElement>(".card");
      if (card) release(card);
      for (const line of slot.querySelectorAll<HTMLElement>(".story > *")) line.removeAttribute("style");
    }
  };
}
