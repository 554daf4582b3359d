import Lenis from "lenis";

// Lenis smooths the wheel on this instance's scroll box; on each of its scroll events every landscape layer is moved
// by how far its chapter is from the middle of the box times the layer's data-speed, so far layers drift and near ones
// rush: depth parallax. Layers are only moved while their chapter is near the view. Reduced motion: native, still.
function mount(root: HTMLElement): () => void {
  const wrapper = root.querySelector<HTMLElement>(".scroller");
  const content = root.querySelector<HTMLElement>(".content");
  if (!wrapper || !content) return () => {};
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const scenes = [...root.querySelectorAll<HTMLElement>(".scene")].map((scene) => ({
    scene,
    layers: [...scene.querySelectorAll<HTMLElement>(".layer")].map((el) => ({ el, speed: Number(el.dataset.speed ?? "0") })),
  }));
  const lenis = new Lenis({ wrapper, content, autoRaf: true, lerp: 0.08, smoothWheel: true });
  const update = () => {
    const scroll = wrapper.scrollTop;
    const view = wrapper.clientHeight;
    for (const { scene, layers } of scenes) {
      const top = scene.offsetTop;
      const offset = top + scene.offsetHeight / 2 - (scroll + view / 2);
      if (Math.abs(offset) > view + scene.offsetHeight) continue;
      for (const { el, speed } of layers) el.style.transform = `translate3d(0, ${(offset * speed * 0.35).toFixed(1)}px, 0)`;
    }
  };
  const stop = lenis.on("scroll", update);
  wrapper.addEventListener("scroll", update, { passive: true });
  update();
  return () => {
    stop();
    wrapper.removeEventListener("scroll", update);
    lenis.destroy();
    for (const { layers } of scenes) for (const { el } of layers) el.style.transform = "";
  };
}
