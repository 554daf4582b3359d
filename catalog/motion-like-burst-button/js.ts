import { animate } from "motion";

// Motion adds the flourish to the framework's toggle: a capture-phase click reads the button's state before it flips;
// turning Like on squashes the heart on a spring and bursts the sparks outward one after another, turning Save on drops the
// bookmark in with a bounce. Turning either off just settles. Reduced motion: no flourish, the state still changes.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const running: { stop: () => void }[] = [];
  const onClick = (event: Event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(".like, .save");
    if (!button) return;
    const turningOn = button.getAttribute("aria-pressed") !== "true";
    const svg = button.querySelector("svg");
    if (!svg) return;
    if (button.classList.contains("like")) {
      running.push(animate(svg, { scale: turningOn ? [0.55, 1.25, 1] : [0.85, 1] }, { type: "spring", stiffness: 500, damping: 12 }));
      if (turningOn) {
        const sparks = [...button.querySelectorAll<HTMLElement>(".spark")];
        sparks.forEach((spark, i) => {
          const angle = (i / sparks.length) * Math.PI * 2;
          const reach = i % 2 ? 20 : 26;
          running.push(
            animate(
              spark,
              { x: [0, Math.cos(angle) * reach], y: [0, Math.sin(angle) * reach], scale: [1.2, 0.2], opacity: [1, 0] },
              { duration: 0.55, ease: "easeOut", delay: i * 0.015 },
            ),
          );
        });
      }
    } else {
      running.push(animate(svg, turningOn ? { y: [-8, 0], scaleY: [1.2, 1] } : { scale: [0.85, 1] }, { type: "spring", stiffness: 420, damping: 11 }));
    }
  };
  root.addEventListener("click", onClick, true);
  return () => {
    root.removeEventListener("click", onClick, true);
    for (const a of running) a.stop();
    for (const el of root.querySelectorAll<HTMLElement | SVGElement>("svg, .spark")) {
      el.style.transform = "";
      el.style.opacity = "";
    }
  };
}
