import { gsap } from "gsap";
import { Observer } from "gsap/Observer";

// mount() turns the row into a ring (.is-live): each slide is turned to its own angle and its card pushed out (translateZ, inside the turn) by the radius
// that fits them all, and the ring's rotationY decides which one faces you. GSAP Observer follows a drag or swipe
// (the ring turns with the pointer, then snaps to the nearest cover on release) and turns one step per wheel gesture;
// Previous, Next and the arrow keys step too. Every update dims covers by how far they face away and makes all but the
// front one inert; the front one's title and artist go to a polite live line. Reduced motion: steps jump.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Observer);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const stage = root.querySelector<HTMLElement>(".stage");
  const ring = root.querySelector<HTMLElement>(".ring");
  const slides = [...root.querySelectorAll<HTMLElement>(".slide")];
  const now = root.querySelector<HTMLElement>(".now");
  const prev = root.querySelector<HTMLButtonElement>(".prev");
  const next = root.querySelector<HTMLButtonElement>(".next");
  if (!stage || !ring || slides.length < 3) return () => {};
  const count = slides.length;
  const step = 360 / count;
  const turn = { angle: 0 };
  let front = -1;
  let observer: Observer | undefined;
  let ctx: gsap.Context | undefined;
  const layout = () => {
    const width = slides[0]!.offsetWidth;
    const radius = Math.round(width / 2 / Math.tan(Math.PI / count) + width * 0.18);
    slides.forEach((slide, i) => {
      gsap.set(slide, { rotationY: i * step });
      gsap.set(slide.querySelector(".card"), { z: radius });
    });
    gsap.set(ring, { z: -radius });
  };
  const update = () => {
    gsap.set(ring, { rotationY: turn.angle });
    const index = (((Math.round(-turn.angle / step) % count) + count) % count);
    slides.forEach((slide, i) => {
      let diff = Math.abs((((i * step + turn.angle) % 360) + 360) % 360);
      if (diff > 180) diff = 360 - diff;
      gsap.set(slide.querySelector(".card"), { opacity: gsap.utils.clamp(0, 1, 1.2 - diff / 140), filter: `brightness(${gsap.utils.clamp(0.45, 1, 1 - diff / 200)})` });
      slide.toggleAttribute("inert", i !== index);
    });
    if (index !== front) {
      front = index;
      const slide = slides[index]!;
      if (now) now.textContent = [slide.querySelector(".name")?.textContent, slide.querySelector(".artist")?.textContent].filter(Boolean).join(" · ");
    }
  };
  const goTo = (angle: number) =>
    ctx?.add(() => gsap.to(turn, { angle, duration: reduce ? 0 : 0.75, ease: "power3.out", overwrite: true, onUpdate: update }));
  const snap = () => goTo(Math.round(turn.angle / step) * step);
  const by = (delta: number) => goTo(Math.round(turn.angle / step) * step - delta * step);
  const start = () => {
    root.classList.add("is-live");
    ctx = gsap.context(() => {
      layout();
      update();
      let lastWheel = 0;
      observer = Observer.create({
        target: stage,
        type: "wheel,touch,pointer",
        dragMinimum: 4,
        tolerance: 8,
        onDrag: (self) => {
          gsap.killTweensOf(turn);
          turn.angle += self.deltaX * 0.22;
          update();
        },
        onDragEnd: snap,
        onWheel: (self) => {
          const time = performance.now();
          if (time - lastWheel < 450) return;
          lastWheel = time;
          by((self.deltaY || self.deltaX) > 0 ? 1 : -1);
        },
      });
    }, root);
  };
  const onPrev = () => by(-1);
  const onNext = () => by(1);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") onPrev();
    else if (event.key === "ArrowRight") onNext();
    else return;
    event.preventDefault();
  };
  const onResize = () => {
    if (ctx) {
      layout();
      update();
    }
  };
  const resize = new ResizeObserver(onResize);
  // Built on the first animation frame, so the first render is the plain row exactly.
  const first = requestAnimationFrame(() => {
    start();
    resize.observe(stage);
  });
  prev?.addEventListener("click", onPrev);
  next?.addEventListener("click", onNext);
  root.addEventListener("keydown", onKey);
  return () => {
    cancelAnimationFrame(first);
    resize.disconnect();
    prev?.removeEventListener("click", onPrev);
    next?.removeEventListener("click", onNext);
    root.removeEventListener("keydown", onKey);
    observer?.kill();
    ctx?.revert();
    gsap.set([ring, ...slides, ...root.querySelectorAll(".card")], { clearProps: "all" });
    for (const slide of slides) slide.removeAttribute("inert");
    if (now) now.textContent = "";
    root.classList.remove("is-live");
  };
}
