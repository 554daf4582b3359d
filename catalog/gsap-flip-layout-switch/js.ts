import { gsap } from "gsap";
import { Flip } from "gsap/Flip";

// Flip.getState() records every card and avatar, the view buttons swap the list's is-grid / is-list class, and
// Flip.from() animates each element from where it was to where the new CSS put it (nested, so avatars resize inside
// moving cards). Text blocks fade across so they never appear stretched.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Flip);
  const list = root.querySelector<HTMLElement>(".people");
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".view")];
  if (!list) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const targets = () => [...list.querySelectorAll<HTMLElement>(".person, .avatar")];
  let running: gsap.core.Timeline | undefined;
  const setView = (view: string) => {
    if (list.classList.contains(`is-${view}`)) return;
    running?.progress(1);
    const state = Flip.getState(targets());
    for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset.view === view));
    list.classList.toggle("is-grid", view === "grid");
    list.classList.toggle("is-list", view === "list");
    if (reduce) return;
    running = Flip.from(state, { duration: 0.65, ease: "power3.inOut", nested: true, stagger: 0.03, absolute: false });
    running.fromTo(list.querySelectorAll(".info, .place"), { opacity: 0 }, { opacity: 1, duration: 0.35, ease: "power1.out" }, 0.3);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(".view");
    if (button && buttons.includes(button) && button.dataset.view) setView(button.dataset.view);
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    running?.kill();
    gsap.set(targets(), { clearProps: "all" });
    gsap.set(list.querySelectorAll(".info, .place"), { clearProps: "opacity" });
  };
}
