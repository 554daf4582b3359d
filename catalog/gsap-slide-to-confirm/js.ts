import { gsap } from "gsap";
import { Draggable } from "gsap/Draggable";

// The thumb is a GSAP Draggable of type "x" bounded to its track; while it moves, the fill stretches behind it and the
// label fades. Released past 85% it glides to the end and confirms; released earlier it springs back. The thumb is a
// real button: a keyboard press (click with detail 0) confirms, a mouse click without a drag only nudges it to show
// that it slides. Confirming adds .is-processing (a spinner) and, after a simulated wait, .is-paid; the status line's
// messages are props shown by those classes. With reduced motion the thumb moves without easing or spring.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Draggable);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const slider = root.querySelector<HTMLElement>(".slider");
  const thumb = root.querySelector<HTMLButtonElement>(".thumb");
  const fill = root.querySelector<HTMLElement>(".fill");
  const hint = root.querySelector<HTMLElement>(".hint");
  if (!slider || !thumb || !fill || !hint) return () => {};
  const travel = () => Math.max(0, slider.clientWidth - thumb.offsetWidth - 2 * thumb.offsetLeft);
  let done = false;
  let wait: gsap.core.Tween | undefined;
  const follow = (x: number) => {
    const t = travel();
    gsap.set(fill, { width: thumb.offsetWidth + x });
    gsap.set(hint, { opacity: t ? Math.max(0, 1 - (x / t) * 1.6) : 1 });
  };
  const ctx = gsap.context(() => {});
  const slideTo = (x: number, onComplete?: () => void, spring = false) =>
    ctx.add(() => {
      const proxy = { x: Number(gsap.getProperty(thumb, "x")) };
      gsap.to(proxy, {
        x,
        duration: reduce ? 0 : spring ? 0.8 : 0.35,
        ease: spring ? "elastic.out(1, 0.5)" : "power3.out",
        overwrite: true,
        onUpdate: () => {
          gsap.set(thumb, { x: proxy.x });
          follow(proxy.x);
          drag?.update();
        },
        onComplete,
      });
    });
  const confirm = () => {
    if (done) return;
    done = true;
    drag?.disable();
    thumb.setAttribute("aria-disabled", "true");
    slideTo(travel(), () => {
      root.classList.add("is-processing");
      wait = gsap.delayedCall(1.4, () => {
        root.classList.remove("is-processing");
        root.classList.add("is-paid");
        if (!reduce) gsap.fromTo(thumb, { scale: 0.7 }, { scale: 1, duration: 0.5, ease: "back.out(2.5)" });
      });
    });
  };
  let drag: Draggable | undefined;
  ctx.add(() => {
    [drag] = Draggable.create(thumb, {
      type: "x",
      bounds: { minX: 0, maxX: travel() },
      zIndexBoost: false,
      onPress(this: Draggable) {
        this.applyBounds({ minX: 0, maxX: travel() });
      },
      onDrag(this: Draggable) {
        follow(this.x);
      },
      onRelease(this: Draggable) {
        if (done) return;
        if (this.x >= travel() * 0.85) confirm();
        else if (this.x > 2) slideTo(0, undefined, true);
      },
    });
  });
  const nudge = () =>
    ctx.add(() => {
      const sync = () => follow(Number(gsap.getProperty(thumb, "x")));
      gsap
        .timeline({ onComplete: () => drag?.update() })
        .to(thumb, { x: 28, duration: 0.25, ease: "power2.out", onUpdate: sync })
        .to(thumb, { x: 0, duration: 0.6, ease: "elastic.out(1, 0.45)", onUpdate: sync });
    });
  const onClick = (event: MouseEvent) => {
    if (done) return;
    if (event.detail === 0) confirm();
    else if (!reduce && Number(gsap.getProperty(thumb, "x")) < 2) nudge();
  };
  thumb.addEventListener("click", onClick);
  return () => {
    thumb.removeEventListener("click", onClick);
    wait?.kill();
    drag?.kill();
    ctx.revert();
    gsap.set([thumb, fill, hint], { clearProps: "all" });
    thumb.removeAttribute("aria-disabled");
    root.classList.remove("is-processing", "is-paid");
  };
}
