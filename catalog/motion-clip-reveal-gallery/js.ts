import { animate, inView } from "motion";

const MASKS = [
  { from: "inset(100% 0% 0% 0%)", to: "inset(0% 0% 0% 0%)" },
  { from: "inset(0% 100% 0% 0%)", to: "inset(0% 0% 0% 0%)" },
  { from: "inset(0% 50% 0% 50%)", to: "inset(0% 0% 0% 0%)" },
  { from: "inset(0% 0% 0% 100%)", to: "inset(0% 0% 0% 0%)" },
];

// Motion reveals each project once as it enters this instance's scroll box: inView (rooted on the box) starts a
// clip-path wipe on the frame (from below, from the left, from the centre, from the right, by position), the picture
// inside settles from a 1.25x zoom, and the caption's lines rise in after it. Projects are hidden by their masks only
// once this runs, so without it everything shows. Reduced motion: nothing is masked.
function setup(root: HTMLElement): () => void {
  const scroller = root.querySelector<HTMLElement>(".scroller");
  if (!scroller || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const projects = [...root.querySelectorAll<HTMLElement>(".project")];
  const running: { stop: () => void }[] = [];
  const shown = new Set<Element>();
  const parts = (project: Element) => ({
    frame: project.querySelector<HTMLElement>(".frame"),
    picture: project.querySelector<HTMLElement>(".picture"),
    lines: [...project.querySelectorAll<HTMLElement>(".caption > *")],
  });
  projects.forEach((project, i) => {
    const { frame, lines } = parts(project);
    if (frame) frame.style.clipPath = MASKS[i % MASKS.length]!.from;
    for (const line of lines) line.style.opacity = "0";
  });
  const stop = inView(
    projects,
    (project) => {
      if (shown.has(project)) return;
      shown.add(project);
      const i = projects.indexOf(project as HTMLElement);
      const { frame, picture, lines } = parts(project);
      const ease = [0.76, 0, 0.24, 1] as const;
      if (frame) running.push(animate(frame, { clipPath: [MASKS[i % MASKS.length]!.from, MASKS[i % MASKS.length]!.to] }, { duration: 1.1, ease }));
      if (picture) running.push(animate(picture, { scale: [1.25, 1] }, { duration: 1.4, ease: [0.22, 1, 0.36, 1] }));
      lines.forEach((line, n) => running.push(animate(line, { opacity: [0, 1], y: [14, 0] }, { duration: 0.6, delay: 0.45 + n * 0.08, ease: "easeOut" })));
    },
    { root: scroller, amount: 0.3 },
  );
  return () => {
    stop();
    for (const a of running) a.stop();
    for (const project of projects) {
      const { frame, picture, lines } = parts(project);
      for (const el of [frame, picture, ...lines]) el?.removeAttribute("style");
    }
  };
}

// Set up on the first frame, so every framework target's first render is the markup exactly (no masks yet).
function mount(root: HTMLElement): () => void {
  let cleanup = () => {};
  const first = requestAnimationFrame(() => (cleanup = setup(root)));
  return () => {
    cancelAnimationFrame(first);
    cleanup();
  };
}
