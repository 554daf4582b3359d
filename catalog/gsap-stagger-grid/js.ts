import { gsap } from "gsap";

// GSAP runs the entrance; gsap.context scopes every tween to this instance and revert() undoes them all.
function mount(root: HTMLElement): () => void {
  const tiles = root.querySelectorAll<HTMLElement>(".tile");
  const replay = root.querySelector<HTMLButtonElement>(".replay");
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let timeline: gsap.core.Timeline | undefined;
  const ctx = gsap.context(() => {
    if (reduce) return;
    timeline = gsap.timeline().from(tiles, {
      y: 28,
      scale: 0.94,
      opacity: 0,
      duration: 0.6,
      ease: "power3.out",
      stagger: { each: 0.07, grid: "auto", from: "start" },
    });
  }, root);
  const play = () => timeline?.restart();
  replay?.addEventListener("click", play);
  return () => {
    replay?.removeEventListener("click", play);
    ctx.revert();
  };
}
