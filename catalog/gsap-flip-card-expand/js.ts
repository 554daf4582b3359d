import { gsap } from "gsap";
import { Flip } from "gsap/Flip";

// Which card is open is framework state. A capture-phase listener on the root runs before the framework's own click
// (or Escape) handler, so Flip.getState() records the layout just before the state changes; on the next animation
// frame, after every framework has updated the DOM, Flip.from() plays the card's panel, picture and title from that
// layout to the new one and the detail copy rises in. Focus moves to Close on open and back to the card on close.
// With reduced motion only the focus moves.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Flip);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let frame = 0;
  let running: gsap.core.Timeline | undefined;
  const targets = () => root.querySelectorAll<HTMLElement>(".inner, .art, .label");
  const settle = (card: HTMLElement, opening: boolean) => {
    const state = reduce ? undefined : Flip.getState(targets());
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const isOpen = card.classList.contains("is-open");
      if (isOpen !== opening) return;
      if (state) {
        running?.progress(1);
        running = Flip.from(state, { duration: 0.7, ease: "power3.inOut", nested: true, zIndex: 3 });
        if (opening) running.from(card.querySelectorAll(".summary, .fact, .actions"), { opacity: 0, y: 14, duration: 0.45, ease: "power2.out", stagger: 0.06 }, 0.35);
      }
      card.querySelector<HTMLElement>(opening ? ".close" : ".open")?.focus({ preventScroll: true });
    });
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const card = target.closest<HTMLElement>(".card");
    if (!card || !root.contains(card)) return;
    if (target.closest(".open")) settle(card, !card.classList.contains("is-open"));
    else if (target.closest(".close")) settle(card, false);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const card = root.querySelector<HTMLElement>(".card.is-open");
    if (card) settle(card, false);
  };
  root.addEventListener("click", onClick, true);
  root.addEventListener("keydown", onKey, true);
  return () => {
    root.removeEventListener("click", onClick, true);
    root.removeEventListener("keydown", onKey, true);
    cancelAnimationFrame(frame);
    running?.progress(1).kill();
    gsap.set(targets(), { clearProps: "all" });
  };
}
