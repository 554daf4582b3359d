// Buttons and dots scroll to a slide; scrolling by swipe updates the dots and the spoken position.
function mount(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>(".track")!;
  const slides = [...track.children] as HTMLElement[];
  const dots = [...root.querySelectorAll<HTMLButtonElement>(".dot")];
  const arrows = [...root.querySelectorAll<HTMLButtonElement>(".arrow")];
  const live = root.querySelector<HTMLElement>("[aria-live]")!;
  let current = 0;
  const go = (index: number) => {
    current = (index + slides.length) % slides.length;
    track.scrollTo({ left: slides[current]!.offsetLeft - track.offsetLeft });
  };
  const mark = () => {
    const index = Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
    if (index === current && dots[index]?.getAttribute("aria-current") === "true") return;
    current = Math.min(slides.length - 1, Math.max(0, index));
    dots.forEach((d, i) => (i === current ? d.setAttribute("aria-current", "true") : d.removeAttribute("aria-current")));
    live.textContent = `Slide ${current + 1} of ${slides.length}`;
  };
  const onArrow = (event: Event) => go(current + Number((event.currentTarget as HTMLElement).dataset.dir));
  const onDot = (event: Event) => go(dots.indexOf(event.currentTarget as HTMLButtonElement));
  arrows.forEach((a) => a.addEventListener("click", onArrow));
  dots.forEach((d) => d.addEventListener("click", onDot));
  track.addEventListener("scroll", mark, { passive: true });
  return () => {
    arrows.forEach((a) => a.removeEventListener("click", onArrow));
    dots.forEach((d) => d.removeEventListener("click", onDot));
    track.removeEventListener("scroll", mark);
  };
}
