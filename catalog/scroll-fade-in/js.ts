// Hides the entries below the fold of the feed, then fades each one up as it scrolls into view (IntersectionObserver
// on the feed). Without IntersectionObserver, or with reduced motion, every entry simply stays visible.
function mount(root: HTMLElement): () => void {
  const feed = root.querySelector<HTMLElement>(".feed")!;
  const entries = [...feed.querySelectorAll<HTMLElement>(".entry")];
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) return () => {};
  const observer = new IntersectionObserver(
    (seen) => {
      for (const e of seen) {
        if (!e.isIntersecting) continue;
        const el = e.target as HTMLElement;
        el.classList.add("is-shown");
        el.classList.remove("is-waiting");
        observer.unobserve(el);
      }
    },
    { root: feed, threshold: 0.25 },
  );
  const fold = feed.getBoundingClientRect().bottom;
  for (const el of entries) {
    if (el.getBoundingClientRect().top < fold) continue;
    el.classList.add("is-waiting");
    observer.observe(el);
  }
  return () => {
    observer.disconnect();
    for (const el of entries) el.classList.remove("is-waiting", "is-shown");
  };
}
