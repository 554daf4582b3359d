// Window splitters: pointer drag (with capture) sets the pane size as a percentage of the container, clamped to the
// separator's aria-valuemin/max; arrow keys step by 2 (10 with Shift), Home and End jump to the limits, Enter
// collapses the pane to its minimum and restores it, and a double click resets the starting size. The size lives in a
// custom property on the root (--side, --top) and in aria-valuenow.
function mount(root: HTMLElement): () => void {
  const splits = [...root.querySelectorAll<HTMLElement>(".split")];
  const initial = new Map(splits.map((s) => [s, Number(s.getAttribute("aria-valuenow"))]));
  const before = new Map<HTMLElement, number>();
  const cleanups: (() => void)[] = [];

  for (const split of splits) {
    const vertical = split.getAttribute("aria-orientation") === "vertical";
    const prop = vertical ? "--side" : "--top";
    const min = Number(split.getAttribute("aria-valuemin"));
    const max = Number(split.getAttribute("aria-valuemax"));
    const box = () => (vertical ? root : split.parentElement!).getBoundingClientRect();
    const value = () => Number(split.getAttribute("aria-valuenow"));
    const set = (v: number) => {
      const n = Math.round(Math.min(max, Math.max(min, v)) * 10) / 10;
      split.setAttribute("aria-valuenow", String(Math.round(n)));
      root.style.setProperty(prop, `${n}%`);
    };
    let dragging = false;
    split.tabIndex = 0; // the splitter only becomes operable once this behaviour runs
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      dragging = true;
      split.setPointerCapture(event.pointerId);
      split.classList.add("is-active");
      root.classList.add(vertical ? "is-dragging" : "is-dragging-h");
      event.preventDefault();
    };
    const onMove = (event: PointerEvent) => {
      if (!dragging) return;
      const r = box();
      set(vertical ? ((event.clientX - r.left) / r.width) * 100 : ((event.clientY - r.top) / r.height) * 100);
    };
    const onUp = () => {
      dragging = false;
      split.classList.remove("is-active");
      root.classList.remove("is-dragging", "is-dragging-h");
    };
    const onKey = (event: KeyboardEvent) => {
      const step = event.shiftKey ? 10 : 2;
      const less = vertical ? "ArrowLeft" : "ArrowUp";
      const more = vertical ? "ArrowRight" : "ArrowDown";
      if (event.key === less) set(value() - step);
      else if (event.key === more) set(value() + step);
      else if (event.key === "Home") set(min);
      else if (event.key === "End") set(max);
      else if (event.key === "Enter") {
        if (value() > min) {
          before.set(split, value());
          set(min);
        } else set(before.get(split) ?? initial.get(split)!);
      } else return;
      event.preventDefault();
    };
    const onDouble = () => set(initial.get(split)!);
    split.addEventListener("pointerdown", onDown);
    split.addEventListener("pointermove", onMove);
    split.addEventListener("pointerup", onUp);
    split.addEventListener("pointercancel", onUp);
    split.addEventListener("keydown", onKey);
    split.addEventListener("dblclick", onDouble);
    cleanups.push(() => {
      split.removeEventListener("pointerdown", onDown);
      split.removeEventListener("pointermove", onMove);
      split.removeEventListener("pointerup", onUp);
      split.removeEventListener("pointercancel", onUp);
      split.removeEventListener("keydown", onKey);
      split.removeEventListener("dblclick", onDouble);
      split.removeAttribute("tabindex");
      split.setAttribute("aria-valuenow", String(initial.get(split)));
      root.style.setProperty(prop, `${initial.get(split)}%`);
      split.classList.remove("is-active");
    });
  }
  return () => {
    cleanups.forEach((c) => c());
    root.classList.remove("is-dragging", "is-dragging-h");
  };
}
