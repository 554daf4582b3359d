import Lenis from "lenis";

// Each wheel is a Lenis-smoothed scroll box: its padding lets item i sit in the selection band at scrollTop = i * item
// height. On every scroll frame the items curve away from the band (rotateX and fade by distance) and the value under
// the band becomes the wheel's aria-valuenow / aria-valuetext and part of the readout; when scrolling settles the wheel
// glides to the nearest item. Arrow keys, Page Up/Down, Home and End step the focused wheel (a spinbutton), and
// clicking an item scrolls to it. Set up on the first frame; every Lenis instance is destroyed on cleanup. Reduced
// motion: no Lenis (the CSS scroll snap does the settling), no curve, instant steps.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const wheels = [...root.querySelectorAll<HTMLElement>(".wheel")];
  const time = root.querySelector<HTMLElement>(".time");
  const undo: (() => void)[] = [];
  const state = wheels.map(() => 0);

  const readout = () => {
    const text = wheels.map((w, i) => w.querySelectorAll<HTMLElement>(".item")[state[i]!]?.textContent?.trim() ?? "");
    if (time && text.length === 3) time.textContent = `${text[0]}:${text[1]} ${text[2]}`;
  };
  const setup = (wheel: HTMLElement, w: number) => {
    const track = wheel.querySelector<HTMLElement>(".track");
    const items = [...wheel.querySelectorAll<HTMLElement>(".item")];
    if (!track || items.length === 0) return;
    const size = () => items[0]!.offsetHeight || 44;
    const lenis = reduce ? undefined : new Lenis({ wrapper: wheel, content: track, autoRaf: true, lerp: 0.14 });
    let settle = 0;
    const indexAt = () => Math.max(0, Math.min(items.length - 1, Math.round(wheel.scrollTop / size())));
    const show = () => {
      const h = size();
      const at = wheel.scrollTop / h;
      if (!reduce)
        items.forEach((item, i) => {
          const d = Math.max(-2.6, Math.min(2.6, i - at));
          item.style.transform = `rotateX(${(-d * 24).toFixed(1)}deg) scale(${(1 - Math.abs(d) * 0.06).toFixed(3)})`;
        });
      const i = indexAt();
      if (i === state[w]) return;
      state[w] = i;
      const text = items[i]!.textContent?.trim() ?? "";
      wheel.setAttribute("aria-valuenow", String(Number.isNaN(Number(text)) ? i : Number(text)));
      wheel.setAttribute("aria-valuetext", text);
      readout();
    };
    const go = (i: number, immediate = false) => {
      const target = Math.max(0, Math.min(items.length - 1, i)) * size();
      if (lenis) lenis.scrollTo(target, { duration: 0.45, immediate, force: true });
      else wheel.scrollTo({ top: target });
    };
    const onScroll = () => {
      show();
      if (!lenis) return;
      window.clearTimeout(settle);
      settle = window.setTimeout(() => {
        if (Math.abs(wheel.scrollTop - indexAt() * size()) > 0.5) go(indexAt());
      }, 140);
    };
    const onKey = (event: KeyboardEvent) => {
      const page = Math.max(1, Math.round(items.length / 4));
      const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: page, PageUp: -page };
      let next: number | undefined = steps[event.key] === undefined ? undefined : state[w]! + steps[event.key]!;
      if (event.key === "Home") next = 0;
      if (event.key === "End") next = items.length - 1;
      if (next === undefined) return;
      event.preventDefault();
      go(next);
    };
    const onClick = (event: MouseEvent) => {
      const item = (event.target as HTMLElement).closest<HTMLElement>(".item");
      if (item) go(items.indexOf(item));
    };
    // Start on the value the markup names.
    const start = items.findIndex((item) => item.textContent?.trim() === wheel.getAttribute("aria-valuetext"));
    state[w] = Math.max(0, start);
    wheel.scrollTop = state[w]! * size();
    if (lenis) lenis.scrollTo(state[w]! * size(), { immediate: true, force: true });
    state[w] = -1;
    show();
    const stopLenis = lenis?.on("scroll", onScroll);
    wheel.addEventListener("scroll", onScroll, { passive: true });
    wheel.addEventListener("keydown", onKey);
    wheel.addEventListener("click", onClick);
    undo.push(() => {
      window.clearTimeout(settle);
      stopLenis?.();
      wheel.removeEventListener("scroll", onScroll);
      wheel.removeEventListener("keydown", onKey);
      wheel.removeEventListener("click", onClick);
      lenis?.destroy();
      for (const item of items) item.removeAttribute("style");
    });
  };
  const first = requestAnimationFrame(() => {
    if (!reduce) root.classList.add("is-smooth");
    wheels.forEach(setup);
    readout();
  });
  return () => {
    cancelAnimationFrame(first);
    for (const u of undo) u();
    root.classList.remove("is-smooth");
  };
}
