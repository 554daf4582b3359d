import { gsap } from "gsap";
import { Flip } from "gsap/Flip";

// The filter buttons set aria-pressed and hide the cards that do not match; Flip.getState() records the layout
// before, Flip.from() animates every card from there to where it is now.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Flip);
  const cards = [...root.querySelectorAll<HTMLElement>(".card")];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".filter")];
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let running: gsap.core.Timeline | undefined;
  const apply = (filter: string) => {
    const state = Flip.getState(cards);
    for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset.filter === filter));
    for (const c of cards) c.hidden = filter !== "all" && c.dataset.tags !== filter;
    if (reduce) return;
    running?.kill();
    running = Flip.from(state, {
      duration: 0.6,
      ease: "power2.inOut",
      scale: true,
      absolute: true,
      onEnter: (els) => gsap.fromTo(els, { opacity: 0, scale: 0.85 }, { opacity: 1, scale: 1, duration: 0.45 }),
      onLeave: (els) => gsap.to(els, { opacity: 0, scale: 0.85, duration: 0.35 }),
    });
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(".filter");
    if (button?.dataset.filter) apply(button.dataset.filter);
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    running?.kill();
    gsap.set(cards, { clearProps: "all" });
  };
}
