import Lenis from "lenis";

// Lenis smooths the wheel on this instance's own scroll box (wrapper + content), drives the progress bar from its
// scroll event, and scrolls to chapters and back to the top with easing. With reduced motion the box scrolls natively.
function mount(root: HTMLElement): () => void {
  const wrapper = root.querySelector<HTMLElement>(".scroller");
  const content = root.querySelector<HTMLElement>(".content");
  const fill = root.querySelector<HTMLElement>(".fill");
  const top = root.querySelector<HTMLButtonElement>(".top");
  if (!wrapper || !content) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const lenis = reduce ? undefined : new Lenis({ wrapper, content, autoRaf: true, lerp: 0.09, smoothWheel: true });
  const progress = () => {
    const max = wrapper.scrollHeight - wrapper.clientHeight;
    if (fill) fill.style.transform = `scaleX(${max > 0 ? wrapper.scrollTop / max : 0})`;
  };
  const stopListening = lenis ? lenis.on("scroll", progress) : undefined;
  if (!lenis) wrapper.addEventListener("scroll", progress, { passive: true });
  const go = (target: HTMLElement | number) => {
    if (lenis) lenis.scrollTo(target, { offset: -8, duration: 1.1 });
    else wrapper.scrollTo({ top: typeof target === "number" ? target : target.offsetTop - 8 });
  };
  const onChapter = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a.chip");
    const id = link?.getAttribute("href")?.slice(1);
    const heading = id ? root.querySelector<HTMLElement>(`[id="${id}"]`) : null;
    if (!heading) return;
    event.preventDefault();
    go(heading);
  };
  const onTop = () => go(0);
  root.addEventListener("click", onChapter);
  top?.addEventListener("click", onTop);
  progress();
  return () => {
    root.removeEventListener("click", onChapter);
    top?.removeEventListener("click", onTop);
    wrapper.removeEventListener("scroll", progress);
    stopListening?.();
    lenis?.destroy();
  };
}
