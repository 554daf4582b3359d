import { gsap } from "gsap";
import { CustomEase } from "gsap/CustomEase";

// The switches are framework state; this only adds motion. A MutationObserver sees aria-checked change, by then CSS
// has already put the knob at its new end, so GSAP plays it in from the old end (x offset -> 0, FLIP-style) on a
// CustomEase that overshoots and settles, with a squash while it travels. Nothing runs with reduced motion.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  gsap.registerPlugin(CustomEase);
  const ease = CustomEase.create("switchOvershoot", "M0,0 C0.18,0 0.26,1.32 0.52,1.12 0.7,0.98 0.82,0.99 1,1");
  const ctx = gsap.context(() => {});
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const sw = record.target as HTMLElement;
      const knob = sw.querySelector<HTMLElement>(".knob");
      if (!knob || !sw.classList.contains("switch") || sw.getAttribute("aria-checked") === record.oldValue) continue;
      const on = sw.getAttribute("aria-checked") === "true";
      const inset = Math.min(knob.offsetLeft, sw.clientWidth - knob.offsetLeft - knob.offsetWidth);
      const distance = sw.clientWidth - knob.offsetWidth - 2 * inset;
      ctx.add(() => {
        gsap.killTweensOf(knob);
        gsap
          .timeline()
          .fromTo(knob, { x: on ? -distance : distance }, { x: 0, duration: 0.55, ease })
          .fromTo(knob, { scaleX: 1.35, scaleY: 0.85 }, { scaleX: 1, scaleY: 1, duration: 0.45, ease: "elastic.out(1, 0.5)" }, 0.08);
      });
    }
  });
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ["aria-checked"], attributeOldValue: true });
  return () => {
    observer.disconnect();
    ctx.revert();
  };
}
