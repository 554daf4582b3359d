import { gsap } from "gsap";
import { Observer } from "gsap/Observer";

// GSAP Observer turns wheel, touch and pointer drags over the stage into one "next" or "previous" per gesture; the
// arrow keys and buttons do the same. A transition slides the outgoing slide away and wipes the next one in from the
// gesture's side (its inner content counter-moving for a parallax wipe), then staggers its copy up. While a
// transition runs further input is ignored, so a flick never skips slides. Everything is reverted on cleanup.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Observer);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const stage = root.querySelector<HTMLElement>(".stage");
  const slides = [...root.querySelectorAll<HTMLElement>(".slide")];
  const current = root.querySelector<HTMLElement>(".current");
  const fill = root.querySelector<HTMLElement>(".fill");
  const prev = root.querySelector<HTMLButtonElement>(".prev");
  const next = root.querySelector<HTMLButtonElement>(".next");
  if (!stage || slides.length === 0) return () => {};
  const pad = (n: number) => String(n).padStart(2, "0");
  let index = 0;
  let animating = false;
  const ctx = gsap.context(() => {
    gsap.set(slides, { autoAlpha: 0, zIndex: 0 });
    gsap.set(slides[0]!, { autoAlpha: 1, zIndex: 1 });
  }, root);
  const render = () => {
    if (current) current.textContent = pad(index + 1);
  };
  const goTo = (to: number, direction: 1 | -1) => {
    if (animating || to < 0 || to >= slides.length || to === index) return;
    const from = slides[index]!;
    const into = slides[to]!;
    index = to;
    render();
    ctx.add(() => {
      const progress = (to + 1) / slides.length;
      if (reduce) {
        gsap.set(from, { autoAlpha: 0, zIndex: 0 });
        gsap.set(into, { autoAlpha: 1, zIndex: 1 });
        if (fill) gsap.set(fill, { scaleX: progress });
        return;
      }
      animating = true;
      const copy = into.querySelectorAll(".kicker, .heading, .text");
      gsap
        .timeline({ defaults: { duration: 0.9, ease: "power3.inOut" }, onComplete: () => { animating = false; } })
        .set(into, { autoAlpha: 1, zIndex: 2 })
        .set(from, { zIndex: 1 })
        .fromTo(into, { yPercent: 100 * direction }, { yPercent: 0 }, 0)
        .fromTo(into.querySelector(".art"), { yPercent: -60 * direction }, { yPercent: 0 }, 0)
        .to(from, { yPercent: -30 * direction }, 0)
        .fromTo(copy, { y: 30, autoAlpha: 0 }, { y: 0, autoAlpha: 1, duration: 0.6, ease: "power2.out", stagger: 0.08 }, 0.45)
        .set(from, { autoAlpha: 0, zIndex: 0, yPercent: 0 })
        .set(into, { zIndex: 1 });
      if (fill) gsap.to(fill, { scaleX: progress, duration: 0.9, ease: "power3.inOut" });
    });
  };
  const forward = () => goTo(index + 1, 1);
  const back = () => goTo(index - 1, -1);
  const observer = Observer.create({
    target: stage,
    type: "wheel,touch,pointer",
    wheelSpeed: -1,
    tolerance: 10,
    preventDefault: true,
    onDown: back,
    onUp: forward,
    onLeft: forward,
    onRight: back,
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowRight" || event.key === "PageDown") forward();
    else if (event.key === "ArrowUp" || event.key === "ArrowLeft" || event.key === "PageUp") back();
    else if (event.key === "Home") goTo(0, -1);
    else if (event.key === "End") goTo(slides.length - 1, 1);
    else return;
    event.preventDefault();
  };
  root.addEventListener("keydown", onKey);
  prev?.addEventListener("click", back);
  next?.addEventListener("click", forward);
  return () => {
    observer.kill();
    root.removeEventListener("keydown", onKey);
    prev?.removeEventListener("click", back);
    next?.removeEventListener("click", forward);
    if (current) current.textContent = pad(1);
    ctx.revert();
  };
}
