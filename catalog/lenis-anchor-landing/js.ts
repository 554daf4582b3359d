import Lenis from "lenis";

// Lenis smooths the wheel inside this instance's scroll box; every in-page link (nav, brand, buttons) glides to its
// section with lenis.scrollTo, and on each scroll the section nearest the top gets aria-current on its nav link and the
// underline moves under it. With reduced motion the box scrolls natively and links jump.
function mount(root: HTMLElement): () => void {
  const wrapper = root.querySelector<HTMLElement>(".viewport");
  const content = root.querySelector<HTMLElement>(".content");
  const underline = root.querySelector<HTMLElement>(".underline");
  if (!wrapper || !content) return () => {};
  const links = [...root.querySelectorAll<HTMLAnchorElement>(".nav .link")];
  const target = (link: HTMLAnchorElement) => {
    const id = link.getAttribute("href")?.slice(1);
    return id ? root.querySelector<HTMLElement>(`[id="${id}"]`) : null;
  };
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const lenis = reduce ? undefined : new Lenis({ wrapper, content, autoRaf: true, lerp: 0.1, smoothWheel: true });
  let current: HTMLAnchorElement | undefined;
  const spy = () => {
    const top = wrapper.scrollTop + wrapper.clientHeight * 0.35;
    const bottom = wrapper.scrollTop + wrapper.clientHeight >= wrapper.scrollHeight - 2;
    let found: HTMLAnchorElement | undefined;
    for (const link of links) {
      const section = target(link);
      if (section && section.offsetTop <= top) found = link;
    }
    if (bottom) found = links[links.length - 1];
    if (found === current) return;
    current = found;
    for (const link of links) link.setAttribute("aria-current", link === found ? "true" : "false");
    if (underline) {
      underline.style.width = found ? `${found.offsetWidth - 16}px` : "0";
      underline.style.transform = found ? `translateX(${found.offsetLeft + 8}px)` : "";
    }
  };
  const onClick = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[href^="#"]');
    const section = link ? target(link) : null;
    if (!section) return;
    event.preventDefault();
    const to = section.offsetTop - content.offsetTop;
    if (lenis) lenis.scrollTo(to, { duration: 1.2 });
    else wrapper.scrollTo({ top: to });
  };
  const stopListening = lenis ? lenis.on("scroll", spy) : undefined;
  wrapper.addEventListener("scroll", spy, { passive: true });
  root.addEventListener("click", onClick);
  spy();
  return () => {
    root.removeEventListener("click", onClick);
    wrapper.removeEventListener("scroll", spy);
    stopListening?.();
    lenis?.destroy();
    for (const link of links) link.setAttribute("aria-current", "false");
    if (underline) underline.style.cssText = "";
  };
}
