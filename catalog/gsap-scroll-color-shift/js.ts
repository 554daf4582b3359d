import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// One ScrollTrigger per flavour on the component's own scroll box: when a section reaches the middle (in either
// direction) the box's background and text colour tween to the section's data-bg / data-ink; the intro and the outro
// tween back to the palette's own --bg / --text. Each can also rises and tilts, scrubbed, as its section passes.
// With reduced motion nothing tweens: every section is painted its own colours once.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(ScrollTrigger);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const scroller = root.querySelector<HTMLElement>(".viewport");
  const flavours = [...root.querySelectorAll<HTMLElement>(".flavour")];
  if (!scroller || flavours.length === 0) return () => {};
  const ctx = gsap.context(() => {
    if (reduce) {
      for (const f of flavours) gsap.set(f, { backgroundColor: f.dataset.bg, color: f.dataset.ink });
      return;
    }
    const palette = getComputedStyle(root);
    const brand = { bg: palette.getPropertyValue("--bg").trim() || "#ffffff", ink: palette.getPropertyValue("--text").trim() || "#111111" };
    const paint = (bg?: string, ink?: string) =>
      gsap.to(scroller, { backgroundColor: bg ?? brand.bg, color: ink ?? brand.ink, duration: 0.7, ease: "power2.out", overwrite: "auto" });
    const zones: [HTMLElement | null, string | undefined, string | undefined][] = [
      [root.querySelector<HTMLElement>(".intro"), undefined, undefined],
      ...flavours.map((f) => [f, f.dataset.bg, f.dataset.ink] as [HTMLElement, string | undefined, string | undefined]),
      [root.querySelector<HTMLElement>(".outro"), undefined, undefined],
    ];
    for (const [zone, bg, ink] of zones) {
      if (!zone) continue;
      ScrollTrigger.create({ scroller, trigger: zone, start: "top 55%", end: "bottom 55%", onToggle: (self) => self.isActive && paint(bg, ink) });
    }
    for (const f of flavours) {
      const can = f.querySelector(".can");
      if (can) gsap.fromTo(can, { yPercent: 22, rotation: -12 }, { yPercent: -12, rotation: 9, ease: "none", scrollTrigger: { scroller, trigger: f, start: "top bottom", end: "bottom top", scrub: true } });
    }
  }, root);
  return () => ctx.revert();
}
