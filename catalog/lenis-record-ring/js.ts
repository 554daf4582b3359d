import Lenis from "lenis";

// Lenis smooths this instance's scroll box; the sticky stage stays put while the runway scrolls past, and every Lenis
// scroll frame turns the ring by the smoothed progress so the last record reaches the front at the bottom. The record
// nearest the front gets is-front and its title, artist and note are copied into the flat caption under the ring. Previous and Next glide to the
// neighbouring record with lenis.scrollTo. Set up on the first frame; destroyed on cleanup. Reduced motion: the CSS
// lays the records out as a flat grid and nothing runs.
function mount(root: HTMLElement): () => void {
  const wrapper = root.querySelector<HTMLElement>(".scroller");
  const content = root.querySelector<HTMLElement>(".runway");
  const ring = root.querySelector<HTMLElement>(".ring");
  if (!wrapper || !content || !ring || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const records = [...ring.querySelectorAll<HTMLElement>(".record")];
  const step = 360 / Math.max(1, records.length);
  let lenis: Lenis | undefined;
  let stop: (() => void) | undefined;
  let front = -1;
  const turn = (progress: number) => {
    const at = progress * (records.length - 1);
    ring.style.transform = `translateZ(calc(var(--radius) * -1)) rotateY(${(-at * step).toFixed(2)}deg)`;
    const nearest = Math.round(at);
    if (nearest === front) return;
    front = nearest;
    records.forEach((r, i) => r.classList.toggle("is-front", i === nearest));
    // The front record's words, shown flat under the ring (the list itself stays for assistive tech).
    const about = records[nearest];
    for (const part of ["album", "artist", "note"]) {
      const to = root.querySelector<HTMLElement>(`.now-${part}`);
      if (to) to.textContent = about?.querySelector(`.${part}`)?.textContent ?? "";
    }
  };
  const go = (direction: number) => {
    if (!lenis) return;
    const target = Math.max(0, Math.min(records.length - 1, front + direction));
    lenis.scrollTo((target / (records.length - 1)) * lenis.limit, { duration: 0.9 });
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>(".step");
    if (button) go(button.classList.contains("next") ? 1 : -1);
  };
  root.addEventListener("click", onClick);
  const first = requestAnimationFrame(() => {
    lenis = new Lenis({ wrapper, content, autoRaf: true, lerp: 0.08 });
    root.classList.add("is-live");
    stop = lenis.on("scroll", (l: Lenis) => turn(l.progress));
    turn(lenis.progress || 0);
  });
  return () => {
    cancelAnimationFrame(first);
    root.removeEventListener("click", onClick);
    stop?.();
    lenis?.destroy();
    root.classList.remove("is-live");
    ring.style.removeProperty("transform");
    for (const r of records) r.classList.remove("is-front");
    for (const el of root.querySelectorAll<HTMLElement>(".now > span")) el.textContent = "";
  };
}
