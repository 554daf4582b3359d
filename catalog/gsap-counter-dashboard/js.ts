import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// Each value's text is read as prefix + number + suffix ("$84.2k", "12,480", "112.4%"); when the panel first
// scrolls into view a ScrollTrigger plays one timeline that counts every number up from zero (keeping its decimals
// and separators) and fills every goal bar. The markup holds the final values; revert() puts them back exactly.
function parse(text: string) {
  const match = /^([^\d-]*)(-?[\d,]*\.?\d+)(.*)$/.exec(text.trim());
  if (!match) return undefined;
  const raw = match[2]!;
  const decimals = raw.includes(".") ? raw.split(".")[1]!.length : 0;
  return { prefix: match[1]!, value: Number(raw.replace(/,/g, "")), suffix: match[3]!, decimals, grouped: raw.includes(",") };
}

function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  gsap.registerPlugin(ScrollTrigger);
  const stats = [...root.querySelectorAll<HTMLElement>(".stat")];
  const originals = new Map<HTMLElement, string>();
  const goals = new Map<HTMLProgressElement, number>();
  const zeroes: (() => void)[] = [];
  const ctx = gsap.context(() => {
    const timeline = gsap.timeline({ paused: true });
    stats.forEach((stat, i) => {
      const valueEl = stat.querySelector<HTMLElement>(".value");
      const goal = stat.querySelector<HTMLProgressElement>(".goal");
      const parsed = valueEl ? parse(valueEl.textContent ?? "") : undefined;
      if (valueEl && parsed) {
        originals.set(valueEl, valueEl.textContent ?? "");
        const format = new Intl.NumberFormat("en-US", { minimumFractionDigits: parsed.decimals, maximumFractionDigits: parsed.decimals, useGrouping: parsed.grouped });
        const counter = { n: 0 };
        zeroes.push(() => { valueEl.textContent = `${parsed.prefix}${format.format(0)}${parsed.suffix}`; });
        timeline.to(counter, {
          n: parsed.value,
          duration: 1.6,
          ease: "power3.out",
          onUpdate: () => {
            valueEl.textContent = `${parsed.prefix}${format.format(counter.n)}${parsed.suffix}`;
          },
        }, i * 0.12);
      }
      if (goal) {
        const target = goal.value;
        goals.set(goal, target);
        zeroes.push(() => { goal.value = 0; });
        const bar = { v: 0 };
        timeline.to(bar, { v: target, duration: 1.4, ease: "power2.out", onUpdate: () => { goal.value = bar.v; } }, i * 0.12 + 0.15);
        timeline.fromTo(stat, { y: 16, autoAlpha: 0 }, { y: 0, autoAlpha: 1, duration: 0.5, ease: "power2.out", immediateRender: false }, i * 0.12);
      }
    });
    // Every figure drops to zero on the first frame of the run (not before), then counts up.
    timeline.call(() => { for (const zero of zeroes) zero(); }, [], 0);
    ScrollTrigger.create({ trigger: root, start: "top 85%", once: true, onEnter: () => timeline.play(0) });
  }, root);
  return () => {
    ctx.revert();
    for (const [el, text] of originals) el.textContent = text;
    for (const [goal, value] of goals) goal.value = value;
  };
}
