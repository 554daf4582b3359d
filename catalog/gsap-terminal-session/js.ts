import { gsap } from "gsap";
import { TextPlugin } from "gsap/TextPlugin";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// One paused GSAP timeline plays the session: each command line is emptied and typed back with TextPlugin while the
// block cursor sits at its end, output lines appear one by one (ticks after a longer beat, as if work happened), and
// the cursor settles on an idle prompt. A ScrollTrigger starts it once the window scrolls into view; the button skips
// to the end (progress(1)) while it plays and restarts it afterwards. The list keeps the whole transcript when done
// (aria-busy while typing); revert() restores every line. Reduced motion: nothing runs, the transcript is shown.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const screen = root.querySelector<HTMLElement>(".screen");
  const idle = root.querySelector<HTMLElement>(".idle");
  const caret = root.querySelector<HTMLElement>(".caret");
  const control = root.querySelector<HTMLButtonElement>(".control");
  const lines = [...root.querySelectorAll<HTMLElement>(".line")];
  if (!screen || !idle || !caret || lines.length === 0) return () => {};
  gsap.registerPlugin(TextPlugin, ScrollTrigger);
  root.classList.add("is-live");
  const setPlaying = (playing: boolean) => {
    root.classList.toggle("is-playing", playing);
    screen.setAttribute("aria-busy", String(playing));
  };
  let session: gsap.core.Timeline | undefined;
  const ctx = gsap.context(() => {
    gsap.set([...lines, idle], { autoAlpha: 0 });
    session = gsap.timeline({ paused: true, onStart: () => setPlaying(true), onComplete: () => setPlaying(false) });
    for (const line of lines) {
      const text = line.querySelector<HTMLElement>(".text");
      if (!text) continue;
      const value = text.textContent ?? "";
      if (line.dataset.kind === "cmd") {
        session
          .set(text, { text: "" }, "+=0.45")
          .set(line, { autoAlpha: 1 })
          .call(() => line.append(caret))
          .to(text, { text: { value }, duration: Math.min(2.6, value.length * 0.045), ease: "none" }, "+=0.35")
          .call(() => idle.append(caret), undefined, "+=0.3");
      } else {
        session.set(line, { autoAlpha: 1 }, line.dataset.kind === "ok" ? "+=0.6" : "+=0.2");
      }
    }
    session.set(idle, { autoAlpha: 1 }, "+=0.25").call(() => idle.append(caret));
    ScrollTrigger.create({ trigger: root, start: "top 85%", once: true, onEnter: () => session?.play() });
  }, root);
  const onControl = () => {
    if (!session) return;
    if (session.progress() < 1) {
      session.progress(1);
      setPlaying(false);
    } else {
      setPlaying(true);
      session.restart();
    }
  };
  control?.addEventListener("click", onControl);
  return () => {
    control?.removeEventListener("click", onControl);
    ctx.revert();
    idle.append(caret);
    root.classList.remove("is-live", "is-playing");
    screen.removeAttribute("aria-busy");
  };
}
