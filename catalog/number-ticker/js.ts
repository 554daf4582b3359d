// Turns each number into reels of digits (an aria-hidden copy; the real text stays for screen readers), rolls them
// from zero to the value when the block comes into view, and adds a few orders to the live counter every 2.6 s.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  if (reduce.matches) return () => {};
  const values = [...root.querySelectorAll<HTMLElement>(".value")];
  const live = root.querySelector<HTMLElement>('.value[data-live="true"]');
  const liveText = live?.textContent ?? "";
  const reels = new Map<HTMLElement, HTMLElement>();
  let timer = 0;

  const shapeOf = (text: string) => text.replace(/\d/g, "0");
  const setReel = (reel: HTMLElement, text: string, fromZero: boolean) => {
    if (reel.dataset.shape !== shapeOf(text)) {
      reel.dataset.shape = shapeOf(text);
      reel.replaceChildren(
        ...[...text].map((char) => {
          const cell = document.createElement("span");
          if (!/\d/.test(char)) {
            cell.className = "sym";
            cell.textContent = char;
            return cell;
          }
          cell.className = "col";
          const strip = document.createElement("span");
          strip.className = "strip";
          for (let d = 0; d <= 9; d++) {
            const digit = document.createElement("span");
            digit.textContent = String(d);
            strip.append(digit);
          }
          if (!fromZero) strip.style.setProperty("--d", char);
          cell.append(strip);
          return cell;
        }),
      );
      void reel.offsetWidth;
    }
    const cols = [...reel.querySelectorAll<HTMLElement>(".strip")];
    let i = 0;
    for (const char of text) {
      if (!/\d/.test(char)) continue;
      const strip = cols[i]!;
      strip.style.setProperty("--delay", `${(cols.length - 1 - i) * 70}ms`);
      strip.style.setProperty("--d", char);
      i++;
    }
  };

  for (const value of values) {
    const reel = document.createElement("span");
    reel.className = "reel";
    reel.setAttribute("aria-hidden", "true");
    value.after(reel);
    reels.set(value, reel);
    setReel(reel, value.textContent ?? "", true);
  }
  root.classList.add("is-reeled");

  const tick = () => {
    if (!live) return;
    const n = Number((live.textContent ?? "").replace(/[^\d]/g, "")) + 1 + Math.floor(Math.random() * 4);
    const text = n.toLocaleString("en-US");
    live.textContent = text;
    setReel(reels.get(live)!, text, false);
  };
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    root.classList.add("is-rolled");
    timer = window.setInterval(tick, 2600);
  });
  observer.observe(root);

  return () => {
    observer.disconnect();
    window.clearInterval(timer);
    reels.forEach((reel) => reel.remove());
    root.classList.remove("is-reeled", "is-rolled");
    if (live) live.textContent = liveText;
  };
}
