import { gsap } from "gsap";

// Each trigger opens or closes its own panel: GSAP tweens the panel's height between 0 and "auto" (the measured
// height), lifts the answer in as it opens and turns the icon's vertical bar into a minus. Expand all runs the same
// tweens on every panel with a stagger. The panels' hidden attribute and aria-expanded stay the source of truth.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const triggers = [...root.querySelectorAll<HTMLButtonElement>(".trigger")];
  const all = root.querySelector<HTMLButtonElement>(".all");
  const panelOf = (t: HTMLButtonElement) => root.querySelector<HTMLElement>(`#${CSS.escape(t.getAttribute("aria-controls") ?? "")}`);
  const ctx = gsap.context(() => {});
  const setOpen = (trigger: HTMLButtonElement, open: boolean, delay = 0) => {
    const panel = panelOf(trigger);
    if (!panel || (trigger.getAttribute("aria-expanded") === "true") === open) return;
    trigger.setAttribute("aria-expanded", String(open));
    const bar = trigger.querySelector(".bar.vertical");
    const inner = panel.querySelector(".inner");
    ctx.add(() => {
      gsap.killTweensOf([panel, inner, bar]);
      if (reduce) {
        panel.hidden = !open;
        gsap.set(panel, { clearProps: "height" });
        return;
      }
      gsap.fromTo(bar, { rotation: open ? 90 : 0 }, { rotation: open ? 0 : 90, duration: 0.35, delay, ease: "power2.out", clearProps: "transform" });
      if (open) {
        panel.hidden = false;
        gsap.fromTo(panel, { height: panel.offsetHeight ? panel.offsetHeight : 0 }, { height: "auto", duration: 0.5, delay, ease: "power3.out" });
        gsap.fromTo(inner, { y: 12, opacity: 0 }, { y: 0, opacity: 1, duration: 0.45, delay: delay + 0.08, ease: "power2.out" });
      } else {
        gsap.to(inner, { opacity: 0, duration: 0.2, delay, ease: "power1.out" });
        gsap.to(panel, {
          height: 0,
          duration: 0.4,
          delay,
          ease: "power3.inOut",
          onComplete: () => {
            panel.hidden = true;
            gsap.set([panel, inner], { clearProps: "height,opacity,transform" });
          },
        });
      }
    });
  };
  const syncAll = () => {
    const everyOpen = triggers.every((t) => t.getAttribute("aria-expanded") === "true");
    all?.setAttribute("aria-pressed", String(everyOpen));
  };
  const onClick = (event: MouseEvent) => {
    const trigger = (event.target as HTMLElement).closest<HTMLButtonElement>(".trigger");
    if (trigger && triggers.includes(trigger)) {
      setOpen(trigger, trigger.getAttribute("aria-expanded") !== "true");
      syncAll();
    } else if (all && (event.target as HTMLElement).closest(".all") === all) {
      const open = all.getAttribute("aria-pressed") !== "true";
      triggers.forEach((t, i) => setOpen(t, open, i * 0.06));
      all.setAttribute("aria-pressed", String(open));
    }
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    ctx.revert();
  };
}
