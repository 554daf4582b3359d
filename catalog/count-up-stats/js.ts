// Counts each number up over 1.6 s once the block is visible; reduced motion keeps the final values.
function mount(root: HTMLElement): () => void {
  const cells = [...root.querySelectorAll<HTMLElement>("[data-to]")];
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  let frame = 0;
  const format = (el: HTMLElement, v: number) => v.toLocaleString("en-US", { minimumFractionDigits: Number(el.dataset.decimals ?? 0), maximumFractionDigits: Number(el.dataset.decimals ?? 0) });
  const run = () => {
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / 1600);
      const eased = 1 - Math.pow(1 - t, 3);
      cells.forEach((el) => (el.textContent = format(el, Number(el.dataset.to) * eased)));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  });
  observer.observe(root);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
