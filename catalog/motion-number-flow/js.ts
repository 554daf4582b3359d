import { animate, stagger } from "motion";

// The framework writes the total into the (visually hidden, live) output; Motion rolls the visible digit columns to it.
// Each column is a reel of 0-9 that springs to its new digit, the columns whose digit changed moving one after another
// from the right; leading columns and the thousands separator spring their width open or shut as the number gains or
// loses digits. Reduced motion: the reels jump to their digits.
function mount(root: HTMLElement): () => void {
  const output = root.querySelector<HTMLElement>(".value");
  const cols = [...root.querySelectorAll<HTMLElement>(".col")];
  const sep = root.querySelector<HTMLElement>(".sep");
  if (!output || cols.length === 0) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const reels = cols.map((col) => col.querySelector<HTMLElement>(".reel")!);
  const shown = cols.map((col) => Number(col.style.getPropertyValue("--d")) || 0);
  const running: { stop: () => void }[] = [];
  const spring = { type: "spring" as const, stiffness: 230, damping: 24, mass: 0.9 };

  const render = () => {
    const value = Math.max(0, Math.round(Number((output.textContent ?? "").replace(/[^\d.]/g, "")) || 0));
    const text = String(value).padStart(cols.length, "0").slice(-cols.length);
    const significant = String(value).length;
    const width = reels[cols.length - 1]!.getBoundingClientRect().width;
    for (const a of running.splice(0)) a.stop();
    const changed: HTMLElement[] = [];
    const targets: string[] = [];
    cols.forEach((col, i) => {
      const digit = Number(text[i]);
      const lead = i < cols.length - significant;
      if (lead !== col.classList.contains("is-lead")) {
        col.classList.toggle("is-lead", lead);
        if (!reduce) {
          const a = animate(col, { width: lead ? [width, 0] : [0, width], opacity: lead ? [1, 0] : [0, 1] }, spring);
          a.then(() => running.includes(a) && col.style.removeProperty("width"));
          running.push(a);
        }
      }
      col.style.setProperty("--d", String(digit));
      if (digit !== shown[i]) {
        changed.push(reels[i]!);
        targets.push(`${-digit}em`);
        if (reduce) reels[i]!.style.transform = `translateY(${-digit}em)`;
      }
      shown[i] = digit;
    });
    if (sep) {
      const lead = value < 1000;
      if (lead !== sep.classList.contains("is-lead")) {
        sep.classList.toggle("is-lead", lead);
        const open = parseFloat(getComputedStyle(root.querySelector(".amount")!).fontSize) * 0.32;
        if (!reduce) {
          const a = animate(sep, { width: lead ? [open, 0] : [0, open] }, spring);
          a.then(() => running.includes(a) && sep.style.removeProperty("width"));
          running.push(a);
        }
      }
    }
    if (reduce || changed.length === 0) return;
    // Right-most digits move first, as on a mechanical counter.
    changed.reverse();
    targets.reverse();
    changed.forEach((reel, i) => {
      running.push(animate(reel, { y: targets[i]! }, { ...spring, delay: stagger(0.045)(i, changed.length) }));
    });
  };
  // Motion reads the reel's starting offset from its own value, so give it the markup's position first.
  reels.forEach((reel, i) => animate(reel, { y: `${-shown[i]!}em` }, { duration: 0 }));
  const observer = new MutationObserver(render);
  observer.observe(output, { childList: true, characterData: true, subtree: true });
  return () => {
    observer.disconnect();
    for (const a of running) a.stop();
    for (const el of [...reels, ...cols, ...(sep ? [sep] : [])]) {
      el.style.removeProperty("transform");
      el.style.removeProperty("width");
      el.style.removeProperty("opacity");
    }
  };
}
