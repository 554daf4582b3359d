import { scroll } from "motion";

// Motion's scroll() tracks the document box: on every scroll frame each table-of-contents bar is filled by how much
// of its section has passed a reading line 40% down the box, and the entry whose section holds that line is marked.
// Links scroll the box to their section (smoothly unless reduced motion). Cleanup stops the scroll tracking.
function mount(root: HTMLElement): () => void {
  const doc = root.querySelector<HTMLElement>(".doc");
  if (!doc) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const entries = [...root.querySelectorAll<HTMLElement>(".entry")];
  const sectionOf = (entry: HTMLElement) => {
    const id = entry.querySelector("a")?.getAttribute("href")?.slice(1);
    return id ? root.querySelector<HTMLElement>(`[id="${id}"]`) : null;
  };
  const stops: (() => void)[] = [];
  const mark = () => {
    const line = doc.scrollTop + doc.clientHeight * 0.4;
    let current = entries[0];
    for (const entry of entries) {
      const section = sectionOf(entry);
      const fill = entry.querySelector<HTMLElement>(".fill");
      if (!section) continue;
      const read = Math.min(1, Math.max(0, (line - section.offsetTop) / section.offsetHeight));
      if (fill) fill.style.transform = `scaleX(${read.toFixed(3)})`;
      if (section.offsetTop <= line) current = entry;
    }
    for (const entry of entries) entry.classList.toggle("is-current", entry === current);
  };
  stops.push(scroll(() => mark(), { container: doc }));
  const onClick = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>(".entry a");
    const entry = link?.closest<HTMLElement>(".entry");
    const section = entry ? sectionOf(entry) : null;
    if (!section) return;
    event.preventDefault();
    doc.scrollTo({ top: section.offsetTop, behavior: reduce ? "auto" : "smooth" });
  };
  root.addEventListener("click", onClick);
  mark();
  return () => {
    for (const stop of stops) stop();
    root.removeEventListener("click", onClick);
    for (const entry of entries) entry.classList.remove("is-current");
    for (const fill of root.querySelectorAll<HTMLElement>(".fill")) fill.style.transform = "";
  };
}
