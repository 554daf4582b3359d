import { animate } from "motion";

// Motion morphs the icon: play is two halves of a triangle, pause two bars, each path with the same four points, so
// animate() interpolates the "d" attribute on a spring. A linear Motion animation plays the episode's progress bar and
// elapsed time over its duration and is paused and resumed as aria-pressed changes (the framework sets it).
const PLAY = ["M7 4.5 L12.5 8 L12.5 16 L7 19.5 Z", "M12.5 8 L18.5 12 L18.5 12 L12.5 16 Z"];
const PAUSE = ["M6.5 5 L10.5 5 L10.5 19 L6.5 19 Z", "M13.5 5 L17.5 5 L17.5 19 L13.5 19 Z"];

function seconds(text: string): number {
  const [m, s] = text.split(":").map(Number);
  return (m || 0) * 60 + (s || 0);
}

function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".play");
  const paths = [...root.querySelectorAll<SVGPathElement>(".play path")];
  const progress = root.querySelector<HTMLElement>(".progress");
  const elapsed = root.querySelector<HTMLElement>(".elapsed");
  const total = seconds(root.querySelector(".total")?.textContent ?? "3:00") || 180;
  if (!button || paths.length !== 2) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const morphs: { stop: () => void }[] = [];
  const clock = animate(0, total, {
    duration: total,
    ease: "linear",
    autoplay: false,
    onUpdate: (t) => {
      if (progress) progress.style.transform = `scaleX(${t / total})`;
      if (elapsed) elapsed.textContent = `${Math.floor(t / 60)}:${String(Math.floor(t % 60)).padStart(2, "0")}`;
    },
  });
  clock.pause();
  const sync = () => {
    const playing = button.getAttribute("aria-pressed") === "true";
    const shape = playing ? PAUSE : PLAY;
    for (const m of morphs.splice(0)) m.stop();
    paths.forEach((path, i) => {
      if (reduce) path.setAttribute("d", shape[i]!);
      else morphs.push(animate(path, { d: shape[i]! }, { type: "spring", stiffness: 380, damping: 24 }));
    });
    if (playing) clock.play();
    else clock.pause();
  };
  const observer = new MutationObserver(sync);
  observer.observe(button, { attributes: true, attributeFilter: ["aria-pressed"] });
  return () => {
    observer.disconnect();
    clock.stop();
    for (const m of morphs) m.stop();
    paths.forEach((path, i) => path.setAttribute("d", PLAY[i]!));
    if (progress) progress.style.transform = "";
    if (elapsed) elapsed.textContent = "0:00";
  };
}
