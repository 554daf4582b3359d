// Decodes the heading from random glyphs, left to right, when it first comes into view and again on hover or replay.
// The real text stays in place (transparent while it runs) so screen readers and layout never see the noise.
const GLYPHS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#%&*+=<>/\\?";

function mount(root: HTMLElement): () => void {
  const title = root.querySelector<HTMLElement>(".title")!;
  const text = root.querySelector<HTMLElement>(".text")!;
  const glyphs = root.querySelector<HTMLElement>(".glyphs")!;
  const replay = root.querySelector<HTMLButtonElement>(".replay");
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;

  const stop = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    title.classList.remove("is-scrambling");
    glyphs.replaceChildren();
  };

  const run = () => {
    if (reduce.matches || frame) return;
    const target = text.textContent ?? "";
    const start = performance.now();
    const perChar = 28;
    const duration = target.length * perChar + 400;
    title.classList.add("is-scrambling");
    const step = (now: number) => {
      const elapsed = now - start;
      if (elapsed >= duration) return stop();
      const settled = Math.floor(Math.max(0, elapsed - 400) / perChar);
      const done = document.createTextNode(target.slice(0, settled));
      const noise = document.createElement("b");
      noise.textContent = [...target.slice(settled)]
        .map((c) => (c === " " ? " " : GLYPHS[Math.floor(Math.random() * GLYPHS.length)]))
        .join("");
      glyphs.replaceChildren(done, noise);
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  };

  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  });
  observer.observe(title);
  title.addEventListener("pointerenter", run);
  replay?.addEventListener("click", run);
  return () => {
    observer.disconnect();
    title.removeEventListener("pointerenter", run);
    replay?.removeEventListener("click", run);
    stop();
  };
}
