// Overlay scrollbars for native scroll containers: each .area holds a .viewport (it scrolls as usual, by wheel,
// touch and keyboard) and decorative .bar elements whose .thumb is sized to the visible share of the content and
// placed at the scroll position. Dragging a thumb scrolls proportionally; pressing the track pages towards the press.
// The bars show while the area is hovered, focused or scrolled (a class that a short timer clears).
function mount(root: HTMLElement): () => void {
  const undo: (() => void)[] = [];
  for (const area of root.querySelectorAll<HTMLElement>(".area")) {
    const viewport = area.querySelector<HTMLElement>(".viewport")!;
    const bars = [...area.querySelectorAll<HTMLElement>(".bar")].map((bar) => ({ bar, thumb: bar.querySelector<HTMLElement>(".thumb")!, y: bar.classList.contains("bar-y") }));
    let timer = 0;
    const metrics = (y: boolean) => ({
      view: y ? viewport.clientHeight : viewport.clientWidth,
      content: y ? viewport.scrollHeight : viewport.scrollWidth,
      pos: y ? viewport.scrollTop : viewport.scrollLeft,
    });
    const update = () => {
      for (const { bar, thumb, y } of bars) {
        const m = metrics(y);
        const fits = m.content <= m.view + 1;
        area.classList.toggle(y ? "no-y" : "no-x", fits);
        if (fits) continue;
        const track = (y ? bar.clientHeight : bar.clientWidth) - 4;
        const size = Math.max(24, (track * m.view) / m.content);
        const offset = ((track - size) * m.pos) / (m.content - m.view);
        thumb.style[y ? "height" : "width"] = `${size}px`;
        thumb.style.transform = y ? `translateY(${offset}px)` : `translateX(${offset}px)`;
      }
    };
    const onScroll = () => {
      update();
      area.classList.add("is-scrolling");
      clearTimeout(timer);
      timer = window.setTimeout(() => area.classList.remove("is-scrolling"), 900);
    };
    viewport.addEventListener("scroll", onScroll, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);

    for (const { bar, thumb, y } of bars) {
      let start = 0;
      let startPos = 0;
      const onDown = (event: PointerEvent) => {
        if (event.button !== 0) return;
        event.preventDefault();
        const m = metrics(y);
        const rect = thumb.getBoundingClientRect();
        const track = (y ? bar.clientHeight : bar.clientWidth) - 4;
        const size = y ? rect.height : rect.width;
        if (event.target !== thumb) {
          const before = y ? event.clientY < rect.top : event.clientX < rect.left;
          viewport.scrollBy({ [y ? "top" : "left"]: (before ? -1 : 1) * m.view * 0.9 });
          return;
        }
        start = y ? event.clientY : event.clientX;
        startPos = m.pos;
        bar.classList.add("is-dragging");
        bar.setPointerCapture(event.pointerId);
        const ratio = (m.content - m.view) / Math.max(1, track - size);
        const onMove = (e: PointerEvent) => {
          const delta = ((y ? e.clientY : e.clientX) - start) * ratio;
          if (y) viewport.scrollTop = startPos + delta;
          else viewport.scrollLeft = startPos + delta;
        };
        const onUp = () => {
          bar.classList.remove("is-dragging");
          bar.removeEventListener("pointermove", onMove);
          bar.removeEventListener("pointerup", onUp);
          bar.removeEventListener("pointercancel", onUp);
        };
        bar.addEventListener("pointermove", onMove);
        bar.addEventListener("pointerup", onUp);
        bar.addEventListener("pointercancel", onUp);
      };
      bar.addEventListener("pointerdown", onDown);
      undo.push(() => bar.removeEventListener("pointerdown", onDown));
    }
    update();
    undo.push(() => {
      clearTimeout(timer);
      observer.disconnect();
      viewport.removeEventListener("scroll", onScroll);
      area.classList.remove("is-scrolling", "no-x", "no-y");
      for (const { thumb } of bars) thumb.removeAttribute("style");
    });
  }
  return () => undo.forEach((f) => f());
}
