import { gsap } from "gsap";
import { Draggable } from "gsap/Draggable";

// The photo is a GSAP Draggable of type "x,y" under the round mask. Its bounds are worked out from the zoom, the turn
// and the mask's size so the circle is always covered, and re-applied after every change (the position is clamped
// too). The zoom slider, Rotate, Reset and the Move buttons tween x, y, scale and rotation; every update copies the
// same transform, scaled, into the three previews (clones of the photo). Save marks the component saved; any change
// clears it. Reduced motion: the same changes without tweening.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Draggable);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const stage = root.querySelector<HTMLElement>(".stage");
  const photo = root.querySelector<HTMLElement>(".stage .photo");
  const mask = root.querySelector<HTMLElement>(".mask");
  const range = root.querySelector<HTMLInputElement>(".range");
  const previews = [...root.querySelectorAll<HTMLElement>(".pv")];
  if (!stage || !photo || !mask || !range) return () => {};
  let copies: HTMLElement[] = [];
  const state = { x: 0, y: 0, scale: 1, rotation: 0 };
  const limits = () => {
    const turned = Math.abs(Math.round(state.rotation / 90)) % 2 === 1;
    const w = (turned ? stage.clientHeight : stage.clientWidth) * state.scale;
    const h = (turned ? stage.clientWidth : stage.clientHeight) * state.scale;
    const r = mask.offsetWidth / 2;
    return { x: Math.max(0, w / 2 - r), y: Math.max(0, h / 2 - r) };
  };
  const clamp = () => {
    const l = limits();
    state.x = gsap.utils.clamp(-l.x, l.x, state.x);
    state.y = gsap.utils.clamp(-l.y, l.y, state.y);
  };
  const paint = () => {
    gsap.set(photo, { x: state.x, y: state.y, scale: state.scale, rotation: state.rotation });
    const d = mask.offsetWidth || 1;
    previews.forEach((pv, i) => {
      const k = pv.clientWidth / d;
      const copy = copies[i];
      if (!copy) return;
      gsap.set(copy, {
        width: stage.clientWidth * k,
        height: stage.clientHeight * k,
        xPercent: -50,
        yPercent: -50,
        x: state.x * k,
        y: state.y * k,
        scale: state.scale,
        rotation: state.rotation,
      });
    });
  };
  const changed = () => root.classList.remove("is-saved");
  let drag: Draggable | undefined;
  const bound = () => {
    const l = limits();
    drag?.applyBounds({ minX: -l.x, maxX: l.x, minY: -l.y, maxY: l.y });
  };
  const ctx = gsap.context(() => {});
  const animate = (to: Partial<typeof state>) => {
    changed();
    const next = { ...state, ...to };
    Object.assign(state, next);
    clamp();
    const target = { ...state };
    ctx.add(() => {
      const from = { x: Number(gsap.getProperty(photo, "x")), y: Number(gsap.getProperty(photo, "y")), scale: Number(gsap.getProperty(photo, "scale")), rotation: Number(gsap.getProperty(photo, "rotation")) };
      const proxy = { ...from };
      gsap.to(proxy, {
        ...target,
        duration: reduce ? 0 : 0.45,
        ease: "power3.out",
        overwrite: true,
        onUpdate: () => {
          const keep = { ...state };
          Object.assign(state, proxy);
          paint();
          Object.assign(state, keep);
        },
        onComplete: () => {
          paint();
          bound();
          drag?.update();
        },
      });
    });
  };
  ctx.add(() => {
    [drag] = Draggable.create(photo, {
      type: "x,y",
      trigger: stage,
      zIndexBoost: false,
      edgeResistance: 0.85,
      onPress: bound,
      onDrag(this: Draggable) {
        state.x = this.x;
        state.y = this.y;
        changed();
        paint();
      },
    });
  });
  const onZoom = () => {
    changed();
    state.scale = Number(range.value) || 1;
    clamp();
    ctx.add(() => gsap.killTweensOf(photo));
    paint();
    bound();
    drag?.update();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const move = target.closest<HTMLElement>(".move");
    if (move) {
      const stepSize = mask.offsetWidth * 0.08;
      animate({ x: state.x + Number(move.dataset.dx) * stepSize, y: state.y + Number(move.dataset.dy) * stepSize });
    } else if (target.closest(".rotate")) animate({ rotation: state.rotation + 90 });
    else if (target.closest(".reset")) {
      range.value = "1";
      animate({ x: 0, y: 0, scale: 1, rotation: 0 });
    } else if (target.closest(".save")) root.classList.add("is-saved");
  };
  range.addEventListener("input", onZoom);
  root.addEventListener("click", onClick);
  const observer = new ResizeObserver(() => {
    clamp();
    paint();
    bound();
  });
  // The previews' copies of the photo are added on the first animation frame, so the first render is the markup.
  const first = requestAnimationFrame(() => {
    copies = previews.map((pv) => {
      const copy = photo.cloneNode(true) as HTMLElement;
      copy.removeAttribute("role");
      copy.removeAttribute("aria-label");
      copy.removeAttribute("style");
      pv.append(copy);
      return copy;
    });
    observer.observe(stage);
    paint();
  });
  return () => {
    cancelAnimationFrame(first);
    observer.disconnect();
    range.removeEventListener("input", onZoom);
    root.removeEventListener("click", onClick);
    drag?.kill();
    ctx.revert();
    gsap.set(photo, { clearProps: "all" });
    for (const copy of copies) copy.remove();
    range.value = "1";
    root.classList.remove("is-saved");
  };
}
