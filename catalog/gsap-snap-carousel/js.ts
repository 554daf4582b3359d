import { gsap } from "gsap";
import { Draggable } from "gsap/Draggable";

// The track is a GSAP Draggable of type "x", bounded to its overflow (edgeResistance gives the rubber band). On release
// it tweens to the nearest card's offset; buttons and arrow keys tween one card along. Cards wholly outside the
// window are made inert after each move, so Tab only reaches visible ones. Draggable.update() keeps the drag's idea
// of x in sync after each tween.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Draggable);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const win = root.querySelector<HTMLElement>(".window");
  const track = root.querySelector<HTMLElement>(".track");
  const slides = [...root.querySelectorAll<HTMLElement>(".slide")];
  const fill = root.querySelector<HTMLElement>(".fill");
  const prev = root.querySelector<HTMLButtonElement>(".prev");
  const next = root.querySelector<HTMLButtonElement>(".next");
  if (!win || !track || slides.length === 0) return () => {};
  const maxScroll = () => Math.max(0, track.scrollWidth - win.clientWidth + 1);
  const offsets = () => {
    const max = maxScroll();
    const list = slides.map((s) => Math.min(s.offsetLeft - (slides[0]?.offsetLeft ?? 0), max));
    return [...new Set(list)];
  };
  let index = 0;
  let drag: Draggable | undefined;
  const ctx = gsap.context(() => {});
  const markInert = () => {
    const x = -Number(gsap.getProperty(track, "x"));
    for (const s of slides) {
      const left = s.offsetLeft - (slides[0]?.offsetLeft ?? 0) - x;
      s.toggleAttribute("inert", left + s.offsetWidth <= 1 || left >= win.clientWidth - 1);
    }
  };
  const goTo = (i: number) => {
    const stops = offsets();
    index = Math.max(0, Math.min(stops.length - 1, i));
    const x = -(stops[index] ?? 0);
    const progress = stops.length > 1 ? (index + 1) / stops.length : 1;
    ctx.add(() => {
      gsap.to(track, { x, duration: reduce ? 0 : 0.6, ease: "power3.out", overwrite: true, onUpdate: () => drag?.update(), onComplete: markInert });
      if (fill) gsap.to(fill, { scaleX: progress, duration: reduce ? 0 : 0.6, ease: "power3.out", overwrite: true });
    });
  };
  const nearest = (x: number) => {
    const stops = offsets();
    let best = 0;
    stops.forEach((o, i) => {
      if (Math.abs(o + x) < Math.abs((stops[best] ?? 0) + x)) best = i;
    });
    return best;
  };
  ctx.add(() => {
    [drag] = Draggable.create(track, {
      type: "x",
      bounds: { minX: -maxScroll(), maxX: 0 },
      edgeResistance: 0.8,
      dragClickables: false,
      zIndexBoost: false,
      onPress(this: Draggable) {
        this.applyBounds({ minX: -maxScroll(), maxX: 0 });
      },
      onDragEnd(this: Draggable) {
        const i = nearest(this.x);
        const moved = this.getDirection("start");
        goTo(i === index && moved === "left" ? i + 1 : i === index && moved === "right" ? i - 1 : i);
      },
    });
  });
  const onPrev = () => goTo(index - 1);
  const onNext = () => goTo(index + 1);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") onPrev();
    else if (event.key === "ArrowRight") onNext();
    else return;
    event.preventDefault();
  };
  prev?.addEventListener("click", onPrev);
  next?.addEventListener("click", onNext);
  root.addEventListener("keydown", onKey);
  return () => {
    prev?.removeEventListener("click", onPrev);
    next?.removeEventListener("click", onNext);
    root.removeEventListener("keydown", onKey);
    drag?.kill();
    for (const s of slides) s.removeAttribute("inert");
    ctx.revert();
  };
}
