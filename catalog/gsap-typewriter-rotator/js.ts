import { gsap } from "gsap";
import { TextPlugin } from "gsap/TextPlugin";

// One repeating GSAP timeline: hold the phrase, backspace it (a proxy counter slicing the text), then type the next
// with TextPlugin, and so on round the list (ending on the first, so the loop is seamless). The Pause button pauses
// the timeline; reduced motion never starts it. revert() restores the first phrase.
function mount(root: HTMLElement): () => void {
  const typed = root.querySelector<HTMLElement>(".typed");
  const pause = root.querySelector<HTMLButtonElement>(".pause");
  const words = [...root.querySelectorAll<HTMLElement>(".words li")].map((li) => li.textContent?.trim() ?? "").filter(Boolean);
  if (!typed || words.length < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  gsap.registerPlugin(TextPlugin);
  const first = typed.textContent ?? words[0]!;
  let timeline: gsap.core.Timeline | undefined;
  const ctx = gsap.context(() => {
    timeline = gsap.timeline({ repeat: -1 });
    const order = [...words.slice(1), words[0]!];
    let shown = words[0]!;
    for (const word of order) {
      const text = shown;
      const proxy = { n: text.length };
      timeline
        .to(proxy, {
          n: 0,
          duration: text.length * 0.035,
          ease: "none",
          delay: 1.8,
          onUpdate: () => {
            typed.textContent = text.slice(0, Math.round(proxy.n));
          },
          onStart: () => {
            proxy.n = text.length;
          },
        })
        .to(typed, { text: { value: word }, duration: word.length * 0.06, ease: "none" }, "+=0.25");
      shown = word;
    }
  }, root);
  const onPause = () => {
    if (!timeline) return;
    const paused = !timeline.paused();
    timeline.paused(paused);
    pause?.setAttribute("aria-pressed", String(paused));
  };
  pause?.addEventListener("click", onPause);
  return () => {
    pause?.removeEventListener("click", onPause);
    pause?.setAttribute("aria-pressed", "false");
    ctx.revert();
    typed.textContent = first;
  };
}
